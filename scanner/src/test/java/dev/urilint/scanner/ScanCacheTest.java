package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.rules.Fix;
import dev.urilint.rules.RuleId;
import dev.urilint.rules.Severity;
import dev.urilint.uri.Span;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScanCacheTest {

  @TempDir Path dir;

  private static final String SALT = "00112233445566778899aabbccddeeff";

  private static ReportedFinding finding(Optional<String> secret, Optional<Fix> fix) {
    return new ReportedFinding("a.yml", 3, 7, 3, 9, RuleId.NON_NORMALIZED, Severity.INFO, "msg",
        "HTTP://u:****@h/", "f1", fix, secret);
  }

  @Test
  void restoresWhatItStoredForTheSameContentAndConfiguration() {
    ScanCache cache = ScanCache.open(dir, "config", SALT);
    FileOutcome scanned = new FileOutcome.Scanned(List.of(finding(Optional.empty(), Optional.of(new Fix(new Span(0, 4), "http", "lower-case the scheme")))), 2);
    FileOutcome skipped = new FileOutcome.Skipped(new SkippedFile("b.json", "invalid JSON at line 1"));
    cache.put("a.yml", "h1", scanned);
    cache.put("b.json", "h2", skipped);
    cache.put("c.conf", "h3", new FileOutcome.Unsupported());
    cache.save();

    ScanCache reopened = ScanCache.open(dir, "config", SALT);

    assertThat(reopened.get("a.yml", "h1")).contains(scanned);
    assertThat(reopened.get("b.json", "h2")).contains(skipped);
    assertThat(reopened.get("c.conf", "h3")).contains(new FileOutcome.Unsupported());
    assertThat(reopened.get("a.yml", "changed")).isEmpty();
  }

  @Test
  void dropsEverythingWhenTheConfigurationOrSaltChanges() {
    ScanCache cache = ScanCache.open(dir, "config", SALT);
    cache.put("a.yml", "h1", new FileOutcome.Scanned(List.of(), 0));
    cache.save();

    assertThat(ScanCache.open(dir, "other config", SALT).get("a.yml", "h1")).isEmpty();
    assertThat(ScanCache.open(dir, "config", "ffeeddccbbaa99887766554433221100").get("a.yml", "h1")).isEmpty();
    assertThat(ScanCache.storedSalt(dir)).contains(SALT);
  }

  @Test
  void keepsOnlyTheEntriesTheLastScanUsed() {
    ScanCache first = ScanCache.open(dir, "config", SALT);
    first.put("gone.yml", "h", new FileOutcome.Scanned(List.of(), 0));
    first.put("kept.yml", "h", new FileOutcome.Scanned(List.of(), 0));
    first.save();
    ScanCache second = ScanCache.open(dir, "config", SALT);
    second.get("kept.yml", "h");
    second.save();

    ScanCache third = ScanCache.open(dir, "config", SALT);
    assertThat(third.get("gone.yml", "h")).isEmpty();
    assertThat(third.get("kept.yml", "h")).isPresent();
  }

  @Test
  void neverStoresAFixOfAValueThatHeldASecret() throws IOException {
    ScanCache cache = ScanCache.open(dir, "config", SALT);
    cache.put("a.yml", "h1", new FileOutcome.Scanned(
        List.of(finding(Optional.of("5e"), Optional.of(new Fix(new Span(0, 4), "http://u:hunter2@h/", "lower-case")))), 0));
    cache.save();

    assertThat(Files.readString(dir.resolve(ScanCache.FILE_NAME))).doesNotContain("hunter2");
    FileOutcome.Scanned restored = (FileOutcome.Scanned) ScanCache.open(dir, "config", SALT).get("a.yml", "h1").orElseThrow();
    assertThat(restored.findings().get(0).fix()).isEmpty();
    assertThat(restored.findings().get(0).secretHash()).contains("5e");
  }

  @Test
  void ignoresACorruptIndex() throws IOException {
    Files.writeString(dir.resolve(ScanCache.FILE_NAME), "{ not json");

    assertThat(ScanCache.storedSalt(dir)).isEmpty();
    assertThat(ScanCache.open(dir, "config", SALT).get("a.yml", "h1")).isEmpty();
  }
}
