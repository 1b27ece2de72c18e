package dev.urilint.scheme.syntax;

import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * RFC 2397 data URLs: {@code data:[<mediatype>][;base64],<data>}.
 *
 * <p>RFC 2397 §3: {@code dataurl := "data:" [ mediatype ] [ ";base64" ] "," data}, {@code
 * mediatype := [ type "/" subtype ] *( ";" parameter )}, {@code parameter := attribute "=" value}.
 * With {@code ;base64} the data is base64 (RFC 2045 §6.8): letters, digits, {@code +}, {@code /},
 * and {@code =} padding only at the end.
 *
 * <pre>{@code
 * data:text/plain;charset=utf-8,hello       // fine
 * data:image/png;base64,iVBORw0KGgo=        // fine
 * data:text/plain;base64                    // no ',' before the data
 * data:image/png;base64,iVBOR*w0K           // '*' is not base64
 * }</pre>
 */
public final class DataSyntax implements SchemeSyntax {

  @Override
  public List<SchemeProblem> check(SchemeUri uri) {
    if (uri.uri().hasAuthority()) {
      return List.of(SchemeProblem.at(uri.uri().authoritySpan().get(),
          "a data URL has no '//': data:[<mediatype>][;base64],<data> (RFC 2397 §3)"));
    }
    int start = uri.pathStart();
    int end = uri.uri().querySpan().map(Span::end).orElse(uri.uri().pathSpan().end());
    String text = uri.input().substring(start, end);
    int comma = text.indexOf(',');
    if (comma < 0) {
      Span all = new Span(start, end);
      return uri.isTemplated(all)
          ? List.of()
          : List.of(SchemeProblem.at(all, "a data URL needs ',' before its data (RFC 2397 §3)"));
    }
    List<SchemeProblem> problems = new ArrayList<>();
    Span header = new Span(start, start + comma);
    boolean base64 = !uri.isTemplated(header) && header(uri, header, problems);
    Span data = new Span(start + comma + 1, end);
    if (base64 && !uri.isTemplated(data)) {
      base64(uri, data, problems);
    }
    return problems;
  }

  // Checks "[type/subtype]*(;attribute=value)[;base64]"; answers whether ";base64" ends it.
  private static boolean header(SchemeUri uri, Span header, List<SchemeProblem> problems) {
    String[] parts = uri.text(header).split(";", -1);
    if (!parts[0].isEmpty() && !isMediaType(Percent.decode(parts[0]))) {
      problems.add(SchemeProblem.at(header,
          "'" + parts[0] + "' is not a media type 'type/subtype' (RFC 2397 §3, RFC 2045 §5.1)"));
      return false;
    }
    for (int i = 1; i < parts.length; i++) {
      boolean last = i == parts.length - 1;
      if (parts[i].equalsIgnoreCase("base64")) {
        if (last) {
          return true;
        }
        problems.add(SchemeProblem.at(header, "';base64' must come last, right before ',' (RFC 2397 §3)"));
        return false;
      }
      int eq = parts[i].indexOf('=');
      if (eq <= 0) {
        problems.add(SchemeProblem.at(header,
            "';" + parts[i] + "' is not a media type parameter 'attribute=value' (RFC 2397 §3)"));
        return false;
      }
    }
    return false;
  }

  private static boolean isMediaType(String type) {
    int slash = type.indexOf('/');
    return slash > 0 && slash < type.length() - 1 && isToken(type.substring(0, slash)) && isToken(type.substring(slash + 1));
  }

  // RFC 2045 §5.1 token: any CHAR except SPACE, CTLs, or tspecials.
  private static boolean isToken(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c <= ' ' || c >= 127 || "()<>@,;:\\\"/[]?=".indexOf(c) >= 0) {
        return false;
      }
    }
    return !s.isEmpty();
  }

  private static void base64(SchemeUri uri, Span data, List<SchemeProblem> problems) {
    String text = uri.text(data);
    String decoded = Percent.decode(text);
    int padding = 0;
    for (int i = 0; i < decoded.length(); i++) {
      char c = decoded.charAt(i);
      if (c == '=') {
        padding++;
      } else if (padding > 0 || !isBase64(c)) {
        String what = padding > 0 ? "data after '=' padding" : "'" + c + "', which is not base64";
        problems.add(SchemeProblem.at(data,
            "the base64 data holds " + what + " (RFC 2397 §3, RFC 2045 §6.8)"));
        return;
      }
    }
    if (padding > 2 || (decoded.length() - padding) % 4 == 1) {
      problems.add(SchemeProblem.at(data,
          "the base64 data is truncated: its length does not fit 4-character groups (RFC 2045 §6.8)"));
    }
  }

  private static boolean isBase64(char c) {
    return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/';
  }
}
