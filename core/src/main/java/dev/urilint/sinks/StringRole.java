package dev.urilint.sinks;

import dev.urilint.lint.Context;
import dev.urilint.lint.Expects;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.TextUris;
import dev.urilint.lint.Usage;
import dev.urilint.placeholders.SourceFormat;
import dev.urilint.uri.Span;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The one policy both front ends apply to a string in Java source: what it is, and so which rules
 * it gets. A string that reaches a sink is a URI and gets every rule (RFC 6570 variables only where
 * the sink expands them). A string outside every sink that is, as a whole, an absolute URI ({@code
 * scheme://...} with nothing of a pattern or notation, see {@link AbsoluteUriShape#isWhole}) is a
 * URI wherever it stands, as a config value under any key is: it gets the security rules, because
 * a hard-coded password or a deceptive authority is wrong wherever it is written, and the grammar
 * rules ({@link #GRAMMAR_RULES}), because {@code :99999}, {@code %zz} or {@code htps://} breaks it
 * for whoever reads it. Such a string held by a name that says it is a URL (a {@code BASE_URL}
 * constant, returned from {@code getUpdateCenterUrl()}, see {@link #isUrlName}) also gets {@code
 * insecure-scheme}: the only thing a name decides. A plainly absolute string that writes a pattern
 * or notation ({@code https://github\\.com/.*}) gets the security rules only. Other text that holds
 * a URI with a secret (XML in a text block, {@code "connecting to jdbc:postgresql://app:pw@db/x"}) is
 * no URI, but each URI around a secret in it gets what a URI inside a config text value gets ({@link
 * TextUris}): a password leaks wherever it is written. Anything else (prose, a {@code "file:"}
 * prefix, an exception message) is not a URI.
 *
 * <pre>{@code
 * StringRole.of(Optional.of(Takes.URI), "http://a b");           // SINK_ARGUMENT: every rule
 * StringRole.of(Optional.empty(), "jdbc:postgresql://u:pw@db/"); // WHOLE_URI: security and grammar rules
 * StringRole.of(Optional.empty(), "https://acme.io/release notes"); // WHOLE_URI: a space breaks it
 * StringRole.of(Optional.empty(), "api.acme.io:8443/v1");         // SCHEMELESS_URI: its scheme lost
 * StringRole.of(Optional.empty(), "https://acme\\.io/.*");        // LOOSE_ABSOLUTE: security rules
 * StringRole.of(Optional.empty(), "to jdbc:pg://app:pw@db/x");     // TEXT: the URIs with a secret in it
 * StringRole.of(Optional.empty(), "Username: ");                  // NOT_A_URI
 * }</pre>
 */
public enum StringRole {
  /** The argument of a sink that takes a URI: every rule, no templates. */
  SINK_ARGUMENT,
  /** The argument of a sink that takes a URI template: every rule, RFC 6570 variables allowed. */
  TEMPLATE_ARGUMENT,
  /**
   * The argument of a sink that takes a URI or {@code host:port} ({@link Takes#expects()} is
   * {@link Expects#HOST_PORT}): every rule, and {@code host:port} is no scheme.
   */
  HOST_PORT_ARGUMENT,
  /** The argument of a sink that takes an Apache Camel endpoint: every rule, read as Camel reads it. */
  ENDPOINT_ARGUMENT,
  /**
   * Outside every sink, as a whole an absolute URI held by a URL name: the security rules, the
   * grammar rules and insecure-scheme.
   */
  NAMED_URL,
  /**
   * Outside every sink, as a whole an absolute URI, or one broken by a single space ({@link
   * AbsoluteUriShape#isBrokenByOneSpace}): the security rules and the grammar rules.
   */
  WHOLE_URI,
  /**
   * Outside every sink, a host, port and path whose scheme was left off ({@link
   * SchemelessUriShape}: {@code api.acme.io:8443/v1}): what a whole URI gets and {@code
   * relative-colon-segment}.
   */
  SCHEMELESS_URI,
  /**
   * Outside every sink, plainly an absolute URI that writes a pattern or notation, or a list of
   * URIs: the security rules only.
   */
  LOOSE_ABSOLUTE,
  /**
   * Outside every sink, text that is not plainly a URI but holds one with a secret ({@link
   * TextUris#runs}): each such URI gets what a URI inside a config text value gets ({@link
   * TextUris#checks(RuleId, CharSequence)}).
   */
  TEXT,
  /** Anything else: not checked. */
  NOT_A_URI;

  /**
   * The rules that judge a URI's own grammar, checked on a whole absolute URI outside sinks: what
   * breaks it for any reader ({@code malformed-uri}, {@code invalid-port}, {@code missing-host},
   * {@code unknown-scheme}, {@code scheme-syntax}) and an IPv4 host no reader expects ({@code
   * rare-ip-format}). Not {@code insecure-scheme}: whether a connection is made is the sink's
   * question (an XML namespace or a SAX feature name names {@code http://} hosts it never fetches);
   * not {@code non-normalized}: a normal form is the writer's choice, no defect; not {@code
   * relative-colon-segment}: an absolute URI has its scheme.
   */
  public static final Set<RuleId> GRAMMAR_RULES = Set.copyOf(EnumSet.of(RuleId.MALFORMED_URI, RuleId.INVALID_PORT,
      RuleId.MISSING_HOST, RuleId.UNKNOWN_SCHEME, RuleId.SCHEME_SYNTAX, RuleId.RARE_IP_FORMAT));

  /** The role of {@code value}, given what the sink it reaches takes (empty: no sink). */
  public static StringRole of(Optional<Takes> sink, String value) {
    return of(sink, value, Optional.empty());
  }

  /**
   * The role of {@code value}, given what the sink it reaches takes (empty: no sink) and, outside
   * sinks, the name that holds it: the variable or field it initializes or is assigned to, or the
   * method it is returned from.
   */
  public static StringRole of(Optional<Takes> sink, String value, Optional<String> holder) {
    if (sink.isPresent()) {
      return switch (sink.get().expects()) {
        case HOST_PORT -> HOST_PORT_ARGUMENT;
        case CAMEL_ENDPOINT -> ENDPOINT_ARGUMENT;
        case URI -> sink.get().allowsTemplates() ? TEMPLATE_ARGUMENT : SINK_ARGUMENT;
      };
    }
    if (SchemelessUriShape.is(value)) {
      return SCHEMELESS_URI;
    }
    // A URI broken by one space or whose "//" lost a slash is none by the letter, but a reader sees
    // the broken link: read as a whole URI, so its defect is reported.
    boolean whole = AbsoluteUriShape.isBrokenByOneSpace(value)
        || AbsoluteUriShape.lostASlash(value) && AbsoluteUriShape.isWhole(value);
    if (!whole && !AbsoluteUriShape.isPlainlyAbsolute(value)) {
      return TextUris.runs(value).isEmpty() ? NOT_A_URI : TEXT;
    }
    if (!whole && !AbsoluteUriShape.isWhole(value)) {
      return LOOSE_ABSOLUTE; // a pattern, notation or a list of URIs: the security rules only
    }
    return holder.isPresent() && isUrlName(holder.get()) ? NAMED_URL : WHOLE_URI;
  }

  /**
   * Whether some string outside every sink gets {@code rule}: the rules a check runs on every
   * constant string, not only on sink arguments.
   *
   * <pre>{@code
   * StringRole.checksOutsideSinks(RuleId.RELATIVE_COLON_SEGMENT);   // true: api.acme.io:8443/v1
   * StringRole.checksOutsideSinks(RuleId.NON_NORMALIZED);           // false
   * }</pre>
   */
  public static boolean checksOutsideSinks(RuleId rule) {
    return NAMED_URL.checks(rule) || SCHEMELESS_URI.checks(rule);
  }

  /**
   * Whether a Java name's last word is {@code url}: {@code url}, {@code baseUrl}, {@code
   * getConnectionCheckUrl}, {@code BASE_URL}, {@code jdbcURL}; not {@code curl}, {@code CURL},
   * {@code urlPrefix}, nor {@code NAMESPACE_URI} (a namespace is named, not fetched).
   */
  public static boolean isUrlName(String name) {
    int n = name.length();
    if (n < 3 || !name.regionMatches(true, n - 3, "url", 0, 3)) {
      return false;
    }
    if (n == 3) {
      return true;
    }
    char first = name.charAt(n - 3);
    char before = name.charAt(n - 4);
    if (first == 'u') {
      return before == '_' || before == '$'; // base_url; "curl" is one word
    }
    if (name.endsWith("URL")) {
      return !Character.isUpperCase(before); // BASE_URL, baseURL; not CURL
    }
    return first == 'U'; // baseUrl
  }

  /**
   * Whether a sink leaves {@code rule} to where its argument is written: the argument is the
   * constant named {@code constant} ({@code URI.create(BASE_URL)}), and the constant's own role
   * there, outside sinks, already checks the rule. A constant is checked once where it is written
   * and only for the sink's other rules where it is used, so no finding is reported twice; where
   * it is used, every finding still points into the constant's declaration. An argument that is
   * no name ({@code BASE + "/x"}, a literal) leaves nothing.
   *
   * <pre>{@code
   * // static final String HOME = "http://updates.acme.com/";  ...  URI.create(HOME)
   * StringRole.isCheckedWhereWritten(RuleId.CREDENTIALS_IN_URI, "http://updates.acme.com/", Optional.of("HOME")); // true
   * StringRole.isCheckedWhereWritten(RuleId.INSECURE_SCHEME, "http://updates.acme.com/", Optional.of("HOME"));    // false: the sink checks it
   * StringRole.isCheckedWhereWritten(RuleId.INSECURE_SCHEME, "http://updates.acme.com/", Optional.of("HOME_URL"));// true: a URL name
   * }</pre>
   */
  public static boolean isCheckedWhereWritten(RuleId rule, String value, Optional<String> constant) {
    return constant.isPresent() && of(Optional.empty(), value, constant).checks(rule);
  }

  /** Whether a string in this role gets {@code rule}. */
  public boolean checks(RuleId rule) {
    return switch (this) {
      case SINK_ARGUMENT, TEMPLATE_ARGUMENT, HOST_PORT_ARGUMENT, ENDPOINT_ARGUMENT -> true;
      // Outside sinks a whole URI gets what text gets (Usage.TEXT decides, for config values too)
      // and its grammar; a URL name adds the one thing a name decides.
      case NAMED_URL -> WHOLE_URI.checks(rule) || rule == RuleId.INSECURE_SCHEME;
      case WHOLE_URI -> Usage.TEXT.checks(rule) || GRAMMAR_RULES.contains(rule);
      // A lost scheme is the one defect of that shape: relative-colon-segment reports it.
      case SCHEMELESS_URI -> WHOLE_URI.checks(rule) || rule == RuleId.RELATIVE_COLON_SEGMENT;
      case LOOSE_ABSOLUTE -> Usage.TEXT.checks(rule);
      case TEXT -> TextUris.checks(rule);
      case NOT_A_URI -> false;
    };
  }

  /**
   * The parts of {@code value} the rules check in this role: each URI with a secret for {@link
   * #TEXT} ({@link TextUris#runs}), the whole string otherwise. A front end lints each part on its
   * own and places a finding at the part's start plus its index in the part.
   *
   * <pre>{@code
   * StringRole.TEXT.checkedParts("see https://u:pw@h/ now");  // [[4, 19)]
   * StringRole.WHOLE_URI.checkedParts("https://h/");          // [[0, 10)]
   * }</pre>
   */
  public List<Span> checkedParts(String value) {
    return this == TEXT ? TextUris.runs(value) : List.of(new Span(0, value.length()));
  }

  /**
   * The context the rules see, before the front end's own settings (allowed hosts, zone ids): a
   * locator at a sink, saying what the sink's parameter takes; a locator outside sinks for a whole
   * URI, with RFC 6570 variables allowed (whether {@code https://api.acme.io/users/{id}} is
   * expanded before use is not known there, as in a config value); plain text elsewhere. A sink's
   * name is no config key: {@code Client.target} says nothing of {@code host:port}, though a
   * config key ending in {@code target} would.
   *
   * <pre>{@code
   * StringRole.HOST_PORT_ARGUMENT.context().expects();   // Expects.HOST_PORT
   * StringRole.SINK_ARGUMENT.context().key();            // Optional.empty
   * }</pre>
   */
  public Context context() {
    // Java expands no placeholder itself (SourceFormat.JAVA): "https://u:$DB_PASS@h/" ships it.
    return base().withFormat(SourceFormat.JAVA);
  }

  private Context base() {
    return switch (this) {
      case SINK_ARGUMENT -> Context.locator().withoutTemplates();
      case TEMPLATE_ARGUMENT -> Context.locator().withTemplates();
      case HOST_PORT_ARGUMENT -> Context.locator().withoutTemplates().withExpects(Expects.HOST_PORT);
      case ENDPOINT_ARGUMENT -> Context.locator().withoutTemplates().withExpects(Expects.CAMEL_ENDPOINT);
      case NAMED_URL, WHOLE_URI, SCHEMELESS_URI -> Context.locator();
      case LOOSE_ABSOLUTE, TEXT, NOT_A_URI -> Context.text().withoutTemplates();
    };
  }
}
