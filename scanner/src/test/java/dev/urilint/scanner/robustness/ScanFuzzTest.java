package dev.urilint.scanner.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.Scanner;
import dev.urilint.scanner.report.ReportFormat;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Timeout;

/**
 * Jazzer target for the whole scan path: a fuzzed file is walked, read, extracted,
 * linted and rendered in every report format, and a password the target plants in it never
 * appears in any report, whether the file gives findings or is skipped with a reason.
 *
 * <p>An input is a file name line, then the file's bytes (invalid UTF-8 included: the reader must
 * reject it). The name picks the format: one of {@link PlantedFile#FILE_NAMES} exactly, or else one of them by
 * its hash, so every input is scanned. Each {@code %PLANT%} in the content becomes {@code
 * ://u:Planted-Secret-9@h} (without one, the plant goes in the middle). Seeds:
 * {@code src/test/resources/dev/urilint/scanner/robustness/ScanFuzzTestInputs/<method>/}.
 */
@Timeout(20)
class ScanFuzzTest {

  private final Scanner scanner = new Scanner();

  @FuzzTest(maxDuration = "2m30s")
  void scanningNeverRendersAPlantedPassword(byte[] input) throws IOException {
    Optional<PlantedFile> planted = PlantedFile.of(input);
    if (planted.isEmpty()) {
      return;
    }
    String name = planted.get().name();
    Path root = Files.createTempDirectory("urilint-scan-fuzz");
    try {
      Files.write(root.resolve(name), planted.get().bytes());
      ScanResult result = scanner.scan(ScanRequest.of(root).withThreads(1));
      for (ReportFormat format : ReportFormat.values()) {
        StringWriter out = new StringWriter();
        format.writer().write(result, out);
        assertThat(out.toString()).as("%s report of %s", format.id(), name).doesNotContain(PlantedFile.SECRET);
      }
    } finally {
      Files.deleteIfExists(root.resolve(name));
      Files.delete(root);
    }
  }
}
