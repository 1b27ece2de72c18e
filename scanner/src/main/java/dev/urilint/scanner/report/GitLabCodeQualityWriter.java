package dev.urilint.scanner.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.urilint.lint.Severity;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import java.io.IOException;
import java.io.Writer;
import java.util.HashMap;
import java.util.Map;

/**
 * GitLab's Code Quality report (a subset of the Code Climate issue format), the file a GitLab CI
 * job names under {@code artifacts:reports:codequality} so that merge requests show what changed:
 *
 * <pre>{@code
 * [ { "type": "issue", "description": "[credentials-in-uri] ... 'jdbc:postgresql://app:****@db/app' ...",
 *     "check_name": "credentials-in-uri", "categories": ["Security"], "fingerprint": "3f2a...", "severity": "critical",
 *     "location": { "path": "src/main/resources/application.yml", "lines": { "begin": 3 } } } ]
 * }</pre>
 *
 * <p>{@code type} and {@code categories} are the Code Climate fields GitLab ignores and other
 * readers of the format (Warnings NG's Code Climate parser) require: a security rule's finding is
 * in {@code Security}, any other in {@code Bug Risk}. Severities: an error of a security rule is {@code critical}, any other error {@code major},
 * a warning {@code minor}, info {@code info}. GitLab compares the reports of a merge request and
 * its target by {@code fingerprint}, which must be unique in a report: it is the finding's
 * fingerprint (no line numbers, so moving code keeps it), with the occurrence number appended for
 * a second identical finding in the same file.
 */
public final class GitLabCodeQualityWriter implements ReportWriter {

  private static final JsonFactory JSON = new JsonFactory();

  @Override
  public void write(ScanResult result, Writer out) throws IOException {
    JsonGenerator g = JSON.createGenerator(out);
    g.setPrettyPrinter(JsonStyle.prettyPrinter());
    g.writeStartArray();
    Map<String, Integer> seen = new HashMap<>();
    for (ReportedFinding f : result.findings()) {
      int occurrence = seen.merge(f.fingerprint(), 1, Integer::sum);
      g.writeStartObject();
      g.writeStringField("type", "issue");
      g.writeStringField("description", "[" + f.rule().id() + "] " + f.message());
      g.writeStringField("check_name", f.rule().id());
      g.writeArrayFieldStart("categories");
      g.writeString(f.rule().isSecurity() ? "Security" : "Bug Risk");
      g.writeEndArray();
      g.writeStringField("fingerprint", occurrence == 1 ? f.fingerprint() : f.fingerprint() + "-" + occurrence);
      g.writeStringField("severity", severity(f));
      g.writeObjectFieldStart("location");
      g.writeStringField("path", f.path());
      g.writeObjectFieldStart("lines");
      g.writeNumberField("begin", f.line());
      g.writeEndObject();
      g.writeEndObject();
      g.writeEndObject();
    }
    g.writeEndArray();
    g.flush();
    out.write('\n');
    out.flush();
  }

  private static String severity(ReportedFinding f) {
    if (f.severity() == Severity.ERROR) {
      return f.rule().isSecurity() ? "critical" : "major";
    }
    return f.severity() == Severity.WARNING ? "minor" : "info";
  }
}
