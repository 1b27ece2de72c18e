package dev.urilint.rules;

import dev.urilint.candidate.Candidate;
import dev.urilint.candidate.Trait;
import dev.urilint.hosts.ColonLookalikes;
import dev.urilint.lint.Expects;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Usage;
import dev.urilint.scheme.SchemeRegistry;
import dev.urilint.secrets.Masking;
import dev.urilint.uri.Span;
import dev.urilint.uri.UriChars;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A colon in the first segment turns a would-be relative reference into a scheme: {@code
 * this:that} is scheme {@code this}, {@code localhost:8080} is scheme {@code localhost} with path
 * {@code 8080}, {@code C:\dir} is scheme {@code C}.
 *
 * <p>RFC 3986 §4.2: <em>"A path segment that contains a colon character (e.g., "this:that")
 * cannot be used as the first segment of a relative-path reference, as it would be mistaken for
 * a scheme name. Such a segment must be preceded by a dot-segment (e.g., "./this:that") to make a
 * relative-path reference."</em>
 *
 * <p>Two shapes: a host and port ({@code localhost:8080}, {@code db.internal:5432/app}, {@code
 * 10.0.0.1:80}, {@code db:5432}) gets {@code http://} in front for an HTTP port (80, 8000, 8008,
 * 8080, 8081, 8888), {@code https://} for 443 and 8443, else {@code //} (a network-path
 * reference; the message says to add the client's scheme); a Windows drive ({@code C:\dir},
 * {@code C:/dir}) becomes {@code file:///C:/dir}.
 *
 * <p>Any other {@code word:rest} is what RFC 3986 reads, a scheme and its path ({@code jsp:root},
 * {@code antlib:org.jacoco.ant}, {@code forward:/x}, {@code stream:out}, {@code
 * service:jmx:rmi://...}), and is not reported. With a port it stays quiet on schemes that need a
 * host ({@code http:8080} is {@code missing-host}'s), Maven coordinates ({@code g:a:v}), image tags
 * ({@code redis:7}), numbers ({@code 8080:80}, {@code 12:00:00}), {@code user@host:path} (scp),
 * keys whose value is meant as {@code host:port} ({@code bootstrap.servers}, {@code *.hosts},
 * {@code *_ADDR}, {@code targets}, {@code *.address}, and the items of such a list: {@code
 * kafkaServer[0]}) and Java sinks whose parameter takes {@code host:port} ({@link Expects#HOST_PORT}:
 * Kafka's bootstrap servers, a gRPC target, {@code HttpHost.create}), a host and port alone under a key naming an endpoint (an OTLP/gRPC {@code
 * endpoint: otel-collector:4317}; {@code endpoint: localhost:9411/api/v2/spans} is still
 * reported), the {@link Usage#IDENTIFIER} and {@link Usage#TEXT} contexts, and templated
 * prefixes.
 */
public final class RelativeColonSegmentRule implements Rule {

  private static final Set<Integer> HTTP_PORTS = Set.of(80, 8000, 8008, 8080, 8081, 8888);
  private static final Set<Integer> HTTPS_PORTS = Set.of(443, 8443);

  @Override
  public RuleId id() {
    return RuleId.RELATIVE_COLON_SEGMENT;
  }

  @Override
  public Set<Trait> triggers() {
    return Set.of(Trait.NOT_SCHEME_AUTHORITY);
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    String input = candidate.input();
    int colon = input.indexOf(':');
    if (!candidate.context().usage().checks(id()) || colon <= 0 || colon == input.length() - 1) {
      return List.of();
    }
    if (colon > 1 && input.startsWith("//", colon + 1)) {
      return List.of(); // "scheme://...": the common case, decided before any copy
    }
    String prefix = input.substring(0, colon);
    String rest = input.substring(colon + 1);
    if (hasDelimiterOrSpace(prefix) || candidate.isTemplated(new Span(0, colon + 1))) {
      return List.of();
    }
    if (colon == 1 && UriChars.isAlpha(prefix.charAt(0)) && (rest.startsWith("\\") || rest.startsWith("/"))) {
      return List.of(driveLetter(candidate, prefix, rest));
    }
    // Anything else is reported only as a host and a port: "jsp:root", "antlib:org.jacoco.ant",
    // "forward:/x", "stream:out", "service:jmx:rmi://..." are what RFC 3986 reads, a scheme and
    // its path.
    int portEnd = portEnd(rest);
    if (portEnd <= 0
        || prefix.indexOf('@') >= 0
        || candidate.context().expects() == Expects.HOST_PORT
        || ColonLookalikes.expectsHostPort(candidate.context().key())
        || portEnd == rest.length() && ColonLookalikes.acceptsHostPortAlone(candidate.context().key())
        || ColonLookalikes.isNumeric(prefix)
        || ColonLookalikes.isCoordinate(input)
        || !isHostLike(prefix)
        || SchemeRegistry.lookup(prefix).needsHost() // "http:8080" lost its "//host": missing-host's
        || isImageVersion(prefix, rest, portEnd)) {
      return List.of();
    }
    return List.of(hostPort(candidate, prefix, Integer.parseInt(rest.substring(0, portEnd))));
  }

  private Finding hostPort(Candidate candidate, String host, int port) {
    String prefix;
    String why;
    if (HTTP_PORTS.contains(port)) {
      prefix = "http://";
      why = "port " + port + " is usually HTTP, so the fix adds 'http://'";
    } else if (HTTPS_PORTS.contains(port)) {
      prefix = "https://";
      why = "port " + port + " is usually HTTPS, so the fix adds 'https://'";
    } else {
      prefix = "//";
      why = "the fix adds '//' (a network-path reference); better, add the scheme your client expects";
    }
    return finding(
        "'"
            + candidate.shown()
            + "' reads as scheme '"
            + host
            + "' with path '"
            + port
            + "...', not as host '"
            + host
            + "' and port "
            + port
            + " (RFC 3986 §4.2); write '"
            + prefix
            + candidate.shown()
            + "': "
            + why,
        host.length(),
        Fix.unsafe(new Span(0, 0), prefix, "write '" + prefix + "' before host and port"));
  }

  private Finding driveLetter(Candidate candidate, String drive, String rest) {
    String path = rest.replace('\\', '/');
    // "C://dir" and "C:\\dir" mean C:\dir to Windows: one separator after the drive, not an
    // empty first segment (file:///C://dir would name a different path).
    int separators = 0;
    while (separators < path.length() && path.charAt(separators) == '/') {
      separators++;
    }
    String target = "file:///" + drive + ":" + (separators > 1 ? path.substring(separators - 1) : path);
    return finding(
        "'"
            + candidate.shown()
            + "' is a Windows path: RFC 3986 reads the drive letter '"
            + drive
            + "' as a scheme (§4.2) and a backslash is not a separator; write the file URI '"
            + Masking.maskValue(target)
            + "' (RFC 8089)",
        1,
        Fix.unsafe(new Span(0, candidate.input().length()), target, "rewrite the Windows path as a file: URI"));
  }

  private Finding finding(String message, int colon, Fix fix) {
    return new Finding(id(), id().defaultSeverity(), message, new Span(0, colon + 1), Optional.of(fix));
  }

  // 1 to 5 digits, then the end or '/', '?', '#': the length of the digits, else -1.
  private static int portEnd(String rest) {
    int i = 0;
    while (i < rest.length() && i < 6 && rest.charAt(i) >= '0' && rest.charAt(i) <= '9') {
      i++;
    }
    if (i == 0 || i > 5) {
      return -1;
    }
    return i == rest.length() || "/?#".indexOf(rest.charAt(i)) >= 0 ? i : -1;
  }

  // localhost, a dotted name, an IPv4 address, or a single label: letters, digits, '-' and '.'.
  private static boolean isHostLike(String prefix) {
    char first = prefix.charAt(0);
    char last = prefix.charAt(prefix.length() - 1);
    if (first == '.' || first == '-' || last == '.' || last == '-') {
      return false;
    }
    for (int i = 0; i < prefix.length(); i++) {
      char c = prefix.charAt(i);
      if (!(c < 0x80 && Character.isLetterOrDigit(c) || c == '-' || c == '.')) {
        return false;
      }
    }
    return true;
  }

  // "redis:7", "node:18", "postgres:16": a single label with a small number is an image tag;
  // real ports are 80 and up ("db:5432", "localhost:80").
  private static boolean isImageVersion(String prefix, String rest, int portEnd) {
    return prefix.indexOf('.') < 0
        && !prefix.equalsIgnoreCase("localhost")
        && portEnd == rest.length()
        && Integer.parseInt(rest) < 80;
  }

  private static boolean hasDelimiterOrSpace(String prefix) {
    for (int i = 0; i < prefix.length(); i++) {
      char c = prefix.charAt(i);
      if (c == '/' || c == '?' || c == '#' || c <= ' ') {
        return true;
      }
    }
    return false;
  }
}
