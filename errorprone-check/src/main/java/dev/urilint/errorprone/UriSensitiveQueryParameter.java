package dev.urilint.errorprone;

import static com.google.errorprone.BugPattern.LinkType.CUSTOM;
import static com.google.errorprone.BugPattern.SeverityLevel.WARNING;

import com.google.auto.service.AutoService;
import com.google.errorprone.BugPattern;
import com.google.errorprone.ErrorProneFlags;
import com.google.errorprone.bugpatterns.BugChecker;
import dev.urilint.lint.RuleId;
import javax.inject.Inject;

/**
 * Error Prone check for {@code sensitive-query-parameter}: secrets in the query ({@code token=}, {@code api_key=}) (§7.5).
 *
 * <p>Enable or tune it like any check: {@code -Xep:UriSensitiveQueryParameter:ERROR}, {@code -Xep:UriSensitiveQueryParameter:OFF};
 * suppress it with {@code @SuppressWarnings("UriSensitiveQueryParameter")} or {@code @SuppressWarnings("urilint:sensitive-query-parameter")}.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = "A secret in the query",
    severity = WARNING,
    link = RuleId.DOCS_BASE + "sensitive-query-parameter.md",
    linkType = CUSTOM,
    altNames = "urilint:sensitive-query-parameter")
public final class UriSensitiveQueryParameter extends LooseUriRuleChecker {

  private static final long serialVersionUID = 1L;

  public UriSensitiveQueryParameter() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public UriSensitiveQueryParameter(ErrorProneFlags flags) {
    super(RuleId.SENSITIVE_QUERY_PARAMETER, flags);
  }
}
