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
 * Error Prone check for {@code misleading-authority}: user info that looks like a host, encoded delimiters in the authority (§7.2, §7.6).
 *
 * <p>Enable or tune it like any check: {@code -Xep:MisleadingUriAuthority:ERROR}, {@code -Xep:MisleadingUriAuthority:OFF};
 * suppress it with {@code @SuppressWarnings("MisleadingUriAuthority")} or {@code @SuppressWarnings("urilint:misleading-authority")}.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = "An authority that misleads about the host it reaches",
    severity = ERROR,
    link = RuleId.DOCS_BASE + "misleading-authority.md",
    linkType = CUSTOM,
    altNames = "urilint:misleading-authority")
public final class MisleadingUriAuthority extends LooseUriRuleChecker {

  private static final long serialVersionUID = 1L;

  public MisleadingUriAuthority() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public MisleadingUriAuthority(ErrorProneFlags flags) {
    super(RuleId.MISLEADING_AUTHORITY, flags);
  }
}
