package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.uri.Span;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

class ScanCacheTest {

  @TempDir Path dir;

  private static final String SALT = "00112233445566778899aabbccddeeff";

  private static ReportedFinding finding(Optional<String> secret, Optional<Fix> fix) {
    return new ReportedFinding("a.yml", 3, 7, 3, 9, RuleId.NON_NORMALIZED, Severity.INFO, "msg",
        "HTTP://u:****@h/", "f1", fix, secret, List.of(), Optional.empty());
  }

  @Test
  void restoresWhatItStoredForTheSameContentAndConfiguration() {
    ScanCache cache = ScanCache.open(dir, "config", SALT, true);
    FileOutcome scanned = new FileOutcome.Scanned(List.of(finding(Optional.empty(), Optional.of(new Fix(new Span(0, 4), "http", "lower-case the scheme")))), 2, false, 5,
        Optional.of("invalid YAML at line 3, column 1; read as plain text, checked for passwords in URIs only"));
    FileOutcome skipped = new FileOutcome.Skipped(new SkippedFile("b.json", "invalid JSON at line 1"));
    cache.put("a.yml", "h1", scanned);
    cache.put("b.json", "h2", skipped);
    cache.put("c.conf", "h3", new FileOutcome.Unsupported());
    cache.save();

    ScanCache reopened = ScanCache.open(dir, "config", SALT, true);

    assertThat(reopened.get("a.yml", "h1")).contains(scanned);
    assertThat(reopened.get("b.json", "h2")).contains(skipped);
    assertThat(reopened.get("c.conf", "h3")).contains(new FileOutcome.Unsupported());
    assertThat(reopened.get("a.yml", "changed")).isEmpty();
  }

  @Test
  void dropsEverythingWhenTheConfigurationOrSaltChanges() {
    ScanCache cache = ScanCache.open(dir, "config", SALT, true);
    cache.put("a.yml", "h1", new FileOutcome.Scanned(List.of(), 0));
    cache.save();

    assertThat(ScanCache.open(dir, "other config", SALT, true).get("a.yml", "h1")).isEmpty();
    assertThat(ScanCache.open(dir, "config", "ffeeddccbbaa99887766554433221100", true).get("a.yml", "h1")).isEmpty();
    assertThat(ScanCache.storedSalt(dir)).contains(SALT);
  }

  @Test
  void keepsOnlyTheEntriesTheLastScanUsed() {
    ScanCache first = ScanCache.open(dir, "config", SALT, true);
    first.put("gone.yml", "h", new FileOutcome.Scanned(List.of(), 0));
    first.put("kept.yml", "h", new FileOutcome.Scanned(List.of(), 0));
    first.save();
    ScanCache second = ScanCache.open(dir, "config", SALT, true);
    second.get("kept.yml", "h");
    second.save();

    ScanCache third = ScanCache.open(dir, "config", SALT, true);
    assertThat(third.get("gone.yml", "h")).isEmpty();
    assertThat(third.get("kept.yml", "h")).isPresent();
  }

  @Test
  void neverStoresAFixOfAValueThatHeldASecret() throws IOException {
    ScanCache cache = ScanCache.open(dir, "config", SALT, true);
    cache.put("a.yml", "h1", new FileOutcome.Scanned(
        List.of(finding(Optional.of("5e"), Optional.of(new Fix(new Span(0, 4), "http://u:hunter2@h/", "lower-case")))), 0));
    cache.save();

    assertThat(Files.readString(dir.resolve(ScanCache.FILE_NAME))).doesNotContain("hunter2");
    FileOutcome.Scanned restored = (FileOutcome.Scanned) ScanCache.open(dir, "config", SALT, true).get("a.yml", "h1").orElseThrow();
    assertThat(restored.findings().get(0).fix()).isEmpty();
    assertThat(restored.findings().get(0).secretHash()).contains("5e");
  }

