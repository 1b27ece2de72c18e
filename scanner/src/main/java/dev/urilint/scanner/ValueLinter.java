package dev.urilint.scanner;

import dev.urilint.evidence.ConfigValueRole;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.LintResult;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.lint.TextUris;
import dev.urilint.lint.Usage;
import dev.urilint.placeholders.SourceFormat;
import dev.urilint.secrets.Masking;
import dev.urilint.scanner.baseline.Fingerprints;
import dev.urilint.scanner.classify.UriList;
import dev.urilint.scanner.classify.UsageClassifier;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.sinks.StringRole;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Lints one extracted value and places its findings in the file: usage, role (core's {@link
 * ConfigValueRole}: which rules, how loud, which fixes), the rules,
 * the span mapped back through quoting and escapes to line and column, inline suppressions. A
 * value that is no URI is still checked for a URI with a password inside it ({@link
 * TextUris}), as a Java string that is not plainly a URI is.
 *
 * <pre>{@code
 * ValueLinter vl = new ValueLinter(engine, Set.of(), Optional.of(new SecretHasher(salt, Fingerprints::secretHash)));
 * vl.lint(new LintedFile("app.yml", false, SourceFormat.YAML, lines, suppressions, EnumSet.allOf(RuleId.class), sink), value);
 * }</pre>
 *
 * <p>A value whose masking hid something gets a secret hash only when the scan has a {@link
 * SecretHasher} (a baseline is compared or written); otherwise the sink notes that a hash was
 * left out, so the cache knows the outcome cannot serve a scan that needs one.
 */
final class ValueLinter {

  /**
   * Findings reported for one value; the rest are counted on the last one. Each finding carries
   * the value, so without a bound a value's report grows with its length times its findings.
   */
  static final int MAX_FINDINGS_PER_VALUE = 25;

  private final LintEngine engine;
  // One base context per format and usage, built once: a scan lints millions of values.
  private final Map<SourceFormat, Map<Usage, Context>> contexts = new EnumMap<>(SourceFormat.class);
  private final Map<SourceFormat, Map<Usage, Context>> codeContexts = new EnumMap<>(SourceFormat.class);
  private final Optional<SecretHasher> hasher;
  private final SecretHasher tagger;
  private final Set<String> allowedHosts;

  /**
   * @param engine the rules
   * @param allowedHosts hosts {@code insecure-scheme} accepts
   * @param hasher the scan's secret hashes, when a baseline is compared or written
   */
  ValueLinter(LintEngine engine, Set<String> allowedHosts, Optional<SecretHasher> hasher) {
    this(engine, allowedHosts, hasher, new SecretHasher(Fingerprints.SECRET_TAG_SALT, Fingerprints::secretHash));
  }

  /**
   * @param tagger the scan's secret tags ({@link Fingerprints#secretTag}: a hasher with {@link
   *     Fingerprints#SECRET_TAG_SALT}), one memo per scan
   */
  ValueLinter(LintEngine engine, Set<String> allowedHosts, Optional<SecretHasher> hasher, SecretHasher tagger) {
    this.tagger = tagger;
    this.engine = engine;
    this.allowedHosts = Set.copyOf(allowedHosts);
    for (SourceFormat f : SourceFormat.values()) {
      Map<Usage, Context> config = new EnumMap<>(Usage.class);
      Map<Usage, Context> code = new EnumMap<>(Usage.class);
      for (Usage u : Usage.values()) {
        config.put(u, Context.of(u).withAllowedHosts(allowedHosts).withFormat(f));
        code.put(u, config.get(u).withoutTemplates());
      }
      contexts.put(f, config);
      codeContexts.put(f, code);
    }
    this.hasher = hasher;
  }

