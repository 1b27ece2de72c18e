package dev.urilint.scheme.syntax;

import dev.urilint.uri.Span;
import java.util.List;

/**
 * RFC 1738 §3.7 / RFC 5538 §2.3 nntp URLs: {@code nntp://host[:port]/group[/article-number]}.
 *
 * <p>RFC 1738 §5: {@code nntpurl = "nntp://" hostport "/" group [ "/" digits ]}.
 *
 * <pre>{@code
 * nntp://news.example.org/comp.lang.java/42   // fine
 * nntp://news.example.org/                    // names no newsgroup
 * nntp://news.example.org/comp.lang.java/x1   // the article number is digits
 * }</pre>
 */
public final class NntpSyntax implements SchemeSyntax {

  @Override
  public List<SchemeProblem> check(SchemeUri uri) {
    Span path = uri.uri().pathSpan();
    if (!uri.uri().hasAuthority() || uri.isTemplated(path)) {
      return List.of();
    }
    String text = uri.text(path);
    if (text.length() <= 1) {
      return List.of(SchemeProblem.at(path, "an nntp URL names no newsgroup: nntp://host/group (RFC 1738 §3.7)"));
    }
    String[] parts = text.substring(1).split("/", -1);
    if (!NewsSyntax.isGroup(parts[0], false)) {
      return List.of(SchemeProblem.at(path,
          "'" + parts[0] + "' is not a newsgroup name: a letter, then letters, digits, '-', '.', '+' or '_'"
              + " (RFC 1738 §5)"));
    }
    if (parts.length > 2 || parts.length == 2 && !isDigits(parts[1])) {
      return List.of(SchemeProblem.at(path,
          "an nntp URL path is /group or /group/article-number, with digits for the number (RFC 1738 §5)"));
    }
    return List.of();
  }

  private static boolean isDigits(String s) {
    return !s.isEmpty() && s.chars().allMatch(c -> c >= '0' && c <= '9');
  }
}
