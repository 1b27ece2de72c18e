package dev.urilint.maven;

import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.Scanner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.logging.Log;

/** Runs the scanner for one module and writes the requested reports. */
final class ModuleScan {

  private final PluginRequest request;
  private final Log log;

  ModuleScan(PluginRequest request, Log log) {
    this.request = request;
    this.log = log;
  }

  ScanResult run() throws MojoExecutionException {
    ScanResult result = new Scanner().scan(existingPathsOnly(request.scan()));
    writeReports(result);
    return result;
  }

  // A module without src/ (a parent pom) is normal in Maven, not an error.
  static ScanRequest existingPathsOnly(ScanRequest scan) {
    List<Path> existing = new ArrayList<>();
    for (Path p : scan.paths()) {
      if (Files.exists(p)) {
        existing.add(p);
      }
    }
    return scan.withPaths(existing);
  }

  private void writeReports(ScanResult result) throws MojoExecutionException {
    new ReportFiles(log).write(result, request.outputDirectory(), request.formats());
  }
}
