package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Timeout;

/**
 * Jazzer target for {@code urilint check --show-source}: a fuzzed file is scanned and every
 * finding is printed with its source line and carets, and a password the target plants in the
 * file never appears in what is printed, however the file spells, splits or escapes around it.
 * The source line is the raw file text, so this is the rendering where a secret the scanner
 * found in a decoded value must be mapped back to where it is written.
 *
 * <p>Inputs as for the scanner's {@code ScanFuzzTest}: a file name line that picks the format
 * (one of {@link #FILE_NAMES} exactly, or one by its hash), then the file's bytes. Each {@code
 * %PLANT%} becomes {@code ://u:Planted-Secret-9@h}; the other tokens plant the shapes that leaked
 * (a nested or shell placeholder default, a quote and a space, a JDBC quoted or ODBC braced value,
 * a scheme without {@code //}); without any token the plant goes in the middle. Seeds, one per
 * format at least: {@code src/test/resources/dev/urilint/cli/ShowSourceFuzzTestInputs/<method>/}.
 */
@Timeout(20)
class ShowSourceFuzzTest {

  private static final String SECRET = "Planted-Secret-9";
  private static final String PLANT = "://u:" + SECRET + "@h";
  private static final String TOKEN = "%PLANT%";
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

  @FuzzTest(maxDuration = "2m30s")
  void showSourceNeverPrintsAPlantedPassword(byte[] input) throws IOException {
    // ISO-8859-1 maps bytes to chars one to one, so the plant goes in without touching the rest.
    String raw = new String(input, StandardCharsets.ISO_8859_1);
    if (raw.contains(SECRET)) {
      return; // the fuzzer learns compared strings; a secret it wrote itself is not a planted one
    }
    int newline = raw.indexOf('\n');
    String name = fileName(newline < 0 ? "" : raw.substring(0, newline));
    String original = raw.substring(newline + 1);
    String content = original;
    for (Map.Entry<String, String> shape : SHAPES.entrySet()) {
      content = content.replace(shape.getKey(), shape.getValue());
    }
    content =
        content.contains(TOKEN) || !content.equals(original)
            ? content.replace(TOKEN, PLANT)
            : content.substring(0, content.length() / 2) + PLANT + content.substring(content.length() / 2);

    Path root = Files.createTempDirectory("urilint-show-source-fuzz");
    try {
      Files.write(root.resolve(name), content.getBytes(StandardCharsets.ISO_8859_1));
      CliRun.Outcome o =
          CliRun.plain().inDirectory(root).execute("check", "--show-source", "--fail-on", "never", ".");
      assertThat(o.out() + o.err()).as("check --show-source on %s", name).doesNotContain(SECRET);
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
