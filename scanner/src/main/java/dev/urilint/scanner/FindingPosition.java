package dev.urilint.scanner;

/**
 * Where a finding is in its file, twice: exactly, in the characters as written, and as reports
 * give it, counted on the line as {@code --show-source} prints it, each secret shown as its four
 * {@code ****}. On a line that holds a secret before the finding the exact column counts the
 * secret's characters, so a report that gave it would tell the secret's length; every other
 * finding has one position twice.
 *
 * <pre>{@code
 * // app.yml, line 1:  url: https://u:Hunter2@h/a b     (the space is a malformed-uri finding)
 * // printed masked:   url: https://u:****@h/a b
 * new FindingPosition(new SourceRegion(1, 27, 1, 28), new SourceRegion(1, 24, 1, 25));
 * // a 40-char password moves the exact column to 60; the reported one stays 24
 * }</pre>
 *
 * <p>The language server and the fix engine read {@link #exact}: the editor shows the text as
 * written, and a squiggle or an edit must sit on its characters (the text is the user's own, on
 * their machine). Every report, log, baseline and cache entry a scan writes reads {@link
 * #reported}; {@link dev.urilint.scanner.report.ReportColumns} computes it.
 *
 * @param exact 1-based lines and columns in the text as written
 * @param reported the same lines, columns counted on the masked line
 */
public record FindingPosition(SourceRegion exact, SourceRegion reported) {

  public FindingPosition {
    if (exact.line() != reported.line() || exact.endLine() != reported.endLine()) {
      // Masking replaces characters within a line: it never moves a finding to another line.
      throw new IllegalArgumentException("a reported position keeps the lines: " + exact + " " + reported);
    }
  }

  /** A position no secret moves: reported where it is. */
  public static FindingPosition of(SourceRegion region) {
    return new FindingPosition(region, region);
  }
}
