package dev.urilint.scanner.classify;

import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a value that is not linted as a URI still holds one with a password: {@code
 * //user:password@} anywhere in it, whatever its key. A password in a URI leaks wherever the URI is
 * written, so a Maven {@code <scm><developerConnection>} ({@code
 * scm:git:https://user:pw@host/repo.git}), a placeholder default ({@code
 * ${DB_URL:jdbc:mysql://app:pw@db/app}}), a scheme-relative reference ({@code //user:pw@host/x}) or
 * a link in a message is checked for credentials even when nothing else about it is linted.
 *
 * <p>Each candidate is the run of the value around {@code //} up to white space, a quote or an
 * angle bracket, so a URI inside prose or HTML ({@code <code>https://u:pw@host/</code>}) is
 * checked on its own. This is only a cheap screen: the {@code credentials-in-uri} rule decides,
 * and a placeholder or an example password ({@code https://user:password@host/}) is its call.
 *
 * <pre>{@code
 * EmbeddedCredentials.candidates("scm:git:https://u:pw@git.example.org/r.git");  // [[0, 42)]
 * EmbeddedCredentials.candidates("see <code>https://u:pw@h/</code>");            // [[10, 25)]
 * EmbeddedCredentials.candidates("ssh://git@github.com:22/r.git");               // []: no password
 * }</pre>
 */
public final class EmbeddedCredentials {

  private EmbeddedCredentials() {}

  /** The spans of the runs of {@code value} that hold {@code //user:password@}; most often none. */
  public static List<Span> candidates(String value) {
    int at = value.indexOf("//");
    if (at < 0) {
      return List.of(); // most values: no search beyond this one
    }
    List<Span> out = new ArrayList<>(1);
    int n = value.length();
    while (at >= 0) {
      int next = at + 2;
      if (hasPasswordInUserinfo(value, at + 2)) {
        int start = at;
        while (start > 0 && !isDelimiter(value.charAt(start - 1))) {
          start--;
        }
        int end = at + 2;
        while (end < n && !isDelimiter(value.charAt(end))) {
          end++;
        }
        out.add(new Span(start, end));
        next = end;
      }
      at = value.indexOf("//", next);
    }
    return out;
  }

  // RFC 3986 §3.2: authority = [ userinfo "@" ] host [ ":" port ], ended by "/", "?", "#" (or the
  // end of the run). A password is a ':' in the userinfo, the part before the last '@'.
  private static boolean hasPasswordInUserinfo(String value, int authority) {
    int colon = -1;
    int lastAt = -1;
    for (int i = authority; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '/' || c == '?' || c == '#' || isDelimiter(c)) {
        break;
      }
      if (c == ':' && colon < 0) {
        colon = i;
      } else if (c == '@') {
        lastAt = i;
      }
    }
    return colon >= 0 && lastAt > colon;
  }

  // What ends a URI written in text: white space, quotes, angle brackets (RFC 3986 Appendix C).
  private static boolean isDelimiter(char c) {
    return Character.isWhitespace(c) || c == '"' || c == '\'' || c == '<' || c == '>' || c == '`';
  }
}
