package dev.urilint.hosts;

import java.util.Locale;
import java.util.Set;

/**
 * Whether a name reads as a host: what makes a userinfo look like a host and port ({@code
 * https://www.google.com:443@evil.com}), which {@code misleading-authority} reports and masking
 * leaves readable, while {@code http://john.doe:48213@api.acme.com/} has a user and a password.
 * One answer for both, so a userinfo is either a misleading host or a masked password.
 */
public final class HostLikeNames {

  // Top-level domains that make "a.b" read as a host name; any two-letter label counts too. Not
  // ".name", made for people's names: a user "first.name" is a person more often than a host.
  private static final Set<String> TLDS =
      Set.of("com", "net", "org", "edu", "gov", "mil", "int", "info", "biz", "io", "app", "dev",
          "ai", "cloud", "online", "site", "tech", "xyz", "page", "bank", "shop", "store", "mobi",
          "pro", "arpa", "local", "localhost", "test", "example", "internal");

  private HostLikeNames() {}

  /**
   * Whether {@code text} reads as a host name: {@code www.} or {@code localhost}, a dotted IPv4
   * address, or dotted labels ending in a two-letter or well-known top-level domain.
   *
   * <pre>{@code
   * HostLikeNames.looksLikeHost("www.google.com");   // true
   * HostLikeNames.looksLikeHost("john.doe");         // false: "doe" is no top-level domain
   * }</pre>
   */
  public static boolean looksLikeHost(String text) {
    String t = text.toLowerCase(Locale.ROOT);
    if (t.startsWith("www.") || t.equals("localhost")) {
      return true;
    }
    int dot = t.lastIndexOf('.');
    if (dot <= 0 || dot == t.length() - 1) {
      return false;
    }
    for (int i = 0; i < t.length(); i++) {
      char c = t.charAt(i);
      if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.')) {
        return false;
      }
    }
    String tld = t.substring(dot + 1);
    boolean letters = tld.chars().allMatch(c -> c >= 'a' && c <= 'z');
    boolean ipv4 =
        t.chars().allMatch(c -> c >= '0' && c <= '9' || c == '.') && t.chars().filter(c -> c == '.').count() == 3;
    return ipv4 || letters && (tld.length() == 2 || TLDS.contains(tld));
  }
}
