package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.urilint.scanner.robustness.PlantedFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Timeout;

/**
 * Jazzer target for {@code urilint check --show-source}: a fuzzed file is scanned and every
 * finding is printed with its source line and carets, and a password the target plants in the
 * file never appears in what is printed, however the file spells, splits or escapes around it.
 * The source line is the raw file text, so this is the rendering where a secret the scanner
 * found in a decoded value must be mapped back to where it is written.
 *
 * <p>Inputs as for the scanner's {@code ScanFuzzTest}: a file name line that picks the format
 * (one of {@link PlantedFile#FILE_NAMES} exactly, or one by its hash), then the file's bytes. Each {@code
 * %PLANT%} becomes {@code ://u:Planted-Secret-9@h}; the other tokens plant the shapes that leaked
 * (a nested or shell placeholder default, a quote and a space, a JDBC quoted or ODBC braced value,
 * a scheme without {@code //}); without any token the plant goes in the middle. Seeds, one per
 * format at least: {@code src/test/resources/dev/urilint/cli/ShowSourceFuzzTestInputs/<method>/}.
 */
@Timeout(20)
class ShowSourceFuzzTest {

  @FuzzTest(maxDuration = "2m30s")
  void showSourceNeverPrintsAPlantedPassword(byte[] input) throws IOException {
    Optional<PlantedFile> planted = PlantedFile.of(input);
    if (planted.isEmpty()) {
      return;
    }
    String name = planted.get().name();
    Path root = Files.createTempDirectory("urilint-show-source-fuzz");
    try {
      Files.write(root.resolve(name), planted.get().bytes());
      CliRun.Outcome o =
          CliRun.plain().inDirectory(root).execute("check", "--show-source", "--fail-on", "never", ".");
      assertThat(o.out() + o.err()).as("check --show-source on %s", name).doesNotContain(PlantedFile.SECRET);
    } finally {
      Files.deleteIfExists(root.resolve(name));
      Files.delete(root);
    }
  }
}
