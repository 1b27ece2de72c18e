package dev.urilint.errorprone;

import static com.google.errorprone.BugPattern.SeverityLevel.WARNING;

import com.google.errorprone.BugPattern;
import com.google.errorprone.ErrorProneFlags;
import dev.urilint.lint.RuleId;
import javax.inject.Inject;

/** A {@link UriRuleChecker} over {@link Marks}, for tests of the plumbing; runs as insecure-scheme. */
@BugPattern(summary = "Marks each '!' in a URI string", severity = WARNING, altNames = "urilint:insecure-scheme")
public final class MarkerChecker extends UriRuleChecker {

  private static final long serialVersionUID = 1L;

  public MarkerChecker() {
    this(ErrorProneFlags.empty());
  }

  @Inject
  public MarkerChecker(ErrorProneFlags flags) {
    super(RuleId.INSECURE_SCHEME, flags, (value, context, state) -> Marks.find(RuleId.INSECURE_SCHEME, value, context));
  }
}
