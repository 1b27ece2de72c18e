package dev.urilint.scanner;

import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A finding placed in a file: what every report writes.
 *
 * @param path the file, relative to the scan root, {@code /}-separated
 * @param line 1-based line of the offending character
 * @param column 1-based column of the offending character, in characters (UTF-16 code units)
 * @param endLine 1-based line where the offending part ends
 * @param endColumn 1-based column just after the offending part
 * @param rule the rule
 * @param severity after the policy
 * @param message masked
 * @param maskedUri the whole value, masked
 * @param fingerprint stable id for baselines: rule id + path + hash of the masked, normalized URI
 *     (see {@link dev.urilint.scanner.baseline.Fingerprints}); safe to show
 * @param fix a safe edit of the value, if any (its replacement may hold a secret: never print it)
 * @param secretHash when masking hid a secret in the value: a salted slow hash of the raw value
 *     that tells two different secrets apart in a baseline; never shown in reports
 * @param secrets where the value's secrets are written in the file, so that a source line shown
 *     with the finding ({@code --show-source}) hides them whatever the file's encoding of them
 * @param secretTag when masking hid a secret in the value: {@link
 *     dev.urilint.scanner.baseline.Fingerprints#secretTag}, 16 bits of a slow hash of the raw
 *     value, so that the SARIF fingerprint changes with the secret ({@link #sarifFingerprint})
 */
public record ReportedFinding(
    String path,
    int line,
    int column,
    int endLine,
    int endColumn,
    RuleId rule,
    Severity severity,
    String message,
    String maskedUri,
    String fingerprint,
    Optional<Fix> fix,
    Optional<String> secretHash,
    List<SourceRegion> secrets,
    Optional<String> secretTag) {

  public ReportedFinding {
    secrets = List.copyOf(secrets);
  }

  /**
   * The fingerprint code scanning matches alerts by: {@link #fingerprint} when the value holds no
   * secret, else one that also reads the {@link #secretTag}, so a new password in place of a
   * dismissed one is a new alert. See {@link
   * dev.urilint.scanner.baseline.Fingerprints#withSecretTag}.
   */
  public String sarifFingerprint() {
    return secretTag.map(t -> dev.urilint.scanner.baseline.Fingerprints.withSecretTag(fingerprint, t))
        .orElse(fingerprint);
  }

  /** The stable report order: path, line, column, rule, then the rest. */
  public static final Comparator<ReportedFinding> ORDER =
      Comparator.comparing(ReportedFinding::path)
          .thenComparingInt(ReportedFinding::line)
          .thenComparingInt(ReportedFinding::column)
          .thenComparing(f -> f.rule().id())
          .thenComparingInt(ReportedFinding::endLine)
          .thenComparingInt(ReportedFinding::endColumn)
          .thenComparing(ReportedFinding::message);
}
