package dev.urilint.scheme.syntax;

import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * RFC 1738 §3.2 ftp URLs: {@code ftp://[user[:password]@]host[:port]/fpath[;type=a|i|d]}.
 *
 * <p>RFC 1738 §5: {@code ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]}, {@code
 * ftptype = "A" | "I" | "D" | "a" | "i" | "d"}; user and password are {@code *[ uchar | ";" | "?"
 * | "&" | "=" ]}, so a second {@code :} in the userinfo must be encoded; {@code fsegment} has no
 * {@code ;}, and an ftp URL has no query: "?" in a file name is {@code %3F}.
 *
 * <pre>{@code
 * ftp://ftp.example.org/pub/file.txt;type=i     // fine
 * ftp://ftp.example.org/pub/file.txt;type=x     // ftptype is a, i or d
 * ftp://ftp.example.org/pub;type=a/file.txt     // ;type= only ends the path
 * }</pre>
 */
public final class FtpSyntax implements SchemeSyntax {

  @Override
  public List<SchemeProblem> check(SchemeUri uri) {
    if (!uri.uri().hasAuthority()) {
      return List.of(); // missing-host reports it
    }
    List<SchemeProblem> problems = new ArrayList<>();
    uri.uri().userinfoSpan().filter(u -> !uri.isTemplated(u)).ifPresent(u -> secondColon(uri, u, problems));
    typeParameter(uri, problems);
    uri.uri().querySpan().filter(q -> !uri.isTemplated(q)).ifPresent(q -> problems.add(
        SchemeProblem.at(new Span(q.start() - 1, q.end()),
            "an ftp URL has no query (RFC 1738 §3.2); a '?' that belongs to the file name is %3F")));
    return problems;
  }

  private static void secondColon(SchemeUri uri, Span userinfo, List<SchemeProblem> problems) {
    String text = uri.text(userinfo);
    int first = text.indexOf(':');
    int second = first < 0 ? -1 : text.indexOf(':', first + 1);
    if (second >= 0) {
      int at = userinfo.start() + second;
      problems.add(SchemeProblem.at(new Span(at, at + 1),
          "an ftp user or password cannot hold ':' (RFC 1738 §3.2.1); percent-encode it as %3A"));
    }
  }

  private static void typeParameter(SchemeUri uri, List<SchemeProblem> problems) {
    String path = uri.path();
    int lastSlash = path.lastIndexOf('/');
    for (int i = path.indexOf(';'); i >= 0; i = path.indexOf(';', i + 1)) {
      Span param = new Span(uri.pathStart() + i, uri.pathStart() + segmentEnd(path, i));
      if (uri.isTemplated(param)) {
        continue;
      }
      String text = uri.text(param);
      if (i < lastSlash) {
        problems.add(SchemeProblem.at(param,
            "'" + text + "' inside an ftp path: only ';type=' is defined, and only at the end (RFC 1738 §3.2.2)"));
      } else if (!text.regionMatches(true, 0, ";type=", 0, 6)) {
        problems.add(SchemeProblem.at(param,
            "'" + text + "' is not an ftp parameter: only ';type=a|i|d' is defined (RFC 1738 §3.2.2)"));
      } else if (text.length() != 7 || "aidAID".indexOf(text.charAt(6)) < 0) {
        problems.add(SchemeProblem.at(param,
            "'" + text + "': the ftp type is a (ASCII), i (image) or d (directory listing) (RFC 1738 §3.2.2)"));
      }
      return;
    }
  }

  private static int segmentEnd(String path, int from) {
    int slash = path.indexOf('/', from);
    return slash < 0 ? path.length() : slash;
  }
}
