package dev.urilint.rules;

import dev.urilint.candidate.Candidate;
import dev.urilint.candidate.MaskedRendering;
import dev.urilint.candidate.Trait;
import dev.urilint.lint.Applicability;
import dev.urilint.lint.Expects;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.placeholders.FillInWords;
import dev.urilint.scheme.dialect.CamelEndpoints;
import dev.urilint.scheme.dialect.HostLists;
import dev.urilint.scheme.dialect.JdbcUrls;
import dev.urilint.scheme.SchemeRegistry;
import dev.urilint.scheme.dialect.TransportList;
import dev.urilint.secrets.Masking;
import dev.urilint.secrets.SecretSpans;
import dev.urilint.uri.GrammarRule;
import dev.urilint.uri.ParseOptions;
import dev.urilint.uri.ParseResult;
import dev.urilint.uri.Span;
import dev.urilint.uri.UriParser;
import dev.urilint.uri.Violation;
import dev.urilint.uri.ViolationKind;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Violates the RFC 3986 grammar: every violation the engine finds, each with its index and the
 * engine's hint ("illegal character ' ' at index 17 in path; percent-encode it as %20").
 *
 * <p>RFC 3986 §2: <em>"A URI is composed from a limited set of characters consisting of digits,
 * letters, and a few graphic symbols."</em> §2.1: <em>"A percent-encoding mechanism is used to
 * represent a data octet in a component when that octet's corresponding character is outside the
 * allowed set or is being used as a delimiter of, or within, the component."</em> The grammar is
 * Appendix A.
 *
 * <p>The string is checked with its placeholders neutralized, so {@code http://${HOST}/x} is
 * never malformed. A colon in the first segment of a relative reference ({@code localhost:8080},
 * {@code 10.0.0.1:80}) is left to {@code relative-colon-segment}, which knows the look-alikes
 * ({@code 8080:80}, times) and gives a better fix.
 *
 * <p>Fix, one per violation, when it is unambiguous: percent-encode the character (space →
 * {@code %20}, {@code "} {@code <} {@code >} {@code {} {@code }} {@code |} {@code ^} {@code `};
 * {@code [}/{@code ]} outside the authority; non-ASCII outside the host as its UTF-8 octets, the
 * IRI-to-URI mapping of RFC 3987 §3.1), {@code %} without two hex digits → {@code %25}, a second
 * {@code #} → {@code %23}. None for a backslash (a separator {@code /} or a literal {@code %5C}?),
 * control characters (usually a paste error, to be removed), a bad scheme, port or IP literal, a
 * second {@code @}, or a string that ends too early.
 *
 * <p>Not reported: a port spelled as a fill-in word ({@code https://host:port/auth/realms/x},
 * {@code http://hostname:port/}: {@link FillInWords}), which a reader replaces with a number.
 */
public final class MalformedUriRule implements Rule {

  // What a Camel endpoint ("stream:in?promptMessage=Enter a number", "sql:select * from t",
  // "netty:tcp://h:4444?encoders=#bean:e&decoders=#bean:d") may hold raw: Camel encodes it before
  // it parses the URI. A bad '%' escape or a bad port is still malformed there.
  private static final Set<ViolationKind> CAMEL_ENCODES =
      EnumSet.of(ViolationKind.ILLEGAL_CHARACTER, ViolationKind.NON_ASCII, ViolationKind.SECOND_FRAGMENT);

  @Override
  public RuleId id() {
    return RuleId.MALFORMED_URI;
  }

  @Override
  public Set<Trait> triggers() {
    return Set.of(Trait.MALFORMED);
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    if (candidate.parse() instanceof ParseResult.Parsed) {
      return List.of();
    }
    String input = candidate.input();
    ParseOptions options = ParseOptions.DEFAULT.withZoneIds(candidate.context().zoneIds());
    String text = candidate.neutralized();
    if (JdbcUrls.isJdbcUrl(text)) {
      // A JDBC URL is "jdbc:" and its driver's URL (JDBC 4.3 §9.4), whose host may be an IP
      // literal: "jdbc:postgresql://[::1]:5432/db". Read whole, RFC 3986 sees '[' in a path.
      // With '+' for the colons of "jdbc:" and the names that follow it, the string is checked
      // by its driver URL's grammar ("jdbc+postgresql" is a scheme), at the same indexes. A
      // value in ODBC braces (SQL Server: ";databaseName={my;db}") is the driver's to read.
      text = JdbcUrls.withBracedValuesFilled(JdbcUrls.asDriverScheme(text));
      if (UriParser.parse(text, options) instanceof ParseResult.Parsed) {
        return List.of();
      }
    }
    if (TransportList.isValid(text, options)) {
      return List.of(); // "(tcp://a:61616,tcp://b:61616)?ha=true": an Artemis transport list
    }
    if (HostLists.isValid(text, options)) {
      return List.of(); // "mongodb://h1:27017,h2:27017/app": a seed list, which the client splits
    }
    Optional<Finding> delimiter = delimiterInPassword(candidate);
    boolean camel = candidate.context().expects() == Expects.CAMEL_ENDPOINT || CamelEndpoints.isEndpoint(input, candidate.context().key());
    String checked = text;
    List<Violation> violations = UriParser.violations(text, options);
    List<Finding> findings = new ArrayList<>();
    delimiter.ifPresent(findings::add);
    for (Violation v : violations) {
      int index = Math.min(Math.max(v.index(), 0), input.length());
      if (delimiter.isPresent() && delimiter.get().span().contains(index)) {
        continue; // the port or host the early end of the authority made: the delimiter's finding
      }
      Span span = new Span(index, Math.min(input.length(), index + charLength(input, index)));
      if (isFirstSegmentColon(input, v, index) || span.length() > 0 && candidate.isTemplated(span)) {
        continue;
      }
      if (v.kind() == ViolationKind.BAD_PORT && isFillInPort(input, index)) {
        continue; // "https://host:port/auth": a word for the reader to replace, not a port typo
      }
      if (camel && CAMEL_ENCODES.contains(v.kind())) {
        // Camel percent-encodes these itself (UnsafeUriCharactersEncoder), '#' included: an
        // endpoint has no fragment, "offsetRepository=#repo" names a bean.
        continue;
      }
      Optional<Finding> scpLike = v.kind() == ViolationKind.BAD_PORT ? scpLikePath(input, index, span) : Optional.empty();
      findings.add(
          scpLike.orElseGet(
              () -> new Finding(id(), id().defaultSeverity(), v.message(), span, fix(input, v, span).filter(f -> repairs(f, checked, options)))));
    }
    if (violations.size() >= UriParser.MAX_VIOLATIONS && !findings.isEmpty()) {
      // The parser stops counting there: say so, rather than let the rest vanish unmentioned.
      Finding last = findings.remove(findings.size() - 1);
      findings.add(new Finding(last.rule(), last.severity(),
          last.message() + " (the check stops at " + UriParser.MAX_VIOLATIONS + " violations in one string: there may be more)",
          last.span(), last.fix()));
    }
    return findings;
  }

  // "git+ssh://git@github.com:acme/app.git": git's scp-like "host:path" (npm documents it) inside
  // an ssh URL, where RFC 3986 reads "acme" as the port. A '/' makes it the URI it means.
  private Optional<Finding> scpLikePath(String input, int index, Span span) {
    int schemeEnd = input.indexOf("://");
    int colon = input.lastIndexOf(':', index - 1);
    if (schemeEnd <= 0
        || colon <= schemeEnd + 3
        || colon != index - 1
        || index >= input.length()
        || !(Character.isLetter(input.charAt(index)) || input.charAt(index) == '~')
        || !isSshTransport(input, schemeEnd)) {
      return Optional.empty();
    }
    Fix fix = Fix.unsafe(new Span(colon, colon + 1), "/", "separate host and path with '/'");
    String meant = Masking.maskValue(fix.applyTo(input));
    String message =
        "':' at index " + colon + " starts a port, which is digits only, but index " + index
            + " holds '" + input.charAt(index) + "' (RFC 3986 §3.2.3): 'host:path' is git's scp-like"
            + " syntax, which npm accepts in git+ssh URLs but no URI parser does; write '"
            + MaskedRendering.shorten(meant) + "'";
    return Optional.of(new Finding(id(), id().defaultSeverity(), message, span, Optional.of(fix)));
  }

  // "mongodb://app:Kx9#mP2@db/": a '#', '?' or '/' in a password ends the authority before its
  // '@', so the parser reads "Kx9" as a port and reports a non-digit there; what the user must do
  // is percent-encode that character in the password. Naming which of the three delimiters the
  // password holds is what makes the message useful, and tells nothing else of it; the finding
  // covers the password, so it carries no fix (the replacement would hold the password).
  private Optional<Finding> delimiterInPassword(Candidate candidate) {
    for (SecretSpans.Secret secret : candidate.secrets()) {
      if (secret.kind() != SecretSpans.Kind.USERINFO_PASSWORD || secret.placeholder()) {
        continue;
      }
      String password = candidate.text(secret.span());
      for (char delimiter : AUTHORITY_ENDS) {
        if (password.indexOf(delimiter) >= 0) {
          String encoded = String.format("%%%02X", (int) delimiter);
          String message = "the password holds '" + delimiter + "', which ends the authority before its '@'"
              + " (RFC 3986 §3.2), so the rest reads as a host and port; percent-encode each '"
              + delimiter + "' in the password as " + encoded;
          return Optional.of(new Finding(id(), id().defaultSeverity(), message, secret.span(), Optional.empty()));
        }
      }
    }
    return Optional.empty();
  }

  private static final char[] AUTHORITY_ENDS = {'#', '?', '/'};

  // Whether the port that holds index is a fill-in word ("host:port", "hostname:PORT_NUMBER").
  private static boolean isFillInPort(String input, int index) {
    int colon = input.lastIndexOf(':', index);
    int end = colon + 1;
    while (end < input.length() && "/?#".indexOf(input.charAt(end)) < 0) {
      end++;
    }
    return colon >= 0 && FillInWords.isPortWord(input, colon + 1, end);
  }

  // A fix must repair what it claims to: "http://[::1]x/" with %78 for the 'x' is still broken at
  // the same place (an IP literal ends the host), so no fix is offered there. Checked on the
  // neutralized text; only malformed strings with a fix pay the second parse.
  private static boolean repairs(Fix fix, String text, ParseOptions options) {
    String fixed = fix.applyTo(text);
    int from = fix.span().start();
    int to = from + fix.replacement().length();
    for (Violation v : UriParser.violations(fixed, options)) {
      if (v.index() >= from && v.index() < to) {
        return false;
      }
    }
    return true;
  }

  // ssh, sftp, scp, git+ssh, svn+ssh: the schemes whose default port is SSH's.
  private static boolean isSshTransport(String input, int schemeEnd) {
    return SchemeRegistry.lookup(input, 0, schemeEnd).defaultPort() == SSH_PORT;
  }

  private static final int SSH_PORT = 22;

  // "localhost:8080", "10.0.0.1:80", "8080:80": relative-colon-segment's. "1http://x" is a bad
  // scheme, not a relative path, and stays here.
  private static boolean isFirstSegmentColon(String input, Violation v, int index) {
    return v.rule() == GrammarRule.SEGMENT_NZ_NC
        && index < input.length()
        && input.charAt(index) == ':'
        && !input.startsWith("//", index + 1);
  }

  private static int charLength(String input, int index) {
    if (index >= input.length()) {
      return 0;
    }
    return Character.isHighSurrogate(input.charAt(index))
            && index + 1 < input.length()
            && Character.isLowSurrogate(input.charAt(index + 1))
        ? 2
        : 1;
  }

  private static Optional<Fix> fix(String input, Violation v, Span span) {
    // Percent-encoding a character of a path, query or fragment is what every lenient parser
    // already does with it before sending: the same resource. In the authority or the scheme it
    // changes what is reached (a user name, a host): the user decides.
    Applicability applicability =
        inAuthority(v.rule()) || v.rule() == GrammarRule.SCHEME ? Applicability.UNSAFE : Applicability.SAFE;
    if (v.kind() == ViolationKind.BAD_PERCENT_ENCODING) {
      return percentFix(input, span.start(), applicability);
    }
    if (span.length() == 0) {
      return Optional.empty();
    }
    char c = input.charAt(span.start());
    return switch (v.kind()) {
      case ILLEGAL_CHARACTER -> c == '@' || c == '\\' || c < 0x20 || c == 0x7f ? Optional.empty() : encode(input, span, applicability);
      case MISPLACED_BRACKET -> inAuthority(v.rule()) ? Optional.empty() : encode(input, span, applicability);
      case NON_ASCII -> inHost(v.rule()) || Character.isSurrogate(c) && span.length() == 1 ? Optional.empty() : encode(input, span, applicability);
      case SECOND_FRAGMENT -> c == '#' ? encode(input, span, applicability) : Optional.empty();
      default -> Optional.empty();
    };
  }

  // The violation points at the first bad hex digit (or the end); the '%' is one or two before.
  private static Optional<Fix> percentFix(String input, int index, Applicability applicability) {
    for (int p = index; p >= Math.max(0, index - 2); p--) {
      if (p < input.length() && input.charAt(p) == '%') {
        return Optional.of(new Fix(new Span(p, p + 1), "%25", "percent-encode the lone '%' as %25", applicability,
            Optional.empty()));
      }
    }
    return Optional.empty();
  }

  private static Optional<Fix> encode(String input, Span span, Applicability applicability) {
    String text = span.of(input);
    StringBuilder encoded = new StringBuilder();
    for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
      encoded.append('%').append(String.format(Locale.ROOT, "%02X", b & 0xFF));
    }
    String shown = text.codePointAt(0) < 0x80 ? "'" + text + "'" : String.format(Locale.ROOT, "U+%04X", text.codePointAt(0));
    return Optional.of(new Fix(span, encoded.toString(), "percent-encode " + shown + " as " + encoded, applicability,
        Optional.empty()));
  }

  private static boolean inAuthority(GrammarRule rule) {
    return switch (rule) {
      case AUTHORITY, USERINFO, HOST, PORT, REG_NAME, IP_LITERAL, IPV6_ADDRESS, IPV_FUTURE, H16, LS32,
          IPV4_ADDRESS, DEC_OCTET -> true;
      default -> false;
    };
  }

  private static boolean inHost(GrammarRule rule) {
    return inAuthority(rule) && rule != GrammarRule.USERINFO && rule != GrammarRule.PORT;
  }
}
