package dev.urilint.scanner.report;

import java.util.Locale;
import java.util.Optional;

/** The report formats, with their file names under the output directory. */
public enum ReportFormat {
  TEXT("urilint.txt"),
  JSON("urilint.json"),
  SARIF("urilint.sarif"),
  /** GitLab Code Quality ({@code artifacts:reports:codequality}). */
  GITLAB("urilint-gitlab.json"),
  /** Checkstyle XML (reviewdog, Jenkins Warnings NG, CI dashboards). */
  CHECKSTYLE("urilint-checkstyle.xml");

  private final String fileName;

  ReportFormat(String fileName) {
    this.fileName = fileName;
  }

  /** Lower-case id as used in options: {@code text}, {@code json}, {@code sarif}, {@code gitlab}, {@code checkstyle}. */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Every format's id, as a user reads them in an error: {@code text, json, sarif, gitlab, checkstyle}. */
  public static String ids() {
    StringBuilder out = new StringBuilder();
    for (ReportFormat f : values()) {
      out.append(out.length() == 0 ? "" : ", ").append(f.id());
    }
    return out.toString();
  }

  /** The report's file name when written to a directory. */
  public String fileName() {
    return fileName;
  }

  /** A new writer for this format. */
  public ReportWriter writer() {
    return switch (this) {
      case TEXT -> new TextReportWriter();
      case JSON -> new JsonReportWriter();
      case SARIF -> new SarifReportWriter();
      case GITLAB -> new GitLabCodeQualityWriter();
      case CHECKSTYLE -> new CheckstyleXmlWriter();
    };
  }

  /** The format with this id ({@code text}, {@code json}, {@code sarif}, {@code gitlab}, {@code checkstyle}), in any case. */
  public static Optional<ReportFormat> byId(String id) {
    for (ReportFormat f : values()) {
      if (f.id().equalsIgnoreCase(id.trim())) {
        return Optional.of(f);
      }
    }
    return Optional.empty();
  }
}
