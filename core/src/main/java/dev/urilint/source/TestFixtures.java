package dev.urilint.source;

import dev.urilint.hosts.LocalHosts;
import dev.urilint.lint.Finding;
import dev.urilint.lint.RuleId;
import dev.urilint.secrets.DummySecrets;
import dev.urilint.uri.Span;
import java.util.List;
import java.util.Locale;

/**
 * The secrets a test writes on purpose, which test code's security rules ({@link TestCodePolicy})
 * leave alone: a stand-in that no one would take for a password, or a password that opens only a
 * server the test runs itself. Measured on the corpus's test code (docs/test-code.md), every
 * password and query secret was one of these.
 *
 * <ul>
 *   <li>a stand-in of {@link DummySecrets} ({@code ****}, {@code <password>}, {@code
 *       {your_password_here}});
 *   <li>a word tests use for a password, anywhere in it, case and punctuation ignored: {@code
 *       pass} ({@code securepass}, {@code myPassword}, jenkins' {@code pa@ss}), {@code pwd}
 *       ({@code somepwd}, {@code pwd2}), {@code secret}, {@code test}, {@code changeme}, {@code
 *       changeit} (the JDK's keystore password), {@code dummy}, {@code fake}, {@code example},
 *       {@code sample}, {@code whatever}, {@code foobar}, {@code letmein}, {@code qwerty}, {@code
 *       12345};
 *   <li>no letter or digit at all: {@code -._~!$&'()*+,;=} is the grammar's sub-delims in a URL
 *       validator's test, not a password;
 *   <li>a password that repeats another word of the same URI: the user name ({@code test:test},
 *       {@code ?user=yugabyte&password=yugabyte}) or the database's name;
 *   <li>a password or query secret sent to a local host ({@link LocalHosts}: {@code localhost},
 *       {@code 127.0.0.1}, {@code example.com}, {@code *.test}, {@code *.invalid}, a single-label
 *       name such as testcontainers' {@code jdbc:tc:postgis://hostname/db}): it opens only the
 *       database or broker the test starts, which no one else can reach.
 * </ul>
 *
 * <p>A misleading authority whose userinfo is such a user and password ({@code
 * http://user:pa@ss@www.apache.org/path}, an {@code @} in a validator's test password) is one too;
 * one that names a trusted host ({@code https://github.com@login-check.net}) is not, nor is a
 * homograph ({@code mixed-script-host}) ever.
 *
 * <pre>{@code
 * TestFixtures.isFixture("http://test:test@localhost:8761", finding);                 // true
 * TestFixtures.isFixture("https://deploy:Tq7xW2mKp9RzLc@repo.acme.io/", finding);   // false
 * }</pre>
 */
public final class TestFixtures {

  private static final List<String> PASSWORD_WORDS =
      List.of("pass", "pwd", "secret", "test", "changeme", "changeit", "dummy", "fake", "example",
          "sample", "whatever", "foobar", "letmein", "qwerty", "12345");

  private TestFixtures() {}

  /** Whether {@code finding}, on the string {@code value} as it was linted, is a test's own fixture. */
  public static boolean isFixture(String value, Finding finding) {
    Span span = finding.span();
    if (span.start() < 0 || span.end() > value.length() || span.start() > span.end()) {
      return false;
    }
    RuleId rule = finding.rule();
    if (rule == RuleId.CREDENTIALS_IN_URI || rule == RuleId.SENSITIVE_QUERY_PARAMETER) {
      return isDummy(value, span.start(), span.end()) || LocalHosts.isLocal(hostOf(value, span));
    }
    if (rule == RuleId.MISLEADING_AUTHORITY) {
      return hasDummyPassword(value);
    }
    return false;
  }

  /** Whether the password {@code value[start, end)} is a stand-in that no one would take for a real one. */
  static boolean isDummy(String value, int start, int end) {
    String secret = value.substring(start, end);
    if (DummySecrets.isDummy(secret)) {
      return true;
    }
    String letters = lettersAndDigits(secret);
    if (letters.isEmpty()) {
      return true;
    }
    for (String word : PASSWORD_WORDS) {
      if (letters.contains(word)) {
        return true;
      }
    }
    return repeatsAnotherWord(value, start, end);
  }

  private static String lettersAndDigits(String s) {
    StringBuilder b = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isLetterOrDigit(c)) {
        b.append(Character.toLowerCase(c));
      }
    }
    return b.toString().toLowerCase(Locale.ROOT);
  }

  // "test:test@", "?user=artemis&password=artemis": the same word, whole, elsewhere in the value.
  private static boolean repeatsAnotherWord(String value, int start, int end) {
    String secret = value.substring(start, end);
    for (int at = value.indexOf(secret); at >= 0; at = value.indexOf(secret, at + 1)) {
      if (at != start && isWordBoundary(value, at - 1) && isWordBoundary(value, at + secret.length())) {
        return true;
      }
    }
    return false;
  }

  private static boolean isWordBoundary(String value, int i) {
    return i < 0 || i >= value.length() || !Character.isLetterOrDigit(value.charAt(i));
  }

  /**
   * The host a secret at {@code secret} is sent to: after the {@code @} that ends a userinfo
   * password (also Oracle's {@code user/password@host}), else the authority after the last {@code
   * //} before it (a query secret, a JDBC property); empty when the string names none.
   */
  static String hostOf(String value, Span secret) {
    int from;
    if (secret.end() < value.length() && value.charAt(secret.end()) == '@') {
      from = secret.end() + 1;
    } else {
      int slashes = value.lastIndexOf("//", secret.start());
      if (slashes < 0) {
        return "";
      }
      from = slashes + 2;
      int authorityEnd = indexOfAny(value, from, "/?#");
      int at = value.lastIndexOf('@', authorityEnd - 1);
      if (at >= from) {
        from = at + 1;
      }
    }
    if (from < value.length() && value.charAt(from) == '[') {
      int close = value.indexOf(']', from);
      return close < 0 ? "" : value.substring(from, close + 1);
    }
    return value.substring(from, indexOfAny(value, from, "/?#:;,@\\"));
  }

  // "http://user:pa@ss@www.apache.org/path": the userinfo, up to the authority's last '@', holds
  // a user and a stand-in password.
  private static boolean hasDummyPassword(String value) {
    int slashes = value.indexOf("//");
    if (slashes < 0) {
      return false;
    }
    int from = slashes + 2;
    int authorityEnd = indexOfAny(value, from, "/?#");
    int at = value.lastIndexOf('@', authorityEnd - 1);
    int colon = value.indexOf(':', from);
    return at > from && colon >= from && colon < at && isDummy(value, colon + 1, at);
  }

  private static int indexOfAny(String value, int from, String chars) {
    for (int i = from; i < value.length(); i++) {
      if (chars.indexOf(value.charAt(i)) >= 0) {
        return i;
      }
    }
    return value.length();
  }
}
