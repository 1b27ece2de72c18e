package dev.urilint.scheme.syntax;

import dev.urilint.placeholders.FillInWords;
import dev.urilint.scheme.SchemeRegistry;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code jdbc:} URLs: {@code jdbc:<subprotocol>:<subname>}, and the nested URL a driver reads when
 * the subname is {@code //hosts/...} ({@code jdbc:postgresql://db1:5432,db2:5432/app}, {@code
 * jdbc:mysql:replication://...}, Oracle's {@code jdbc:oracle:thin:@//host:1521/service}).
 *
 * <p>JDBC 4.3 specification §9.4: "The standard syntax for JDBC URLs is: {@code
 * jdbc:<subprotocol>:<subname>}". The outer string is a valid URI whatever the nested part holds
 * (it is one opaque path), so a bad nested port or an empty host only fails when the driver
 * connects; this checker reads the nested host list (comma-separated, userinfo before the last
 * {@code @}, IP literals in brackets) the way RFC 3986 §3.2 reads an authority, and each port must
 * be digits (up to 65535 in a host list; a single host's port above it is {@code invalid-port}'s,
 * which, like every host rule, reads the driver URL's authority). {@code jdbc:postgres:} is a known wrong subprotocol: PgJDBC only accepts
 * {@code postgresql}. Apache Camel's jdbc component shares the scheme: {@code jdbc:dataSource}
 * (a bean name, no {@code ':'} and no {@code '/'}, and no database's name such as {@code
 * postgresql}) names a DataSource and is not reported.
 *
 * <pre>{@code
 * jdbc:postgresql://db1:5432,db2:5432/app      // fine
 * jdbc:h2:mem:test                             // fine: no nested URL
 * jdbc:mysql://db:33o6/app                     // port '33o6' is not a number
 * jdbc:postgres://db/app                       // PgJDBC needs 'postgresql'
 * }</pre>
 */
public final class JdbcSyntax implements SchemeSyntax {

  private static final int MAX_PORT = 65_535;

  // A bean name that is no database's name ("jdbc:postgresql" lost its ':'): letters, digits,
  // '_', '-', '.', starting with a letter. A Java identifier-like bean name (letters, digits, '_', '-', '.'), starting with a letter.
  private static boolean isBeanName(String text) {
    if (text.isEmpty() || !Character.isLetter(text.charAt(0))) {
      return false;
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!(c < 0x80 && Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.')) {
        return false;
      }
    }
    return true;
  }

  @Override
  public List<SchemeProblem> check(SchemeUri uri) {
    Span path = uri.uri().pathSpan();
    String text = uri.path();
    int colon = text.indexOf(':');
    if (uri.isTemplated(new Span(path.start(), colon < 0 ? path.end() : path.start() + colon + 1))) {
      return List.of();
    }
    if (colon < 0 && isBeanName(text) && !SchemeRegistry.isKnown(text)) {
      return List.of(); // Camel's jdbc component: "jdbc:dataSource?readSize=100" names a DataSource bean
    }
    if (colon <= 0) {
      return List.of(SchemeProblem.at(path,
          "a JDBC URL is jdbc:<subprotocol>:<subname>; '" + text + "' has no subprotocol and ':' (JDBC 4.3 §9.4)"));
    }
    List<SchemeProblem> problems = new ArrayList<>();
    if (text.substring(0, colon).equalsIgnoreCase("postgres")) {
      problems.add(SchemeProblem.fixable(new Span(path.start(), path.start() + colon),
          "PgJDBC only accepts the subprotocol 'postgresql', not 'postgres'", "postgresql"));
    }
    int authority = nestedAuthority(text, colon + 1);
    if (authority >= 0) {
      hosts(uri, path.start() + authority, problems);
    }
    return problems;
  }

