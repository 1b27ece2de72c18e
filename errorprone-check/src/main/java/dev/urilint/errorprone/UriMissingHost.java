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
 * Error Prone check for {@code missing-host}: a scheme that needs a host has none or lost its slashes ({@code http:/x}).
 *
 * <p>Enable or tune it like any check: {@code -Xep:UriMissingHost:ERROR}, {@code -Xep:UriMissingHost:OFF};
 * suppress it with {@code @SuppressWarnings("UriMissingHost")} or {@code @SuppressWarnings("urilint:missing-host")}.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = "A scheme that needs a host has none or lost its slashes",
    severity = ERROR,
    link = RuleId.DOCS_BASE + "missing-host.md",
    linkType = CUSTOM,
    altNames = "urilint:missing-host")
public final class UriMissingHost extends LooseUriRuleChecker {

  private static final long serialVersionUID = 1L;

  public UriMissingHost() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public UriMissingHost(ErrorProneFlags flags) {
    super(RuleId.MISSING_HOST, flags);
  }
}
