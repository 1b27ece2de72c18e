package dev.urilint.scanner.report;

import java.util.Locale;
import java.util.Optional;

/** The report formats, with their file names under the output directory. */
public enum ReportFormat {
  TEXT("urilint.txt"),
  JSON("urilint.json"),
  SARIF("urilint.sarif");

  private final String fileName;

  ReportFormat(String fileName) {
    this.fileName = fileName;
  }

  /** Lower-case id as used in options: {@code text}, {@code json}, {@code sarif}. */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
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
    };
  }

  /** The format with this id ({@code text}, {@code json}, {@code sarif}), in any case. */
  public static Optional<ReportFormat> byId(String id) {
    for (ReportFormat f : values()) {
      if (f.id().equalsIgnoreCase(id.trim())) {
        return Optional.of(f);
      }
    }
    return Optional.empty();
  }
}
