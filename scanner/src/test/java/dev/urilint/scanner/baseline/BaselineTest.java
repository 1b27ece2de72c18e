package dev.urilint.scanner.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.urilint.lint.RuleId;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class BaselineTest {

  @TempDir Path dir;

  private static final String SALT = "00112233445566778899aabbccddeeff";

  private final Baseline baseline =
      new Baseline(
          SALT,
          List.of(
              new BaselineEntry(RuleId.INSECURE_SCHEME, "b.yml", "ff", Optional.empty(), "http://b.example.org/", 2),
              new BaselineEntry(RuleId.CREDENTIALS_IN_URI, "a.yml", "aa", Optional.of("5e"), "https://u:****@h/", 1)));

  @Test
  void writesAStableDocumentedFormatSortedByPathRuleFingerprint() throws IOException {
    StringWriter out = new StringWriter();
    baseline.write(out);

    assertThat(out.toString())
        .isEqualTo(
            """
            {
              "urilintBaseline": 1,
              "salt": "00112233445566778899aabbccddeeff",
              "entries": [
                {
                  "path": "a.yml",
                  "rule": "credentials-in-uri",
                  "fingerprint": "aa",
                  "secretHash": "5e",
                  "count": 1,
                  "uri": "https://u:****@h/"
                },
                {
                  "path": "b.yml",
                  "rule": "insecure-scheme",
                  "fingerprint": "ff",
                  "count": 2,
                  "uri": "http://b.example.org/"
                }
              ]
            }
            """);
  }

  @Test
  void readsWhatItWrites() throws IOException {
    Path file = dir.resolve("urilint-baseline.json");
    baseline.write(file);

    assertThat(Baseline.read(file)).isEqualTo(baseline);
  }

  /** A missing folder is an error, never created: the path may be a URI pasted by mistake. */
  @Test
  void neverCreatesAMissingFolder() {
    Path file = dir.resolve("https:/admin:Hunter2@h/urilint-baseline.json");

    org.assertj.core.api.Assertions.assertThatThrownBy(() -> baseline.write(file))
        .isInstanceOf(java.nio.file.NoSuchFileException.class);
    assertThat(dir.resolve("https:")).doesNotExist();
  }

  @Test
  void aNewBaselineIsReadableLikeAnySourceFileAndARewriteKeepsItsMode() throws IOException {
    assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX permissions");
    Path file = dir.resolve("urilint-baseline.json");
    // What the umask gives a new file here (0600 only if the umask says so).
    Path probe = Files.createFile(dir.resolve("probe"));

    baseline.write(file);

    assertThat(Files.getPosixFilePermissions(file)).isEqualTo(Files.getPosixFilePermissions(probe));
    assertThat(Files.getPosixFilePermissions(file)).contains(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);

    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw-r--"));
    baseline.write(file);

    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-rw-r--");
    try (var left = Files.list(dir)) {
      assertThat(left.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("urilint-baseline.json", "probe");
    }
  }

  @Test
  void ignoresUnknownFieldsForForwardCompatibility() throws IOException {
    Baseline b =
        Baseline.parse(
            new StringReader(
                "{\"urilintBaseline\":1,\"salt\":\"" + SALT + "\",\"generator\":{\"v\":[1]},"
                    + "\"entries\":[{\"rule\":\"malformed-uri\",\"path\":\"p\",\"fingerprint\":\"f\",\"note\":\"x\"}]}"));

    assertThat(b.entries()).containsExactly(new BaselineEntry(RuleId.MALFORMED_URI, "p", "f", Optional.empty(), "", 1));
  }

  @Test
  void rejectsAFileThatIsNotABaselineNamingFileAndProblem() throws IOException {
    Path notJson = dir.resolve("a.json");
    Files.writeString(notJson, "{ \"urilintBaseline\": 1, \n oops");
    Path unknownRule = dir.resolve("b.json");
    Files.writeString(unknownRule,
        "{\"urilintBaseline\":1,\"salt\":\"" + SALT + "\",\"entries\":[{\"rule\":\"nope\",\"path\":\"p\",\"fingerprint\":\"f\"}]}");
    Path otherVersion = dir.resolve("c.json");
    Files.writeString(otherVersion, "{\"urilintBaseline\":7,\"salt\":\"" + SALT + "\",\"entries\":[]}");

    assertThatThrownBy(() -> Baseline.read(notJson))
        .isInstanceOf(InvalidBaselineException.class)
        .hasMessageStartingWith("invalid baseline " + notJson + ": not valid JSON at line 2");
    assertThatThrownBy(() -> Baseline.read(unknownRule)).hasMessageContaining("unknown rule 'nope'");
    assertThatThrownBy(() -> Baseline.read(otherVersion)).hasMessageContaining("\"urilintBaseline\" must be 1");
    assertThatThrownBy(() -> Baseline.read(dir.resolve("missing.json"))).hasMessageStartingWith("cannot read baseline");
  }

  private static String withEntries(String entries) {
    return "{\"urilintBaseline\":1,\"salt\":\"" + SALT + "\",\"entries\":" + entries + "}";
  }

  private static final String ENTRY = "{\"rule\":\"malformed-uri\",\"path\":\"p\",\"fingerprint\":\"f\"}";

  /**
   * Hostile or damaged baselines: each is an InvalidBaselineException naming the problem, never a
   * NullPointerException (exit 2 "internal error"), never accepted as if it were fine.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("invalidBaselines")
  void rejectsEveryMalformedBaselineWithAReason(String what, String json, String message) {
    assertThatThrownBy(() -> Baseline.parse(new StringReader(json)))
        .isInstanceOf(InvalidBaselineException.class)
        .hasMessageContaining(message);
  }

  static Stream<Arguments> invalidBaselines() {
    return Stream.of(
        Arguments.of("deep nesting", "{\"x\":" + "[".repeat(5_000) + "]".repeat(5_000) + "}", "beyond the JSON reader's limits"),
        Arguments.of("a 5,000-digit number", "{\"urilintBaseline\":" + "1".repeat(5_000) + "}", "beyond the JSON reader's limits"),
        Arguments.of("a 60,000-char key", "{\"" + "k".repeat(60_000) + "\":1}", "beyond the JSON reader's limits"),
        Arguments.of("a version of the wrong type", "{\"urilintBaseline\":\"1\",\"salt\":\"" + SALT + "\",\"entries\":[]}",
            "\"urilintBaseline\" must be a whole number"),
        Arguments.of("a count of the wrong type", withEntries("[{\"rule\":\"malformed-uri\",\"path\":\"p\",\"fingerprint\":\"f\",\"count\":\"2\"}]"),
            "\"count\" must be a whole number"),
        Arguments.of("a path of the wrong type", withEntries("[{\"rule\":\"malformed-uri\",\"path\":[\"p\"],\"fingerprint\":\"f\"}]"),
            "\"path\" must be a string"),
        Arguments.of("a null entry", withEntries("[null]"), "each entry must be an object"),
        Arguments.of("a null entry after a good one", withEntries("[" + ENTRY + ",null]"), "each entry must be an object"),
        Arguments.of("trailing garbage", withEntries("[]") + " {}", "unexpected content after the baseline object"),
        Arguments.of("a duplicate key", "{\"urilintBaseline\":1,\"urilintBaseline\":1,\"salt\":\"" + SALT + "\",\"entries\":[]}",
            "not valid JSON"),
        Arguments.of("an array, not an object", "[]", "expected a JSON object"));
  }
}
