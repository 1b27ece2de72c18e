package dev.urilint.rules;

import dev.urilint.candidate.Candidate;
import dev.urilint.candidate.Trait;
import dev.urilint.hosts.HostLikeNames;
import dev.urilint.lint.Finding;
import dev.urilint.lint.RuleId;
import dev.urilint.uri.HostKind;
import dev.urilint.uri.Span;
import dev.urilint.uri.UriReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * An authority that misleads about the host it reaches: a userinfo that looks like a host
 * ({@code https://trusted.com@evil.com}, {@code https://www.google.com:443@evil.com}), encoded
 * delimiters that make a host or userinfo read differently once decoded ({@code %2F}, {@code %3F},
 * {@code %23}, {@code %40}, {@code %3A}, {@code %5C} in the host; {@code %2F}, {@code %3F}, {@code
 * %23} in the userinfo), a backslash before {@code @} (browsers read {@code \} as {@code /}, RFC
 * 3986 parsers do not, so they disagree on the host), and more than one {@code @}.
 *
 * <p>RFC 3986 §7.6: <em>"Because the userinfo subcomponent is rarely used and appears before the
 * host in the authority component, it can be used to construct a URI intended to mislead a human
 * user by appearing to identify one (trusted) naming authority while actually identifying a
 * different authority hidden behind the noise."</em> §7.2 and §7.3 on decoded delimiters:
 * <em>"Applications must split the URI into its components and subcomponents prior to decoding
 * the octets, as otherwise the decoded octets might be mistaken for delimiters."</em>
 *
 * <p>Not reported: ordinary user names ({@code ftp://john.doe@ftp.example.com}: {@code doe} is not
 * a top-level domain), {@code %40} and {@code %3A} in a userinfo (the right way to write an e-mail
 * address as user name), templated parts. No fix: only the author knows which host was meant.
 */
public final class MisleadingAuthorityRule implements Rule {


  @Override
  public RuleId id() {
    return RuleId.MISLEADING_AUTHORITY;
  }

  @Override
  public Set<Trait> triggers() {
    return Set.of(Trait.AT_SIGN, Trait.PERCENT_SIGN);
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    if (!candidate.contains('@') && !candidate.contains('%')) {
      return List.of(); // nothing can mislead without an '@' or an escape
    }
    List<Finding> findings = new ArrayList<>();
    Optional<Span> raw = rawAuthority(candidate.input());
    if (raw.isEmpty()) {
      return findings;
    }
    backslashOrSecondAt(candidate, raw.get()).ifPresent(findings::add);
    // A JDBC URL's authority is its driver URL's: "jdbc:mysql://db.example.com@evil.example.net/x".
    Optional<UriReference> ref = candidate.authorityReference().filter(UriReference::hasAuthority);
    if (ref.isEmpty()) {
      return findings;
    }
    ref.get().userinfoSpan().flatMap(u -> hostLikeUserinfo(candidate, u, ref.get())).ifPresent(findings::add);
    ref.get().userinfoSpan().flatMap(u -> encodedDelimiter(candidate, u, "userinfo", "%2F%3F%23")).ifPresent(findings::add);
    ref.get()
        .hostSpan()
        .filter(h -> ref.get().hostKind().orElseThrow() == HostKind.REG_NAME)
        .flatMap(h -> encodedDelimiter(candidate, h, "host", "%2F%3F%23%40%3A%5C"))
        .ifPresent(findings::add);
    return findings;
  }

  private Optional<Finding> hostLikeUserinfo(Candidate candidate, Span userinfo, UriReference ref) {
    String text = candidate.text(userinfo);
    int colon = text.indexOf(':');
    String user = colon < 0 ? text : text.substring(0, colon);
    if (candidate.isTemplated(userinfo) || !HostLikeNames.looksLikeHost(decodeDelimiters(user))) {
      return Optional.empty();
    }
    return Optional.of(
        finding(
            "the user name '"
                + user
                + "' looks like a host, but '"
                + candidate.shown()
                + "' goes to '"
                + ref.host().orElse("")
                + "': everything before '@' is a user name (RFC 3986 §7.6); if this is a link, it"
                + " is a phishing pattern, otherwise remove the part before '@'",
            userinfo));
  }

  private Optional<Finding> encodedDelimiter(Candidate candidate, Span part, String name, String codes) {
    String text = candidate.text(part).toUpperCase(Locale.ROOT);
    for (int i = text.indexOf('%'); i >= 0 && i + 3 <= text.length(); i = text.indexOf('%', i + 1)) {
      String code = text.substring(i, i + 3);
      Span span = new Span(part.start() + i, part.start() + i + 3);
      if (codes.contains(code) && !candidate.isTemplated(span)) {
        char decoded = (char) Integer.parseInt(code.substring(1), 16);
        return Optional.of(
            finding(
                "encoded delimiter '"
                    + code
                    + "' (a '"
                    + decoded
                    + "') in the "
                    + name
                    + " of '"
                    + candidate.shown()
                    + "': a component that decodes it reads a different authority than the one"
                    + " shown (RFC 3986 §7.3, §7.6); remove it or, if it is data, keep it out of the"
                    + " authority",
                span));
      }
    }
    return Optional.empty();
  }

  // Works on invalid URIs too: the parser rejects '\' and a second '@', browsers do not.
  private Optional<Finding> backslashOrSecondAt(Candidate candidate, Span authority) {
    String input = candidate.input();
    int lastAt = -1;
    int ats = 0;
    int backslash = -1;
    for (int i = authority.start(); i < authority.end(); i++) {
      char c = input.charAt(i);
      if (c == '@') {
        lastAt = i;
        ats++;
      } else if (c == '\\' && backslash < 0 && lastAt < 0) {
        backslash = i;
      }
    }
    if (lastAt < 0 || candidate.isTemplated(new Span(authority.start(), lastAt + 1))) {
      return Optional.empty();
    }
    if (backslash >= 0) {
      return Optional.of(
          finding(
              "a backslash before '@' in '"
                  + candidate.shown()
                  + "': browsers read '\\' as '/' and go to '"
                  + input.substring(authority.start(), backslash)
                  + "', RFC 3986 parsers reject it or go to the host after '@' (RFC 3986 §7.6);"
                  + " the two disagree about the host",
              new Span(backslash, backslash + 1)));
    }
    if (ats > 1) {
      return Optional.of(
          finding(
              "more than one '@' in the authority of '"
                  + candidate.shown()
                  + "': parsers disagree whether the host starts after the first or the last '@'"
                  + " (RFC 3986 §7.6); percent-encode an '@' that belongs to the user name as %40",
              new Span(lastAt, lastAt + 1)));
    }
    return Optional.empty();
  }

  // From after "//" to the first '/', '?' or '#' ('\\' is not an end here, see above).
  private static Optional<Span> rawAuthority(String input) {
    int slashes = input.indexOf("//");
    if (slashes < 0 || slashes > 0 && input.charAt(slashes - 1) != ':') {
      return Optional.empty();
    }
    for (int i = 0; i < slashes; i++) {
      char c = input.charAt(i);
      if (!(c < 0x80 && Character.isLetterOrDigit(c) || c == '+' || c == '-' || c == '.' || c == ':')) {
        return Optional.empty();
      }
    }
    int end = slashes + 2;
    while (end < input.length() && "/?#".indexOf(input.charAt(end)) < 0 && input.charAt(end) > ' ') {
      end++;
    }
    return Optional.of(new Span(slashes + 2, end));
  }

  private static String decodeDelimiters(String text) {
    return text.replace("%2E", ".").replace("%2e", ".");
  }

  private Finding finding(String message, Span span) {
    return new Finding(id(), id().defaultSeverity(), message, span, Optional.empty());
  }
}
