package dev.urilint.errorprone;

import static com.google.errorprone.BugPattern.SeverityLevel.ERROR;

import com.google.errorprone.BugPattern;
import com.google.errorprone.ErrorProneFlags;
import dev.urilint.lint.RuleId;
import javax.inject.Inject;

/** A {@link LooseUriRuleChecker} over {@link Marks}, for tests of the plumbing; runs as credentials-in-uri. */
@BugPattern(summary = "Marks each '!' in a URI string, sinks or not", severity = ERROR, altNames = "urilint:credentials-in-uri")
public final class SecurityMarkerChecker extends LooseUriRuleChecker {

  private static final long serialVersionUID = 1L;

  public SecurityMarkerChecker() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public SecurityMarkerChecker(ErrorProneFlags flags) {
    super(RuleId.CREDENTIALS_IN_URI, flags, (value, context, state) -> Marks.find(RuleId.CREDENTIALS_IN_URI, value, context));
  }
}
