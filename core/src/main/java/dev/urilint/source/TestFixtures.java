package dev.urilint.source;

import dev.urilint.hosts.LocalHosts;
import dev.urilint.lint.Finding;
import dev.urilint.lint.RuleId;
import dev.urilint.secrets.DummySecrets;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The secrets a test writes on purpose, which test code's security rules ({@link TestCodePolicy})
 * leave alone: a stand-in that no one would take for a password, or a password that opens only a
 * server the test runs itself. Measured on the corpus's test code (docs/test-code.md), every
 * password and query secret was one of these.
 *
 * <ul>
 *   <li>a stand-in of {@link DummySecrets} ({@code ****}, {@code <password>}, {@code
 *       {your_password_here}});
 *   <li>a password made of the words tests use for one, whole, and digits, case and punctuation
 *       ignored: {@code password}, {@code test}, {@code changeme}, {@code changeit} (the JDK's
 *       keystore password), {@code secret}, {@code dummy}, {@code letmein}, {@code qwerty}...
 *       ({@code securepass}, {@code myPassword}, jenkins' {@code pa@ss}, {@code pwd2}, {@code
 *       test123}); a word inside another is no such word: {@code Kq29TestZr!} and {@code
 *       Pass4Vx!qq} are passwords;
 *   <li>no letter or digit at all: {@code -._~!$&'()*+,;=} is the grammar's sub-delims in a URL
 *       validator's test, not a password;
 *   <li>a password that repeats another word of the same URI: the user name ({@code test:test},
 *       {@code ?user=yugabyte&password=yugabyte}) or the database's name;
 *   <li>a password or query secret sent only to local hosts ({@link LocalHosts}: {@code
 *       localhost}, {@code 127.0.0.1} in any number form, {@code example.com}, {@code *.test},
 *       {@code *.invalid}, a single-label name such as testcontainers' {@code
 *       jdbc:tc:postgis://hostname/db}): it opens only the database or broker the test starts,
 *       which no one else can reach. The hosts are the authority's, every one of a multi-host
 *       list ({@code jdbc:postgresql://localhost,db.prod.example.net/x} is not local), never a
 *       {@code //} later in the string ({@code ?next=//localhost/&token=...} goes to the host
 *       before it).
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

  // The words a test's password is made of; a password is a stand-in when it is nothing but these
  // and digits (FixtureWords splits it).
  private static final Set<String> PASSWORD_WORDS =
      Set.of("pass", "password", "passwd", "passw", "pwd", "pw", "secret", "test", "testing", "changeme",
          "changeit", "dummy", "fake", "example", "sample", "whatever", "foo", "bar", "foobar", "baz",
          "letmein", "qwerty", "my", "some", "secure", "super", "default", "mock", "admin", "user",
          "guest", "demo", "abc", "xyz", "hello", "world", "root");

  private TestFixtures() {}

  /** Whether {@code finding}, on the string {@code value} as it was linted, is a test's own fixture. */
  public static boolean isFixture(String value, Finding finding) {
    Span span = finding.span();
    if (span.start() < 0 || span.end() > value.length() || span.start() > span.end()) {
      return false;
    }
    RuleId rule = finding.rule();
    if (rule == RuleId.CREDENTIALS_IN_URI || rule == RuleId.SENSITIVE_QUERY_PARAMETER) {
      return isDummy(value, span.start(), span.end()) || allLocal(hostsOf(value, span));
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
    if (letters.isEmpty() || isMadeOfPasswordWords(letters) || isCountingRun(letters)) {
      return true;
    }
    return repeatsAnotherWord(value, start, end);
  }

  // Whether `letters` (lower case, letters and digits) is a sequence of PASSWORD_WORDS and runs of
  // digits: "securepass", "mypassword", "pwd2", "test123", "12345". A word inside another is not
  // enough ("kq29testzr" holds "test" but starts with "kq"). Linear in the password times the
  // longest word: reachable[i] says whether letters[0, i) splits so.
  private static boolean isMadeOfPasswordWords(String letters) {
    int n = letters.length();
    boolean[] reachable = new boolean[n + 1];
    reachable[0] = true;
    for (int i = 0; i < n; i++) {
      if (!reachable[i]) {
        continue;
      }
      if (Character.isDigit(letters.charAt(i))) {
        int j = i;
        while (j < n && Character.isDigit(letters.charAt(j))) {
          j++;
        }
        reachable[j] = true;
        continue;
      }
      for (int j = i + 1; j <= Math.min(n, i + LONGEST_WORD); j++) {
        if (PASSWORD_WORDS.contains(letters.substring(i, j))) {
          reachable[j] = true;
        }
      }
    }
    return reachable[n] && !letters.chars().allMatch(Character::isDigit);
  }

  private static final int LONGEST_WORD = 8;

  // Digits alone are a stand-in only as a run anyone types without thinking: "1234", "123456",
  // "0000"; "48213" is a PIN.
  private static boolean isCountingRun(String letters) {
    if (letters.length() < 3 || !letters.chars().allMatch(Character::isDigit)) {
      return false;
    }
    boolean same = true;
    boolean counting = true;
    for (int i = 1; i < letters.length(); i++) {
      same &= letters.charAt(i) == letters.charAt(0);
      counting &= letters.charAt(i) == (char) ('0' + (letters.charAt(i - 1) - '0' + 1) % 10);
    }
    return same || counting && letters.charAt(0) <= '1';
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
   * The hosts a secret at {@code secret} is sent to: the authority's hosts, every one of a
   * multi-host list. After the {@code @} that ends a userinfo password (also Oracle's {@code
   * user/password@host}), else the authority after the string's first {@code //} (a query secret,
   * a JDBC property), which is where the URI goes; a later {@code //} is a path or a parameter's
   * value. Empty when the string names none.
   */
  static List<String> hostsOf(String value, Span secret) {
    int from;
    if (secret.end() < value.length() && value.charAt(secret.end()) == '@') {
      from = secret.end() + 1;
      if (value.startsWith("//", from)) {
        from += 2; // Oracle's user/password@//host:port/service
      }
    } else {
      int slashes = value.indexOf("//");
      if (slashes < 0 || slashes > secret.start()) {
        return List.of();
      }
      from = slashes + 2;
      int authorityEnd = indexOfAny(value, from, "/?#");
      int at = value.lastIndexOf('@', authorityEnd - 1);
      if (at >= from) {
        from = at + 1;
      }
    }
    List<String> hosts = new ArrayList<>();
    int end = indexOfAny(value, from, "/?#;\\");
    for (String entry : value.substring(from, end).split(",", -1)) {
      hosts.add(hostOfEntry(entry));
    }
    return hosts;
  }

  // "db:5432" is "db", "[::1]:5432" is "[::1]", Oracle's "db:1521:orcl" is "db".
  private static String hostOfEntry(String entry) {
    if (entry.startsWith("[")) {
      int close = entry.indexOf(']');
      return close < 0 ? "" : entry.substring(0, close + 1);
    }
    int colon = entry.indexOf(':');
    return colon < 0 ? entry : entry.substring(0, colon);
  }

  // Every host is local, and there is one.
  private static boolean allLocal(List<String> hosts) {
    return !hosts.isEmpty() && hosts.stream().allMatch(LocalHosts::isLocal);
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
