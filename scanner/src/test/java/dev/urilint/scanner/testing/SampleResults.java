package dev.urilint.scanner.testing;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.SkippedFile;
import dev.urilint.scanner.baseline.BaselineEntry;
import java.util.List;
import java.util.Optional;

/** A hand-made scan result with every kind of entry, for the report writers' golden files. */
public final class SampleResults {

  /** The secret planted in the sample: no report may show it. */
  public static final String PLANTED_SECRET = "hunter2";

  private SampleResults() {}

  public static ScanResult sample() {
    return new ScanResult(
        List.of(
            new ReportedFinding("config/my app.yml", 2, 7, 2, 8, RuleId.MALFORMED_URI, Severity.ERROR,
                "illegal character ' ' at index 22 in path; percent-encode it as %20", "https://example.org/a b",
                "0a1b2c3d4e5f60718293a4b5c6d7e8f9", Optional.empty(), Optional.empty(), List.of(), Optional.empty()),
            new ReportedFinding("src/main/resources/application.yml", 3, 28, 3, 35, RuleId.CREDENTIALS_IN_URI,
                Severity.ERROR, "password in URI userinfo 'jdbc:postgresql://app:****@db.example.org/app'",
                "jdbc:postgresql://app:****@db.example.org/app", "1234567890abcdef1234567890abcdef", Optional.empty(),
                Optional.of("feedfacefeedfacefeedfacefeedface"), List.of(), Optional.empty()),
            new ReportedFinding("src/main/resources/application.yml", 7, 10, 7, 14, RuleId.INSECURE_SCHEME,
                Severity.WARNING, "insecure scheme 'http' for a locator; use https", "http://api.example.org/v1",
                "fedcba0987654321fedcba0987654321", Optional.empty(), Optional.empty(), List.of(), Optional.empty()),
            new ReportedFinding("src/main/resources/application.yml", 9, 5, 10, 3, RuleId.NON_NORMALIZED,
                Severity.INFO, "not in normal form; normal form is 'https://example.org/'", "HTTPS://Example.org:443/",
                "00000000000000000000000000000000", Optional.empty(), Optional.empty(), List.of(), Optional.empty())),
        List.of(
            new SkippedFile("big/dump.json", "larger than the limit of 10485760 bytes (209715200 bytes); not read"),
            new SkippedFile("legacy.properties", "not valid UTF-8 at byte 17; urilint reads UTF-8 files only")),
        List.of(new BaselineEntry(RuleId.INSECURE_SCHEME, "old/app.properties", "99999999999999999999999999999999",
            Optional.empty(), "http://legacy.example.org/", 1)),
        12,
        2,
        1,
        List.of(),
        Optional.of("00112233445566778899aabbccddeeff"),
        0,
        340,
        0);
  }

  /** A scan that found nothing. */
  public static ScanResult clean() {
    return new ScanResult(List.of(), List.of(), List.of(), 3, 0, 0, List.of(), Optional.of("00112233445566778899aabbccddeeff"), 0, 7, 0);
  }
}
