package dev.urilint.scanner.baseline;

import dev.urilint.lint.RuleId;
import java.util.Comparator;
import java.util.Optional;

/**
 * One known finding in a baseline file (or, in a scan result, one that no longer matches).
 *
 * @param rule the rule
 * @param path relative to the scan root, {@code /}-separated
 * @param fingerprint {@link Fingerprints#fingerprint}: rule, path, masked normalized URI
 * @param secretHash {@link Fingerprints#secretHash} of the raw value when masking hid a secret
 * @param uri the masked URI, for the humans who review the baseline
 * @param count how many identical findings it covers
 */
public record BaselineEntry(
    RuleId rule,
    String path,
    String fingerprint,
    Optional<String> secretHash,
    String uri,
    int count) {

  /** The stable order of a baseline file: path, rule, fingerprint, secret hash. */
  public static final Comparator<BaselineEntry> ORDER =
      Comparator.comparing(BaselineEntry::path)
          .thenComparing(e -> e.rule().id())
          .thenComparing(BaselineEntry::fingerprint)
          .thenComparing(e -> e.secretHash().orElse(""));

  public BaselineEntry {
    if (count < 1) {
      throw new IllegalArgumentException("count must be at least 1, got " + count);
    }
  }

  /** What a finding must share with this entry to be hidden by it. */
  public String matchKey() {
    return fingerprint + secretHash.map(h -> "/" + h).orElse("");
  }

  /** This entry with another count. */
  public BaselineEntry withCount(int newCount) {
    return new BaselineEntry(rule, path, fingerprint, secretHash, uri, newCount);
  }
}