  @Test
  void anOutcomeMissingSecretHashesAnswersOnlyAScanThatNeedsNone() {
    ScanCache plain = ScanCache.open(dir, "config", SALT, false);
    FileOutcome unhashed = new FileOutcome.Scanned(List.of(finding(Optional.empty(), Optional.empty())), 0, true);
    plain.put("a.yml", "h1", unhashed);
    plain.save();

    assertThat(ScanCache.open(dir, "config", SALT, false).get("a.yml", "h1")).contains(unhashed);
    assertThat(ScanCache.open(dir, "config", SALT, true).get("a.yml", "h1"))
        .as("a baseline scan must derive the hash again")
        .isEmpty();
  }

  @Test
  void aScanThatNeedsNoSecretHashGetsNoneButTheIndexKeepsThem() {
    ScanCache withBaseline = ScanCache.open(dir, "config", SALT, true);
    withBaseline.put("a.yml", "h1", new FileOutcome.Scanned(List.of(finding(Optional.of("5e"), Optional.empty())), 0));
    withBaseline.save();

    ScanCache plain = ScanCache.open(dir, "config", SALT, false);
    FileOutcome.Scanned restored = (FileOutcome.Scanned) plain.get("a.yml", "h1").orElseThrow();
    plain.save();

    assertThat(restored.findings()).singleElement().satisfies(f -> assertThat(f.secretHash()).isEmpty());
    assertThat(restored.secretHashesOmitted()).isTrue();
    FileOutcome.Scanned later = (FileOutcome.Scanned) ScanCache.open(dir, "config", SALT, true).get("a.yml", "h1").orElseThrow();
    assertThat(later.findings()).singleElement().satisfies(f -> assertThat(f.secretHash()).contains("5e"));
  }

  @Test
  void readsAnEntryWithoutTheOmittedMarkAsComplete() throws IOException {
    writeIndex(7, "\"linted\": 4, ");

    assertThat(ScanCache.open(dir, "config", SALT, true).get("a.yml", "h1"))
        .contains(new FileOutcome.Scanned(List.of(), 0, false, 4, Optional.empty()));
  }

  @Test
  void dropsAnIndexOfFormat1WhoseEntriesDidNotCountTheStringsLinted() throws IOException {
    writeIndex(1, "");

    assertThat(ScanCache.open(dir, "config", SALT, true).get("a.yml", "h1")).isEmpty();
  }

  @Test
  void dropsAnIndexOfFormat2WhoseFindingsDidNotPlaceTheirSecrets() throws IOException {
    writeIndex(2, "\"linted\": 4, ");

    assertThat(ScanCache.open(dir, "config", SALT, true).get("a.yml", "h1")).isEmpty();
  }

  @Test
  void keepsWhereAFindingsSecretsSitInTheSource() {
    ReportedFinding f = new ReportedFinding("a.yml", 3, 7, 3, 9, RuleId.CREDENTIALS_IN_URI, Severity.ERROR, "msg",
        "https://u:****@h/", "f1", Optional.empty(), Optional.of("5e"),
        List.of(new SourceRegion(3, 12, 3, 19), new SourceRegion(4, 1, 5, 3)), Optional.empty());
    ScanCache cache = ScanCache.open(dir, "config", SALT, true);
    cache.put("a.yml", "h1", new FileOutcome.Scanned(List.of(f), 0));
    cache.save();

    assertThat(ScanCache.open(dir, "config", SALT, true).get("a.yml", "h1"))
        .hasValueSatisfying(o -> assertThat(((FileOutcome.Scanned) o).findings()).containsExactly(f));
  }

