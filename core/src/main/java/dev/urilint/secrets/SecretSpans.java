package dev.urilint.secrets;

import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the secrets in any text: userinfo passwords after {@code //} (also nested, multi-host and
 * invalid URIs), Oracle's {@code thin:user/password@} form, and values of {@code name=value}
 * pairs whose name {@link SecretNames} calls secret. {@link Masking} hides what this finds;
 * {@code credentials-in-uri} reports the passwords among them, so the two cannot disagree.
 *
 * <pre>{@code
 * SecretSpans.find("jdbc:mysql://app:pw@db/x?password=pw2");
 * // [Secret[[17, 19), USERINFO_PASSWORD], Secret[[35, 38), PARAMETER]]
 * }</pre>
 *
 * <p>Linear in the text length; look-aheads past an authority are bounded.
 */
public final class SecretSpans {

  /** Where a secret was found. */
  public enum Kind {
    /** {@code user:password@}. */
    USERINFO_PASSWORD,
    /** {@code jdbc:oracle:thin:user/password@}. */
    ORACLE_PASSWORD,
    /** {@code password=value}, {@code ;pwd=value}, {@code sig=value}... */
    PARAMETER
  }

  /**
   * One secret value and how it was written; {@code span} excludes the delimiters. {@code
   * placeholder}: the value is wholly a placeholder ({@code ${DB_PASS}}, {@code $PW}), which names
   * where the secret comes from and is not itself secret. {@code defaultOf}: the secret is the
   * literal default of the placeholder at that span ({@code ${DB_PASS:hunter2}}, also nested,
   * {@code ${P:${Q:hunter2}}}, and the shell's {@code ${PW-hunter2}}), which ships with the source.
   * {@code braced}: a parameter value written in ODBC braces, SQL Server's JDBC and ODBC quoting
   * ({@code password={x}}y}} is the value {@code x}y}); the span includes the braces. In a
   * connection string they quote a literal ({@link ConnectionStrings#withoutBracedTemplates}).
   */
  public record Secret(Span span, Kind kind, boolean placeholder, Optional<Span> defaultOf, boolean braced) {
    public Secret(Span span, Kind kind, boolean placeholder) {
      this(span, kind, placeholder, Optional.empty(), false);
    }
  }

  private SecretSpans() {}

  /**
   * Every secret of {@code text}, running text that may hold URIs (a message, a source line),
   * ordered by start; spans may overlap. A URI ends at white space, a quote or an angle bracket.
   */
  public static List<Secret> find(String text) {
    return find(text, false);
  }

  /**
   * Every secret of {@code value}, one string read as one URI (a configuration value, a Java
   * literal, a line of {@code lint}): white space, quotes, angle brackets, backticks and control
   * characters are part of it, so {@code https://bob:it's me@h/} hides {@code it's me}; a quoted
   * parameter value ({@code password='a;b'}) runs to its closing quote; and a hierarchical scheme
   * that lost its slashes ({@code http:bob:pw@h/}, {@code http:/bob:pw@h}, {@code http:\\bob:pw@h})
   * still has its userinfo read, at the start and, as in a source line, wherever a later token
   * starts. Finds at least what {@link #find(String)} finds.
   *
   * <pre>{@code
   * SecretSpans.inValue("https://bob:it's me@h/");   // [Secret[[12, 18), USERINFO_PASSWORD]]
   * }</pre>
   */
  public static List<Secret> inValue(String value) {
    return find(value, true, value.indexOf('@') >= 0, value.indexOf('=') >= 0);
  }

  /**
   * {@link #inValue(String)} for a caller that already knows whether {@code value} holds an
   * {@code '@'} and an {@code '='} (a parse records both): spares the two searches.
   */
  public static List<Secret> inValue(String value, boolean hasAt, boolean hasEquals) {
    return find(value, true, hasAt, hasEquals);
  }

  /**
   * Every secret of a source line as {@code --show-source} prints it: what {@link #find(String)}
   * finds, and also the userinfo of a hierarchical scheme that lost its {@code //} wherever a
   * token starts ({@code D=http:bob:pw@h/}, {@code "https:" + "http:bob:pw@h/"}), and a secret
   * parameter's value and a userinfo as in a value ({@code password='a b'} to its closing quote,
   * {@code //u:it's pw@h} to its {@code '@'}). A line shows
   * values the scanner never read as one (a concatenation, a file read as plain text), and
   * hiding a little more of a line than needed hides nothing a reader needs. Linear, and exact
   * however long the userinfo ({@code SlashlessUserinfo}).
   *
   * <pre>{@code
   * SecretSpans.inLine("D=http:bob:pw@h/ # x");   // [Secret[[11, 13), USERINFO_PASSWORD]]
   * }</pre>
   */
  public static List<Secret> inLine(String line) {
    List<Secret> secrets = find(line, false);
    int size = secrets.size();
    if (line.indexOf('=') >= 0) {
      // Also read as a value: a quoted parameter ("password='a b'") runs to its closing quote.
      SecretParameters.find(line, true, secrets);
    }
    if (line.indexOf('@') >= 0) {
      // And a userinfo as in a value, through quotes and spaces to its '@': "//u:it's pw@h"
      // in a file read as plain text.
      userinfoPasswords(line, true, secrets);
    }
    SlashlessUserinfo.inLine(line, secrets);
    if (secrets.size() > size) {
      secrets.sort((a, b) -> Integer.compare(a.span().start(), b.span().start()));
    }
    return secrets;
  }

