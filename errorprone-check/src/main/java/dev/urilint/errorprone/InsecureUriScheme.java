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
 * Error Prone check for {@code insecure-scheme}: {@code http}, {@code ws}, {@code ftp}... to a host that is not local.
 *
 * <p>Enable or tune it like any check: {@code -Xep:InsecureUriScheme:ERROR}, {@code -Xep:InsecureUriScheme:OFF};
 * suppress it with {@code @SuppressWarnings("InsecureUriScheme")} or {@code @SuppressWarnings("urilint:insecure-scheme")}.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = "An unencrypted scheme to a host that is not local",
    severity = WARNING,
    link = RuleId.DOCS_BASE + "insecure-scheme.md",
    linkType = CUSTOM,
    altNames = "urilint:insecure-scheme")
public final class InsecureUriScheme extends LooseUriRuleChecker {

  private static final long serialVersionUID = 1L;

  public InsecureUriScheme() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public InsecureUriScheme(ErrorProneFlags flags) {
    super(RuleId.INSECURE_SCHEME, flags);
  }
}
