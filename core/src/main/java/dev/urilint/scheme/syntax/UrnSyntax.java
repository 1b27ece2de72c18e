package dev.urilint.scheme.syntax;

import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * RFC 8141 URNs: {@code urn:<NID>:<NSS>[?+r-component][?=q-component][#f-component]}.
 *
 * <p>RFC 8141 §2: {@code assigned-name = "urn" ":" NID ":" NSS}, {@code NID = (alphanum)
 * 0*30(ldh) (alphanum)} (2 to 32 letters, digits or hyphens, a letter or digit at both ends),
 * {@code NSS = pchar *(pchar / "/")} (not empty, not starting with {@code /}), {@code
 * rq-components = [ "?+" r-component ] [ "?=" q-component ]}, each component non-empty.
 *
 * <pre>{@code
 * urn:isbn:0451450523                  // fine
 * urn:ietf:rfc:8141?=lang=en           // fine: a q-component
 * urn:isbn:                            // the NSS is empty
 * urn:-bad:x                           // an NID starts with a letter or digit
 * urn:example:a?x=1                    // '?' must begin '?+' or '?='
 * }</pre>
 */
public final class UrnSyntax implements SchemeSyntax {

  @Override
  public List<SchemeProblem> check(SchemeUri uri) {
    if (uri.uri().hasAuthority()) {
      return List.of(SchemeProblem.at(uri.uri().authoritySpan().get(),
          "a URN has no '//' authority: urn:<NID>:<NSS> (RFC 8141 §2)"));
    }
    Span path = uri.uri().pathSpan();
    if (uri.isTemplated(path)) {
      return List.of();
    }
    String text = uri.text(path);
    int colon = text.indexOf(':');
    if (colon < 0) {
      return List.of(SchemeProblem.at(path,
          "'" + text + "' is not '<NID>:<NSS>': a URN is urn:<NID>:<NSS> (RFC 8141 §2)"));
    }
    List<SchemeProblem> problems = new ArrayList<>();
    Span nid = new Span(path.start(), path.start() + colon);
    if (!isNid(uri.text(nid))) {
      problems.add(SchemeProblem.at(nid,
          "namespace identifier '" + uri.text(nid) + "' must be 2 to 32 letters, digits or hyphens,"
              + " with a letter or digit at both ends (RFC 8141 §2)"));
    }
    String nss = text.substring(colon + 1);
    Span nssSpan = new Span(nid.end() + 1, path.end());
    if (nss.isEmpty()) {
      problems.add(SchemeProblem.at(new Span(path.start(), path.end()),
          "the namespace-specific string after '" + uri.text(nid) + ":' is empty (RFC 8141 §2)"));
    } else if (nss.startsWith("/")) {
      problems.add(SchemeProblem.at(nssSpan, "a URN's namespace-specific string cannot start with '/' (RFC 8141 §2)"));
    }
    uri.uri().querySpan().filter(q -> !uri.isTemplated(q)).ifPresent(q -> rqComponents(uri, q, problems));
    return problems;
  }

  private static void rqComponents(SchemeUri uri, Span query, List<SchemeProblem> problems) {
    String q = uri.text(query);
    Span shown = new Span(query.start() - 1, query.end());
    if (q.startsWith("+")) {
      int qStart = q.indexOf("?=");
      String r = qStart < 0 ? q.substring(1) : q.substring(1, qStart);
      if (r.isEmpty() || qStart >= 0 && qStart + 2 == q.length()) {
        problems.add(SchemeProblem.at(shown, "an r- or q-component of a URN cannot be empty (RFC 8141 §2)"));
      }
    } else if (q.startsWith("=")) {
      if (q.length() == 1) {
        problems.add(SchemeProblem.at(shown, "the q-component of a URN cannot be empty (RFC 8141 §2)"));
      }
    } else {
      problems.add(SchemeProblem.at(shown,
          "a URN's '?' must begin '?+' (r-component) or '?=' (q-component) (RFC 8141 §2)"));
    }
  }

  private static boolean isNid(String nid) {
    if (nid.length() < 2 || nid.length() > 32 || !isAlnum(nid.charAt(0)) || !isAlnum(nid.charAt(nid.length() - 1))) {
      return false;
    }
    return nid.chars().allMatch(c -> isAlnum((char) c) || c == '-');
  }

  private static boolean isAlnum(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9';
  }
}
