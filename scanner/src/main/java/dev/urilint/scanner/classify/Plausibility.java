package dev.urilint.scanner.classify;

import dev.urilint.rules.Usage;
import java.util.Locale;
import java.util.Set;

/**
 * Whether a value is plausibly a URI and so worth linting. Config files are full of strings with
 * a colon that are not URIs: Maven coordinates ({@code org.acme:lib:1.0}), image tags ({@code
 * nginx:1.25}), port maps ({@code 8080:80}), prose ({@code Note: restart}). Only these are linted:
 *
 * <ul>
 *   <li>a value used as a locator (its key or sink says so: {@code db.url=localhost:5432/app} is
 *       linted, and caught);
 *   <li>a scheme followed by {@code //} ({@code htps://x}, {@code s3://bucket});
 *   <li>a well-known scheme followed by {@code :} ({@code mailto:}, {@code jdbc:}, {@code urn:},
 *       {@code http:/x}), or a well-known hierarchical scheme followed by {@code //} without a
 *       colon ({@code http//x}).
 * </ul>
 *
 * <pre>{@code
 * Plausibility.isPlausible("nginx:1.25", Usage.TEXT);          // false
 * Plausibility.isPlausible("https://a.example/", Usage.TEXT);  // true
 * Plausibility.isPlausible("localhost:8080", Usage.LOCATOR);   // true
 * }</pre>
 */
public final class Plausibility {

  /** Schemes common enough in config that {@code scheme:} alone marks a URI. */
  static final Set<String> KNOWN_SCHEMES =
      Set.of(
          "http", "https", "ws", "wss", "ftp", "ftps", "sftp", "file", "mailto", "jdbc", "urn",
          "data", "tel", "ldap", "ldaps", "jar", "news", "nntp", "telnet", "gopher", "wais",
          "prospero", "redis", "rediss", "mongodb", "mongodb+srv", "amqp", "amqps", "mqtt",
          "mqtts", "postgresql", "postgres", "mysql", "jms", "s3", "gs", "ssh", "git", "svn",
          "irc", "ircs", "xmpp", "sip", "sips", "smtp", "smtps", "imap", "imaps", "pop3",
          "nfs", "smb", "tcp", "udp", "grpc", "grpcs", "h2");

  /** Schemes that need {@code //}: {@code http//x} lost its colon. */
  private static final Set<String> HIERARCHICAL = Set.of("http", "https", "ws", "wss", "ftp", "file");

  private Plausibility() {}

  /** Whether {@code value}, used as {@code usage}, is linted. */
  public static boolean isPlausible(String value, Usage usage) {
    int start = 0;
    int n = value.length();
    while (start < n && Character.isWhitespace(value.charAt(start))) {
      start++;
    }
    if (start == n) {
      return false;
    }
    if (usage == Usage.LOCATOR) {
      return true;
    }
    // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
    if (!isAsciiLetter(value.charAt(start))) {
      return false;
    }
    int i = start + 1;
    while (i < n && isSchemeChar(value.charAt(i))) {
      i++;
    }
    String scheme = value.substring(start, i).toLowerCase(Locale.ROOT);
    if (i < n && value.charAt(i) == ':') {
      return value.startsWith("//", i + 1) || KNOWN_SCHEMES.contains(scheme);
    }
    return value.startsWith("//", i) && HIERARCHICAL.contains(scheme);
  }

  private static boolean isAsciiLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private static boolean isSchemeChar(char c) {
    return isAsciiLetter(c) || (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.';
  }
}
