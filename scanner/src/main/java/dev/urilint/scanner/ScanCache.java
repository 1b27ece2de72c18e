package dev.urilint.scanner;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.uri.Span;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The incremental index: per file, the outcome of its last scan, keyed by the file's content hash
 * and by a key of everything else that decides findings (scanner version, severity policy,
 * allowed hosts, test-source mode, size limit, baseline salt, extractors). When the key changes
 * the whole index is dropped; when a file's content changes its entry is redone. Inline
 * suppressions live in the content, so editing one invalidates the entry. The baseline is applied
 * after the cache, so changing its entries needs no invalidation.
 *
 * <p>Secret hashes are derived only by a scan that compares or writes a baseline. An outcome
 * stored by a scan without one may lack them; it is marked so, and a scan that needs them
 * analyses that file again (and stores the complete outcome). The other way round, a scan that
 * needs no secret hash gets a stored outcome without them, so its result is the same whether the
 * index answered or not.
 *
 * <p>The index is {@code scan-cache.json} in the cache directory ({@code target/urilint} for the
 * Maven plugin). It holds masked URIs and messages only: a fix whose value held a secret is not
 * stored (a finding restored from the cache then has no fix). A missing, corrupt or foreign index
 * is ignored and rewritten.
 *
 * <pre>{@code
 * ScanResult r = new Scanner().scan(request.withCacheDirectory(Path.of("target/urilint")));
 * }</pre>
 */
final class ScanCache {

  /** The index file name inside the cache directory. */
  static final String FILE_NAME = "scan-cache.json";

  private static final JsonFactory JSON = new JsonFactory();
  // 2: entries count the strings linted; an index of format 1 lacks them and is rewritten.
  // 3: findings keep where their value's secrets sit in the source (--show-source masks them).
  // 4: a finding whose value is the one before's says so ("secretsAsBefore") instead of writing
  //    its regions again: a value of a million passwords wrote them once per finding.
  // 6: a file that holds a secret is not stored (nor its content hash); the build's bytes join
  //    the key (BuildId). An index of format 5 may hold such files: it is dropped and rewritten.
  // 7: a finding keeps its reported position beside its exact one ("shownColumn",
  //    "shownEndColumn", written where a secret before it on its line moves them; see
  //    FindingPosition). An index of format 6 has exact columns only: it is dropped and rewritten.
  private static final int FORMAT = 7;

  private final Path file;
  private final String key;
  private final String salt;
  private final boolean secretHashesNeeded;
  private final Map<String, Entry> previous;
  private final Map<String, Entry> current = new ConcurrentHashMap<>();
  private final AtomicInteger hits = new AtomicInteger();

  private record Entry(String sha256, FileOutcome outcome) {}

  private ScanCache(
      Path file, String key, String salt, boolean secretHashesNeeded, Map<String, Entry> previous) {
    this.file = file;
    this.key = key;
    this.salt = salt;
    this.secretHashesNeeded = secretHashesNeeded;
    this.previous = previous;
  }

