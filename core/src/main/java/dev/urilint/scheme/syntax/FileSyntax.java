package dev.urilint.scheme.syntax;

import dev.urilint.uri.Span;
import dev.urilint.uri.UriReference;
import java.util.List;

/**
 * RFC 8089 file URIs: {@code file:///path}, {@code file://host/path}, {@code file:/path}.
 *
 * <p>RFC 8089 §2: {@code file-URI = file-scheme ":" file-hier-part}, {@code file-hier-part = (
 * "//" auth-path ) / local-path}, {@code auth-path = [ file-auth ] path-absolute}, {@code
 * local-path = path-absolute}, {@code file-auth = "localhost" / host}: no userinfo, no port, and
 * always an absolute path. RFC 1738 §3.10 agrees ({@code fileurl = "file://" [ host | "localhost"
 * ] "/" fpath}). A Windows drive letter belongs in the path ({@code file:///C:/dir}, RFC 8089
 * Appendix E.2), never in the authority.
 *
 * <pre>{@code
 * file:///etc/hosts            // fine
 * file://server/share/a.txt    // fine (UNC)
 * file://C:/dir                // 'C' read as a host; write file:///C:/dir
 * file://README.md             // the file name is read as the host
 * }</pre>
 *
 * <p>A relative path ({@code file:./config/}) is not reported: it is Spring's {@code file:}
 * resource prefix, which reads relative paths on purpose, not an RFC 8089 URI.
 */
public final class FileSyntax implements SchemeSyntax {

  @Override
  public List<SchemeProblem> check(SchemeUri uri) {
    return uri.uri().hasAuthority() ? withAuthority(uri) : withoutAuthority(uri);
  }

  /** "file://host/path" and "file:///path" (the commonest file URLs): nothing below applies. */
  @Override
  public boolean mayFind(UriReference uri) {
    return !uri.hasAuthority() || uri.userinfoSpan().isPresent() || uri.portSpan().isPresent() || uri.pathSpan().length() == 0;
  }

  private List<SchemeProblem> withAuthority(SchemeUri uri) {
    if (!mayFind(uri.uri())) {
      return List.of();
    }
    Span authority = uri.uri().authoritySpan().get();
    if (uri.isTemplated(authority)) {
      return List.of();
    }
    if (uri.uri().userinfoSpan().isPresent()) {
      return List.of(SchemeProblem.at(authority, "a file URI has no userinfo (RFC 8089 §2)"));
    }
    if (uri.uri().portSpan().isPresent()) {
      if (isDriveLetter(uri.uri().host().orElse("")) && uri.uri().port().orElse("").isEmpty()) {
        String drive = uri.text(authority);
        return List.of(SchemeProblem.fixable(authority,
            "'" + drive + "' is a drive letter, not a host: write file:///" + drive + "/... (RFC 8089 Appendix E.2)",
            "/" + drive));
      }
      return List.of(SchemeProblem.at(authority, "a file URI has no port (RFC 8089 §2)"));
    }
    if (uri.uri().pathSpan().length() == 0 && !uri.isTemplated(uri.uri().pathSpan())) {
      // "file://README.md": the file name became the host.
      String host = uri.uri().host().orElse("");
      return List.of(SchemeProblem.at(authority,
          "'" + host + "' is read as the host and the path is empty; a file URI needs an absolute path:"
              + " file:///" + host + " for a file, file://" + host + "/path for a host (RFC 8089 §2)"));
    }
    return List.of();
  }

  private static List<SchemeProblem> withoutAuthority(SchemeUri uri) {
    Span path = uri.uri().pathSpan();
    String text = uri.path();
    if (text.startsWith("/") || uri.isTemplated(new Span(path.start(), Math.min(path.end(), path.start() + 1)))) {
      return List.of();
    }
    if (text.isEmpty()) {
      return List.of(SchemeProblem.at(uri.uri().schemeSpan().get(), "a file URI names no path (RFC 8089 §2)"));
    }
    if (text.length() >= 2 && isDriveLetter(text.substring(0, 1)) && (text.charAt(1) == ':' || text.charAt(1) == '|')) {
      return List.of(SchemeProblem.fixable(new Span(path.start(), path.start()),
          "'" + text.substring(0, 2) + "' starts a relative file path: write file:///" + text.charAt(0) + ":/..."
              + " (RFC 8089 Appendix E.2)",
          "///"));
    }
    // "file:./config/", "file:logs/app.log": Spring's file: resource prefix takes relative paths
    // on purpose; such values are resource locations, not RFC 8089 URIs, and stay unreported.
    return List.of();
  }

  private static boolean isDriveLetter(String s) {
    return s.length() == 1 && (s.charAt(0) >= 'a' && s.charAt(0) <= 'z' || s.charAt(0) >= 'A' && s.charAt(0) <= 'Z');
  }
}
