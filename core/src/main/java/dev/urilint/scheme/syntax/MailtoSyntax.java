package dev.urilint.scheme.syntax;

import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * RFC 6068 mailto URIs: {@code mailto:addr-spec[,addr-spec...][?hfname=hfvalue[&...]]}.
 *
 * <p>RFC 6068 §2: {@code mailtoURI = "mailto:" [ to ] [ hfields ]}, {@code to = addr-spec *(","
 * addr-spec )}, {@code hfields = "?" hfield *( "&" hfield )}, {@code hfield = hfname "=" hfvalue}.
 * No {@code //}, no fragment; each address is {@code local-part "@" domain} (percent-decoded).
 *
 * <pre>{@code
 * mailto:ops@example.com?subject=Alert        // fine
 * mailto://ops@example.com                    // no '//' in mailto
 * mailto:a@example.com;b@example.com          // separate addresses with ','
 * mailto:ops@example.com?subject=a?body=b     // separate header fields with '&'
 * }</pre>
 */
public final class MailtoSyntax implements SchemeSyntax {

  @Override
  public List<SchemeProblem> check(SchemeUri uri) {
    if (uri.uri().hasAuthority()) {
      int slashes = uri.uri().schemeSpan().get().end() + 1;
      return List.of(SchemeProblem.fixable(new Span(slashes, slashes + 2),
          "a mailto URI has no '//': write mailto:user@example.com (RFC 6068 §2)", ""));
    }
    List<SchemeProblem> problems = new ArrayList<>();
    addresses(uri, problems);
    uri.uri().querySpan().ifPresent(q -> headerFields(uri, q, problems));
    uri.uri().fragmentSpan().filter(f -> !uri.isTemplated(f)).ifPresent(f -> problems.add(
        SchemeProblem.at(new Span(f.start() - 1, f.end()), "a mailto URI has no fragment (RFC 6068 §2)")));
    return problems;
  }

  private static void addresses(SchemeUri uri, List<SchemeProblem> problems) {
    String path = uri.path();
    if (path.isEmpty()) {
      if (uri.uri().querySpan().isEmpty()) {
        problems.add(SchemeProblem.at(uri.uri().schemeSpan().get(), "a mailto URI names no address (RFC 6068 §2)"));
      }
      return;
    }
    int start = 0;
    for (int i = 0; i <= path.length(); i++) {
      if (i == path.length() || path.charAt(i) == ',') {
        Span span = new Span(uri.pathStart() + start, uri.pathStart() + i);
        if (!uri.isTemplated(span)) {
          address(uri.text(span), span, problems);
        }
        start = i + 1;
      }
    }
  }

  private static void address(String text, Span span, List<SchemeProblem> problems) {
    String decoded = Percent.decode(text);
    if (decoded.indexOf(';') >= 0) {
      problems.add(SchemeProblem.at(span,
          "'" + text + "': separate mailto addresses with ',', not ';' (RFC 6068 §2)"));
      return;
    }
    int at = decoded.lastIndexOf('@');
    if (at <= 0 || at == decoded.length() - 1 || !isDomain(decoded.substring(at + 1))) {
      problems.add(SchemeProblem.at(span,
          "'" + text + "' is not an addr-spec (local-part@domain) (RFC 6068 §2, RFC 5322 §3.4.1)"));
    }
  }

  private static boolean isDomain(String domain) {
    if (domain.startsWith("[") && domain.endsWith("]")) {
      return true;
    }
    if (domain.startsWith(".") || domain.endsWith(".") || domain.contains("..")) {
      return false;
    }
    for (int i = 0; i < domain.length(); i++) {
      char c = domain.charAt(i);
      if (!(Character.isLetterOrDigit(c) || c == '-' || c == '.')) {
        return false;
      }
    }
    return true;
  }

  private static void headerFields(SchemeUri uri, Span query, List<SchemeProblem> problems) {
    String text = uri.text(query);
    int start = 0;
    for (int i = 0; i <= text.length(); i++) {
      if (i == text.length() || text.charAt(i) == '&') {
        Span span = new Span(query.start() + start, query.start() + i);
        String field = uri.text(span);
        if (!uri.isTemplated(span)) {
          headerField(field, span, problems);
        }
        start = i + 1;
      }
    }
  }

  private static void headerField(String field, Span span, List<SchemeProblem> problems) {
    int eq = field.indexOf('=');
    if (field.isEmpty()) {
      return; // "?a=b&" leaves an empty field: harmless
    }
    if (eq <= 0) {
      problems.add(SchemeProblem.at(span,
          "header field '" + field + "' needs 'name=value' (RFC 6068 §2)"));
    } else if (field.indexOf('?', eq) >= 0) {
      problems.add(SchemeProblem.at(span,
          "'" + field + "' holds a second '?': separate mailto header fields with '&' (RFC 6068 §2)"));
    }
  }
}
