package dev.urilint.scanner.baseline;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.urilint.lint.RuleId;
import dev.urilint.secrets.Masking;
import dev.urilint.scanner.report.JsonStyle;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

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
          "cannot read baseline " + dev.urilint.scanner.report.Printable.argument(file) + ": " + e.getClass().getSimpleName(), e);
    } catch (InvalidBaselineException e) {
      throw new InvalidBaselineException("invalid baseline " + dev.urilint.scanner.report.Printable.argument(file) + ": " + e.getMessage(), e);
    }
  }

  /**
   * Parses baseline JSON, strictly: one object and nothing after it, no duplicate key, each field
   * of its type, each entry an object. A baseline decides which findings are hidden, so anything
   * unexpected is an error naming the line rather than a guess. Jackson's read limits (nesting,
   * number and name lengths) apply and end in the same kind of error.
   */
  public static Baseline parse(Reader in) throws IOException {
    try (JsonParser p = JSON.createParser(in)) {
      p.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
      expect(p.nextToken() == JsonToken.START_OBJECT, p, "expected a JSON object");
      String salt = null;
      int version = -1;
      List<BaselineEntry> entries = new ArrayList<>();
      JsonToken token;
      while ((token = p.nextToken()) == JsonToken.FIELD_NAME) {
        String field = p.currentName();
        JsonToken value = p.nextToken();
        switch (field) {
          case "urilintBaseline" -> version = intValue(p, value, "\"urilintBaseline\"");
          case "salt" -> salt = text(p, value, "\"salt\"");
          case "entries" -> {
            expect(value == JsonToken.START_ARRAY, p, "\"entries\" must be an array");
            JsonToken element;
            while ((element = p.nextToken()) != JsonToken.END_ARRAY) {
              expect(element == JsonToken.START_OBJECT, p, "each entry must be an object");
              entries.add(entry(p));
            }
          }
          default -> p.skipChildren();
        }
      }
      expect(token == JsonToken.END_OBJECT, p, "expected a field name or the end of the object");
      expect(p.nextToken() == null, p, "unexpected content after the baseline object");
      expect(version == FORMAT_VERSION, p, "\"urilintBaseline\" must be " + FORMAT_VERSION);
      expect(salt != null && isEvenHex(salt), p, "\"salt\" must be hex");
      return new Baseline(salt, entries);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      // A read limit (StreamConstraintsException) may carry no location.
      com.fasterxml.jackson.core.JsonLocation at = e.getLocation();
      String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
      String why = e instanceof com.fasterxml.jackson.core.exc.StreamConstraintsException
          ? "beyond the JSON reader's limits (nesting, number or name length)"
          : "not valid JSON";
      throw new InvalidBaselineException(why + where, e);
    }
  }

  private static boolean isEvenHex(String s) {
    if (s.length() < 2 || s.length() > 128 || s.length() % 2 != 0) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
        return false;
      }
    }
    return true;
  }

  private static String text(JsonParser p, JsonToken value, String name) {
    expect(value == JsonToken.VALUE_STRING, p, name + " must be a string");
    try {
      return p.getText();
    } catch (IOException e) {
      throw new InvalidBaselineException(name + " cannot be read", e);
    }
  }

  private static int intValue(JsonParser p, JsonToken value, String name) throws IOException {
    expect(value == JsonToken.VALUE_NUMBER_INT && p.getNumberType() == JsonParser.NumberType.INT, p,
        name + " must be a whole number");
    return p.getIntValue();
  }

  private static BaselineEntry entry(JsonParser p) throws IOException {
    String rule = null;
    String path = null;
    String fingerprint = null;
    String secretHash = null;
    String uri = "";
    int count = 1;
    JsonToken token;
    while ((token = p.nextToken()) == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      JsonToken value = p.nextToken();
      switch (field) {
        case "rule" -> rule = text(p, value, "\"rule\"");
        case "path" -> path = text(p, value, "\"path\"");
        case "fingerprint" -> fingerprint = text(p, value, "\"fingerprint\"");
        case "secretHash" -> secretHash = text(p, value, "\"secretHash\"");
        case "uri" -> uri = text(p, value, "\"uri\"");
        case "count" -> count = intValue(p, value, "\"count\"");
        default -> p.skipChildren();
      }
    }
    expect(token == JsonToken.END_OBJECT, p, "expected a field name or the end of the entry");
    int line = p.currentLocation().getLineNr();
    expect(rule != null && path != null && fingerprint != null, p,
        "an entry needs \"rule\", \"path\" and \"fingerprint\"");
    String ruleId = rule;
    RuleId id =
        RuleId.byId(ruleId)
            .orElseThrow(
                () -> new InvalidBaselineException(
                    "unknown rule '" + dev.urilint.scanner.report.Printable.escape(shortened(ruleId))
                        + "' at line " + line));
    expect(count >= 1, p, "\"count\" must be at least 1");
    // urilint writes it masked; a hand-edited or foreign file may not: it is shown as a stale
    // entry in every report, so it is masked when read.
    return new BaselineEntry(id, path, fingerprint, Optional.ofNullable(secretHash), Masking.maskValue(uri), count);
  }

  private static void expect(boolean ok, JsonParser p, String what) {
    if (!ok) {
      throw new InvalidBaselineException(what + " (line " + p.currentLocation().getLineNr() + ")");
    }
  }

  private static String shortened(String s) {
    return s.length() <= 60 ? s : s.substring(0, 60) + "...";
  }

  /**
   * Writes this baseline to {@code file} atomically (a temporary file, then a rename). The file is
   * committed and shared like any source file, so it gets the permissions of a new file under the
   * user's umask (or keeps those of the file it replaces), not the owner-only mode of a temporary
   * file: it holds no secret, only salted hashes and masked URIs.
   */
  public void write(Path file) throws IOException {
    // A missing folder is the caller's mistake (a mistyped path, a URI pasted as one): it is
    // reported, never created (NoSuchFileException from createFile below).
    Path dir = file.toAbsolutePath().getParent();
    Path tmp = dir.resolve(".urilint-baseline-" + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
    Files.createFile(tmp);
    try {
      if (Files.exists(file) && Files.getFileStore(file).supportsFileAttributeView(PosixFileAttributeView.class)) {
        Files.setPosixFilePermissions(tmp, Files.getPosixFilePermissions(file));
      }
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
