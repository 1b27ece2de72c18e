package dev.urilint.secrets;

import dev.urilint.placeholders.Placeholder;
import dev.urilint.placeholders.PlaceholderSyntax;
import dev.urilint.scheme.Dialect;
import dev.urilint.scheme.SchemeRegistry;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Connection strings (JDBC, ODBC, ADO.NET, and the addresses of service registries such as
 * Dubbo's {@code nacos://nacos:8848?username=nacos&password=nacos}) carry the password as a
 * {@code name=value} parameter that the client parses and logs in with, which makes it a
 * credential, not a query secret sent in a request. Both credential rules ask this one question,
 * so a password parameter is reported once, by {@code credentials-in-uri}, and its siblings
 * ({@code token=}, {@code api_key=}) by {@code sensitive-query-parameter}.
 *
 * <pre>{@code
 * String jdbc = "jdbc:sqlserver://db;user=app;password=hunter2";
 * ConnectionStrings.isConnectionString(jdbc);                    // true
 * ConnectionStrings.isPasswordName(jdbc, new Span(37, 44));      // true: "password="
 * ConnectionStrings.isConnectionString("nacos://nacos:8848?username=nacos&password=nacos"); // true
 * ConnectionStrings.isConnectionString("https://h/?password=x"); // false: a URL's query
 * }</pre>
 *
 * <p>A rule asks {@link #isConnectionString} once per string and {@link #isPasswordName} per
 * parameter, so a string with many parameters stays linear.
 */
public final class ConnectionStrings {

  private ConnectionStrings() {}

  /**
   * JDBC and ODBC connection strings and registry addresses ({@link Dialect#REGISTRY}) carry
   * passwords as {@code name=value} parameters.
   */
  public static boolean isConnectionString(String input) {
    return input.regionMatches(true, 0, "jdbc:", 0, 5)
        || input.regionMatches(true, 0, "odbc:", 0, 5)
        || isRegistryAddress(input)
        || containsIgnoreCase(input, "driver=")
        || containsIgnoreCase(input, "server=") && input.indexOf(';') >= 0
        || containsIgnoreCase(input, "data source=");
  }

  // "nacos://h:8848?password=x", "zookeeper://h:2181?...": a scheme of the registry dialect.
  private static boolean isRegistryAddress(String input) {
    int colon = input.indexOf(':');
    return colon > 0 && SchemeRegistry.lookup(input, 0, colon).dialect() == Dialect.REGISTRY;
  }

  // Case-insensitive search without copying the input: the names end in '=' (or a space), so
  // only the places where that character occurs are tried.
  private static boolean containsIgnoreCase(String input, String name) {
    int last = name.length() - 1;
    for (int end = input.indexOf(name.charAt(last), last); end >= 0; end = input.indexOf(name.charAt(last), end + 1)) {
      if (input.regionMatches(true, end - last, name, 0, last)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code placeholders} of {@code input} without the RFC 6570 templates inside a secret value
   * that ODBC braces quote, when {@code input} is a connection string. The braces are SQL
   * Server's JDBC and ODBC quoting ({@code password={x}}y}} is the password {@code x}y}, {@code
   * password={some;pass}} holds a ';'): the driver logs in with what they hold, and no driver or
   * registry client expands an RFC 6570 template, so {@code {x}} there is text, not a variable;
   * nor is the {@code {{Hunter2}}} of {@code password={{Hunter2}}}} (the braces around {@code
   * {Hunter2}}): a template that fills the whole value is read as one before braces are
   * ({@link SecretSpans}), so a braced value holds none.
   * The masking already reads the value so ({@code password=****}); this makes the rules read it
   * so too: a literal password, not a templated one. What a configuration layer substitutes
   * before the driver reads the string stays a placeholder ({@code password={${DB_PASS}}}), as do
   * RFC 6570 templates in a URL's query ({@code https://h/login?password={password}}, a template
   * for RestTemplate or WebClient).
   *
   * <pre>{@code
   * String jdbc = "jdbc:sqlserver://db;user=sa;password={x}}y}";
   * withoutBracedTemplates(jdbc, Placeholders.scan(jdbc, Context.CONFIG_PLACEHOLDERS), SecretSpans.inValue(jdbc));
   * // []: "{x}" is no template there
   * }</pre>
   *
   * @param secrets the secrets of {@code input} as {@link SecretSpans#inValue(String)} finds them
   */
  public static List<Placeholder> withoutBracedTemplates(
      String input, List<Placeholder> placeholders, List<SecretSpans.Secret> secrets) {
    List<Span> braced = new ArrayList<>();
    for (SecretSpans.Secret secret : secrets) {
      if (secret.braced()) {
        braced.add(secret.span()); // in order of start, and apart: each value is read past the last
      }
    }
    if (braced.isEmpty() || !isConnectionString(input)) {
      return placeholders;
    }
    // Both lists are in order of start: one walk over the two.
    List<Placeholder> kept = new ArrayList<>(placeholders.size());
    int b = 0;
    for (Placeholder p : placeholders) {
      int start = p.span().start();
      while (b < braced.size() && braced.get(b).end() <= start) {
        b++;
      }
      boolean quoted = b < braced.size() && braced.get(b).start() <= start;
      if (!(quoted && (p.syntax() == PlaceholderSyntax.RFC6570 || p.syntax() == PlaceholderSyntax.DOUBLE_BRACE))) {
        kept.add(p);
      }
    }
    return kept.size() == placeholders.size() ? placeholders : List.copyOf(kept);
  }

  /** Whether the parameter whose value is {@code value} is named like a password. */
  public static boolean isPasswordName(String input, Span value) {
    String name = SecretNames.nameBefore(input, value.start()).of(input).toLowerCase(Locale.ROOT);
    return name.equals("pwd") || name.equals("pass") || name.contains("password") || name.contains("passwd");
  }
}
