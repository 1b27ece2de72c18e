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
 * Error Prone check for {@code mixed-script-host}: a host that mixes scripts or uses confusable characters (§7.6).
 *
 * <p>A security rule: like {@code MisleadingUriAuthority} it checks every string that is plainly an
 * absolute URI, in a sink or not (an allow-list entry, a constant), since a look-alike host
 * deceives wherever it is written.
 *
 * <p>Enable or tune it like any check: {@code -Xep:UriHostHomograph:ERROR}, {@code -Xep:UriHostHomograph:OFF};
 * suppress it with {@code @SuppressWarnings("UriHostHomograph")} or {@code @SuppressWarnings("urilint:mixed-script-host")}.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = "A host that mixes scripts or uses confusable characters",
    severity = WARNING,
    link = RuleId.DOCS_BASE + "mixed-script-host.md",
    linkType = CUSTOM,
    altNames = "urilint:mixed-script-host")
public final class UriHostHomograph extends LooseUriRuleChecker {

  private static final long serialVersionUID = 1L;

  public UriHostHomograph() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public UriHostHomograph(ErrorProneFlags flags) {
    super(RuleId.MIXED_SCRIPT_HOST, flags);
  }
}
