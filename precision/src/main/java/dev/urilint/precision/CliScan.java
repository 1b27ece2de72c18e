package dev.urilint.precision;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Scans one checkout the way a new user would: {@code java -jar urilint.jar check --format json
 * --fail-on never --output REPORT .} in the repository's root folder, default settings (the
 * repository's own {@code urilint.yml}, if it had one, would apply, as it would for its team).
 *
 * <pre>{@code
 * ScanReport r = new CliScan(Path.of("cli/target/urilint.jar")).scan(checkout, commit, report);
 * }</pre>
 */
final class CliScan {

  private final Path cliJar;

  CliScan(Path cliJar) {
    if (!Files.isRegularFile(cliJar)) {
      throw new SuiteException("no urilint jar at " + cliJar + ": build it with mvn -B -ntp -q -DskipTests package");
    }
    this.cliJar = cliJar.toAbsolutePath();
  }

  /**
   * Scans {@code checkout} into {@code report} (the tool's console output goes next to it, {@code
   * .log}) and reads the report.
   *
   * @param commit the commit the expectation was judged at: a git checkout at another commit is
   *     refused, since its lines would not be the judged ones; a copy without {@code .git} is
   *     taken as it is
   */
  ScanReport scan(Path checkout, String commit, Path report) {
    if (!Files.isDirectory(checkout)) {
      throw new SuiteException("no checkout at " + checkout);
    }
    if (Files.exists(checkout.resolve(".git"))) {
      String head = run(List.of("git", "-C", checkout.toString(), "rev-parse", "HEAD"), checkout, null).strip();
      if (!head.equals(commit)) {
        throw new SuiteException(checkout + " is at " + head + ", its expectation was judged at " + commit
            + ": git -C " + checkout + " checkout " + commit);
      }
    }
    Path log = report.resolveSibling(report.getFileName() + ".log");
    try {
      Files.createDirectories(report.toAbsolutePath().getParent());
      Files.deleteIfExists(report);
    } catch (IOException e) {
      throw new SuiteException("cannot write " + report + ": " + e.getMessage(), e);
    }
    run(List.of(java(), "-jar", cliJar.toString(), "check", "--format", "json", "--fail-on", "never", "--output",
        report.toAbsolutePath().toString(), "."), checkout, log);
    return ScanReport.read(report);
  }

  private static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /** Runs {@code command}; its output goes to {@code log}, or is returned when there is none. */
  private static String run(List<String> command, Path dir, Path log) {
    try {
      Path out = log != null ? log : Files.createTempFile("urilint-precision", ".out");
      Process p =
          new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
              .redirectOutput(out.toFile()).start();
      int status = p.waitFor();
      String output = Files.readString(out, StandardCharsets.UTF_8);
      if (log == null) {
        Files.delete(out);
      }
      if (status != 0) {
        throw new SuiteException(String.join(" ", command) + " exited with " + status + " in " + dir + ":\n" + output);
      }
      return output;
    } catch (IOException e) {
      throw new SuiteException("cannot run " + command.get(0) + ": " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new SuiteException("interrupted", e);
    }
  }
}
