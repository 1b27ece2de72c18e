package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A file at the 10 MiB size limit that is one value with a finding every six chars ({@code
 * //a:b@} repeated: 1.7 million passwords) is scanned by the packaged jar in a 384 MB heap, in
 * every output, and its findings are counted, not lost.
 *
 * <p>Each layer used to hold something per finding: core built all 1.7 million findings and
 * their messages before the scanner kept 25 (a 3 GB heap was needed), each finding kept its own
 * copy of where the value's secrets sit, and {@code --show-source} read that copy once per
 * finding (out of memory in 768 MB). A heap limit on a real process is the one measure of
 * retained memory that needs no timing.
 */
@Tag("worst-case")
class BoundedMemoryIT {

  /** Below what the scan needed before (3 GB), above what it needs now (about 300 MB). */
  private static final String HEAP = "-Xmx384m";

  @TempDir static Path project;

  @BeforeAll
  static void writeTheFile() throws Exception {
    String value = "http:" + "//a:b@".repeat((10 << 20) / 6 - 16);
    Files.writeString(project.resolve("app.properties"), "url=" + value + "\n");
  }

  @ParameterizedTest
  @ValueSource(strings = {"--show-source", "--format=json", "--format=sarif"})
  void aTenMegabyteValueOfPasswordsIsScannedInABoundedHeap(String output) throws Exception {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    String jar = ProcessRun.property("urilint.jar").toString();

    ProcessRun.Result result =
        ProcessRun.in(project)
            .env(Map.of("NO_COLOR", "1"))
            .run(List.of(java.toString(), HEAP, "-jar", jar, "check", output, "app.properties"));

    assertThat(result.exitCode()).as(result.output()).isEqualTo(1);
    assertThat(result.output())
        .doesNotContain("out of memory", "too large to analyse", "skipped:")
        // one finding per rule, counting the 1.7 million other passwords
        .containsPattern("\\(and [0-9]{7} more in this string\\)");
  }
}