  /**
   * The salt the index in {@code directory} was built with, if any: a scan without a baseline
   * reuses it, so its secret hashes (and so the index) stay valid from run to run.
   */
  static Optional<String> storedSalt(Path directory) {
    Path file = directory.resolve(FILE_NAME);
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try (InputStream in = Files.newInputStream(file);
        JsonParser p = JSON.createParser(in)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        return Optional.empty();
      }
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String field = p.currentName();
        p.nextToken();
        if (field.equals("salt")) {
          String salt = p.getText();
          return salt.matches("[0-9a-f]{32}") ? Optional.of(salt) : Optional.empty();
        }
        p.skipChildren();
      }
    } catch (IOException | RuntimeException e) {
      // a broken index has no salt worth keeping
    }
    return Optional.empty();
  }

  /**
   * Opens the index in {@code directory} for a scan whose configuration is {@code config} and
   * whose secret hashes use {@code salt}.
   *
   * @param secretHashesNeeded whether the scan compares or writes a baseline: then only outcomes
   *     with every secret hash answer it
   */
  static ScanCache open(Path directory, String config, String salt, boolean secretHashesNeeded) {
    String key = sha256(config + "\nsalt=" + salt);
    Path file = directory.resolve(FILE_NAME);
    Map<String, Entry> previous = new ConcurrentHashMap<>();
    if (Files.isRegularFile(file)) {
      try (InputStream in = Files.newInputStream(file);
          JsonParser p = JSON.createParser(in)) {
        read(p, key, previous);
      } catch (IOException | RuntimeException e) {
        previous.clear(); // a broken index is only a slower scan
      }
    }
    return new ScanCache(file, key, salt, secretHashesNeeded, previous);
  }

  /** The outcome stored for {@code path} when its content still hashes to {@code sha256}. */
  Optional<FileOutcome> get(String path, String sha256) {
    Entry e = previous.get(path);
    if (e == null || !e.sha256().equals(sha256)) {
      return Optional.empty();
    }
    FileOutcome outcome = e.outcome();
    if (outcome instanceof FileOutcome.Scanned s) {
      if (s.secretHashesOmitted() && secretHashesNeeded) {
        return Optional.empty();
      }
      if (!secretHashesNeeded) {
        outcome = withoutSecretHashes(s);
      }
    }
    // The stored entry, hashes and all: a later scan with a baseline can still use it.
    current.put(path, e);
    hits.incrementAndGet();
    return Optional.of(outcome);
  }

  private static FileOutcome.Scanned withoutSecretHashes(FileOutcome.Scanned s) {
    List<ReportedFinding> findings = new ArrayList<>(s.findings().size());
    boolean omitted = s.secretHashesOmitted();
    for (ReportedFinding f : s.findings()) {
      omitted |= f.secretHash().isPresent();
      findings.add(f.withoutSecretHash());
    }
    return new FileOutcome.Scanned(findings, s.suppressed(), omitted, s.linted(), s.readAsText());
  }

  /** How many files this scan answered from the index. */
  int hits() {
    return hits.get();
  }

  /** Stores the outcome of {@code path}. */
  void put(String path, String sha256, FileOutcome outcome) {
    current.put(path, new Entry(sha256, outcome));
  }

  /** Writes the entries used by this scan; a failure to write only costs the next scan time. */
  void save() {
    try {
      Files.createDirectories(file.getParent());
      Path tmp = Files.createTempFile(file.getParent(), ".scan-cache", ".tmp");
      try {
        try (OutputStream out = Files.newOutputStream(tmp);
            JsonGenerator g = JSON.createGenerator(out, JsonEncoding.UTF8)) {
          write(g);
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } finally {
        Files.deleteIfExists(tmp);
      }
    } catch (IOException | RuntimeException e) {
      // Not fatal: the scan result is complete without the index.
    }
  }

  private void write(JsonGenerator g) throws IOException {
    g.writeStartObject();
    g.writeNumberField("format", FORMAT);
    g.writeStringField("salt", salt);
    g.writeStringField("key", key);
    g.writeObjectFieldStart("files");
    for (Map.Entry<String, Entry> e : new TreeMap<>(current).entrySet()) {
      g.writeObjectFieldStart(e.getKey());
      g.writeStringField("sha256", e.getValue().sha256());
      FileOutcome outcome = e.getValue().outcome();
      if (outcome instanceof FileOutcome.Scanned s) {
        g.writeStringField("outcome", "scanned");
        g.writeNumberField("suppressed", s.suppressed());
        g.writeNumberField("linted", s.linted());
        if (s.secretHashesOmitted()) {
          g.writeBooleanField("secretHashesOmitted", true);
        }
        if (s.readAsText().isPresent()) {
          g.writeStringField("readAsText", s.readAsText().get());
        }
        g.writeArrayFieldStart("findings");
        List<SourceRegion> before = List.of();
        for (ReportedFinding f : s.findings()) {
          writeFinding(g, f, before);
          before = f.secrets();
        }
        g.writeEndArray();
      } else if (outcome instanceof FileOutcome.Skipped s) {
        g.writeStringField("outcome", "skipped");
        g.writeStringField("reason", s.skipped().reason());
      } else {
        g.writeStringField("outcome", "unsupported");
      }
      g.writeEndObject();
    }
    g.writeEndObject();
    g.writeEndObject();
  }

  // The findings of one value share one list of its secrets' regions (ValueLinter): it is
  // written with the first of them.
  private static void writeFinding(JsonGenerator g, ReportedFinding f, List<SourceRegion> before)
      throws IOException {
    g.writeStartObject();
    SourceRegion exact = f.exact();
    g.writeNumberField("line", exact.line());
    g.writeNumberField("column", exact.column());
    g.writeNumberField("endLine", exact.endLine());
    g.writeNumberField("endColumn", exact.endColumn());
    if (!exact.equals(f.position().reported())) {
      // The lines are the same: a mask moves columns only. A file that holds a secret is not
      // stored (FileScanner), so an exact column after a password never reaches the index; both
      // are kept so that a restored finding is the one the scan made, whoever reads it.
      g.writeNumberField("shownColumn", f.column());
      g.writeNumberField("shownEndColumn", f.endColumn());
    }
    g.writeStringField("rule", f.rule().id());
    g.writeStringField("severity", f.severity().id());
    g.writeStringField("message", f.message());
    g.writeStringField("uri", f.maskedUri());
    g.writeStringField("fingerprint", f.fingerprint());
    if (!f.secrets().isEmpty() && f.secrets() == before) {
      g.writeBooleanField("secretsAsBefore", true);
    } else if (!f.secrets().isEmpty()) {
      StringBuilder regions = new StringBuilder();
      for (SourceRegion r : f.secrets()) {
        regions.append(regions.isEmpty() ? "" : " ")
            .append(r.line()).append(',').append(r.column()).append(',')
            .append(r.endLine()).append(',').append(r.endColumn());
      }
      g.writeStringField("secrets", regions.toString());
    }
    if (f.secretHash().isPresent()) {
      g.writeStringField("secretHash", f.secretHash().get());
    } else if (f.fix().isPresent()) {
      Fix fix = f.fix().get();
      g.writeNumberField("fixStart", fix.span().start());
      g.writeNumberField("fixEnd", fix.span().end());
      g.writeStringField("fixReplacement", fix.replacement());
      g.writeStringField("fixDescription", fix.description());
      g.writeStringField("fixApplicability", fix.applicability().name());
      if (fix.variable().isPresent()) {
        g.writeStringField("fixVariable", fix.variable().get());
      }
    }
    g.writeEndObject();
  }

  private static void read(JsonParser p, String key, Map<String, Entry> into) throws IOException {
    if (p.nextToken() != JsonToken.START_OBJECT) {
      return;
    }
    int format = -1;
    String storedKey = null;
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      p.nextToken();
      switch (field) {
        case "format" -> format = p.getIntValue();
        case "key" -> storedKey = p.getText();
        case "files" -> {
          if (format != FORMAT || !key.equals(storedKey)) {
            return; // another configuration: start afresh
          }
          while (p.nextToken() == JsonToken.FIELD_NAME) {
            String path = p.currentName();
            p.nextToken();
            readEntry(p, path, into);
          }
        }
        default -> p.skipChildren();
      }
    }
  }

  private static void readEntry(JsonParser p, String path, Map<String, Entry> into)
      throws IOException {
    String sha = null;
    String outcome = null;
    String reason = null;
    String readAsText = null;
    int suppressed = 0;
    int linted = 0;
    // Absent in entries of scanners that always derived the hashes: complete.
    boolean secretHashesOmitted = false;
    List<ReportedFinding> findings = new ArrayList<>();
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      p.nextToken();
      switch (field) {
        case "sha256" -> sha = p.getText();
        case "outcome" -> outcome = p.getText();
        case "reason" -> reason = p.getText();
        case "readAsText" -> readAsText = p.getText();
        case "suppressed" -> suppressed = p.getIntValue();
        case "linted" -> linted = p.getIntValue();
        case "secretHashesOmitted" -> secretHashesOmitted = p.getBooleanValue();
        case "findings" -> {
          List<SourceRegion> before = List.of();
          while (p.nextToken() == JsonToken.START_OBJECT) {
            ReportedFinding f = readFinding(p, path, before);
            findings.add(f);
            before = f.secrets();
          }
        }
        default -> p.skipChildren();
      }
    }
    if (sha == null || outcome == null) {
      return;
    }
    FileOutcome o =
        switch (outcome) {
          case "scanned" ->
              new FileOutcome.Scanned(
                  findings, suppressed, secretHashesOmitted, linted, Optional.ofNullable(readAsText));
          case "skipped" -> new FileOutcome.Skipped(new SkippedFile(path, String.valueOf(reason)));
          default -> new FileOutcome.Unsupported();
        };
    into.put(path, new Entry(sha, o));
  }

  private static ReportedFinding readFinding(JsonParser p, String path, List<SourceRegion> before)
      throws IOException {
    Map<String, String> v = new TreeMap<>();
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      p.nextToken();
      v.put(field, p.getText());
    }
    Optional<Fix> fix =
        v.containsKey("fixReplacement")
            ? Optional.of(
                new Fix(
                    new Span(Integer.parseInt(v.get("fixStart")), Integer.parseInt(v.get("fixEnd"))),
                    v.get("fixReplacement"),
                    v.get("fixDescription"),
                    dev.urilint.lint.Applicability.valueOf(v.getOrDefault("fixApplicability", "UNSAFE")),
                    Optional.ofNullable(v.get("fixVariable"))))
            : Optional.empty();
    SourceRegion exact = new SourceRegion(
        Integer.parseInt(v.get("line")),
        Integer.parseInt(v.get("column")),
        Integer.parseInt(v.get("endLine")),
        Integer.parseInt(v.get("endColumn")));
    SourceRegion reported = new SourceRegion(
        exact.line(),
        Integer.parseInt(v.getOrDefault("shownColumn", v.get("column"))),
        exact.endLine(),
        Integer.parseInt(v.getOrDefault("shownEndColumn", v.get("endColumn"))));
    return new ReportedFinding(
        path,
        new FindingPosition(exact, reported),
        RuleId.byId(v.get("rule")).orElseThrow(),
        Severity.byId(v.get("severity")).orElseThrow(),
        v.get("message"),
        v.get("uri"),
        v.get("fingerprint"),
        fix,
        Optional.ofNullable(v.get("secretHash")),
        "true".equals(v.get("secretsAsBefore")) ? before : regions(v.get("secrets")),
        // A file that holds a secret is never stored, so a stored finding has no secret to tag.
        Optional.empty());
  }

  // "line,column,endLine,endColumn" per region, separated by spaces.
  private static List<SourceRegion> regions(String text) {
    if (text == null || text.isEmpty()) {
      return List.of();
    }
    List<SourceRegion> regions = new ArrayList<>();
    for (String r : text.split(" ")) {
      String[] n = r.split(",");
      regions.add(new SourceRegion(
          Integer.parseInt(n[0]), Integer.parseInt(n[1]), Integer.parseInt(n[2]), Integer.parseInt(n[3])));
    }
    return List.copyOf(regions); // shared as is by the findings that follow (ReportedFinding copies no immutable list)
  }

  private static String sha256(String s) {
    try {
      return HexFormat.of()
          .formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }
}
