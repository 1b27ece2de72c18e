package dev.urilint.scheme.syntax;

import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * RFC 1738 §3.11 / RFC 4157 prospero URLs: {@code prospero://host[:port]/hsoname[;field=value...]}.
 *
 * <p>RFC 1738 §5: {@code prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]}, {@code
 * fieldspec = ";" fieldname "=" fieldvalue}; {@code psegment} allows {@code ?}, which RFC 3986 reads
 * as a query, so a literal one is {@code %3F}.
 *
 * <pre>{@code
 * prospero://host.example.org/docs;version=2   // fine
 * prospero://host.example.org/docs;version     // a field needs '=value'
 * }</pre>
 */
public final class ProsperoSyntax implements SchemeSyntax {

  @Override
  public List<SchemeProblem> check(SchemeUri uri) {
    if (!uri.uri().hasAuthority()) {
      return List.of();
    }
    List<SchemeProblem> problems = new ArrayList<>();
    String path = uri.path();
    int semicolon = path.indexOf(';');
    while (semicolon >= 0) {
      int next = path.indexOf(';', semicolon + 1);
      int end = next < 0 ? path.length() : next;
      Span field = new Span(uri.pathStart() + semicolon, uri.pathStart() + end);
      String text = uri.text(field);
      if (!uri.isTemplated(field) && (text.indexOf('=') < 0 || text.indexOf('/') >= 0)) {
        problems.add(SchemeProblem.at(field,
            "'" + text + "': prospero fields come after the path as ';name=value' (RFC 1738 §3.11)"));
      }
      semicolon = next;
    }
    uri.uri().querySpan().filter(q -> !uri.isTemplated(q)).ifPresent(q -> problems.add(
        SchemeProblem.at(new Span(q.start() - 1, q.end()),
            "a prospero URL has no query; a '?' in the path is %3F (RFC 1738 §3.11)")));
    return problems;
  }
}
