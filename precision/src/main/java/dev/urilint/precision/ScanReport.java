package dev.urilint.precision;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The parts of a {@code urilint check --format json} report the suite reads: each finding's path,
 * line, rule, severity and masked URI, and the summary's {@code stringsLinted}.
 *
 * <pre>{@code
 * ScanReport r = ScanReport.read(Path.of("precision/target/reports/okhttp.json"));
 * r.stringsLinted();   // the denominator of the precision figure
 * }</pre>
 */
record ScanReport(List<Reported> findings, long stringsLinted) {

  private static final JsonFactory JSON = new JsonFactory();

  ScanReport {
    findings = List.copyOf(findings);
  }

  static ScanReport read(Path file) {
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return parse(in);
    } catch (IOException e) {
      throw new SuiteException("cannot read the report " + file + ": " + e.getMessage(), e);
    } catch (SuiteException e) {
      throw new SuiteException(file + ": " + e.getMessage(), e);
    }
  }

  static ScanReport parse(Reader in) throws IOException {
    try (JsonParser p = JSON.createParser(in)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        throw new SuiteException("not a urilint JSON report");
      }
      List<Reported> findings = new ArrayList<>();
      long linted = -1;
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String field = p.currentName();
        p.nextToken();
        switch (field) {
          case "findings" -> {
            while (p.nextToken() == JsonToken.START_OBJECT) {
              findings.add(finding(p));
            }
          }
          case "summary" -> linted = stringsLinted(p);
          default -> p.skipChildren();
        }
      }
      if (linted < 0) {
        throw new SuiteException(
            "the summary has no stringsLinted: the report is from a urilint that did not count the strings it linted");
      }
      return new ScanReport(findings, linted);
    }
  }

  private static Reported finding(JsonParser p) throws IOException {
    Map<String, String> v = new HashMap<>();
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      p.nextToken();
      v.put(field, p.getText());
    }
    for (String required : List.of("path", "line", "rule", "severity", "uri")) {
      if (!v.containsKey(required)) {
        throw new SuiteException("a finding has no " + required);
      }
    }
    return new Reported(
        new FindingKey(v.get("path"), Integer.parseInt(v.get("line")), v.get("rule")),
        v.get("severity"),
        v.get("uri"));
  }

  private static long stringsLinted(JsonParser p) throws IOException {
    long linted = -1;
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      p.nextToken();
      if (field.equals("stringsLinted")) {
        linted = p.getLongValue();
      } else {
        p.skipChildren();
      }
    }
    return linted;
  }
}
