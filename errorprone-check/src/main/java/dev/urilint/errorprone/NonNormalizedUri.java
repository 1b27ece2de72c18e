package dev.urilint.errorprone;

import static com.google.errorprone.BugPattern.LinkType.CUSTOM;
import static com.google.errorprone.BugPattern.SeverityLevel.SUGGESTION;

import com.google.auto.service.AutoService;
import com.google.errorprone.BugPattern;
import com.google.errorprone.ErrorProneFlags;
import com.google.errorprone.bugpatterns.BugChecker;
import dev.urilint.lint.RuleId;
import javax.inject.Inject;

/**
 * Error Prone check for {@code non-normalized}: not in normal form (§6.2.2, §6.2.3); the fix is the normal form.
 *
 * <p>Enable or tune it like any check: {@code -Xep:NonNormalizedUri:ERROR}, {@code -Xep:NonNormalizedUri:OFF};
 * suppress it with {@code @SuppressWarnings("NonNormalizedUri")} or {@code @SuppressWarnings("urilint:non-normalized")}.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = "Not in normal form",
    severity = SUGGESTION,
    link = RuleId.DOCS_BASE + "non-normalized.md",
    linkType = CUSTOM,
    altNames = "urilint:non-normalized")
public final class NonNormalizedUri extends UriRuleChecker {

  private static final long serialVersionUID = 1L;

  public NonNormalizedUri() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public NonNormalizedUri(ErrorProneFlags flags) {
    super(RuleId.NON_NORMALIZED, flags);
  }
}
