package dev.urilint.scanner.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.urilint.lint.Severity;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.SkippedFile;
import dev.urilint.scanner.baseline.BaselineEntry;
import java.io.IOException;
import java.io.Writer;

/**
 * The JSON report (docs/scanner.md), pretty-printed with two-space indents:
 *
 * <pre>{@code
 * {
 *   "findings": [ { "rule": "credentials-in-uri", "severity": "error",
 *       "path": "src/main/resources/application.yml", "line": 3, "column": 28,
 *       "endLine": 3, "endColumn": 35, "message": "...", "uri": "jdbc:...:****@db/app" } ],
 *   "summary": { "filesScanned": 12, "filesSkipped": 1, "stringsLinted": 340, "findings": 1, "errors": 1,
 *       "warnings": 0, "infos": 0, "suppressed": 0, "baselined": 0,
 *       "skipped": [ { "path": "...", "reason": "...", "lost": true } ], "staleBaselineEntries": [ ] }
 * }
 * }</pre>
 */
public final class JsonReportWriter implements ReportWriter {

  private static final JsonFactory JSON = new JsonFactory();

  @Override
  public void write(ScanResult result, Writer out) throws IOException {
    JsonGenerator g = JSON.createGenerator(out);
    g.setPrettyPrinter(JsonStyle.prettyPrinter());
    g.setCharacterEscapes(Printable.JSON_ESCAPES);
    g.writeStartObject();
    g.writeArrayFieldStart("findings");
    for (ReportedFinding f : result.findings()) {
      g.writeStartObject();
      g.writeStringField("rule", f.rule().id());
      g.writeStringField("severity", f.severity().id());
      g.writeStringField("path", f.path());
      g.writeNumberField("line", f.line());
      g.writeNumberField("column", f.column());
      g.writeNumberField("endLine", f.endLine());
      g.writeNumberField("endColumn", f.endColumn());
      g.writeStringField("message", f.message());
      g.writeStringField("uri", f.maskedUri());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeObjectFieldStart("summary");
    g.writeNumberField("filesScanned", result.filesScanned());
    g.writeNumberField("filesSkipped", result.skipped().size());
    g.writeNumberField("filesReadAsText", Summary.readAsText(result));
    g.writeNumberField("stringsLinted", result.stringsLinted());
    g.writeNumberField("findings", result.findings().size());
    g.writeNumberField("errors", result.count(Severity.ERROR));
    g.writeNumberField("warnings", result.count(Severity.WARNING));
    g.writeNumberField("infos", result.count(Severity.INFO));
    g.writeNumberField("suppressed", result.suppressed());
    g.writeNumberField("baselined", result.baselined());
    g.writeArrayFieldStart("skipped");
    for (SkippedFile s : result.skipped()) {
      g.writeStartObject();
      g.writeStringField("path", s.path());
      g.writeStringField("reason", s.reason());
      g.writeBooleanField("lost", s.lost());
      g.writeBooleanField("readAsText", s.readAsText());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeArrayFieldStart("staleBaselineEntries");
    for (BaselineEntry e : result.staleBaselineEntries()) {
      g.writeStartObject();
      g.writeStringField("path", e.path());
      g.writeStringField("rule", e.rule().id());
      g.writeStringField("fingerprint", e.fingerprint());
      g.writeStringField("uri", e.uri());
      g.writeNumberField("count", e.count());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeEndObject();
    g.writeEndObject();
    g.flush();
    out.write('\n');
    out.flush();
  }
}
