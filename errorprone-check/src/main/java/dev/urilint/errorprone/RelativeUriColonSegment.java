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
 * Error Prone check for {@code relative-colon-segment}: a first path segment with {@code :} that turns a relative reference into a scheme (§4.2).
 *
 * <p>Enable or tune it like any check: {@code -Xep:RelativeUriColonSegment:ERROR}, {@code -Xep:RelativeUriColonSegment:OFF};
 * suppress it with {@code @SuppressWarnings("RelativeUriColonSegment")} or {@code @SuppressWarnings("urilint:relative-colon-segment")}.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = "A colon in the first segment turns a relative reference into a scheme",
    severity = WARNING,
    link = RuleId.DOCS_BASE + "relative-colon-segment.md",
    linkType = CUSTOM,
    altNames = "urilint:relative-colon-segment")
public final class RelativeUriColonSegment extends LooseUriRuleChecker {

  private static final long serialVersionUID = 1L;

  public RelativeUriColonSegment() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public RelativeUriColonSegment(ErrorProneFlags flags) {
    super(RuleId.RELATIVE_COLON_SEGMENT, flags);
  }
}
