package dev.urilint.precision;

/**
 * One finding of a {@code urilint check --format json} report.
 *
 * @param key path, line, rule
 * @param severity {@code error}, {@code warning} or {@code info}
 * @param uri the string, masked by urilint
 */
record Reported(FindingKey key, String severity, String uri) {

  /** Errors and warnings are judged; an info finding never fails a build and is not. */
  boolean isJudged() {
    return severity.equals("error") || severity.equals("warning");
  }

  boolean isError() {
    return severity.equals("error");
  }
}