  /**
   * The index held an unsalted SHA-256 of every whole file beside the exact line, column and
   * length of each password in it: a 4-char password came back from the index alone in 6 s (an
   * attack in review). A file that holds a secret is now neither stored nor hashed in the index,
   * whether its finding is reported, suppressed, or of a rule turned off; a clean file still is.
   * Each row: a file that holds a password, and the options of the scan.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "reported | url=https://bob:Pl4Q@api.corp.com/",
        "suppressed | url=https://bob:Pl4Q@api.corp.com/",
        "rule off | url=https://bob:Pl4Q@api.corp.com/",
        "secret parameter | url=https://api.corp.com/?password=Pl4Q",
        "a million passwords | url=http://a:b@h/",
      })
  void aFileThatHoldsASecretIsNeitherStoredNorHashed(String name, String line, @TempDir Path root) throws IOException {
    String text = switch (name) {
      case "a million passwords" -> "url=http:" + "//a:b@".repeat(10_000) + "\n";
      case "suppressed" -> "# urilint:ignore\n" + line + "\n";
      default -> line + "\n";
    };
    Files.writeString(root.resolve("secret.properties"), text);
    Files.writeString(root.resolve("clean.properties"), "url=http://api.corp.com/\n");
    Path cacheDir = root.resolve("target");
    ScanRequest request = ScanRequest.of(root).withCacheDirectory(cacheDir).withThreads(1);
    if (name.equals("rule off")) {
      request = request.withPolicy(request.policy().withSetting(RuleId.CREDENTIALS_IN_URI, "off"));
    }

    new Scanner().scan(request);
    String index = Files.readString(cacheDir.resolve(ScanCache.FILE_NAME));
    ScanResult second = new Scanner().scan(request);

    assertThat(index).contains("clean.properties").doesNotContain("secret.properties")
        .doesNotContain(sha256(text)).doesNotContain("\"secrets\"");
    assertThat(second.filesFromCache()).isEqualTo(1);
  }

  /**
   * The index was keyed by the version string, so a rebuilt snapshot (same version, other rules)
   * reused the clean verdicts of the build before it. Two builds of one version share nothing.
   */
  @Test
  void anotherBuildOfTheSameVersionReusesNothing(@TempDir Path root) throws IOException {
    Files.writeString(root.resolve("clean.properties"), "url=http://api.corp.com/\n");
    ScanRequest request = ScanRequest.of(root).withCacheDirectory(root.resolve("target")).withThreads(1);
    List<dev.urilint.scanner.extract.Extractor> formats = DefaultExtractors.all();

    new Scanner(formats, LintEngine::of, dev.urilint.scanner.baseline.Fingerprints::secretHash, "build-1").scan(request);
    ScanResult sameBuild =
        new Scanner(formats, LintEngine::of, dev.urilint.scanner.baseline.Fingerprints::secretHash, "build-1").scan(request);
    ScanResult rebuilt =
        new Scanner(formats, LintEngine::of, dev.urilint.scanner.baseline.Fingerprints::secretHash, "build-2").scan(request);

    assertThat(sameBuild.filesFromCache()).isEqualTo(1);
    assertThat(rebuilt.filesFromCache()).isZero();
  }

