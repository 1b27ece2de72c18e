package dev.urilint.scanner.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.SkippedFile;
import java.io.IOException;
import java.io.Writer;
import java.util.Optional;

/**
 * SARIF 2.1.0 as GitHub code scanning accepts it: one run, one {@code reportingDescriptor} per
 * rule id (short and full description, help text and Markdown from the rule page, {@code
 * helpUri}, default level, {@code security-severity} and tags), results with repo-relative {@code
 * artifactLocation.uri} under {@code uriBaseId} {@code %SRCROOT%}, 1-based UTF-16 columns, and
 * {@code partialFingerprints} built without line numbers (and, for a value that holds a secret,
 * with 16 bits of a slow hash of it, so a new password is a new alert). Skipped files are {@code
 * toolExecutionNotifications} of the invocation.
 *
 * <pre>{@code
 * new SarifReportWriter().write(result, writer);
 * }</pre>
 */
public final class SarifReportWriter implements ReportWriter {

  /** The schema URI written in {@code $schema}. */
  public static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

  /** The key of urilint's fingerprint in {@code partialFingerprints}. */
  public static final String FINGERPRINT_KEY = "urilintFingerprint/v1";

  private static final JsonFactory JSON = new JsonFactory();

  private final String toolVersion;

  /** A writer that names the scanner's own version. */
  public SarifReportWriter() {
    this(ToolVersion.get());
  }

  /** A writer that names {@code toolVersion} (golden tests pin it). */
  public SarifReportWriter(String toolVersion) {
    this.toolVersion = toolVersion;
  }

  @Override
  public void write(ScanResult result, Writer out) throws IOException {
    JsonGenerator g = JSON.createGenerator(out);
    g.setPrettyPrinter(JsonStyle.prettyPrinter());
    g.setCharacterEscapes(Printable.JSON_ESCAPES);
    g.writeStartObject();
    g.writeStringField("$schema", SCHEMA);
    g.writeStringField("version", "2.1.0");
    g.writeArrayFieldStart("runs");
    g.writeStartObject();
    writeTool(g);
    writeInvocation(g, result);
    g.writeStringField("columnKind", "utf16CodeUnits");
    g.writeArrayFieldStart("results");
    for (ReportedFinding f : result.findings()) {
      writeResult(g, f);
    }
    g.writeEndArray();
    g.writeEndObject();
    g.writeEndArray();
    g.writeEndObject();
    g.flush();
    out.write('\n');
    out.flush();
  }

  private void writeTool(JsonGenerator g) throws IOException {
    g.writeObjectFieldStart("tool");
    g.writeObjectFieldStart("driver");
    g.writeStringField("name", "urilint");
    g.writeStringField("informationUri", "https://github.com/urilint/urilint");
    g.writeStringField("version", toolVersion);
    g.writeArrayFieldStart("rules");
    for (RuleId rule : RuleId.values()) {
      writeRule(g, rule);
    }
    g.writeEndArray();
    g.writeEndObject();
    g.writeEndObject();
  }

  private static void writeRule(JsonGenerator g, RuleId rule) throws IOException {
    g.writeStartObject();
    g.writeStringField("id", rule.id());
    g.writeStringField("name", rule.checkName());
    message(g, "shortDescription", RuleHelp.summary(rule));
    message(g, "fullDescription", RuleHelp.fullDescription(rule));
    g.writeObjectFieldStart("help");
    g.writeStringField("text", RuleHelp.text(rule));
    g.writeStringField("markdown", RuleHelp.markdown(rule));
    g.writeEndObject();
    g.writeStringField("helpUri", rule.docUrl());
    g.writeObjectFieldStart("defaultConfiguration");
    g.writeStringField("level", level(rule.defaultSeverity()));
    g.writeEndObject();
    g.writeObjectFieldStart("properties");
    g.writeArrayFieldStart("tags");
    if (rule.isSecurity()) {
      g.writeString("security");
    }
    g.writeString("uri");
    g.writeEndArray();
    g.writeStringField("precision", "high");
    g.writeStringField("problem.severity", rule.defaultSeverity() == Severity.INFO ? "recommendation" : rule.defaultSeverity().id());
    Optional<String> securitySeverity = SecuritySeverity.of(rule);
    if (securitySeverity.isPresent()) {
      g.writeStringField("security-severity", securitySeverity.get());
    }
    g.writeEndObject();
    g.writeEndObject();
  }

  private static void writeInvocation(JsonGenerator g, ScanResult result) throws IOException {
    g.writeArrayFieldStart("invocations");
    g.writeStartObject();
    g.writeBooleanField("executionSuccessful", true);
    g.writeArrayFieldStart("toolExecutionNotifications");
    for (SkippedFile s : result.skipped()) {
      g.writeStartObject();
      g.writeStringField("level", s.lost() ? "warning" : "note");
      message(g, "message", (s.lost() ? "skipped: " : "note: ") + s.reason());
      g.writeArrayFieldStart("locations");
      g.writeStartObject();
      g.writeObjectFieldStart("physicalLocation");
      artifactLocation(g, s.path());
      g.writeEndObject();
      g.writeEndObject();
      g.writeEndArray();
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeEndObject();
    g.writeEndArray();
  }

  private static void writeResult(JsonGenerator g, ReportedFinding f) throws IOException {
    g.writeStartObject();
    g.writeStringField("ruleId", f.rule().id());
    g.writeNumberField("ruleIndex", f.rule().ordinal());
    g.writeStringField("level", level(f.severity()));
    message(g, "message", f.message());
    g.writeArrayFieldStart("locations");
    g.writeStartObject();
    g.writeObjectFieldStart("physicalLocation");
    artifactLocation(g, f.path());
    g.writeObjectFieldStart("region");
    g.writeNumberField("startLine", f.line());
    g.writeNumberField("startColumn", f.column());
    g.writeNumberField("endLine", f.endLine());
    g.writeNumberField("endColumn", f.endColumn());
    g.writeEndObject();
    g.writeEndObject();
    g.writeEndObject();
    g.writeEndArray();
    g.writeObjectFieldStart("partialFingerprints");
    // Changes with the secret, without telling it (ReportedFinding.sarifFingerprint).
    g.writeStringField(FINGERPRINT_KEY, f.sarifFingerprint());
    g.writeEndObject();
    g.writeEndObject();
  }

  private static void artifactLocation(JsonGenerator g, String path) throws IOException {
    g.writeObjectFieldStart("artifactLocation");
    g.writeStringField("uri", ArtifactUri.of(path));
    g.writeStringField("uriBaseId", "%SRCROOT%");
    g.writeEndObject();
  }

  private static void message(JsonGenerator g, String field, String text) throws IOException {
    g.writeObjectFieldStart(field);
    g.writeStringField("text", text);
    g.writeEndObject();
  }

  /** SARIF's level for a severity: {@code error}, {@code warning}, {@code note}. */
  static String level(Severity severity) {
    return switch (severity) {
      case ERROR -> "error";
      case WARNING -> "warning";
      case INFO -> "note";
    };
  }
}
