package dev.urilint.candidate;

import dev.urilint.hosts.HostLocator;
import dev.urilint.lint.Context;
import dev.urilint.placeholders.Placeholder;
import dev.urilint.placeholders.Placeholders;
import dev.urilint.scheme.Scheme;
import dev.urilint.scheme.SchemeRegistry;
import dev.urilint.secrets.Masking;
import dev.urilint.secrets.SecretSpans;
import dev.urilint.uri.ParseOptions;
import dev.urilint.uri.ParseResult;
import dev.urilint.uri.Span;
import dev.urilint.uri.UriParser;
import dev.urilint.uri.UriReference;
import java.util.EnumSet;
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
 * <p>What several rules need (the lower-cased scheme, where the host is) is computed once, on
 * first use, and kept: every rule runs on every string urilint sees, so the linter pays for each
 * fact once instead of once per rule. Not thread-safe: one candidate per lint call.
 */
public final class Candidate {

  private final String input;
  private final Context context;
  private final List<Placeholder> templates;
  private final List<Span> placeholders;
  private final String neutral;
  private final ParseResult parse;
  private final Optional<UriReference> reference;
  // Whether '@', '%' and '=' occur: the first screen of several rules and of the placeholder scan,
  // searched once here instead of once per rule.
  private final boolean hasAt;
  private final boolean hasPercent;
  private final boolean hasEquals;
  // Computed on first use, then shared by every rule and finding.
  private String masked;
  private String scheme;
  private Scheme schemeFacts = SchemeRegistry.UNKNOWN; // set with scheme
  private int schemeTraits; // set with scheme
  private List<SecretSpans.Secret> secrets;
  private Optional<HostLocator.Located> located;
  private int traits = -1;
  private boolean hostHasUpperCase;
  private boolean dotSegment;

  private Candidate(String input, Context context) {
    this.input = input;
    this.context = context;
    this.hasAt = input.indexOf('@') >= 0;
    this.hasPercent = input.indexOf('%') >= 0;
    this.hasEquals = input.indexOf('=') >= 0;
    ParseOptions options = context.zoneIds() ? ZONE_IDS : ParseOptions.DEFAULT;
    // Every placeholder syntax has a '$', '{', '@', '%', '<' or "RAW(". A '{' or '<' is never part
    // of a URI (RFC 3986 §2), so a string with none of '$', '@' and '%' is parsed as it is, and
    // searched for the others only when that parse fails: most strings are searched three times
    // instead of four.
    boolean mayHoldPlaceholder = hasAt || hasPercent || input.indexOf('$') >= 0;
    List<Placeholder> found = mayHoldPlaceholder ? Placeholders.scan(input, context.placeholders()) : List.of();
    ParseResult asWritten = found.isEmpty() ? UriParser.parse(input, options) : null;
    if (asWritten instanceof ParseResult.Malformed && !mayHoldPlaceholder && mayHoldBracedPlaceholder(input)) {
      found = Placeholders.scan(input, context.placeholders());
    }
    this.templates = found;
    this.placeholders = found.isEmpty() ? List.of() : found.stream().map(Placeholder::span).toList();
    this.neutral = found.isEmpty() ? input : Placeholders.neutralize(input, placeholders);
    this.parse = found.isEmpty() ? asWritten : UriParser.parse(neutral, options);
    this.reference = parse instanceof ParseResult.Parsed p ? Optional.of(p.reference()) : Optional.empty();
  }

  // '{' and '<' are never part of a URI (RFC 3986 §2), and RAW(...) holds a Camel literal: only
  // a string that does not parse is searched for them.
  private static boolean mayHoldBracedPlaceholder(String input) {
    return input.indexOf('{') >= 0 || input.indexOf('<') >= 0 || input.indexOf("RAW(") >= 0;
  }

  private static final ParseOptions ZONE_IDS = ParseOptions.DEFAULT.withZoneIds(true);