  private static String sha256(String text) {
    try {
      return java.util.HexFormat.of().formatHex(
          java.security.MessageDigest.getInstance("SHA-256").digest(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * A finding after a secret on its line is reported at the column of the masked line, and the
   * language server and the fix engine read its exact one: an index keeps both (the reported one
   * only where it differs), or a cached run would report the exact column.
   */
  @Test
  void keepsTheReportedPositionBesideTheExactOne() throws IOException {
    ReportedFinding moved = new ReportedFinding("a.yml",
        new FindingPosition(new SourceRegion(1, 60, 1, 61), new SourceRegion(1, 24, 1, 25)), RuleId.MALFORMED_URI,
        Severity.ERROR, "msg", "https://u:****@h/a b", "f1", Optional.empty(), Optional.empty(), List.of(),
        Optional.empty());
    FileOutcome scanned = new FileOutcome.Scanned(List.of(moved, finding(Optional.empty(), Optional.empty())), 0);
    ScanCache cache = ScanCache.open(dir, "config", SALT, true);
    cache.put("a.yml", "h1", scanned);
    cache.save();

    assertThat(ScanCache.open(dir, "config", SALT, true).get("a.yml", "h1")).contains(scanned);
    assertThat(Files.readString(dir.resolve(ScanCache.FILE_NAME)))
        .contains("\"shownColumn\":24,\"shownEndColumn\":25").containsOnlyOnce("shownColumn");
  }

  /** An index of format 6 has no reported positions: it is dropped (and rewritten). */
  @Test
  void dropsAnIndexOfFormat6WithoutReportedPositions() throws IOException {
    writeIndex(6, "\"linted\": 4, ");

    assertThat(ScanCache.open(dir, "config", SALT, true).get("a.yml", "h1")).isEmpty();
  }

  /** An index of format 5 may store files that hold secrets, hashed: it is dropped (and rewritten). */
  @Test
  void dropsAnIndexOfFormat5ThatMayHoldFilesWithSecrets() throws IOException {
    writeIndex(5, "\"linted\": 4, ");

    assertThat(ScanCache.open(dir, "config", SALT, true).get("a.yml", "h1")).isEmpty();
  }

  @Test
  void dropsAnIndexOfFormat4WhoseFixesDidNotSayWhetherTheyAreSafe() throws IOException {
    writeIndex(4, "\"linted\": 4, ");

    assertThat(ScanCache.open(dir, "config", SALT, true).get("a.yml", "h1")).isEmpty();
  }

  @Test
  void dropsAnIndexOfFormat3ThatWroteTheSecretsOfAValueOncePerFinding() throws IOException {
    writeIndex(3, "\"linted\": 4, ");

    assertThat(ScanCache.open(dir, "config", SALT, true).get("a.yml", "h1")).isEmpty();
  }

  /** The index is written next to the build's reports: it must hold no secret either. */
  @Test
  void theIndexHoldsNoPlantedSecret(@TempDir Path root) throws IOException {
    Files.writeString(root.resolve("app.yml"), String.join("\n",
        "a: https://bob:${P:${Q:Pl4Qz7}}@api.corp.com/",
        "b: \"https://bob:it's-Pl4Qz7@api.corp.com/\"",
        "c: http:bob:Pl4Qz7@api.corp.com/",
        "d: https://bob:Pl4Qz7%2541@api.corp.com/",
        "e: jdbc:sqlserver://db;user=sa;password={x}}Pl4Qz7};encrypt=true",
        ""));
    Path cacheDir = root.resolve("target");
    ScanResult result = new Scanner().scan(ScanRequest.of(root).withCacheDirectory(cacheDir).withThreads(1));

    assertThat(result.findings()).extracting(ReportedFinding::line).contains(1, 2, 3, 4, 5);
    assertThat(Files.readString(cacheDir.resolve(ScanCache.FILE_NAME))).doesNotContain("Pl4Qz7").doesNotContain("Qz7");
  }

  private void writeIndex(int format, String linted) throws IOException {
    String key = "\"key\": \"" + keyOf("config") + "\"";
    Files.writeString(dir.resolve(ScanCache.FILE_NAME), "{\"format\": " + format + ", \"salt\": \"" + SALT + "\", " + key
        + ", \"files\": {\"a.yml\": {\"sha256\": \"h1\", \"outcome\": \"scanned\", \"suppressed\": 0, " + linted
        + "\"findings\": []}}}");
  }

  // The key as ScanCache computes it: read back from an index it wrote.
  private String keyOf(String config) throws IOException {
    Path other = dir.resolve("other");
    ScanCache c = ScanCache.open(other, config, SALT, true);
    c.save();
    String json = Files.readString(other.resolve(ScanCache.FILE_NAME));
    return json.replaceAll("(?s).*\"key\":\"([0-9a-f]+)\".*", "$1");
  }

  @Test
  void ignoresACorruptIndex() throws IOException {
    Files.writeString(dir.resolve(ScanCache.FILE_NAME), "{ not json");

    assertThat(ScanCache.storedSalt(dir)).isEmpty();
    assertThat(ScanCache.open(dir, "config", SALT, true).get("a.yml", "h1")).isEmpty();
  }
}