  /** Adds the findings of {@code value}, a value of {@code file}, to the file's sink. */
  void lint(LintedFile file, ExtractedValue value) {
    if (value.role().isPresent()) {
      lintJava(file, value, value.role().get());
      return;
    }
    List<Span> items = UriList.items(value.value());
    // Several items, or one in brackets ('["https://es:9200"]'): each item on its own.
    if (items.size() > 1 || items.get(0).end() - items.get(0).start() < value.value().length()) {
      for (Span item : items) {
        lint(file, value.slice(item.start(), item.end()));
      }
      return;
    }
    Usage usage = UsageClassifier.classify(value);
    if (usage != Usage.LOCATOR) {
      // A text block: each line on its own (UriList.lines).
      List<Span> textLines = UriList.lines(value.value());
      if (textLines.size() > 1) {
        for (Span line : textLines) {
          // A line of a text block is read as its block is: a URL alone on a line of a license
          // notice or a paragraph is no value of its own (WholeValueUri asks for a whole value).
          ExtractedValue slice = value.slice(line.start(), line.end()).withUsage(usage);
          if (UriList.isBareWord(slice.value())) {
            lint(file, slice);
          } else {
            checkTextUris(file, slice, usage);
          }
        }
        return;
      }
    }
    // What the value is decides which rules it gets and how loud they may be (core's one policy).
    ConfigValueRole role = ConfigValueRole.of(value.value(), usage);
    if (role == ConfigValueRole.TEXT) {
      checkTextUris(file, value, usage);
      return;
    }
    // Counted once per string linted as a URI; the credential runs of other text are not.
    file.sink().linted++;
    Set<RuleId> rules = EnumSet.noneOf(RuleId.class);
    for (RuleId r : file.rules()) {
      if (role.checks(r, usage)) {
        rules.add(r);
      }
    }
    check(file.withRules(rules), value, usage, role);
  }

  // Not a URI to lint, but a password in a URI inside it leaks all the same: each URI around a
  // secret gets what a URI inside text gets (TextUris, as in a Java string).
  private void checkTextUris(LintedFile file, ExtractedValue value, Usage usage) {
    Set<RuleId> inText = textRules(file.rules());
    if (inText.isEmpty()) {
      return;
    }
    for (Span run : TextUris.runs(value.value())) {
      ExtractedValue uri = value.slice(run.start(), run.end());
      check(file.withRules(textRules(inText, uri.value())), uri, usage, ConfigValueRole.URI);
    }
  }

  // Of the scan's rules, those a URI inside text gets (TextUris.checks), or those the run gets.
  private static Set<RuleId> textRules(Set<RuleId> rules) {
    return textRules(rules, null);
  }

  private static Set<RuleId> textRules(Set<RuleId> rules, String run) {
    Set<RuleId> inText = EnumSet.noneOf(RuleId.class);
    for (RuleId r : rules) {
      if (run == null ? TextUris.checks(r) : TextUris.checks(r, run)) {
        inText.add(r);
      }
    }
    return inText;
  }

  private void check(LintedFile file, ExtractedValue value, Usage usage, ConfigValueRole role) {
    String text = value.value();
    Context context = (file.code() ? codeContexts : contexts).get(file.format()).get(usage);
    if (value.key().isPresent()) {
      context = context.withKey(value.key().get());
    }
    LintResult result = engine.lint(text, context, file.rules());
    report(file, value, role.bound(result));
  }

  // A string in Java source: the shared policy decided what it is and which rules it gets; no
  // key words, no shape test, no list splitting (the Error Prone check reads it the same way).
  private void lintJava(LintedFile file, ExtractedValue value, StringRole role) {
    Set<RuleId> checked = EnumSet.noneOf(RuleId.class);
    for (RuleId r : file.rules()) {
      if (role.checks(r) && !value.skipped().contains(r)) {
        checked.add(r);
      }
    }
    if (checked.isEmpty()) {
      return;
    }
    Context context = role.context();
    // An XML namespace (XmlNamespaces, as the Error Prone check asks it) is named, not fetched.
    if (value.usage().equals(Optional.of(Usage.IDENTIFIER))) {
      context = context.asIdentifier();
    }
    context = context.withAllowedHosts(allowedHosts);
    if (role == StringRole.TEXT) {
      // Text with a URI around a secret in it: each such URI on its own (StringRole.checkedParts),
      // not counted as a string linted, as the URIs inside a config text value are not.
      for (Span part : role.checkedParts(value.value())) {
        ExtractedValue uri = value.slice(part.start(), part.end());
        report(file, uri, engine.lint(uri.value(), context, textRules(checked, uri.value())));
      }
      return;
    }
    file.sink().linted++;
    report(file, value, engine.lint(value.value(), context, checked));
  }

