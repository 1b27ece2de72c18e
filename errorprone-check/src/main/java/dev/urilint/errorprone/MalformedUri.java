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
 * Error Prone check for {@code malformed-uri}: violates the RFC 3986 grammar: an illegal character, a bad {@code %} escape, a bad IP literal or port.
 *
 * <p>Enable or tune it like any check: {@code -Xep:MalformedUri:ERROR}, {@code -Xep:MalformedUri:OFF};
 * suppress it with {@code @SuppressWarnings("MalformedUri")} or {@code @SuppressWarnings("urilint:malformed-uri")}.
 */
@AutoService(BugChecker.class)
@BugPattern(
    summary = "Violates the RFC 3986 grammar",
    severity = ERROR,
    link = RuleId.DOCS_BASE + "malformed-uri.md",
    linkType = CUSTOM,
    altNames = "urilint:malformed-uri")
public final class MalformedUri extends LooseUriRuleChecker {

  private static final long serialVersionUID = 1L;

  public MalformedUri() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public MalformedUri(ErrorProneFlags flags) {
    super(RuleId.MALFORMED_URI, flags);
  }
}
