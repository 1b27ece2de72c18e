package dev.urilint.scheme.syntax;

import dev.urilint.uri.Span;
import java.util.List;

/**
 * http and https URLs carry no userinfo: RFC 1738 §3.3 ({@code httpurl = "http://" hostport [ "/"
 * hpath [ "?" search ]]}, no {@code login}) and RFC 9110 §4.2.4: "A sender MUST NOT generate the
 * userinfo subcomponent (and its "@" delimiter) when an "http" or "https" URI reference is
 * generated within a message as a target URI or field value."
 *
 * <p>A {@code user:password@} is {@code credentials-in-uri}'s (an error); this checker reports a
 * user name alone ({@code https://deploy@example.com/}) and an empty one ({@code http://@host/}),
 * which browsers strip or warn about and servers never see. A git remote ({@code
 * https://user@bitbucket.org/org/repo.git}, a path ending in {@code .git}) is exempt: git uses the
 * user name to pick a stored credential, and hosting services print clone URLs that way.
 *
 * <pre>{@code
 * https://example.com/             // fine
 * https://deploy@example.com/      // userinfo in an https URL
 * }</pre>
 */
public final class HttpSyntax implements SchemeSyntax {

  @Override
  public List<SchemeProblem> check(SchemeUri uri) {
    if (uri.uri().userinfoSpan().isEmpty()) {
      return List.of();
    }
    Span userinfo = uri.uri().userinfoSpan().get();
    String text = uri.text(userinfo);
    if (uri.isTemplated(userinfo) || text.indexOf(':') >= 0) {
      return List.of(); // a password is credentials-in-uri's
    }
    if (!text.isEmpty() && uri.path().endsWith(".git")) {
      return List.of(); // a git remote (https://user@bitbucket.org/org/repo.git): the user picks the credential
    }
    Span withAt = new Span(userinfo.start(), userinfo.end() + 1);
    if (text.isEmpty()) {
      return List.of(SchemeProblem.fixable(withAt,
          "an empty userinfo '@' before the host; http(s) URLs have no userinfo (RFC 9110 §4.2.4)", ""));
    }
    return List.of(SchemeProblem.at(withAt,
        // The user name is not shown: a token used as a user name (https://<token>@host) is a secret.
        "a userinfo before '@' in an http(s) URL: RFC 9110 §4.2.4 forbids generating it and RFC 1738"
            + " §3.3 has none; pass the user another way (a header, the client's configuration)"));
  }
}
