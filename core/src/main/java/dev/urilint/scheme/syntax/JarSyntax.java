package dev.urilint.scheme.syntax;

import dev.urilint.uri.GrammarRule;
import dev.urilint.uri.Span;
import dev.urilint.uri.UriParser;
import java.util.List;

/**
 * {@code jar:} URLs: {@code jar:<url>!/<entry>}, the archive's absolute URL, then {@code !/}, then
 * the entry (possibly empty).
 *
 * <p>{@code java.net.JarURLConnection}: "The syntax of a JAR URL is: {@code jar:<url>!/{entry}}";
 * IANA's registration of {@code jar} points there. The archive URL must be an absolute URI (RFC
 * 3986 §4.3) on its own; only the first {@code !/} separates (nested archives repeat it).
 *
 * <pre>{@code
 * jar:file:/opt/app.jar!/META-INF/MANIFEST.MF    // fine
 * jar:file:/opt/app.jar                           // no '!/' before the entry
 * jar:/opt/app.jar!/x                             // the archive URL has no scheme
 * }</pre>
 */
public final class JarSyntax implements SchemeSyntax {

  @Override
  public List<SchemeProblem> check(SchemeUri uri) {
    Span path = uri.uri().pathSpan();
    String text = uri.path();
    int bang = text.indexOf("!/");
    if (bang < 0) {
      return uri.isTemplated(path)
          ? List.of()
          : List.of(SchemeProblem.at(path, "a jar URL needs '!/' between the archive URL and the entry:"
              + " jar:<url>!/<entry> (JarURLConnection)"));
    }
    Span archive = new Span(path.start(), path.start() + bang);
    if (uri.isTemplated(archive)) {
      return List.of();
    }
    String inner = uri.uri().input().substring(archive.start(), archive.end());
    int bad = UriParser.validate(inner, GrammarRule.ABSOLUTE_URI);
    if (bad < 0) {
      return List.of();
    }
    String why = UriParser.validate(inner, GrammarRule.RELATIVE_REF) < 0
        ? "has no scheme: write jar:file:/path/app.jar!/entry"
        : "is not an absolute URI (RFC 3986 §4.3) from index " + (archive.start() + bad);
    return List.of(SchemeProblem.at(archive, "the archive URL before '!/' " + why));
  }
}
