package dev.urilint.lint;

import dev.urilint.candidate.Candidate;
import dev.urilint.candidate.MaskedRendering;
import dev.urilint.candidate.CandidateTraits;
import dev.urilint.candidate.Trait;
import dev.urilint.placeholders.Placeholder;
import dev.urilint.rules.Rule;
import dev.urilint.rules.RuleCatalog;
import dev.urilint.secrets.Masking;
import dev.urilint.secrets.QuotedSecrets;
import dev.urilint.secrets.SecretSpans;
import dev.urilint.uri.Span;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Runs the rule catalog on one string: the entry point of every front end.
 *
 * <pre>{@code
 * Linter linter = new Linter(SeverityPolicy.defaults().off(RuleId.NON_NORMALIZED));
 * List<Finding> findings = linter.lint("jdbc:postgresql://app:s3cret@db/app", Context.locator());
 * findings.get(0).message();   // "... 'jdbc:postgresql://app:****@db/app' ..."
 * }</pre>
 *
 * <p>Findings come back ordered by span start, then rule id, with the policy's severities and
 * masked messages, one per rule ({@link OneFindingPerRule}: a string of six illegal characters is
 * one malformed string, its finding counting the other five). A placeholder's default that is itself a URI ({@code ${url:http://x y}}) is
 * linted too, its findings' spans pointing into the default inside the original string.
 *
 * <p>A string gets at most {@link BoundedFindings#LIMIT} findings of each rule, the most severe;
 * {@link #check} counts the rest by severity without building them ({@link LintResult#omitted()}),
 * so one hostile string of a million passwords costs a counter, not a million messages, and no
 * run of decoys before an error leaves the error unseen.
 *
 * <p>{@code lint} never throws: a rule that fails (a bug in urilint, not in the input) yields one
 * finding of that rule, at most a warning, whose message starts with {@code "internal error"}
 * and names the exception and where it was thrown (never its message, which could quote a
 * secret), so a compiler or build keeps running and the problem is
 * still visible. Immutable and thread-safe.
 */
public final class Linter {

  /** How deep placeholder defaults are linted ({@code ${a:${b:http://x}}}); bounds the recursion. */
  static final int MAX_DEFAULT_DEPTH = 4;

  /** At most this many fixes of one string are checked by linting the fixed string; see {@link #check}. */
  static final int MAX_FIXES_CHECKED = 16;

  /** A fix of a longer string is not offered: checking it would lint the string again per fix. */
  static final int MAX_FIXED_LENGTH = 8_192;

  /** Start of the message of a finding that reports a failure inside urilint itself. */
  public static final String INTERNAL_ERROR = "internal error";

  private static final Comparator<Finding> ORDER =
      Comparator.comparingInt((Finding f) -> f.span().start())
          .thenComparing(f -> f.rule().id())
          .thenComparingInt(f -> f.span().end())
          .thenComparing(Finding::message);

  private static final List<Finding> NONE = List.of();
  private static final Set<RuleId> ALL = EnumSet.allOf(RuleId.class);

  private final SeverityPolicy policy;
  // The rules the policy enables, resolved once: lint runs on every string of a build.
  private final Rule[] enabled;
  // Per Trait ordinal, the enabled rules it triggers (bit i: enabled[i]); see Rule#triggers. A
  // string's rules are then the union over its few traits, not a test of every rule.
  private final long[] rulesByTrait = new long[Trait.values().length];
  // Per Usage ordinal, the enabled rules checked on a string used that way (Usage#checks).
  private final long[] rulesByUsage = new long[Usage.values().length];
  // Per Usage ordinal, the traits that trigger one of those rules (bit 1 << t.ordinal()): a
  // string with none of them (and no placeholder) needs no candidate, see Candidate#of.
  private final int[] traitsByUsage = new int[Usage.values().length];

  public Linter(SeverityPolicy policy) {
    this(policy, RuleCatalog.all());
  }

  /** A linter over the given rules only; for tests of the linter itself. */
  Linter(SeverityPolicy policy, List<Rule> rules) {
    this.policy = policy;
    this.enabled = rules.stream().filter(r -> policy.isEnabled(r.id())).toArray(Rule[]::new);
    if (enabled.length > Long.SIZE) {
      throw new IllegalArgumentException("at most " + Long.SIZE + " rules, got " + enabled.length);
    }
    for (int i = 0; i < enabled.length; i++) {
      for (Trait t : enabled[i].triggers()) {
        rulesByTrait[t.ordinal()] |= 1L << i;
      }
      for (Usage u : Usage.values()) {
        if (u.checks(enabled[i].id())) {
          rulesByUsage[u.ordinal()] |= 1L << i;
        }
      }
    }
    for (Usage u : Usage.values()) {
      for (Trait t : Trait.values()) {
        if ((rulesByTrait[t.ordinal()] & rulesByUsage[u.ordinal()]) != 0) {
          traitsByUsage[u.ordinal()] |= CandidateTraits.bit(t);
        }
      }
    }
  }

  /** A linter with the default severities (the README's rule table). */
  public static Linter withDefaults() {
    return new Linter(SeverityPolicy.defaults());
  }

  public SeverityPolicy policy() {
    return policy;
  }

  /** Every finding of every enabled rule. */
  public List<Finding> lint(String input, Context context) {
    return lint(input, context, ALL);
  }

  /** The findings of the enabled rules among {@code rules} only. */
  public List<Finding> lint(String input, Context context, Set<RuleId> rules) {
    return check(input, context, rules).findings();
  }

  /**
   * The findings of the enabled rules among {@code rules}, at most {@link BoundedFindings#LIMIT}
   * of each, with the count of the rest: a front end that shows a few says how many it left out.
   * Per rule, so the findings of a rule are the same whichever other rules are linted with it.
   * A finding keeps its {@link Fix} only when the fixed string, linted again with every enabled
   * rule, no longer has it and has no more findings of any other rule (so whether a fix is offered
   * does not depend on the rules asked for).
   */
  public LintResult check(String input, Context context, Set<RuleId> rules) {
    if (input == null || input.isEmpty()) {
      return LintResult.NONE;
    }
    BoundedFindings out = lintInto(input, 0, context, rules, null, 0);
    if (out == null) {
      return LintResult.NONE; // the common case: no list, no sort, no copy
    }
    sortAndDeduplicate(out);
    offerResolvingFixes(input, context, rules, out);
    OneFindingPerRule.collapse(input, out);
    return new LintResult(out, out.omittedBySeverity());
  }

  private static void sortAndDeduplicate(BoundedFindings out) {
    out.sort(ORDER);
    // A rule that sees into a placeholder's default ("${DB:jdbc:mysql://app:pw@db/app}") finds
    // there what the default's own lint finds again: one finding per rule and span.
    for (int i = out.size() - 1; i > 0; i--) {
      Finding f = out.get(i);
      Finding before = out.get(i - 1);
      if (f.rule() == before.rule() && f.span().equals(before.span())) {
        out.remove(i);
      }
    }
  }

  /**
   * Keeps a finding's fix only when the string it makes is linted again without that finding and
   * with no finding of another rule more than before: a fix is offered only when it leaves the
   * string valid, whatever front end applies it. Its own rule may stay at a lower severity (a
   * password moved into a placeholder is still a templated password, a warning). Bounded: at
   * most {@link #MAX_FIXES_CHECKED} fixes of strings up to {@link #MAX_FIXED_LENGTH} chars are
   * checked, the others dropped, so a hostile string of a thousand findings costs no thousand
   * re-lints.
   */
  private void offerResolvingFixes(String input, Context context, Set<RuleId> rules, BoundedFindings out) {
    int checked = 0;
    int[] before = null;
    for (int i = 0; i < out.size(); i++) {
      Finding f = out.get(i);
      if (f.fix().isEmpty()) {
        continue;
      }
      boolean offered = input.length() <= MAX_FIXED_LENGTH && out.omitted() == 0 && checked++ < MAX_FIXES_CHECKED;
      if (offered) {
        before = before == null ? countsOfAllRules(input, context, rules, out) : before;
        offered = before != null && resolves(input, f, context, before);
      }
      if (!offered) {
        out.set(i, new Finding(f.rule(), f.severity(), f.message(), f.span(), Optional.empty()));
      }
    }
  }

  // Every enabled rule's findings, counted per rule, so that a fix is offered or not whichever
  // rules a caller asked for (the Error Prone check asks one rule at a time); null past the bound.
  private int[] countsOfAllRules(String input, Context context, Set<RuleId> rules, BoundedFindings out) {
    BoundedFindings all = out;
    if (rules != ALL) {
      all = lintInto(input, 0, context, ALL, null, 0);
      if (all != null) {
        sortAndDeduplicate(all);
      }
    }
    return all == null || all.omitted() > 0 ? null : countsByRule(all, null);
  }

  private boolean resolves(String input, Finding finding, Context context, int[] before) {
    String fixed = finding.fix().get().applyTo(input);
    BoundedFindings after = fixed.isEmpty() ? null : lintInto(fixed, 0, context, ALL, null, 0);
    if (after == null) {
      return true;
    }
    if (after.omitted() > 0) {
      return false;
    }
    sortAndDeduplicate(after);
    int[] now = countsByRule(after, null);
    for (int r = 0; r < now.length; r++) {
      if (r != finding.rule().ordinal() && now[r] > before[r]) {
        return false;
      }
    }
    int atLeast = countsByRule(after, finding.severity())[finding.rule().ordinal()];
    return atLeast < before[finding.rule().ordinal()] && now[finding.rule().ordinal()] <= before[finding.rule().ordinal()];
  }

  // Findings per rule ordinal; with a severity, only those at least that severe.
  private static int[] countsByRule(List<Finding> findings, Severity atLeast) {
    int[] counts = new int[RuleId.values().length];
    for (Finding f : findings) {
      if (atLeast == null || f.severity().ordinal() <= atLeast.ordinal()) {
        counts[f.rule().ordinal()]++;
      }
    }
    return counts;
  }

  // Adds the findings of input to out, which is created with the first finding (null until then:
  // most strings have none); returns out.
  private BoundedFindings lintInto(
      String input, int offset, Context context, Set<RuleId> selected, BoundedFindings out, int depth) {
    Candidate candidate;
    try {
      candidate = Candidate.of(input, context, traitsByUsage[context.usage().ordinal()]);
    } catch (RuntimeException | StackOverflowError e) {
      // The parser failed: nothing can be checked, say so once.
      return add(out, crash(RuleId.MALFORMED_URI, e, input, offset));
    }
    if (candidate == null) {
      return out; // none of its traits triggers a rule, and it has no placeholder
    }
    long due = 0;
    for (int traits = candidate.traitBits(); traits != 0; traits &= traits - 1) {
      due |= rulesByTrait[Integer.numberOfTrailingZeros(traits)];
    }
    due &= rulesByUsage[context.usage().ordinal()];
    for (; due != 0; due &= due - 1) {
      Rule rule = enabled[Long.numberOfTrailingZeros(due)];
      if (selected != ALL && !selected.contains(rule.id())) {
        continue; // not asked for
      }
      try {
        List<Finding> found = rule.check(candidate);
        if (found == NONE) {
          continue; // List.of() is one shared instance: spares a call on a megamorphic List
        }
        for (int i = 0; i < found.size(); i++) {
          out = add(out, accept(found.get(i), rule.id(), input, offset, candidate));
        }
        if (found instanceof BoundedFindings bounded && bounded.omitted() > 0) {
          // Found past the rule's own bound: counted, never built.
          out = out == null ? new BoundedFindings() : out;
          out.omitAll(bounded, policy);
        }
      } catch (RuntimeException | StackOverflowError e) {
        out = add(out, crash(rule.id(), e, input, offset));
      }
    }
    if (depth < MAX_DEFAULT_DEPTH && candidate.isTemplated()) {
      for (Placeholder p : candidate.templates()) {
        Optional<Span> def = p.defaultValue();
        if (def.isPresent() && isUriDefault(input, p.span(), def.get())) {
          out = lintInto(def.get().of(input), offset + def.get().start(), context, selected, out, depth + 1);
        }
      }
    }
    return out;
  }

  private static BoundedFindings add(BoundedFindings out, Optional<Finding> finding) {
    if (finding.isEmpty()) {
      return out;
    }
    BoundedFindings list = out == null ? new BoundedFindings() : out;
    list.add(finding.get());
    return list;
  }

  // A default is checked as a URI when it is written like one ("${url:http://localhost}") or
  // when the placeholder is the whole value (its default is then the whole value too). A default
  // inside a larger URI ("http://${host:localhost}:8080") is a component, not a URI.
  private static boolean isUriDefault(String input, Span placeholder, Span def) {
    return def.length() > 0
        && (def.of(input).contains("://") || placeholder.start() == 0 && placeholder.end() == input.length());
  }

  // The policy's severity, the span shifted into the outer string and kept inside it, the
  // message masked again (a rule that forgot to mask cannot leak). A finding on a string that
  // holds a secret quotes nothing of it but its masked rendering: a rule quoting the part it found
  // ("'bob:pw'", "decode %5A to 'Z'", "'%2541'") or a rewrite of the string would show the
  // secret, or a piece of it, unmasked. A finding that touches a secret has its fix dropped, since
  // the replacement would carry the secret into reports and caches.
  private Optional<Finding> accept(
      Finding f, RuleId ruleId, String input, int offset, Candidate candidate) {
    Optional<Severity> severity = policy.severityFor(ruleId, f.severity());
    if (severity.isEmpty()) {
      return Optional.empty();
    }
    // The two rules about secrets quote the masked string and a parameter's name by design.
    boolean aboutSecrets = ruleId == RuleId.CREDENTIALS_IN_URI || ruleId == RuleId.SENSITIVE_QUERY_PARAMETER;
    boolean touchesSecret = !aboutSecrets
        && (candidate.touchesSecret(f.span())
            || f.fix().isPresent() && candidate.touchesSecret(f.fix().get().span()));
    // A fix that rewrites a placeholder would break the template it belongs to.
    Optional<Fix> fix =
        touchesSecret || f.fix().isPresent() && candidate.isTemplated(f.fix().get().span())
            ? Optional.empty()
            : f.fix()
                .filter(x -> x.span().end() <= input.length())
                .map(x -> new Fix(shift(x.span(), offset), x.replacement(), Masking.mask(x.description()),
                    x.applicability(), x.variable()));
    String message = Masking.mask(f.message());
    Span at = f.span();
    // A string that holds a secret is quoted only as its own masked rendering or pieces of it,
    // whatever the finding touches: a rule may quote a rewrite of it (a normal form, a repaired
    // URI, the part it read as a host), masked only by reading it again, which is safe only while
    // the rewrite keeps the secret's shape ("http:admin:2024/Secret@h/" quoted "admin:2024").
    if (!aboutSecrets && candidate.secretBesideQuote()) {
      // A quote in the string makes a message's quotes unreadable: a rewrite quoted after
      // "it's" read as wording and was kept (found by fuzzing: "h://user:<secret>@0x7f.1/...'..."
      // quoted as "file:///h:/user:<secret>@..."). Only the rule's summary and the masked
      // rendering, and no fix, whose description would quote the same.
      message = ruleId.summary() + ": '" + candidate.shown() + "'";
      fix = Optional.empty();
    } else if (touchesSecret) {
      message = QuotedSecrets.redact(message, candidate.secretChars(), candidate.shown());
    } else if (!aboutSecrets && !candidate.maskedSpans().isEmpty()) {
      String shown = candidate.shown();
      // The string after the finding's own fix, built on the masked rendering: its masks stand
      // where the secrets stand, so it shows none of them whatever the rule's rewrite moved. A
      // rule's quote of its rewrite ("normal form: '...'") is kept only when it is exactly this.
      String fixedShown = f.fix().map(x -> fixedRendering(candidate, x)).orElse("");
      message = QuotedSecrets.redactRewrites(message, shown, fixedShown);
      fix = fix.map(x -> new Fix(x.span(), x.replacement(),
          QuotedSecrets.redactRewrites(x.description(), shown, fixedShown), x.applicability(), x.variable()));
    }
    if (!aboutSecrets && candidate.touchesSecret(f.span())) {
      // Where inside a password the odd character sits is a piece of the password: the
      // finding names no index and covers the whole masked region, in every output.
      at = maskedRegion(candidate.maskedSpans(), f.span());
      message = QuotedSecrets.withoutPositions(message, inside(candidate.secrets(), at));
    }
    if (!candidate.maskedSpans().isEmpty()) {
      // A position after a password, counted in the string, tells the password's length: the
      // message names positions of the masked string it quotes.
      message = QuotedSecrets.withShownPositions(message, candidate::shownIndex);
    }
    return Optional.of(new Finding(ruleId, severity.get(), message, shift(clamp(at, input.length()), offset), fix));
  }

  // The masked rendering with `fix` applied at the positions its span has there (the fix touches
  // no secret), shortened as messages quote it.
  private static String fixedRendering(Candidate candidate, Fix fix) {
    String masked = candidate.masked();
    int start = candidate.shownIndex(fix.span().start());
    int end = candidate.shownIndex(fix.span().end());
    if (start < 0 || end < start || end > masked.length()) {
      return "";
    }
    return MaskedRendering.shorten(masked.substring(0, start) + fix.replacement() + masked.substring(end));
  }

  // `span` joined with the masked regions it overlaps (sorted, not overlapping): binary search
  // for the first, since a megabyte string has thousands of regions.
  private static Span maskedRegion(List<Span> masked, Span span) {
    int lo = 0;
    int hi = masked.size() - 1;
    int first = masked.size();
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      if (masked.get(mid).end() > span.start()) {
        first = mid;
        hi = mid - 1;
      } else {
        lo = mid + 1;
      }
    }
    int start = span.start();
    int end = span.end();
    int limit = span.length() == 0 ? span.start() : span.end() - 1;
    for (int i = first; i < masked.size() && masked.get(i).start() <= limit; i++) {
      start = Math.min(start, masked.get(i).start());
      end = Math.max(end, masked.get(i).end());
    }
    return new Span(start, end);
  }

  // What the masked region is, for a message: the last secret starting at or before it.
  private static String inside(List<SecretSpans.Secret> secrets, Span region) {
    int lo = 0;
    int hi = secrets.size() - 1;
    SecretSpans.Kind kind = SecretSpans.Kind.USERINFO_PASSWORD;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      if (secrets.get(mid).span().start() <= region.start()) {
        kind = secrets.get(mid).kind();
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return kind == SecretSpans.Kind.PARAMETER ? "inside the masked value of a secret parameter" : "inside the masked password";
  }

  private Optional<Finding> crash(RuleId rule, Throwable e, String input, int offset) {
    Optional<Severity> severity =
        policy.severityOf(rule).map(s -> s == Severity.ERROR ? Severity.WARNING : s);
    if (severity.isEmpty()) {
      return Optional.empty();
    }
    // The exception's own message is left out: it may quote a secret in a form masking cannot see.
    StackTraceElement[] trace = e.getStackTrace();
    String where = trace.length == 0 ? "" : " at " + trace[0];
    String message =
        INTERNAL_ERROR
            + " in rule "
            + rule.id()
            + " ("
            + e.getClass().getSimpleName()
            + where
            + ") while checking '"
            + input
            + "'; the string was not fully checked, please report this";
    return Optional.of(
        new Finding(rule, severity.get(), Masking.mask(message), new Span(offset, offset + input.length()), Optional.empty()));
  }

  private static Span clamp(Span span, int length) {
    int end = Math.min(span.end(), length);
    return new Span(Math.min(span.start(), end), end);
  }

  private static Span shift(Span span, int offset) {
    return offset == 0 ? span : new Span(span.start() + offset, span.end() + offset);
  }
}
