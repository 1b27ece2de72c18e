package dev.urilint.source;

import dev.urilint.lint.Finding;
import dev.urilint.lint.RuleId;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * What urilint checks in test code ({@link TestCode}), the same in every front end.
 *
 * <p>By default, the rules that protect a secret ({@link #TEST_CODE_RULES}: {@code
 * credentials-in-uri}, {@code sensitive-query-parameter}), quiet on the secrets a test writes on
 * purpose ({@link TestFixtures}: {@code test:test@localhost}, {@code user:password}, {@code
 * changeme}, a password for a local host). A real password committed in a test resource leaks as it
 * would anywhere else: whoever reads the repository has it. Everything else a test writes is an
 * input, and odd inputs are the point of a test: the grammar rules are not run ({@code "%5"} and
 * {@code "http:/"} in a decoder's test), nor the rules about what a URI does to whoever follows it
 * ({@code misleading-authority}, {@code mixed-script-host}, {@code double-encoding}): the payloads
 * of a test of an SSRF filter ({@code http://10.0.0.1:8080\@evil.example}), an encoded delimiter in
 * an encoder's test ({@code https://exa%2Fmple.com/}), {@code "%252e%252e%252f"} in a
 * path-traversal test harm no user, since nobody is sent there. On the tuning half of the
 * precision corpus every finding of those two rules in test code was a test's input.
 *
 * <p>A project that wants its tests checked like production code opts in: {@code
 * testSourcesAllRules: true} in {@code urilint.yml} (or {@code --test-sources-all-rules}), {@code
 * <testSourcesAllRules>true</testSourcesAllRules>} (or {@code -Durilint.testSourcesAllRules=true})
 * in Maven, {@code -XepOpt:UriLint:TestSourcesAllRules=true} for Error Prone. Then test code gets
 * every rule and no finding is taken for a fixture.
 *
 * <pre>{@code
 * TestCodePolicy.defaults().rules(true);                            // the two secret rules
 * TestCodePolicy.defaults().rules(false);                           // every rule: production code
 * TestCodePolicy.defaults().reports(true, "http://test:test@localhost/", finding);   // false: a fixture
 * new TestCodePolicy(true).rules(true);                             // every rule
 * }</pre>
 *
 * @param testSourcesAllRules whether test code gets every rule, as production code does
 */
public record TestCodePolicy(boolean testSourcesAllRules) {

  /** The rules test code gets by default: those that protect a secret. */
  public static final Set<RuleId> TEST_CODE_RULES =
      Collections.unmodifiableSet(EnumSet.of(RuleId.CREDENTIALS_IN_URI, RuleId.SENSITIVE_QUERY_PARAMETER));

  private static final Set<RuleId> ALL_RULES = Collections.unmodifiableSet(EnumSet.allOf(RuleId.class));

  /** Test code gets the test-code rules. */
  public static TestCodePolicy defaults() {
    return new TestCodePolicy(false);
  }

  /** The rules a file gets, given whether it is test code. */
  public Set<RuleId> rules(boolean testCode) {
    return limits(testCode) ? TEST_CODE_RULES : ALL_RULES;
  }

  /** Whether {@code rule} checks a file, given whether it is test code. */
  public boolean checks(RuleId rule, boolean testCode) {
    return rules(testCode).contains(rule);
  }

  /**
   * Whether a file gets only the test-code rules: it is test code and the project did not opt in
   * to every rule. Summaries count such files and say how to check them with every rule.
   */
  public boolean limits(boolean testCode) {
    return testCode && !testSourcesAllRules;
  }

  /**
   * Whether {@code finding}, on the string {@code value} as it was linted, is reported: always in
   * production code and with every rule on, otherwise unless it is a test's fixture ({@link
   * TestFixtures}).
   */
  public boolean reports(boolean testCode, String value, Finding finding) {
    return !limits(testCode) || !TestFixtures.isFixture(value, finding);
  }
}
