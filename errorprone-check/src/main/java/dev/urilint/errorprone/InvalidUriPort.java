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
 * Error Prone check for {@code invalid-port}: a port above 65535.
 *
 * <p>Enable or tune it like any check: {@code -Xep:InvalidUriPort:ERROR}, {@code -Xep:InvalidUriPort:OFF};
 * suppress it with {@code @SuppressWarnings("InvalidUriPort")} or {@code @SuppressWarnings("urilint:invalid-port")}.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = "A port above 65535",
    severity = ERROR,
    link = RuleId.DOCS_BASE + "invalid-port.md",
    linkType = CUSTOM,
    altNames = "urilint:invalid-port")
public final class InvalidUriPort extends LooseUriRuleChecker {

  private static final long serialVersionUID = 1L;

  public InvalidUriPort() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public InvalidUriPort(ErrorProneFlags flags) {
    super(RuleId.INVALID_PORT, flags);
  }
}
