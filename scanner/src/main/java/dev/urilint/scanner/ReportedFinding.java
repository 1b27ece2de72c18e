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
 * <p>{@link #line}, {@link #column}, {@link #endLine} and {@link #endColumn} are the reported
 * position: on a line that holds a secret before the finding, columns count each secret as its
 * {@code ****} (see {@link FindingPosition}), so no report tells a secret's length. Only the
 * language server and the fix engine read {@link #exact}.
 *
 * <pre>{@code
 * f.column();          // 24: where url: https://u:****@h/a b has its space
 * f.exact().column();  // 27: where url: https://u:Hunter2@h/a b has it
 * }</pre>
 *
 * @param path the file, relative to the scan root, {@code /}-separated
 * @param position where the offending part is, exactly and as reported; columns in characters
 *     (UTF-16 code units), the end just after the offending part
 * @param rule the rule
 * @param severity after the policy
 * @param message masked
 * @param maskedUri the whole value, masked
 * @param fingerprint stable id for baselines: rule id + path + hash of the masked, normalized URI
 *     (see {@link dev.urilint.scanner.baseline.Fingerprints}); safe to show
 * @param fix a safe edit of the value, if any (its replacement may hold a secret: never print it)
 * @param secretHash when masking hid a secret in the value: a salted slow hash of the raw value
 *     that tells two different secrets apart in a baseline; never shown in reports
 * @param secrets where the secrets of the file's values are written (of the finding's value at
 *     least), so that a source line shown with the finding ({@code --show-source}) hides them
 *     whatever the file's encoding of them; the findings of one file share one list
 * @param secretTag when masking hid a secret in the value: {@link
 *     dev.urilint.scanner.baseline.Fingerprints#secretTag}, 16 bits of a slow hash of the raw
 *     value, so that the SARIF fingerprint changes with the secret ({@link #sarifFingerprint})
 */
public record ReportedFinding(
    String path,
    FindingPosition position,
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

  /** A finding on a line where no secret moves it: reported at its exact position. */
  public ReportedFinding(
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
    this(path, FindingPosition.of(new SourceRegion(line, column, endLine, endColumn)), rule, severity, message,
        maskedUri, fingerprint, fix, secretHash, secrets, secretTag);
  }

  /** 1-based line of the offending character. */
  public int line() {
    return position.reported().line();
  }

  /** 1-based column of the offending character as reported (secrets before it count four chars). */
  public int column() {
    return position.reported().column();
  }

  /** 1-based line where the offending part ends. */
  public int endLine() {
    return position.reported().endLine();
  }

  /** 1-based column just after the offending part as reported. */
  public int endColumn() {
    return position.reported().endColumn();
  }

  /**
   * Where the offending part is in the text as written: for the language server and the fix
   * engine only, never for a report (a column after a secret tells its length).
   */
  public SourceRegion exact() {
    return position.exact();
  }

  /** This finding at {@code position}, with the secrets of its file {@code secrets}. */
  ReportedFinding placed(FindingPosition position, List<SourceRegion> secrets) {
    return new ReportedFinding(path, position, rule, severity, message, maskedUri, fingerprint, fix, secretHash,
        secrets, secretTag);
  }

  /** This finding with {@code message}. */
  ReportedFinding withMessage(String message) {
    return new ReportedFinding(path, position, rule, severity, message, maskedUri, fingerprint, fix, secretHash,
        secrets, secretTag);
  }

  /** This finding without its secret hash (a scan that compares and writes no baseline). */
  ReportedFinding withoutSecretHash() {
    return new ReportedFinding(path, position, rule, severity, message, maskedUri, fingerprint, fix,
        Optional.empty(), secrets, secretTag);
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
