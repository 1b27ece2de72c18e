package dev.urilint.precision;

import java.util.Optional;
import java.util.Random;

/**
 * A class of defect the recall suite plants into a plain URL, and the rule that should report it.
 * Each class writes the defect the way a person would commit it: a deploy password in the
 * userinfo, a token in the query, a path encoded twice, a port typed one digit too long.
 *
 * <pre>{@code
 * DefectClass.PORT_OUT_OF_RANGE.plant(SimpleUrl.parse("https://api.acme.io/v1").get(), new Random(1));
 * // Optional["https://api.acme.io:99999/v1"]
 * }</pre>
 */
enum DefectClass {
  /** {@code https://deploy:Tq7...@host/}: a real-looking password in the userinfo. */
  USERINFO_PASSWORD("userinfo-password", "credentials-in-uri", true),
  /** {@code https://host/path?access_token=...}: a secret in the query. */
  QUERY_SECRET("query-secret", "sensitive-query-parameter", true),
  /** {@code /release%2520notes}: a space encoded twice. */
  DOUBLE_ENCODED("double-encoded", "double-encoding", true),
  /** {@code https://trusted.host@evil.net/}: the named host is the userinfo. */
  TRUSTED_AT_EVIL("trusted-at-evil", "misleading-authority", true),
  /** A Cyrillic letter in place of its Latin look-alike in the host. */
  CYRILLIC_HOST("cyrillic-host", "mixed-script-host", true),
  /** {@code /release notes}: a space in the path. */
  SPACE_IN_PATH("space-in-path", "malformed-uri", false),
  /** {@code /a|b}: a character the grammar does not allow in a path. */
  PIPE_IN_PATH("pipe-in-path", "malformed-uri", false),
  /** {@code /100%zz}: a percent sign not followed by two hex digits. */
  BAD_PERCENT("bad-percent", "malformed-uri", false),
  /** {@code :99999}: a port above 65535. */
  PORT_OUT_OF_RANGE("port-out-of-range", "invalid-port", false),
  /** {@code https:/host/path}: one slash lost, so the host became the path. */
  ONE_SLASH("one-slash", "missing-host", false),
  /** {@code host:8443/path}: the scheme left off, so the host reads as a scheme. */
  NO_SCHEME("no-scheme", "relative-colon-segment", false),
  /** {@code https://0x5db8d822/} or {@code https://1572395042/}: an IPv4 address as a hex or integer number. */
  NUMERIC_IPV4("numeric-ipv4", "rare-ip-format", false),
  /** {@code https} turned into {@code http} towards a public host. */
  HTTPS_TO_HTTP("https-to-http", "insecure-scheme", false),
  /** {@code htps://}: a scheme one typo away from {@code https}. */
  SCHEME_TYPO("scheme-typo", "unknown-scheme", false);

  private static final String LATIN_LOOKALIKES = "aceopx";
  private static final String CYRILLIC_LOOKALIKES = "\u0430\u0441\u0435\u043e\u0440\u0445";
  private static final String SECRET_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

  private final String id;
  private final String rule;
  private final boolean security;

  DefectClass(String id, String rule, boolean security) {
    this.id = id;
    this.rule = rule;
    this.security = security;
  }

  /** The class's name in tables, {@code port-out-of-range}. */
  String id() {
    return id;
  }

  /** The rule id that reports this defect. */
  String rule() {
    return rule;
  }

  /** Whether the rule is one of the security rules, reported wherever the string is written. */
  boolean security() {
    return security;
  }

  /**
   * The planted value: whether the planted string is, as a whole, an absolute URI whose scheme is
   * written out ({@code scheme://} or {@code http:/}), with no whitespace. A space in the path or a
   * missing scheme leaves a string that reads as prose or a host and port wherever no key names a
   * locator.
   */
  boolean leavesWholeValueUri() {
    return this != SPACE_IN_PATH && this != NO_SCHEME;
  }

  /** {@code url} with this defect planted, or empty when the URL cannot carry it. */
  Optional<String> plant(SimpleUrl url, Random random) {
    String s = url.scheme();
    String hp = url.host() + url.portPart();
    String path = url.path();
    String dir = path.endsWith("/") ? path : path + "/";
    return switch (this) {
      case USERINFO_PASSWORD -> Optional.of(s + "://deploy:" + secret(random, 14) + "@" + hp + path);
      case QUERY_SECRET -> Optional.of(url + (path.isEmpty() ? "/" : "") + "?access_token=" + secret(random, 24));
      case DOUBLE_ENCODED -> Optional.of(s + "://" + hp + dir + "release%2520notes");
      case TRUSTED_AT_EVIL -> url.hasPublicName()
          ? Optional.of(s + "://" + url.host() + "@login-check.net" + url.portPart() + path)
          : Optional.empty();
      case CYRILLIC_HOST -> cyrillic(url.host()).map(h -> s + "://" + h + url.portPart() + path);
      case SPACE_IN_PATH -> Optional.of(s + "://" + hp + dir + "release notes");
      case PIPE_IN_PATH -> Optional.of(s + "://" + hp + dir + "a|b");
      case BAD_PERCENT -> Optional.of(s + "://" + hp + dir + "100%zz");
      case PORT_OUT_OF_RANGE -> Optional.of(s + "://" + url.host() + ":99999" + path);
      case ONE_SLASH -> Optional.of(s + ":/" + hp + path);
      case NO_SCHEME -> url.host().chars().anyMatch(Character::isLetter)
          ? Optional.of(url.host() + ":" + (url.port().isEmpty() ? "8443" : url.port()) + (path.length() > 1 ? path : "/api"))
          : Optional.empty();
      case NUMERIC_IPV4 -> {
        // A public unicast address: first octet 11 to 210.
        long address = ((long) (11 + random.nextInt(200)) << 24) | random.nextInt(1 << 24);
        yield Optional.of(s + "://" + (random.nextBoolean() ? "0x" + Long.toHexString(address) : Long.toString(address))
            + url.portPart() + path);
      }
      case HTTPS_TO_HTTP -> s.equals("https") && url.hasPublicName()
          ? Optional.of("http://" + hp + path)
          : Optional.empty();
      case SCHEME_TYPO -> Optional.of((s.equals("https") ? "htps" : "htp") + "://" + hp + path);
    };
  }

  // The first look-alike letter, in a label of at least two letters, swapped for its Cyrillic
  // twin: the label keeps a Latin letter, so the host mixes scripts.
  private static Optional<String> cyrillic(String host) {
    int labelStart = 0;
    for (int i = 0; i < host.length(); i++) {
      if (host.charAt(i) == '.') {
        labelStart = i + 1;
        continue;
      }
      int labelEnd = host.indexOf('.', i) < 0 ? host.length() : host.indexOf('.', i);
      int k = LATIN_LOOKALIKES.indexOf(Character.toLowerCase(host.charAt(i)));
      if (k >= 0 && host.substring(labelStart, labelEnd).chars().filter(Character::isLetter).count() >= 2) {
        return Optional.of(host.substring(0, i) + CYRILLIC_LOOKALIKES.charAt(k) + host.substring(i + 1));
      }
    }
    return Optional.empty();
  }

  private static String secret(Random random, int length) {
    StringBuilder b = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      b.append(SECRET_ALPHABET.charAt(random.nextInt(SECRET_ALPHABET.length())));
    }
    return b.toString();
  }
}