  private static List<Secret> find(String text, boolean value) {
    return find(text, value, text.indexOf('@') >= 0, text.indexOf('=') >= 0);
  }

  private static List<Secret> find(String text, boolean value, boolean hasAt, boolean hasEquals) {
    List<Secret> secrets = new ArrayList<>();
    if (hasAt) { // both forms end their password at an '@'
      if (value) {
        SlashlessUserinfo.inValue(text, secrets);
      }
      userinfoPasswords(text, value, secrets);
      oracleThinPasswords(text, secrets);
    }
    if (hasEquals) {
      SecretParameters.find(text, value, secrets);
    }
    if (secrets.size() > 1) {
      secrets.sort((a, b) -> Integer.compare(a.span().start(), b.span().start()));
    }
    return secrets;
  }

  // "//user:password@host": the password runs from the first ':' of the userinfo to its last
  // '@'. The authority normally stops at '/', but a password may hold an unencoded '/'
  // ("u:p/q@h"), so a later '@' close by on the same token also ends a userinfo, unless what
  // follows the colon up to the '/' is a port number ("host:8080/users/@me").
  private static void userinfoPasswords(String text, boolean value, List<Secret> secrets) {
    int from = 0;
    int slashes;
    while ((slashes = text.indexOf("//", from)) >= 0) {
      int start = slashes + 2;
      int end = start;
      int at = -1;
      int colon = -1;
      while (end < text.length()) {
        char c = text.charAt(end);
        int template = c == '{' ? templateEnd(text, end) : -1;
        if (template > 0) {
          end = template; // "{{ .Values.pw }}" may hold spaces
          continue;
        }
        if (c == '/' || c == '?' || c == '#' || endsToken(c, value)) {
          break;
        }
        if (c == ';' && propertyFollows(text, end + 1) && jdbcBefore(text, slashes)) {
          // "jdbc:sqlserver://h:1433;user=admin@srv;...": the driver's properties start at the
          // ';', so the '@' of Azure's "user@server" is in a property, not after a userinfo.
          break;
        }
        if (c == '@') {
          at = end;
        } else if (c == ':' && colon < 0) {
          colon = end;
        }
        end++;
      }
      // Every "//" is looked at, even one inside this authority or its password: a "{{ ... }}"
      // skipped above, or a password running to a later '@', can hold "://user:pw@" (both found
      // by fuzzing). Each scan stops at the next '/' or within 256 characters past a template
      // or the authority, so this stays linear.
      from = start;
      // A port written as a placeholder ("smtp://{{smtp.host}}:{{smtp.port}}?from=a@localhost")
      // ends the authority as digits do: the '@' after it is in the query, not a userinfo's end.
      if (at < 0 && colon >= 0 && !portFollows(text, colon, end) && !SecretValues.namesAPort(text, colon + 1, end)) {
        at = laterAt(text, end, value);
      }
      if (colon >= 0 && colon < at && !looksLikeHostPort(text, start, colon, at)
          && !SecretValues.namesAPort(text, colon + 1, at) && !insideLast(secrets, colon + 1, at)) {
        addSecret(text, colon + 1, at, Kind.USERINFO_PASSWORD, secrets);
      }
    }
  }

  // Whether "name=" starts at i (a driver property: letters, digits, '_', '.').
  private static boolean propertyFollows(String text, int i) {
    int limit = Math.min(text.length(), i + 64);
    int k = i;
    while (k < limit && (Character.isLetterOrDigit(text.charAt(k)) || text.charAt(k) == '_' || text.charAt(k) == '.')) {
      k++;
    }
    return k > i && k < text.length() && text.charAt(k) == '=';
  }

  // Whether the scheme chain that ends at the "//" at slashes starts with "jdbc:" (a JDBC URL,
  // "jdbc:sqlserver:", "jdbc:jtds:sqlserver:"); bounded, so many "//" stay linear.
  private static boolean jdbcBefore(String text, int slashes) {
    int start = slashes;
    int limit = Math.max(0, slashes - 64);
    while (start > limit) {
      char c = text.charAt(start - 1);
      if (!(c < 0x80 && Character.isLetterOrDigit(c) || c == ':' || c == '+' || c == '-' || c == '.')) {
        break;
      }
      start--;
    }
    return text.regionMatches(true, start, "jdbc:", 0, 5);
  }