  private void report(LintedFile file, ExtractedValue value, LintResult result) {
    String path = file.path();
    LineIndex lines = file.lines();
    FileFindings sink = file.sink();
    List<Finding> findings = result.findings();
    if (findings.isEmpty()) {
      return;
    }
    String text = value.value();
    String masked = engine.maskValue(text);
    int valueLine = lines.line(value.sourceOffset(0));
    List<Span> secretSpans = masked.equals(text) ? List.of() : Masking.maskedSpansOfValue(text);
    // Immutable, so every finding of the value shares this one list until the file's replaces it.
    List<SourceRegion> secrets = secretSpans.isEmpty() ? List.of() : FileSecrets.regions(value, secretSpans, lines);
    // Suppressed or not: the cache must not keep a hash of this file (ScanCache), and the file's
    // report columns count them (FileSecrets).
    sink.holdsSecret |= !secretSpans.isEmpty();
    sink.maskedValues.add(text);
    if (!secrets.isEmpty()) {
      sink.valueSecrets.add(secrets);
    }
    // The findings that are not suppressed, in order; a suppressed one is counted and gone.
    List<Finding> due = new ArrayList<>(Math.min(findings.size(), 64));
    Set<String> seen = new HashSet<>();
    Set<RuleId> shownRules = EnumSet.noneOf(RuleId.class);
    int[] bySeverity = new int[Severity.values().length];
    for (Finding f : findings) {
      if (!sink.reports.test(text, f)) {
        continue; // a test's own fixture (TestCodePolicy): neither reported nor counted as suppressed
      }
      // One default password reached through nested placeholders is one finding, not three.
      if (!seen.add(f.rule().id() + ' ' + f.span().start() + ' ' + f.span().end())) {
        continue;
      }
      int line = lines.line(place(value, f.span())[0]);
      if (value.suppressed().contains(f.rule())
          || file.suppressions().isSuppressed(f.rule(), line)
          || file.suppressions().isSuppressed(f.rule(), valueLine)
          || file.suppressions().isSuppressedAtEntry(f.rule(), value.sourceOffset(0))) {
        sink.suppressed++;
        continue;
      }
      due.add(f);
      shownRules.add(f.rule());
      bySeverity[f.severity().ordinal()]++;
    }
    if (due.isEmpty()) {
      return; // every finding built was suppressed, and so are those counted: the rest are of their kind
    }
    // The most severe are shown, the first by position among equals: 40 double encodings before
    // a password, kept by position, left the password counted and the run passing. So a value
    // whose findings left out hold an error shows 25 errors, and fails the run as they would.
    int[] room = new int[bySeverity.length];
    int left = MAX_FINDINGS_PER_VALUE;
    for (int s = 0; s < room.length; s++) {
      room[s] = Math.min(left, bySeverity[s]);
      left -= room[s];
    }
    // Past core's bound the findings were counted, not built: they join the count of those
    // built and not shown (where they sit is unknown, so no inline suppression can apply; a rule
    // whose every finding built was suppressed has its count suppressed too).
    int beyond = 0;
    int errorsBeyond = 0;
    for (RuleId rule : shownRules) {
      beyond += result.omitted(rule);
      errorsBeyond += result.omitted(rule, Severity.ERROR);
    }
    // Only a value whose masking hid something needs the (slow) secret hash, and only when a
    // baseline will read it.
    Optional<String> secretHash = Optional.empty();
    Optional<String> secretTag = Optional.empty();
    if (!masked.equals(text)) {
      secretHash = hasher.map(h -> h.hash(text));
      sink.secretHashesOmitted |= secretHash.isEmpty();
      secretTag = Optional.of(tagger.hash(text).substring(0, Fingerprints.SECRET_TAG_LENGTH));
    }
    // A fingerprint reads the rule, the path and the whole masked value: one per rule, not one
    // per finding (25 findings of a megabyte value hashed it 25 times).
    Map<RuleId, String> fingerprints = new EnumMap<>(RuleId.class);
    int reported = 0;
    for (Finding f : due) {
      int s = f.severity().ordinal();
      if (room[s] == 0) {
        beyond++;
        errorsBeyond += f.severity() == Severity.ERROR ? 1 : 0;
        continue;
      }
      int[] offsets = place(value, withoutSecretLength(f.span(), secretSpans));
      if (!sink.placed.add(new FileFindings.Placed(f.rule(), offsets[0], offsets[1]))) {
        continue; // the same literal, reached again (a constant inside a concatenation): reported once
      }
      room[s]--;
      reported++;
      sink.findings.add(
          new ReportedFinding(
              path,
              lines.line(offsets[0]),
              lines.column(offsets[0]),
              lines.line(offsets[1]),
              lines.column(offsets[1]),
              f.rule(),
              f.severity(),
              Shown.message(f.message()),
              Shown.around(masked, f.span().start()),
              fingerprints.computeIfAbsent(f.rule(), r -> Fingerprints.fingerprint(r, path, masked)),
              f.fix(),
              secretHash,
              secrets,
              secretTag));
      if (sink.fixable != null && f.fix().isPresent()) {
        sink.fixable.add(new FixableFinding(sink.findings.get(sink.findings.size() - 1), value, f.fix().get()));
      }
    }
    if (beyond > 0 && reported > 0) {
      // The count past the limit goes on the last finding reported: the value is still flagged,
      // and a hostile value of repeated "//a:b@" cannot make the report grow with its square.
      ReportedFinding last = sink.findings.remove(sink.findings.size() - 1);
      sink.findings.add(
          last.withMessage(last.message() + LintResult.notReported(beyond, errorsBeyond, "value", MAX_FINDINGS_PER_VALUE)));
    }
  }

