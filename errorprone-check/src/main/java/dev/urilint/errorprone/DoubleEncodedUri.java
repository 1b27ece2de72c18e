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
 * Error Prone check for {@code double-encoding}: {@code %25} followed by two hex digits: encoded twice (§2.4).
 *
 * <p>Enable or tune it like any check: {@code -Xep:DoubleEncodedUri:ERROR}, {@code -Xep:DoubleEncodedUri:OFF};
 * suppress it with {@code @SuppressWarnings("DoubleEncodedUri")} or {@code @SuppressWarnings("urilint:double-encoding")}.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = "A percent-encoding that was encoded twice",
    severity = WARNING,
    link = RuleId.DOCS_BASE + "double-encoding.md",
    linkType = CUSTOM,
    altNames = "urilint:double-encoding")
public final class DoubleEncodedUri extends LooseUriRuleChecker {

  private static final long serialVersionUID = 1L;

  public DoubleEncodedUri() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public DoubleEncodedUri(ErrorProneFlags flags) {
    super(RuleId.DOUBLE_ENCODING, flags);
  }
}
