package dev.urilint.scheme.syntax;

import dev.urilint.uri.Span;
import java.util.List;

/**
 * RFC 1738 §3.8 / RFC 4248 telnet URLs end after the host: {@code telnet://[user[:password]@]host
 * [:port][/]}.
 *
 * <p>RFC 1738 §5: {@code telneturl = "telnet://" login [ "/" ]}: no path beyond {@code /}, no
 * query.
 *
 * <pre>{@code
 * telnet://switch.example.net:2323/   // fine
 * telnet://switch.example.net/config  // a telnet URL has no path
 * }</pre>
 */
public final class TelnetSyntax implements SchemeSyntax {

  @Override
  public List<SchemeProblem> check(SchemeUri uri) {
    if (!uri.uri().hasAuthority()) {
      return List.of();
    }
    Span path = uri.uri().pathSpan();
    int end = uri.uri().querySpan().map(Span::end).orElse(path.end());
    Span rest = new Span(path.start(), end);
    String text = uri.text(rest);
    if (text.isEmpty() || text.equals("/") || uri.isTemplated(rest)) {
      return List.of();
    }
    return List.of(SchemeProblem.at(rest,
        "'" + text + "' after the host: a telnet URL ends after the host or a single '/' (RFC 1738 §3.8)"));
  }
}