  /**
   * {@code span} ended where the first secret it overlaps starts (empty when it starts in one:
   * {@link #place} then shows it on the secret's first char). The end of a finding on a password,
   * as a report's {@code endColumn}, a SARIF region or {@code --show-source} carets, told the
   * password's length; its start is kept, so the finding is still where the password is.
   * {@code secrets} are sorted and disjoint (Masking.maskedSpansOfValue).
   */
  static Span withoutSecretLength(Span span, List<Span> secrets) {
    if (secrets.isEmpty()) {
      return span;
    }
    int lo = 0;
    int hi = secrets.size() - 1;
    int first = secrets.size(); // the first secret ending after the span's start
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      if (secrets.get(mid).end() > span.start()) {
        first = mid;
        hi = mid - 1;
      } else {
        lo = mid + 1;
      }
    }
    if (first == secrets.size()) {
      return span;
    }
    Span secret = secrets.get(first);
    if (secret.start() <= span.start()) {
      return new Span(secret.start(), secret.start()); // starts inside it
    }
    return secret.start() < span.end() ? new Span(span.start(), secret.start()) : span;
  }

  /**
   * File offsets {start, end} of {@code span} of the value. An empty span (a missing part) is
   * shown on the character where the part is missing, when there is one.
   */
  static int[] place(ExtractedValue value, Span span) {
    int length = value.value().length();
    int start = Math.min(span.start(), length);
    int end = Math.max(start, Math.min(span.end(), length));
    if (end == start && start < length) {
      end = start + 1;
    }
    int from = value.sourceOffset(start);
    int to = value.sourceOffset(end);
    if (to < from) {
      // The span runs into a piece written before it (a Java constant's declaration): it ends
      // with the piece it starts in, as the Error Prone check's range does.
      int last = start;
      while (last + 1 < end && value.sourceOffset(last + 1) > value.sourceOffset(last)) {
        last++;
      }
      to = value.sourceOffset(last) + 1;
    }
    return new int[] {from, to};
  }
}
