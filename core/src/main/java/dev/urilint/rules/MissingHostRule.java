package dev.urilint.rules;

import dev.urilint.candidate.Candidate;
import dev.urilint.candidate.Trait;
import dev.urilint.hosts.InetAtonAddress;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.scheme.SchemeRegistry;
import dev.urilint.uri.Span;
import dev.urilint.uri.UriReference;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A scheme that needs a host has none, or lost the slashes or the colon in front of it: {@code
 * http:/x}, {@code http:x}, {@code http//x}, {@code https:///x}, {@code http://}, {@code
 * http://:80/}.
 *
 * <p>RFC 9110 §4.2.1: "A sender MUST NOT generate an "http" URI with an empty host identifier. A
 * recipient that processes such a URI reference MUST reject it as invalid." RFC 3986 §3.2.2: "If
 * the URI scheme defines a default for host, then that default applies when the host subcomponent
 * is undefined or the registered name is empty (zero length)." The schemes below define no such
 * default, the scheme registry's {@code needsHost} ({@code dev.urilint.scheme.SchemeRegistry}):
 * http and https (RFC 9110 §4.2), ws and wss (RFC 6455 §3), ftp, telnet, gopher, nntp, wais and
 * prospero (RFC 1738 §3, whose syntax for each starts with {@code "//" hostport}), ftps, sftp, ssh
 * and git (same shape by convention), rtsp and rtsps (RFC 7826 §4.2). {@code file} is not among
 * them: {@code file:///x} is its normal form (RFC 8089).
 *
 * <p>A fix is offered only where it is unambiguous: the text after {@code http:/} (or after the
 * third slash) looks like a host — {@code localhost}, an IPv4 address, an IP literal, or a dotted
 * name whose last label is alphabetic and not a file extension ({@code index.html} stays a path).
 * A placeholder right where the host would be ({@code http:${REST}}, {@code http://${HOST}/}) is
 * not a finding.
 */
public final class MissingHostRule implements Rule {

  private static final int MAX_SCHEME_LENGTH = 8;

  // Last labels that name a file type, not a top-level domain, in "http:/index.html".
  private static final Set<String> FILE_EXTENSIONS =
      Set.of(
          "html", "htm", "xhtml", "php", "jsp", "jspx", "asp", "aspx", "cgi", "json", "xml",
          "txt", "js", "css", "png", "jpg", "jpeg", "gif", "svg", "ico", "pdf", "jar", "war",
          "gz", "tgz", "do", "action", "py", "pl", "rb", "md", "yaml", "yml", "properties",
          "sh", "csv", "tsv", "wsdl", "xsd", "dtd", "bin", "exe", "iso", "class", "java");

  @Override
  public RuleId id() {
    return RuleId.MISSING_HOST;
  }

  @Override
  public Set<Trait> triggers() {
    return Set.of(Trait.NO_HOST);
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    Optional<Finding> lostColon = lostColon(candidate);
    if (lostColon.isPresent()) {
      return List.of(lostColon.get());
    }
    Optional<UriReference> parsed = candidate.reference();
    if (parsed.isEmpty() || parsed.get().schemeSpan().isEmpty()) {
      return List.of();
    }
    UriReference uri = parsed.get();
    Span scheme = uri.schemeSpan().get();
    if (candidate.isTemplated(scheme)
        || !candidate.schemeFacts().needsHost()) {
      return List.of();
    }
    if (!uri.hasAuthority()) {
      return noAuthority(candidate, uri, scheme);
    }
    Span host = uri.hostSpan().get();
    if (host.length() > 0 || candidate.isTemplated(host)) {
      return List.of();
    }
    return List.of(emptyHost(candidate, uri, scheme, host));
  }

  // "http//example.com": no colon, so RFC 3986 reads a relative path whose first segment is "http".
  private Optional<Finding> lostColon(Candidate candidate) {
    Optional<UriReference> parsed = candidate.reference();
    if (parsed.isPresent() && parsed.get().hasAuthority() && parsed.get().isAbsolute()) {
      return Optional.empty(); // "scheme://": its first "//" follows the colon
    }
    String input = candidate.input();
    int slashes = input.indexOf("//");
    // "scheme://" (the common case) and names longer than any host scheme are not a lost colon.
    if (slashes <= 0
        || slashes > MAX_SCHEME_LENGTH
        || input.charAt(slashes - 1) == ':'
        || !SchemeRegistry.lookup(input, 0, slashes).needsHost()
        || candidate.isTemplated(new Span(0, slashes + 2))) {
      return Optional.empty();
    }
    String name = input.substring(0, slashes);
    String after = firstSegment(input, slashes + 2);
    String message =
        String.format(
            "'%s' lost the ':' after '%s': RFC 3986 reads a relative path whose first segment is"
                + " '%s', not a URL with a host; write '%s://'",
            candidate.shown(), name, name, name);
    Optional<Fix> fix =
        !hasHost(after) || candidate.isTemplated(new Span(slashes + 2, slashes + 2 + after.length()))
            ? Optional.empty()
            : Optional.of(Fix.unsafe(new Span(slashes, slashes), ":", "insert ':' after '" + name + "'"));
    return Optional.of(finding(message, new Span(0, slashes + 2), fix));
  }

  // "http:/example.com", "http:example.com", "http:".
  private List<Finding> noAuthority(Candidate candidate, UriReference uri, Span scheme) {
    Span path = uri.pathSpan();
    String name = candidate.text(scheme);
    String input = candidate.input();
    int slashes = path.length() > 0 && input.charAt(path.start()) == '/' ? 1 : 0;
    int hostStart = path.start() + slashes;
    // "http:${REST}", "http:/${PATH}": the placeholder may well supply the slashes and the host.
    if (hostStart < input.length() && candidate.isTemplated(new Span(hostStart, hostStart + 1))) {
      return List.of();
    }
    String wouldBeHost = firstSegment(input, hostStart);
    Span span = new Span(scheme.start(), hostStart);
    if (wouldBeHost.isEmpty()) {
      String message =
          String.format(
              "'%s' has no host: '%s:' must be followed by '//' and a host (RFC 9110 §4.2.1)",
              candidate.shown(), name);
      return List.of(finding(message, span, Optional.empty()));
    }
    String message =
        String.format(
            "'%s' has %s after '%s:' where '//' must precede the host; RFC 3986 reads '%s' as a"
                + " path and the URL has no host",
            candidate.shown(),
            slashes == 1 ? "one slash" : "no slashes",
            name,
            hostPart(wouldBeHost));
    boolean fixable =
        looksLikeHost(wouldBeHost)
            && !candidate.isTemplated(new Span(hostStart, hostStart + wouldBeHost.length()));
    Optional<Fix> fix =
        fixable
            ? Optional.of(
                Fix.unsafe(
                    new Span(path.start(), hostStart),
                    "//",
                    "write '//' before the host '" + hostPart(wouldBeHost) + "'"))
            : Optional.empty();
    return List.of(finding(message, span, fix));
  }

  // "https:///example.com/x", "http://", "http://:80/".
  private Finding emptyHost(Candidate candidate, UriReference uri, Span scheme, Span host) {
    String name = candidate.text(scheme);
    Span authority = uri.authoritySpan().get();
    Span span = new Span(authority.start() - 2, authority.end());
    String input = candidate.input();
    boolean bareAuthority = authority.length() == 0;
    boolean thirdSlash = bareAuthority && host.end() < input.length() && input.charAt(host.end()) == '/';
    String wouldBeHost = thirdSlash ? firstSegment(input, host.end() + 1) : "";
    if (thirdSlash && !wouldBeHost.isEmpty()) {
      String message =
          String.format(
              "'%s' has an empty host: the third '/' after '%s:' ends the authority, so RFC 3986"
                  + " reads '%s' as a path",
              candidate.shown(), name, hostPart(wouldBeHost));
      boolean fixable =
          looksLikeHost(wouldBeHost)
              && !candidate.isTemplated(new Span(host.end() + 1, host.end() + 1 + wouldBeHost.length()));
      Optional<Fix> fix =
          fixable
              ? Optional.of(Fix.unsafe(new Span(host.end(), host.end() + 1), "", "remove the third '/'"))
              : Optional.empty();
      return finding(message, new Span(span.start(), host.end() + 1), fix);
    }
    String message =
        String.format(
            "'%s' has an empty host, but '%s' URLs need one (RFC 9110 §4.2.1, RFC 3986 §3.2.2)",
            candidate.shown(), name);
    return finding(message, span, Optional.empty());
  }

  private Finding finding(String message, Span span, Optional<Fix> fix) {
    return new Finding(id(), id().defaultSeverity(), message, span, fix);
  }

  // Whether "[userinfo@]host[:port]" names a host and a port: "http//:" would only become "http://:".
  private static boolean hasHost(String authority) {
    String host = hostPart(authority);
    int colon = host.startsWith("[") ? host.indexOf(':', Math.max(host.indexOf(']'), 0)) : host.indexOf(':');
    if (colon < 0) {
      return !host.isEmpty();
    }
    // and a port of digits: "http//a:a" would become "http://a:a", still no URL
    return colon > 0 && host.substring(colon + 1).chars().allMatch(ch -> ch >= '0' && ch <= '9');
  }

  // What a message may show of "[userinfo@]host[:port]": never the userinfo.
  private static String hostPart(String text) {
    return text.substring(text.lastIndexOf('@') + 1);
  }

  // The text from index up to the next "/", "?" or "#".
  private static String firstSegment(String input, int from) {
    int end = from;
    while (end < input.length() && "/?#".indexOf(input.charAt(end)) < 0) {
      end++;
    }
    return input.substring(from, end);
  }

  /**
   * Whether {@code text} ({@code [userinfo@]host[:port]}) clearly names a host: localhost, an
   * IPv4 address, an IP literal, or a dotted DNS name ending in an alphabetic label that is not a
   * file extension.
   */
  static boolean looksLikeHost(String text) {
    String host = text.substring(text.lastIndexOf('@') + 1);
    if (host.startsWith("[")) {
      return host.indexOf(']') > 1;
    }
    int colon = host.indexOf(':');
    if (colon >= 0) {
      String port = host.substring(colon + 1);
      if (!port.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
        return false;
      }
      host = host.substring(0, colon);
    }
    if (host.equalsIgnoreCase("localhost")) {
      return true;
    }
    if (InetAtonAddress.read(host).filter(InetAtonAddress::isCanonical).isPresent()) {
      return true;
    }
    return isDnsName(host);
  }

  private static boolean isDnsName(String host) {
    String[] labels = host.split("\\.", -1);
    if (labels.length < 2) {
      return false;
    }
    for (String label : labels) {
      if (label.isEmpty()
          || label.length() > 63
          || label.startsWith("-")
          || label.endsWith("-")
          || !label.chars().allMatch(ch -> isAsciiAlnum(ch) || ch == '-')) {
        return false;
      }
    }
    String top = labels[labels.length - 1].toLowerCase(Locale.ROOT);
    return top.length() >= 2
        && top.chars().allMatch(ch -> ch >= 'a' && ch <= 'z')
        && !FILE_EXTENSIONS.contains(top);
  }

  private static boolean isAsciiAlnum(int ch) {
    return ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9';
  }
}