  // Whether [start, end) lies within the last secret found, which is masked: "//a:b//c:d@h" is
  // one password, "b//c:d", not also "d". A placeholder is not masked, so what it holds counts
  // ("{{ x://user:pw@h }}@host", found by fuzzing).
  private static boolean insideLast(List<Secret> secrets, int start, int end) {
    if (secrets.isEmpty()) {
      return false;
    }
    Secret last = secrets.get(secrets.size() - 1);
    return !last.placeholder() && last.span().start() <= start && end <= last.span().end();
  }

  // The end of a "{{ ... }}" template starting at i (closing within 256 characters), or -1.
  static int templateEnd(String text, int i) {
    if (!text.startsWith("{{", i)) {
      return -1;
    }
    int limit = Math.min(text.length() - 1, i + 256);
    for (int k = i + 2; k < limit; k++) {
      if (text.charAt(k) == '}' && text.charAt(k + 1) == '}') {
        return k + 2;
      }
    }
    return -1;
  }

  // The last '@' within the next few characters of the same token, or -1. Bounded so that
  // running text with many "//" stays linear.
  private static int laterAt(String text, int from, boolean value) {
    int at = -1;
    int limit = Math.min(text.length(), from + 256);
    for (int i = from; i < limit; i++) {
      char c = text.charAt(i);
      if (endsToken(c, value)) {
        break;
      }
      if (c == '@') {
        at = i;
      }
    }
    return at;
  }

  // "https://www.google.com:443@evil.com": the userinfo imitates a host and port; that is a
  // misleading authority (its own rule), not a password, and masking it would hide the trick.
  static boolean looksLikeHostPort(String text, int start, int colon, int at) {
    if (at - colon - 1 < 1 || at - colon - 1 > 5 || !portFollows(text, colon, at)) {
      return false;
    }
    for (int i = start; i < colon; i++) { // only the user part: a backward search would be quadratic
      if (text.charAt(i) == '.') {
        return true;
      }
    }
    return false;
  }

  // Whether ":digits" fills [colon, end): then an '@' after end is in the path, not the userinfo.
  private static boolean portFollows(String text, int colon, int end) {
    for (int i = colon + 1; i < end; i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  // Oracle's "jdbc:oracle:thin:user/password@host..." (also ":oci:").
  private static void oracleThinPasswords(String text, List<Secret> secrets) {
    for (String marker : new String[] {":thin:", ":oci:", ":THIN:", ":OCI:"}) {
      int from = 0;
      int m;
      while ((m = text.indexOf(marker, from)) >= 0) {
        int start = m + marker.length();
        from = start;
        int slash = -1;
        int i = start;
        int limit = Math.min(text.length(), start + 256);
        while (i < limit && !endsToken(text.charAt(i)) && text.charAt(i) != '@') {
          if (slash < 0 && text.charAt(i) == '/') {
            slash = i;
          }
          i++;
        }
        if (slash >= 0 && i < text.length() && text.charAt(i) == '@' && !text.startsWith("//", slash)) {
          addSecret(text, slash + 1, i, Kind.ORACLE_PASSWORD, secrets);
        }
      }
    }
  }

  static void addSecret(String text, int start, int end, Kind kind, List<Secret> secrets) {
    addSecret(text, start, end, kind, false, secrets);
  }

  static void addSecret(String text, int start, int end, Kind kind, boolean braced, List<Secret> secrets) {
    if (start >= end || end - start == Masking.MASK.length() && text.startsWith(Masking.MASK, start)) {
      return;
    }
    boolean placeholder = SecretValues.isPlaceholder(text, start, end);
    Span shipped = placeholder ? SecretValues.literalDefault(text, start, end) : null;
    if (shipped != null && !DummySecrets.isDummy(shipped.of(text))) {
      // "${DB_PASS:hunter2}": the default is the password whenever DB_PASS is unset.
      secrets.add(new Secret(shipped, kind, false, Optional.of(new Span(start, end)), braced));
    } else {
      secrets.add(new Secret(new Span(start, end), kind, placeholder, Optional.empty(), braced));
    }
  }

  // What ends a URI: in one value only a line break; in running text also the rest of endsToken.
  static boolean endsToken(char c, boolean value) {
    return value ? c == '\n' || c == '\r' : endsToken(c);
  }

  // Characters that end a URI inside running text: whitespace, quotes, angle brackets.
  private static boolean endsToken(char c) {
    return c <= ' ' || c == '"' || c == '\'' || c == '<' || c == '>' || c == '`' || c == 0x7f;
  }
}
