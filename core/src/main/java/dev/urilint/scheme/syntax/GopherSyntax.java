package dev.urilint.scheme.syntax;

import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * RFC 1738 §3.4 / RFC 4266 gopher URLs: {@code gopher://host[:port]/[gtype[selector[%09search[%09
 * gopher+_string]]]]}.
 *
 * <p>RFC 1738 §5: {@code gopherurl = "gopher://" hostport [ / [ gtype [ selector [ "%09" search [
 * "%09" gopher+_string ] ] ] ] ]}. The item type is one character: RFC 1436 defines {@code 0}–{@code
 * 9}, {@code +}, {@code T}, {@code g} and {@code I}; {@code h}, {@code i} and {@code s} are in
 * common use. A search string follows a tab ({@code %09}), not {@code ?}.
 *
 * <pre>{@code
 * gopher://gopher.example.org/1/docs          // a menu
 * gopher://gopher.example.org/7/find%09urls   // a search
 * gopher://gopher.example.org/7/find?urls     // '?' is not the gopher search separator
 * }</pre>
 */
public final class GopherSyntax implements SchemeSyntax {

  private static final String TYPES = "0123456789+TgIhis";

  @Override
  public List<SchemeProblem> check(SchemeUri uri) {
    if (!uri.uri().hasAuthority()) {
      return List.of();
    }
    List<SchemeProblem> problems = new ArrayList<>();
    String path = uri.path();
    if (path.length() >= 2) {
      Span type = new Span(uri.pathStart() + 1, uri.pathStart() + 2);
      char c = path.charAt(1);
      if (!uri.isTemplated(type) && c != '%' && TYPES.indexOf(c) < 0) {
        problems.add(SchemeProblem.at(type,
            "gopher item type '" + c + "' is none of RFC 1436's (0-9, +, T, g, I) or the common h, i, s"
                + " (RFC 1738 §3.4)"));
      }
    }
    uri.uri().querySpan().filter(q -> !uri.isTemplated(q)).ifPresent(q -> problems.add(
        SchemeProblem.at(new Span(q.start() - 1, q.end()),
            "a gopher search string follows '%09' (a tab), not '?' (RFC 1738 §3.4, RFC 4266 §2.1)")));
    return problems;
  }
}