  /** Finds the placeholders of {@code input} and parses the rest. */
  public static Candidate of(String input, Context context) {
    return new Candidate(input, context);
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
      case '@' -> hasAt;
      case '%' -> hasPercent;
      case '=' -> hasEquals;
      default -> input.indexOf(c) >= 0;
    };
  }

  /** What this candidate has of what the rules need; see {@link Trait}. */
  public Set<Trait> traits() {
    EnumSet<Trait> set = EnumSet.noneOf(Trait.class);
    for (Trait t : Trait.values()) {
      if ((traitBits() & bit(t)) != 0) {
        set.add(t);
      }
    }
    return set;
  }

  /** {@link #traits()} as a bit set, bit {@code 1 << t.ordinal()} per trait; what the linter uses. */
  public int traitBits() {
    if (traits < 0) {
      traits = computeTraits();
    }
    return traits;
  }

  static int bit(Trait trait) {
    return 1 << trait.ordinal();
  }

  private int computeTraits() {
    int bits = bit(Trait.ANY);
    bits |= hasAt ? bit(Trait.AT_SIGN) : 0;
    bits |= hasPercent ? bit(Trait.PERCENT_SIGN) : 0;
    bits |= hasEquals ? bit(Trait.EQUALS_SIGN) : 0;
    if (reference.isEmpty()) {
      return bits | bit(Trait.MALFORMED) | bit(Trait.PORT) | bit(Trait.NOT_SCHEME_AUTHORITY) | bit(Trait.HOST_MAY_BE_IDN)
          | bit(Trait.NO_HOST) | bit(Trait.HOST_MAY_BE_NUMERIC) | bit(Trait.SCHEME_NOT_HTTP)
          | bit(Trait.SCHEME_MAY_BE_CLEARTEXT) | bit(Trait.UNCOMMON_SCHEME) | bit(Trait.MAY_NOT_BE_NORMAL);
    }
    UriReference uri = reference.get();
    String name = scheme();
    bits |= schemeTraits;
    boolean port = uri.portSpan().isPresent();
    bits |= port ? bit(Trait.PORT) : 0;
    // Indexes, not spans: this runs on every string, and most rules never ask for a span.
    bits |= uri.hasAuthority() && uri.schemeEnd() > 1 ? 0 : bit(Trait.NOT_SCHEME_AUTHORITY);
    bits |= hostTraits(uri.hostStart(), uri.hostEnd());
    Span path = uri.pathSpan();
    dotSegment = hasDotSegment(neutral, path.start(), path.end());
    boolean mayNotBeNormal =
        hostHasUpperCase
            || hasPercent
            || port
            || dotSegment
            || uri.hasAuthority() && path.length() == 0
            || !neutral.startsWith(name); // an upper-case scheme
    return bits | (mayNotBeNormal ? bit(Trait.MAY_NOT_BE_NORMAL) : 0);
  }

  private int hostTraits(int start, int end) {
    if (start == end) { // no authority (both -1), or an empty host
      // "file:///etc/hosts": RFC 8089 §2 reads an empty file host as the local machine.
      return start >= 0 && "file".equals(scheme()) ? 0 : bit(Trait.NO_HOST);
    }
    int bits = 0;
    // One look at each host character answers two questions: an A-label needs a '-', and
    // normalization lower-cases upper case.
    for (int i = start; i < end; i++) {
      char c = neutral.charAt(i);
      if (c == '-') {
        bits |= bit(Trait.HOST_MAY_BE_IDN);
      } else if (c >= 'A' && c <= 'Z') {
        hostHasUpperCase = true;
      }
    }
    int last = end - 1 > start && input.charAt(end - 1) == '.' ? end - 2 : end - 1;
    return bits | (isHexDigit(input.charAt(last)) ? bit(Trait.HOST_MAY_BE_NUMERIC) : 0);
  }

  // A "." or ".." segment (RFC 3986 §3.3) in text[start, end), a path. Only a dot that starts the
  // path or follows a '/' can start one, and most paths have one dot (an extension) or none.
  private static boolean hasDotSegment(String text, int start, int end) {
    for (int at = text.indexOf('.', start); at >= 0 && at < end; at = text.indexOf('.', at + 1)) {
      if (at == start || text.charAt(at - 1) == '/') {
        int after = at + 1 < end && text.charAt(at + 1) == '.' ? at + 2 : at + 1;
        if (after == end || text.charAt(after) == '/') {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean isHexDigit(char c) {
    return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
  }

  /** Whether the parsed host has an ASCII upper-case letter ({@code "Example.COM"}). */
  public boolean hostHasUpperCase() {
    traitBits();
    return hostHasUpperCase;
  }

  /** Whether the parsed path has a {@code "."} or {@code ".."} segment ({@code "/a/./b"}). */
  public boolean hasDotSegment() {
    traitBits();
    return dotSegment;
  }

  /**
   * The placeholder whose default value holds {@code span} ({@code ${DB_PASS:changeit}} around
   * {@code changeit}): a default is literal text that ships whenever the variable is unset.
   */
  public Optional<Span> placeholderWithDefault(Span span) {
    for (Placeholder p : templates) {
      if (p.defaultValue().filter(d -> d.start() <= span.start() && span.end() <= d.end()).isPresent()) {
        return Optional.of(p.span());
      }
    }
    return Optional.empty();
  }

  // "http://localhost:@port@/repo": the '@'s of a Maven token are no userinfo delimiter. Read
  // without its placeholders the authority has no userinfo, so a "password" the raw text shows
  // inside it is not one.
  private List<SecretSpans.Secret> withoutTemplatedDelimiters(List<SecretSpans.Secret> found) {
    if (reference.isEmpty() || !reference.get().hasAuthority() || reference.get().userinfoSpan().isPresent()) {
      return List.copyOf(found);
    }
    Span authority = reference.get().authoritySpan().orElseThrow();
    return found.stream()
        .filter(s -> s.kind() != SecretSpans.Kind.USERINFO_PASSWORD
            || s.span().start() < authority.start() || s.span().end() > authority.end())
        .toList();
  }

  /** Whether the string holds any placeholder. */
  public boolean isTemplated() {
    return !placeholders.isEmpty();
  }

  /** Whether {@code span} overlaps a placeholder. */
  public boolean isTemplated(Span span) {
    if (placeholders.isEmpty()) {
      return false; // most strings; spares the iterator
    }
    for (Span p : placeholders) {
      if (p.start() < span.end() && span.start() < p.end()
          || span.length() == 0 && p.contains(span.start())) {
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
    if (scheme == null) {
      scheme = reference.isPresent() ? schemeName(reference.get()) : "";
    }
    return scheme;
  }

  /** Where the host and port are, leniently for a string that is not a URI; see {@link HostLocator}. */
  public Optional<HostLocator.Located> located() {
    if (located == null) {
      located = HostLocator.locate(reference(), neutralized());
    }
    return located;
  }

  /** The secrets of the input as {@link SecretSpans} finds them; shared by the rules and the mask. */
  public List<SecretSpans.Secret> secrets() {
    if (secrets == null) {
      List<SecretSpans.Secret> found = SecretSpans.find(input);
      secrets = isTemplated() ? withoutTemplatedDelimiters(found) : List.copyOf(found);
    }
    return secrets;
  }

  private static final int NOT_HTTP = bit(Trait.SCHEME_NOT_HTTP);
  private static final int CLEARTEXT = bit(Trait.SCHEME_MAY_BE_CLEARTEXT);
  private static final int UNCOMMON = bit(Trait.UNCOMMON_SCHEME);

  // The registry's lower-case name is a shared constant: a known scheme costs no copy, and its
  // cached hash code serves the rules' lookups.
  private String schemeName(UriReference uri) {
    int length = uri.schemeEnd();
    if (length < 0) {
      schemeFacts = SchemeRegistry.UNKNOWN;
      schemeTraits = NOT_HTTP; // a relative reference
      return "";
    }
    Scheme facts = SchemeRegistry.lookup(input, 0, length);
    schemeFacts = facts;
    if (facts == SchemeRegistry.UNKNOWN) {
      schemeTraits = NOT_HTTP | UNCOMMON;
      return input.substring(0, length).toLowerCase(java.util.Locale.ROOT);
    }
    String name = facts.name();
    boolean http = length == 4 && name.equals("http") || length == 5 && name.equals("https");
    schemeTraits = (http ? 0 : NOT_HTTP) | (facts.cleartext() ? CLEARTEXT : 0);
    return name;
  }

  /**
   * What the registry knows about the scheme ({@link SchemeRegistry#UNKNOWN} for a scheme it
   * does not know, a relative reference, or a string that is no URI).
   */
  public Scheme schemeFacts() {
    scheme();
    return schemeFacts;
  }

  /** The text of {@code span} as written in the input (placeholders included). */
  public String text(Span span) {
    return span.of(input);
  }

  /** The input with its secrets masked: what messages show. */
  public String masked() {
    return maskedInput();
  }

  /**
   * What a message quotes: {@link #masked()}, shortened to at most {@value #SHOWN_LIMIT}
   * characters ("head…tail") so that many findings on one huge string stay linear in size.
   */
  public String shown() {
    return shorten(maskedInput());
  }

  /** {@code text} cut to at most {@link #SHOWN_LIMIT} characters, its start and end kept. */
  public static String shorten(String text) {
    if (text.length() <= SHOWN_LIMIT) {
      return text;
    }
    return text.substring(0, SHOWN_LIMIT - 61) + "…" + text.substring(text.length() - 60);
  }

  /** Longest string {@link #shown()} returns. */
  public static final int SHOWN_LIMIT = 200;

  private String maskedInput() {
    if (masked == null) {
      masked = Masking.mask(input, secrets());
    }
    return masked;
  }
}
