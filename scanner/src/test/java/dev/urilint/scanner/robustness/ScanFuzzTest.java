package dev.urilint.scanner.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.Scanner;
import dev.urilint.scanner.report.ReportFormat;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Timeout;

/**
 * Jazzer target for the whole scan path: a fuzzed file is walked, read, extracted,
 * linted and rendered in every report format, and a password the target plants in it never
 * appears in any report, whether the file gives findings or is skipped with a reason.
 *
 * <p>An input is a file name line, then the file's bytes (invalid UTF-8 included: the reader must
 * reject it). The name picks the format: one of {@link #FILE_NAMES} exactly, or else one of them by
 * its hash, so every input is scanned. Each {@code %PLANT%} in the content becomes {@code
 * ://u:Planted-Secret-9@h} (without one, the plant goes in the middle). Seeds:
 * {@code src/test/resources/dev/urilint/scanner/robustness/ScanFuzzTestInputs/<method>/}.
 */
@Timeout(20)
class ScanFuzzTest {

  private static final String SECRET = "Planted-Secret-9";
  private static final String PLANT = "://u:" + SECRET + "@h";
  private static final String TOKEN = "%PLANT%";
  /**
   * More shapes a seed can ask for: the password as a nested or shell placeholder default, with
   * a quote and a space in it, in a JDBC quoted or ODBC braced value, after a scheme that lost
   * its "//". Each is a password wherever it stands, so the same oracle holds.
   */
  private static final Map<String, String> SHAPES =
      Map.of(
          "%PLANT_DEFAULT%", "://u:${P:${Q:" + SECRET + "}}@h",
          "%PLANT_SHELL%", "://u:${PW-" + SECRET + "}@h",
          "%PLANT_QUOTE%", "://u:it's " + SECRET + "@h",
          "%PLANT_JDBC%", ";user=sa;password='" + SECRET + " x';",
          "%PLANT_ODBC%", ";user=sa;password={x}}" + SECRET + "};",
          "%PLANT_SLASHLESS%", "http:u:" + SECRET + "@h/");
  private static final List<String> FILE_NAMES =
      List.of(
          "application.properties",
          "application.yml",
          "config.json",
          "pom.xml",
          ".env",
          "application.conf",
          "pyproject.toml",
          "Client.java");

  private final Scanner scanner = new Scanner();

  @FuzzTest(maxDuration = "2m30s")
  void scanningNeverRendersAPlantedPassword(byte[] input) throws IOException {
    // ISO-8859-1 maps bytes to chars one to one, so the plant goes in without touching the rest.
    String raw = new String(input, StandardCharsets.ISO_8859_1);
    if (raw.contains(SECRET)) {
      return; // the fuzzer learns compared strings; a secret it wrote itself is not a planted one
    }
    int newline = raw.indexOf('\n');
    String name = fileName(newline < 0 ? "" : raw.substring(0, newline));
    String content = raw.substring(newline + 1);
    for (Map.Entry<String, String> shape : SHAPES.entrySet()) {
      content = content.replace(shape.getKey(), shape.getValue());
    }
    content =
        content.contains(TOKEN) || !content.equals(raw.substring(newline + 1))
            ? content.replace(TOKEN, PLANT)
            : content.substring(0, content.length() / 2) + PLANT + content.substring(content.length() / 2);

    Path root = Files.createTempDirectory("urilint-scan-fuzz");
    try {
      Files.write(root.resolve(name), content.getBytes(StandardCharsets.ISO_8859_1));
      ScanResult result = scanner.scan(ScanRequest.of(root).withThreads(1));
      for (ReportFormat format : ReportFormat.values()) {
        StringWriter out = new StringWriter();
        format.writer().write(result, out);
        assertThat(out.toString()).as("%s report of %s", format.id(), name).doesNotContain(SECRET);
      }
    } finally {
      Files.deleteIfExists(root.resolve(name));
      Files.delete(root);
    }
  }

  private static String fileName(String header) {
    return FILE_NAMES.contains(header)
        ? header
        : FILE_NAMES.get(Math.floorMod(header.hashCode(), FILE_NAMES.size()));
  }
}
