package dev.urilint.uri;

import dev.urilint.scheme.SchemeRegistry;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Normalization of RFC 3986 §6.2.2 (syntax-based) and §6.2.3 (scheme-based), step by step or all
 * at once.
 *
 * <pre>{@code
 * Normalizer.normalize("HTTP://User@Example.COM:80/%7euser/./a/../b%2f?%41#%3a");
 *     // Optional[http://User@example.com/~user/b%2F?A#%3A]
 * Normalizer.normalize("http://EXAMPLE.com", Normalizer.SYNTAX);   // Optional[http://example.com]
 * Normalizer.normalize("http://a b");                               // Optional.empty: not a URI
 * Normalizer.equivalent("http://ABC.com:/%7esmith", "http://abc.com/~smith");  // true
 * }</pre>
 *
 * <p>What each {@link Step} does:
 *
 * <ul>
 *   <li>{@link Step#CASE} (§6.2.2.1): the scheme and the host in lower case (reg-name,
 *       IPv4address, the hex digits of an IP-literal; the zone id of an RFC 6874 literal keeps its
 *       case), the hex digits of every percent-encoding in upper case. The userinfo keeps its
 *       case: it is not case-insensitive.
 *   <li>{@link Step#PERCENT} (§6.2.2.2): percent-encoded unreserved characters decoded in every
 *       component ({@code %7E} becomes {@code ~}); other encodings stay.
 *   <li>{@link Step#DOT_SEGMENTS} (§6.2.2.3): {@link DotSegments#remove} on the path of a URI, a
 *       network-path or an absolute-path reference. A relative-path reference ({@code ../a}) keeps
 *       its path: its dot-segments mean something until it is resolved against a base.
 *   <li>{@link Step#SCHEME_BASED} (§6.2.3): an empty port ({@code host:}) dropped for every
 *       scheme; the default port dropped for http (80), https (443), ws (80), wss (443) and ftp
 *       (21), the port text compared exactly ({@code :080} stays); an empty path with an authority
 *       becomes {@code /} for http, https, ws and wss.
 * </ul>
 *
 * <p>Percent-decoding happens before case and dot-segments, so {@code %2E%2E} is removed as
 * {@code ..} and {@code %4C} in a host ends up as {@code l}.
 *
 * <p><b>One deliberate departure from the literal §5.2.4 output.</b> Removing dot-segments can
 * leave a path that starts with {@code "//"} where there is no authority ({@code scheme:/.//a}
 * gives {@code //a}). Written out, that path would read as an authority, a different URI, and
 * normalizing again would change it once more. The normalizer keeps a {@code "/."} in front of
 * such a path ({@code scheme:/.//a} stays {@code scheme:/.//a}), as uriparser does, so the normal
 * form is equivalent to the input, still valid, and normalizing twice gives the same string.
 *
 * <p>Stateless and thread-safe; linear time.
 */
public final class Normalizer {

  /** One normalization of §6.2.2 / §6.2.3; combine them with {@link EnumSet}. */
  public enum Step {
    /** §6.2.2.1: lower-case scheme and host, upper-case percent-encoding hex digits. */
    CASE,
    /** §6.2.2.2: decode percent-encoded unreserved characters. */
    PERCENT,
    /** §6.2.2.3: remove dot-segments (not from relative-path references). */
    DOT_SEGMENTS,
    /** §6.2.3: empty and default ports, empty http(s)/ws(s) path. */
    SCHEME_BASED
  }

  /** Syntax-based normalization, §6.2.2: case, percent-encoding, dot-segments. */
  public static final Set<Step> SYNTAX =
      Collections.unmodifiableSet(EnumSet.of(Step.CASE, Step.PERCENT, Step.DOT_SEGMENTS));

  /** Syntax-based and scheme-based normalization, §6.2.2 and §6.2.3: the normal form. */
  public static final Set<Step> FULL = Collections.unmodifiableSet(EnumSet.allOf(Step.class));

  private Normalizer() {}

  /** The full normal form of {@code text}, or empty when it is not a URI-reference. */
  public static Optional<String> normalize(String text) {
    return normalize(text, FULL);
  }

  /** {@code text} with {@code steps} applied, or empty when it is not a URI-reference. */
  public static Optional<String> normalize(String text, Set<Step> steps) {
    if (UriParser.parse(text) instanceof ParseResult.Parsed parsed) {
      return Optional.of(normalize(parsed.reference(), steps));
    }
    return Optional.empty();
  }

  /** The full normal form of a parsed reference. */
  public static String normalize(UriReference reference) {
    return normalize(reference, FULL);
  }

  /** A parsed reference with {@code steps} applied; always a valid URI-reference. */
  public static String normalize(UriReference reference, Set<Step> steps) {
    boolean caseStep = steps.contains(Step.CASE);
    boolean schemeBased = steps.contains(Step.SCHEME_BASED);
    String scheme = reference.scheme().orElse(null);
    if (scheme != null && caseStep) {
      scheme = scheme.toLowerCase(Locale.ROOT);
    }
    String authority = null;
    if (reference.hasAuthority()) {
      String userinfo = reference.userinfo().map(u -> percent(u, steps)).orElse(null);
      String host = reference.host().orElseThrow();
      if (steps.contains(Step.PERCENT)) {
        host = PercentEncoding.decodeUnreserved(host);
      }
      if (caseStep) {
        host = lowercaseHost(host, reference.hostKind().orElseThrow());
      }
      String port = reference.port().orElse(null);
      if (schemeBased && port != null && (port.isEmpty() || isDefaultPort(scheme, port))) {
        port = null;
      }
      authority = UriComponents.authority(userinfo, host, port);
    }
    String path = percent(reference.path(), steps);
    if (steps.contains(Step.DOT_SEGMENTS)
        && (scheme != null || authority != null || path.startsWith("/"))) {
      // keeps "//" from reading as an authority (see the class comment)
      path = DotSegments.removeKeepingForm(path, authority != null);
    }
    if (schemeBased && authority != null && path.isEmpty() && hasRootPath(scheme)) {
      path = "/";
    }
    String query = reference.query().map(q -> percent(q, steps)).orElse(null);
    String fragment = reference.fragment().map(f -> percent(f, steps)).orElse(null);
    return new UriComponents(scheme, authority, path, query, fragment).recompose();
  }

  /**
   * Whether {@code a} and {@code b} are both URI-references with the same full normal form
   * (§6.2.2 and §6.2.3: the comparison ladder up to scheme-based normalization).
   */
  public static boolean equivalent(String a, String b) {
    Optional<String> normalA = normalize(a);
    return normalA.isPresent() && normalA.equals(normalize(b));
  }

  private static String percent(String text, Set<Step> steps) {
    String result = text;
    if (steps.contains(Step.PERCENT)) {
      result = PercentEncoding.decodeUnreserved(result);
    }
    if (steps.contains(Step.CASE)) {
      result = PercentEncoding.uppercaseHex(result);
    }
    return result;
  }

  /**
   * Lower-cases a host outside its percent-encodings (whose hex digits go upper case): in {@code
   * %255C} the {@code %25} is an encoding and {@code 5C} is host text. An RFC 6874 zone id
   * ({@code [fe80::1%25eth0]}) keeps its case.
   */
  private static String lowercaseHost(String host, HostKind kind) {
    int end = host.length();
    if (kind == HostKind.IPV6) {
      int zone = host.indexOf('%');
      end = zone < 0 ? end : zone;
    }
    StringBuilder out = new StringBuilder(host.length());
    for (int i = 0; i < host.length(); i++) {
      char c = host.charAt(i);
      if (i >= end) {
        out.append(host, i, host.length());
        break;
      }
      if (PercentEncoding.isTriplet(host, i)) {
        out.append(host, i, i + 3);
        i += 2;
      } else {
        out.append(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
      }
    }
    return PercentEncoding.uppercaseHex(out.toString());
  }

  // §6.2.3: the scheme registry knows each scheme's default port.
  private static boolean isDefaultPort(String scheme, String port) {
    if (scheme == null) {
      return false; // a network-path reference has no scheme, so no default port
    }
    return SchemeRegistry.lookup(scheme).isDefaultPort(port, 0, port.length());
  }

  // §6.2.3: "http://example.com" and "http://example.com/" are equivalent, per the registry.
  private static boolean hasRootPath(String scheme) {
    return scheme != null && SchemeRegistry.lookup(scheme).emptyPathIsRoot();
  }
}
