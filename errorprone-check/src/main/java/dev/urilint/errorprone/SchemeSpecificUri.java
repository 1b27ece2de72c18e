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
 * Error Prone check for {@code scheme-syntax}: breaks its scheme's own syntax (RFC 1738, 8089, 6068, 8141, 2397, nested {@code jdbc:}).
 *
 * <p>Enable or tune it like any check: {@code -Xep:SchemeSpecificUri:ERROR}, {@code -Xep:SchemeSpecificUri:OFF};
 * suppress it with {@code @SuppressWarnings("SchemeSpecificUri")} or {@code @SuppressWarnings("urilint:scheme-syntax")}.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = "Breaks its scheme's own syntax",
    severity = WARNING,
    link = RuleId.DOCS_BASE + "scheme-syntax.md",
    linkType = CUSTOM,
    altNames = "urilint:scheme-syntax")
public final class SchemeSpecificUri extends LooseUriRuleChecker {

  private static final long serialVersionUID = 1L;

  public SchemeSpecificUri() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public SchemeSpecificUri(ErrorProneFlags flags) {
    super(RuleId.SCHEME_SYNTAX, flags);
  }
}