  // Index after the "//" (or Oracle's "@//") that starts a nested authority, skipping further
  // "name:" parts ("mysql:replication://"); -1 when the subname is not of that shape.
  private static int nestedAuthority(String text, int from) {
    int i = from;
    while (i < text.length()) {
      if (text.startsWith("//", i)) {
        return i + 2;
      }
      if (text.startsWith("@//", i)) {
        return i + 3;
      }
      int name = i;
      while (name < text.length() && isNameChar(text.charAt(name))) {
        name++;
      }
      if (name == i || name >= text.length() || text.charAt(name) != ':') {
        return -1;
      }
      i = name + 1;
    }
    return -1;
  }

  private static void hosts(SchemeUri uri, int start, List<SchemeProblem> problems) {
    String input = uri.input();
    int end = start;
    int limit = uri.uri().fragmentSpan().map(f -> f.start() - 1).orElse(input.length());
    while (end < limit && "/?#;".indexOf(input.charAt(end)) < 0) {
      end++;
    }
    if (end == start || uri.isTemplated(new Span(start, end))) {
      return;
    }
    int at = input.lastIndexOf('@', end - 1);
    int hostsStart = at >= start ? at + 1 : start;
    int from = hostsStart;
    boolean list = input.indexOf(',', hostsStart) >= 0 && input.indexOf(',', hostsStart) < end;
    for (int i = hostsStart; i <= end; i++) {
      if (i == end || input.charAt(i) == ',') {
        hostPort(uri, new Span(from, i), list, problems);
        from = i + 1;
      }
    }
  }

  // A port above 65535 of a single host is invalid-port's, which reads the driver URL's authority
  // as it reads an HTTP URL's (an error there as here); in a host list, which RFC 3986 cannot
  // read, it is reported here.
  private static void hostPort(SchemeUri uri, Span span, boolean list, List<SchemeProblem> problems) {
    if (uri.isTemplated(span)) {
      return;
    }
    String text = uri.text(span);
    if (text.isEmpty()) {
      problems.add(SchemeProblem.at(span, "an empty entry in the nested JDBC host list"));
      return;
    }
    int hostEnd;
    if (text.startsWith("[")) {
      int close = text.indexOf(']');
      if (close < 0) {
        problems.add(SchemeProblem.at(span, "the IP literal '" + text + "' of the nested JDBC URL has no ']'"));
        return;
      }
      hostEnd = close + 1;
    } else {
      int colon = text.indexOf(':');
      hostEnd = colon < 0 ? text.length() : colon;
    }
    if (hostEnd == 0) {
      problems.add(SchemeProblem.at(span, "'" + text + "' in the nested JDBC URL has no host before its port"));
      return;
    }
    if (hostEnd == text.length()) {
      return;
    }
    if (text.charAt(hostEnd) != ':') {
      problems.add(SchemeProblem.at(span, "'" + text + "' in the nested JDBC URL: only ':port' may follow the host"));
      return;
    }
    String port = text.substring(hostEnd + 1);
    Span portSpan = new Span(span.start() + hostEnd + 1, span.end());
    if (FillInWords.isPortWord(uri.input(), portSpan.start(), portSpan.end())) {
      return; // "jdbc:sqlserver://host:port;DatabaseName=dbname": a word for the reader to replace
    }
    if (!port.chars().allMatch(c -> c >= '0' && c <= '9')) {
      problems.add(SchemeProblem.at(portSpan,
          "port '" + port + "' of the nested JDBC URL is not a number (RFC 3986 §3.2.3)"));
    } else if (list && !port.isEmpty() && !fits(port)) {
      problems.add(SchemeProblem.at(portSpan,
          "port " + port + " of the nested JDBC URL is above " + MAX_PORT + " (RFC 9293 §3.1)"));
    }
  }

  private static boolean fits(String digits) {
    int first = 0;
    while (first < digits.length() - 1 && digits.charAt(first) == '0') {
      first++;
    }
    String significant = digits.substring(first);
    return significant.length() < 5 || significant.length() == 5 && Integer.parseInt(significant) <= MAX_PORT;
  }

  private static boolean isNameChar(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.';
  }
}
