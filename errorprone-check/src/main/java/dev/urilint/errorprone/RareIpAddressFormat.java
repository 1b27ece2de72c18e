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
 * Error Prone check for {@code rare-ip-format}: hex, octal, integer or short IPv4 forms ({@code 0x7f.1}) (§7.4).
 *
 * <p>Enable or tune it like any check: {@code -Xep:RareIpAddressFormat:ERROR}, {@code -Xep:RareIpAddressFormat:OFF};
 * suppress it with {@code @SuppressWarnings("RareIpAddressFormat")} or {@code @SuppressWarnings("urilint:rare-ip-format")}.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = "A hex, octal, integer or short IPv4 address",
    severity = WARNING,
    link = RuleId.DOCS_BASE + "rare-ip-format.md",
    linkType = CUSTOM,
    altNames = "urilint:rare-ip-format")
public final class RareIpAddressFormat extends LooseUriRuleChecker {

  private static final long serialVersionUID = 1L;

  public RareIpAddressFormat() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public RareIpAddressFormat(ErrorProneFlags flags) {
    super(RuleId.RARE_IP_FORMAT, flags);
  }
}
