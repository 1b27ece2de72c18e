package dev.urilint.scheme.syntax;

import dev.urilint.uri.Span;
import dev.urilint.uri.UriChars;
import java.util.ArrayList;
import java.util.List;

/**
 * RFC 1738 §3.6 / RFC 5538 news URIs: {@code news:group}, {@code news:message-id@host}, {@code
 * news:*}, or RFC 5538's {@code news://server/group}.
 *
 * <p>RFC 1738 §5: {@code grouppart = "*" | group | article}, {@code group = alpha *[ alpha | digit
 * | "-" | "." | "+" | "_" ]}, {@code article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@"
 * host}. RFC 5538 §2.2 writes the message-id without its angle brackets and allows a
 * comma-separated list of groups with wildmat {@code *}. A news URI has no query.
 *
 * <pre>{@code
 * news:comp.lang.java          // fine
 * news:1234@example.org        // an article
 * news:%3C1234@example.org%3E  // omit the angle brackets
 * news:42                      // a group name starts with a letter
 * }</pre>
 */
public final class NewsSyntax implements SchemeSyntax {

  @Override
  public List<SchemeProblem> check(SchemeUri uri) {
    List<SchemeProblem> problems = new ArrayList<>();
    Span path = uri.uri().pathSpan();
    boolean server = uri.uri().hasAuthority();
    Span rest = server && path.length() > 0 ? new Span(path.start() + 1, path.end()) : path;
    if (!uri.isTemplated(rest)) {
      groupPart(uri, rest, server, problems);
    }
    uri.uri().querySpan().filter(q -> !uri.isTemplated(q)).ifPresent(q -> problems.add(
        SchemeProblem.at(new Span(q.start() - 1, q.end()), "a news URI has no query (RFC 5538 §2.2)")));
    return problems;
  }

  private static void groupPart(SchemeUri uri, Span rest, boolean server, List<SchemeProblem> problems) {
    String text = uri.text(rest);
    if (text.isEmpty()) {
      if (!server) {
        problems.add(SchemeProblem.at(uri.uri().schemeSpan().get(),
            "a news URI names no newsgroup, article or '*' (RFC 1738 §3.6)"));
      }
      return;
    }
    if (text.equals("*")) {
      return;
    }
    String decoded = Percent.decode(text);
    if (decoded.indexOf('@') >= 0) {
      article(text, decoded, rest, problems);
      return;
    }
    for (String group : decoded.split(",", -1)) {
      if (!isGroup(group, true)) {
        problems.add(SchemeProblem.at(rest,
            "'" + group + "' is not a newsgroup name: a letter, then letters, digits, '-', '.', '+' or '_'"
                + " (RFC 1738 §5, RFC 5538 §2.2)"));
        return;
      }
    }
  }

  private static void article(String text, String decoded, Span rest, List<SchemeProblem> problems) {
    if (decoded.startsWith("<") || decoded.endsWith(">")) {
      problems.add(SchemeProblem.at(rest,
          "'" + text + "': write the message-id without its angle brackets (RFC 5538 §2.2)"));
      return;
    }
    int at = decoded.lastIndexOf('@');
    if (at == 0 || at == decoded.length() - 1) {
      problems.add(SchemeProblem.at(rest,
          "'" + text + "' is not a message-id: it needs text on both sides of '@' (RFC 1738 §5)"));
    }
  }

  /** RFC 1738 {@code group}; RFC 5538 wildmat {@code *} where {@code wildcards} allows it. */
  static boolean isGroup(String group, boolean wildcards) {
    if (group.isEmpty() || !(UriChars.isAlpha(group.charAt(0)) || wildcards && group.charAt(0) == '*')) {
      return false;
    }
    for (int i = 1; i < group.length(); i++) {
      char c = group.charAt(i);
      if (!(UriChars.isAlpha(c) || c >= '0' && c <= '9' || "-.+_".indexOf(c) >= 0 || wildcards && c == '*')) {
        return false;
      }
    }
    return true;
  }
}
