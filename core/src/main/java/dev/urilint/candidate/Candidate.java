package dev.urilint.candidate;

import dev.urilint.hosts.HostLocator;
import dev.urilint.lint.Context;
import dev.urilint.placeholders.Placeholder;
import dev.urilint.placeholders.PlaceholderSyntax;
import dev.urilint.placeholders.Placeholders;
import dev.urilint.scheme.Scheme;
import dev.urilint.scheme.SchemeRegistry;
import dev.urilint.scheme.dialect.JdbcUrls;
import dev.urilint.secrets.ConnectionStrings;
import dev.urilint.secrets.Masking;
import dev.urilint.secrets.SecretSpans;
import dev.urilint.uri.ParseOptions;
import dev.urilint.uri.ParseResult;
import dev.urilint.uri.Span;
import dev.urilint.uri.UriParser;
import dev.urilint.uri.UriReference;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One string under check, parsed once and shared by every rule.
 *
 * <p>Placeholders ({@code ${DB_HOST}}, {@code {{ .Values.port }}}, RFC 6570 {@code {id}} ...) are
 * found first and replaced by a filler of the same length, so the parse keeps the input's offsets
 * and a templated part never reads as malformed. A rule asks {@link #isTemplated(Span)} before it
 * judges a part.
 *
 * <pre>{@code
 * Candidate c = Candidate.of("http://${HOST}:8080/a", Context.locator());
 * c.placeholders();                 // [[7, 14)]
 * c.reference().get().host();       // the filler, same length as "${HOST}"
 * c.isTemplated(new Span(7, 14));   // true
 * }</pre>
 *
 * <p>A candidate is immutable once built. What several rules need is computed once, when it is
 * built, and only where a rule that needs it can run: the {@link CandidateTraits} (every string),
 * the secrets (a string with an {@code '@'} or {@code '='}), where the host is (a string with a
 * host trait), the {@link MaskedRendering} (a string with a secret; otherwise the input is its own
 * rendering). Each is a value of its own class; the candidate holds them, the traits as their
 * parts (one object fewer per string; {@link #facts()} makes the record).
 */
public final class Candidate {

  private static final ParseOptions ZONE_IDS = ParseOptions.DEFAULT.withZoneIds(true);
  private static final int HOST_TRAITS =
      CandidateTraits.bit(Trait.PORT) | CandidateTraits.bit(Trait.HOST_MAY_BE_IDN) | CandidateTraits.bit(Trait.HOST_MAY_BE_NUMERIC);

  private final String input;
  private final Context context;
  private final List<Placeholder> templates;
  private final List<Span> placeholders;
  private final String neutral;
  private final ParseResult parse;
  private final Optional<UriReference> reference;
  // The CandidateTraits, kept as its parts (one object fewer per string): the packed bits, also
  // whether '@', '%' and '=' occur (the first screen of several rules), and the scheme.
  private final int facts;
  private final String scheme;
  private final Scheme schemeFacts;
  private final List<SecretSpans.Secret> secrets;
  // Null when there is no secret: the input is its own rendering.
  private final MaskedRendering rendering;
  // Null when no host rule can run on this candidate; located() then reads it on demand.
  private final Optional<HostLocator.Located> located;
  // The text and reference whose authority the host rules read: the string's own, or for a JDBC
  // URL its driver's URL at the same indexes ("jdbc+mysql://h:3306/x"; see authorityReference()).
  private final String authorityText;
  private final Optional<UriReference> authority;

  private Candidate(
      String input, Context context, List<Placeholder> templates, List<Span> placeholders, String neutral,
      ParseResult parse, UriReference uri, int facts, String scheme, Scheme schemeFacts, List<SecretSpans.Secret> secrets) {
    this.input = input;
    this.context = context;
    this.templates = templates;
    this.placeholders = placeholders;
    this.neutral = neutral;
    this.parse = parse;
    this.reference = Optional.ofNullable(uri);
    this.facts = facts;
    this.scheme = scheme;
    this.schemeFacts = schemeFacts;
    this.secrets = secrets;
    this.rendering = secrets.isEmpty() ? null : MaskedRendering.of(input, secrets);
    boolean nested = JdbcUrls.hasNestedAuthority(neutral);
    this.authorityText = nested ? JdbcUrls.asDriverScheme(neutral) : neutral;
    this.authority = nested ? driverReference(authorityText, context) : reference;
    this.located = (facts & HOST_TRAITS) != 0 ? HostLocator.locate(authority, authorityText) : null;
  }

  private static Optional<UriReference> driverReference(String driverUrl, Context context) {
    ParseOptions options = context.zoneIds() ? ZONE_IDS : ParseOptions.DEFAULT;
    return UriParser.parse(driverUrl, options) instanceof ParseResult.Parsed p ? Optional.of(p.reference()) : Optional.empty();
  }

  /** Finds the placeholders of {@code input}, parses the rest and reads what the rules need. */
  public static Candidate of(String input, Context context) {
    return of(input, context, CandidateTraits.bit(Trait.ANY)); // every candidate has Trait.ANY
  }

  /**
   * {@link #of(String, Context)} when the candidate has one of the traits {@code wanted} (bit
   * {@code 1 << t.ordinal()} per trait) or a placeholder, else null: a rule triggered only by
   * other traits can find nothing in it. The linter asks for the traits of its rules: most
   * strings a build has are plain URLs that none of them can have anything to say about, and their
   * traits are read before, and without, a candidate object.
   *
   * <pre>{@code
   * Candidate.of("https://example.com/a", Context.locator(), CandidateTraits.bit(Trait.PORT));   // null
   * Candidate.of("https://example.com:8443/a", Context.locator(), CandidateTraits.bit(Trait.PORT)); // a candidate
   * }</pre>
   */
  public static Candidate of(String input, Context context, int wanted) {
    ParseOptions options = context.zoneIds() ? ZONE_IDS : ParseOptions.DEFAULT;
    // Every placeholder syntax has a '$', '{', '@', '%', '<' or "RAW(". The parser's fast path
    // reads nearly every URL without building a violation, and knows which of '$', '@', '%', '='
    // it holds (recorded while parsing): no search for them. Otherwise "${...}" is found before
    // the string is parsed, and a string without '$' is parsed as written first. '{' and '<' are
    // never part of a URI (RFC 3986 §2): only a string that does not parse is searched for them.
    UriReference common = UriParser.parseCommon(input).orElse(null);
    boolean hasDollar = common != null ? common.contains('$') : input.indexOf('$') >= 0;
    ParseResult asWritten = common != null ? common : hasDollar ? null : UriParser.parse(input, options);
    UriReference parsed = asWritten instanceof ParseResult.Parsed p ? p.reference() : null;
    boolean hasAt = parsed != null ? parsed.contains('@') : input.indexOf('@') >= 0;
    boolean hasPercent = parsed != null ? parsed.contains('%') : input.indexOf('%') >= 0;
    boolean hasEquals = parsed != null ? parsed.contains('=') : input.indexOf('=') >= 0;
    // In a string that parses, a '%' starts a pct-encoding, which no printf placeholder ("%s",
    // "%d", "%1$s") is ("%d" before a hex digit is not one), so a '%' asks for the scan only when
    // the string does not parse, or holds a Camel RAW(...), whose parentheses are URI characters.
    // ValidPercentProperties checks this against the scanner on generated strings.
    boolean mayHoldPlaceholder =
        hasDollar || hasAt || hasPercent && (parsed == null || input.contains("RAW("));
    List<Placeholder> found = mayHoldPlaceholder ? Placeholders.scan(input, context.placeholders()) : List.of();
    if (asWritten instanceof ParseResult.Malformed && !mayHoldPlaceholder && mayHoldBracedPlaceholder(input)) {
      found = Placeholders.scan(input, context.placeholders());
    }
    // Both forms of a password end at an '@', and a secret parameter needs its '='. Read before
    // the placeholders are neutralized: a connection string's ODBC braces make what they hold
    // literal, so "{x}" in "password={x}}y}" is no template (ConnectionStrings).
    List<SecretSpans.Secret> written = hasAt || hasEquals ? SecretSpans.inValue(input, hasAt, hasEquals) : List.of();
    if (!found.isEmpty() && !written.isEmpty()) {
      found = ConnectionStrings.withoutBracedTemplates(input, found, written);
    }
    if (found.isEmpty() && asWritten == null) {
      asWritten = UriParser.parse(input, options); // a '$' that is no placeholder
    }
    List<Span> placeholders = found.isEmpty() ? List.of() : found.stream().map(Placeholder::span).toList();
    String neutral = found.isEmpty() ? input : Placeholders.neutralize(input, placeholders);
    ParseResult parse = found.isEmpty() ? asWritten : UriParser.parse(neutral, options);
    UriReference uri = parse instanceof ParseResult.Parsed p ? p.reference() : null;
    Scheme schemeFacts = CandidateTraits.schemeFactsOf(input, uri);
    String scheme = CandidateTraits.schemeName(input, uri, schemeFacts);
    List<SecretSpans.Secret> secrets = CandidateSecrets.of(written, placeholders, uri);
    int facts = CandidateTraits.packedBits(input, neutral, uri, scheme, schemeFacts, hasAt, hasPercent, hasEquals)
        | (secrets.isEmpty() ? 0 : CandidateTraits.bit(Trait.SECRET));
    if ((CandidateTraits.traitBits(facts) & wanted) == 0 && found.isEmpty()) {
      return null;
    }
    return new Candidate(input, context, found, placeholders, neutral, parse, uri, facts, scheme, schemeFacts, secrets);
  }

  // '{' and '<' are never part of a URI (RFC 3986 §2), '[' only around an IP literal, and RAW(...)
  // holds a Camel literal: only a string that does not parse is searched for them.
  private static boolean mayHoldBracedPlaceholder(String input) {
    return input.indexOf('{') >= 0 || input.indexOf('<') >= 0 || input.indexOf('[') >= 0
        || input.indexOf("RAW(") >= 0;
  }

  /** The string as written. */
  public String input() {
    return input;
  }

  public Context context() {
    return context;
  }

  /** Spans of the placeholders in {@link #input()}, in order, not overlapping. */
  public List<Span> placeholders() {
    return placeholders;
  }

  /** The placeholders of {@link #input()} with their syntax and default value, in order. */
  public List<Placeholder> templates() {
    return templates;
  }

  /**
   * Whether {@code c} occurs in the input; answered without a search for {@code '@'}, {@code '%'}
   * and {@code '='}, which most rules screen for first.
   */
  public boolean contains(char c) {
    return switch (c) {
      case '@' -> (facts & CandidateTraits.bit(Trait.AT_SIGN)) != 0;
      case '%' -> (facts & CandidateTraits.bit(Trait.PERCENT_SIGN)) != 0;
      case '=' -> (facts & CandidateTraits.bit(Trait.EQUALS_SIGN)) != 0;
      default -> input.indexOf(c) >= 0;
    };
  }

  /** What one look at the string found: traits, scheme, and facts normalization needs. */
  public CandidateTraits facts() {
    return CandidateTraits.of(facts, scheme, schemeFacts);
  }

  /** What this candidate has of what the rules need; see {@link Trait}. */
  public Set<Trait> traits() {
    return facts().traits();
  }

  /** {@link #traits()} as a bit set, bit {@code 1 << t.ordinal()} per trait; what the linter uses. */
  public int traitBits() {
    return CandidateTraits.traitBits(facts);
  }

  /** Whether the parsed host has an ASCII upper-case letter ({@code "Example.COM"}). */
  public boolean hostHasUpperCase() {
    return CandidateTraits.hostHasUpperCase(facts);
  }

  /** Whether the parsed path has a {@code "."} or {@code ".."} segment ({@code "/a/./b"}). */
  public boolean hasDotSegment() {
    return CandidateTraits.dotSegment(facts);
  }

  /**
   * The placeholder whose default value holds {@code span} ({@code ${DB_PASS:changeit}} around
   * {@code changeit}): a default is literal text that ships whenever the variable is unset.
   */
  public Optional<Span> placeholderWithDefault(Span span) {
    // Placeholders do not overlap, so only the last one starting at or before the span can hold
    // it: a binary search, since a rule asks once per secret (a walk over every placeholder per
    // secret was quadratic: 1 MB of "//a:${X}@" took minutes).
    int i = lastStartingAtOrBefore(span.start());
    if (i < 0) {
      return Optional.empty();
    }
    Placeholder p = templates.get(i);
    return p.defaultValue().filter(d -> d.start() <= span.start() && span.end() <= d.end()).isPresent()
        ? Optional.of(p.span())
        : Optional.empty();
  }

  /** Whether the string holds any placeholder. */
  public boolean isTemplated() {
    return !placeholders.isEmpty();
  }

  /** Whether {@code span} overlaps a placeholder. */
  public boolean isTemplated(Span span) {
    if (placeholders.isEmpty()) {
      return false; // most strings; spares the search
    }
    if (span.length() == 0) {
      int i = lastStartingAtOrBefore(span.start());
      return i >= 0 && placeholders.get(i).contains(span.start());
    }
    // Sorted and not overlapping: the last placeholder starting before the span's end overlaps it
    // if any does (those before it end before it starts). Asked per finding and per part: a
    // binary search, not a walk.
    int i = lastStartingAtOrBefore(span.end() - 1);
    return i >= 0 && placeholders.get(i).end() > span.start();
  }

  // The index of the last placeholder starting at or before index, or -1.
  private int lastStartingAtOrBefore(int index) {
    int lo = 0;
    int hi = placeholders.size() - 1;
    int found = -1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      if (placeholders.get(mid).start() <= index) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return found;
  }

  /**
   * Whether {@code span} holds literal text outside this candidate's placeholders: a letter or
   * digit that no placeholder covers ({@code {{x}}Hunter2}}, {@code pre${X}}). Such a value ships
   * that text, so a rule reads it as written, not as templated. A binary search for the first
   * placeholder that may overlap: a megabyte string has thousands of secrets and placeholders.
   *
   * <pre>{@code
   * Candidate c = Candidate.of("https://u:{{x}}Hunter2}@h/", Context.locator());
   * c.hasLiteralOutsidePlaceholders(new Span(10, 23));   // true: "Hunter2}"
   * }</pre>
   */
  public boolean hasLiteralOutsidePlaceholders(Span span) {
    int lo = firstPlaceholderEndingAfter(span.start());
    int at = span.start();
    for (int p = lo; p < placeholders.size() && at < span.end(); p++) {
      Span placeholder = placeholders.get(p);
      if (literalIn(at, Math.min(placeholder.start(), span.end()))) {
        return true;
      }
      at = Math.max(at, placeholder.end());
    }
    return literalIn(at, span.end());
  }

  // A binary search over the placeholders in their order: the index of the first that ends after
  // offset, or their count; a megabyte string has thousands of them.
  private int firstPlaceholderEndingAfter(int offset) {
    int lo = 0;
    int hi = placeholders.size();
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (placeholders.get(mid).end() <= offset) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }

  /**
   * Whether every placeholder that overlaps {@code span} is of a syntax the string's format
   * expands ({@link Context#expanded()}): only then is a password made of placeholders templated.
   * In a {@code .properties} file nothing expands {@code $DB_PASS}, so it is the password.
   *
   * <pre>{@code
   * Candidate c = Candidate.of("https://u:$DB_PASS@h/", Context.locator().withFormat(SourceFormat.PROPERTIES));
   * c.isExpanded(new Span(10, 18));   // false
   * }</pre>
   */
  public boolean isExpanded(Span span) {
    Set<PlaceholderSyntax> expanded = context.expanded();
    int lo = firstPlaceholderEndingAfter(span.start());
    for (int p = lo; p < placeholders.size() && placeholders.get(p).start() < span.end(); p++) {
      if (!expanded.contains(templates.get(p).syntax())) {
        return false;
      }
    }
    return true;
  }

  private boolean literalIn(int from, int to) {
    for (int i = from; i < to; i++) {
      if (Character.isLetterOrDigit(input.charAt(i))) {
        return true;
      }
    }
    return false;
  }

  /** The input with every placeholder replaced by same-length filler; what was parsed. */
  public String neutralized() {
    return neutral;
  }

  /** The parse of {@link #neutralized()}. Component spans index {@link #input()} too. */
  public ParseResult parse() {
    return parse;
  }

  /** The components, when the (neutralized) string is a valid URI-reference. */
  public Optional<UriReference> reference() {
    return reference;
  }

  /**
   * The scheme of the parsed reference in lower case ({@code "HTTPS://x"} gives {@code "https"});
   * empty when the string is no URI or has no scheme. Templated schemes are not excluded: ask
   * {@link #isTemplated(Span)}.
   */
  public String scheme() {
    return scheme;
  }

  /**
   * What the registry knows about the scheme ({@link SchemeRegistry#UNKNOWN} for a scheme it
   * does not know, a relative reference, or a string that is no URI).
   */
  public Scheme schemeFacts() {
    return schemeFacts;
  }

  /**
   * The reference whose authority the host rules read: {@link #reference()}, except for a JDBC URL,
   * whose authority is its driver's (JDBC 4.3 §9.4): {@code jdbc:mysql://2130706433:3306/x} parses
   * as the scheme {@code jdbc} and an opaque path, and its driver's URL {@code
   * jdbc+mysql://2130706433:3306/x}, at the same indexes, has the host and port every host rule
   * checks, as in an HTTP URL. Empty when that driver URL is no URI either ({@link #located()}
   * then reads it leniently).
   *
   * <pre>{@code
   * Candidate.of("jdbc:mysql://db:99999/x", Context.locator()).authorityReference().get().port();  // Optional[99999]
   * }</pre>
   */
  public Optional<UriReference> authorityReference() {
    return authority;
  }

  /** Whether the authority the host rules read is a JDBC driver's ({@link #authorityReference()}): a network host. */
  public boolean hasNestedAuthority() {
    return authorityText != neutral;
  }

  /**
   * Where the host and port are, in {@link #authorityReference()}, leniently for a string that is
   * not a URI; see {@link HostLocator}.
   */
  public Optional<HostLocator.Located> located() {
    return located != null ? located : HostLocator.locate(authority, authorityText);
  }

  /** The regions masking hides (secrets that are not placeholders), in order, merged. */
  public List<Span> maskedSpans() {
    return rendering == null ? List.of() : rendering.maskedSpans();
  }

  /** The characters masking hides, as a set: what a message must not name. */
  public java.util.function.IntPredicate secretChars() {
    return rendering == null ? c -> false : rendering.secretChars();
  }

  /** Where {@code index} falls in the masked input; see {@link MaskedRendering#shownIndex}. */
  public int shownIndex(int index) {
    return rendering == null ? index : rendering.shownIndex(index);
  }

  /** Whether {@code span} overlaps a region masking hides; see {@link MaskedRendering#touchesSecret}. */
  public boolean touchesSecret(Span span) {
    return rendering != null && rendering.touchesSecret(span);
  }

  /**
   * Whether the input holds a secret and a single quote ({@link MaskedRendering#holdsQuote}): a
   * message cannot quote a part of it that a reader, or {@code QuotedSecrets}, tells apart.
   */
  public boolean secretBesideQuote() {
    return rendering != null && rendering.holdsQuote();
  }

  /** The secrets of the input as {@link SecretSpans} finds them; shared by the rules and the mask. */
  public List<SecretSpans.Secret> secrets() {
    return secrets;
  }

  /** The text of {@code span} as written in the input (placeholders included). */
  public String text(Span span) {
    return span.of(input);
  }

  /** The input with its secrets masked: what messages show. */
  public String masked() {
    return rendering == null ? input : rendering.masked();
  }

  /** What a message quotes: {@link #masked()}, shortened; see {@link MaskedRendering#shown()}. */
  public String shown() {
    return MaskedRendering.shorten(masked());
  }
}
