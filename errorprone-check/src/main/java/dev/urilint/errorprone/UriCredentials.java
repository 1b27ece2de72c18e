package dev.urilint.errorprone;

import static com.google.errorprone.BugPattern.LinkType.CUSTOM;
import static com.google.errorprone.BugPattern.SeverityLevel.ERROR;

import com.google.auto.service.AutoService;
import com.google.errorprone.BugPattern;
import com.google.errorprone.ErrorProneFlags;
import com.google.errorprone.bugpatterns.BugChecker;
import dev.urilint.lint.RuleId;
import javax.inject.Inject;

/**
 * Error Prone check for {@code credentials-in-uri}: a {@code user:password@} in the user info (RFC 3986 §3.2.1, §7.5).
 *
 * <p>Enable or tune it like any check: {@code -Xep:UriCredentials:ERROR}, {@code -Xep:UriCredentials:OFF};
 * suppress it with {@code @SuppressWarnings("UriCredentials")} or {@code @SuppressWarnings("urilint:credentials-in-uri")}.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = "A password in the userinfo of a URI",
    severity = ERROR,
    link = RuleId.DOCS_BASE + "credentials-in-uri.md",
    linkType = CUSTOM,
    altNames = "urilint:credentials-in-uri")
public final class UriCredentials extends LooseUriRuleChecker {

  private static final long serialVersionUID = 1L;

  public UriCredentials() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public UriCredentials(ErrorProneFlags flags) {
    super(RuleId.CREDENTIALS_IN_URI, flags);
  }
}
