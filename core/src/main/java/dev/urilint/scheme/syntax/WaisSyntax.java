package dev.urilint.scheme.syntax;

import dev.urilint.uri.Span;
import java.util.List;

/**
 * RFC 1738 §3.9 wais URLs: {@code wais://host[:port]/database}, {@code .../database?search} or
 * {@code .../database/wtype/wpath}.
 *
 * <p>RFC 1738 §5: {@code waisurl = waisdatabase | waisindex | waisdoc}; {@code waisdatabase =
 * "wais://" hostport "/" database}, {@code waisindex = "wais://" hostport "/" database "?"
 * search}, {@code waisdoc = "wais://" hostport "/" database "/" wtype "/" wpath}.
 *
 * <pre>{@code
 * wais://wais.example.org/docs?query     // fine
 * wais://wais.example.org/docs/TEXT/17   // fine
 * wais://wais.example.org/docs/TEXT      // wtype needs its wpath
 * }</pre>
 */
public final class WaisSyntax implements SchemeSyntax {

  @Override
  public List<SchemeProblem> check(SchemeUri uri) {
    Span path = uri.uri().pathSpan();
    if (!uri.uri().hasAuthority() || uri.isTemplated(path)) {
      return List.of();
    }
    String text = uri.text(path);
    if (text.length() <= 1) {
      return List.of(SchemeProblem.at(path, "a wais URL names no database: wais://host/database (RFC 1738 §3.9)"));
    }
    int segments = text.substring(1).split("/", -1).length;
    if (segments == 2 || segments > 3) {
      return List.of(SchemeProblem.at(path,
          "a wais URL path is /database or /database/wtype/wpath, not '" + text + "' (RFC 1738 §3.9)"));
    }
    if (segments == 3 && uri.uri().querySpan().isPresent()) {
      return List.of(SchemeProblem.at(uri.uri().querySpan().get(),
          "a wais document URL has no search: '?' only follows /database (RFC 1738 §3.9)"));
    }
    return List.of();
  }
}
