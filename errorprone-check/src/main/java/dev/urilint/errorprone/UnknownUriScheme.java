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
 * Error Prone check for {@code unknown-scheme}: a scheme one typo away from a well-known one ({@code htps}).
 *
 * <p>Enable or tune it like any check: {@code -Xep:UnknownUriScheme:ERROR}, {@code -Xep:UnknownUriScheme:OFF};
 * suppress it with {@code @SuppressWarnings("UnknownUriScheme")} or {@code @SuppressWarnings("urilint:unknown-scheme")}.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = "A scheme one typo away from a well-known one",
    severity = WARNING,
    link = RuleId.DOCS_BASE + "unknown-scheme.md",
    linkType = CUSTOM,
    altNames = "urilint:unknown-scheme")
public final class UnknownUriScheme extends LooseUriRuleChecker {

  private static final long serialVersionUID = 1L;

  public UnknownUriScheme() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public UnknownUriScheme(ErrorProneFlags flags) {
    super(RuleId.UNKNOWN_SCHEME, flags);
  }
}
