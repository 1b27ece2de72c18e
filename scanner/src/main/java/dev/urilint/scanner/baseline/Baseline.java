package dev.urilint.scanner.baseline;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.urilint.rules.RuleId;
import dev.urilint.scanner.report.JsonStyle;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A baseline file: the known findings a team accepted when it adopted urilint, so the build fails
 * only on new ones. JSON, entries sorted by path, rule, fingerprint; no line numbers.
 *
 * <pre>{@code
 * {
 *   "urilintBaseline": 1,
 *   "salt": "5f0c...",
 *   "entries": [
 *     {
 *       "path": "src/main/resources/application.yml",
 *       "rule": "credentials-in-uri",
 *       "fingerprint": "9b1d...",
 *       "secretHash": "c2a4...",
 *       "count": 1,
 *       "uri": "jdbc:postgresql://app:****@db/app"
 *     }
 *   ]
 * }
 * }</pre>
 *
 * @param salt hex salt of every {@code secretHash} in the file
 * @param entries the known findings, in {@link BaselineEntry#ORDER}
 */
public record Baseline(String salt, List<BaselineEntry> entries) {

  /** The format version written in {@code urilintBaseline}. */
  public static final int FORMAT_VERSION = 1;

  private static final JsonFactory JSON = new JsonFactory();

  public Baseline {
    List<BaselineEntry> sorted = new ArrayList<>(entries);
    sorted.sort(BaselineEntry.ORDER);
    entries = List.copyOf(sorted);
  }

  /** An empty baseline with a fresh salt. */
  public static Baseline empty() {
    return new Baseline(Fingerprints.newSalt(), List.of());
  }

  /**
   * Reads a baseline file.
   *
   * @throws InvalidBaselineException naming the file and the problem
   */
  public static Baseline read(Path file) {
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return parse(in);
    } catch (IOException e) {
      throw new InvalidBaselineException(
          "cannot read baseline " + file + ": " + e.getClass().getSimpleName(), e);
    } catch (InvalidBaselineException e) {
      throw new InvalidBaselineException("invalid baseline " + file + ": " + e.getMessage(), e);
    }
  }

  /** Parses baseline JSON. */
  public static Baseline parse(Reader in) throws IOException {
    try (JsonParser p = JSON.createParser(in)) {
      expect(p.nextToken() == JsonToken.START_OBJECT, p, "expected a JSON object");
      String salt = null;
      int version = -1;
      List<BaselineEntry> entries = new ArrayList<>();
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String field = p.currentName();
        JsonToken value = p.nextToken();
        switch (field) {
          case "urilintBaseline" -> version = p.getIntValue();
          case "salt" -> salt = p.getText();
          case "entries" -> {
            expect(value == JsonToken.START_ARRAY, p, "\"entries\" must be an array");
            while (p.nextToken() == JsonToken.START_OBJECT) {
              entries.add(entry(p));
            }
          }
          default -> p.skipChildren();
        }
      }
      expect(version == FORMAT_VERSION, p, "\"urilintBaseline\" must be " + FORMAT_VERSION);
      expect(salt != null && salt.matches("[0-9a-f]{2,128}") && salt.length() % 2 == 0, p,
          "\"salt\" must be hex");
      return new Baseline(salt, entries);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new InvalidBaselineException(
          "not valid JSON at line " + e.getLocation().getLineNr() + ", column "
              + e.getLocation().getColumnNr(), e);
    }
  }

  private static BaselineEntry entry(JsonParser p) throws IOException {
    String rule = null;
    String path = null;
    String fingerprint = null;
    String secretHash = null;
    String uri = "";
    int count = 1;
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      p.nextToken();
      switch (field) {
        case "rule" -> rule = p.getText();
        case "path" -> path = p.getText();
        case "fingerprint" -> fingerprint = p.getText();
        case "secretHash" -> secretHash = p.getText();
        case "uri" -> uri = p.getText();
        case "count" -> count = p.getIntValue();
        default -> p.skipChildren();
      }
    }
    int line = p.currentLocation().getLineNr();
    expect(rule != null && path != null && fingerprint != null, p,
        "an entry needs \"rule\", \"path\" and \"fingerprint\"");
    String ruleId = rule;
    RuleId id =
        RuleId.byId(ruleId)
            .orElseThrow(
                () -> new InvalidBaselineException("unknown rule '" + ruleId + "' at line " + line));
    expect(count >= 1, p, "\"count\" must be at least 1");
    return new BaselineEntry(id, path, fingerprint, Optional.ofNullable(secretHash), uri, count);
  }

  private static void expect(boolean ok, JsonParser p, String what) {
    if (!ok) {
      throw new InvalidBaselineException(what + " (line " + p.currentLocation().getLineNr() + ")");
    }
  }

  /** Writes this baseline to {@code file} atomically (a temporary file, then a rename). */
  public void write(Path file) throws IOException {
    Path dir = file.toAbsolutePath().getParent();
    Files.createDirectories(dir);
    Path tmp = Files.createTempFile(dir, ".urilint-baseline", ".tmp");
    try {
      try (OutputStream out = Files.newOutputStream(tmp);
          JsonGenerator g = JSON.createGenerator(out, JsonEncoding.UTF8)) {
        write(g);
      }
      Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  /** Writes this baseline as JSON. */
  public void write(Writer out) throws IOException {
    try (JsonGenerator g = JSON.createGenerator(out)) {
      write(g);
    }
  }

  private void write(JsonGenerator g) throws IOException {
    g.setPrettyPrinter(JsonStyle.prettyPrinter());
    g.writeStartObject();
    g.writeNumberField("urilintBaseline", FORMAT_VERSION);
    g.writeStringField("salt", salt);
    g.writeArrayFieldStart("entries");
    for (BaselineEntry e : entries) {
      g.writeStartObject();
      g.writeStringField("path", e.path());
      g.writeStringField("rule", e.rule().id());
      g.writeStringField("fingerprint", e.fingerprint());
      if (e.secretHash().isPresent()) {
        g.writeStringField("secretHash", e.secretHash().get());
      }
      g.writeNumberField("count", e.count());
      g.writeStringField("uri", e.uri());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeEndObject();
    g.writeRaw('\n');
  }
}
