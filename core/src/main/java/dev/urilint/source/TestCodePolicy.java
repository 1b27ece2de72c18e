package dev.urilint.source;

/**
 * What urilint checks in test code ({@link TestCode}), the same in every front end.
 *
 * <p>By default, nothing. A test's strings are its inputs, and odd inputs are the point of a
 * test: {@code "http://user:pa@ss@www.apache.org/path"} in a URL validator's test, {@code
 * "%252e%252e%252f"} in a path-traversal test, {@code "fruit://some:guy@fair-market:3030"} in a
 * parser's test, a throw-away {@code password=somepwd} for a database in a container. None of them
 * ships. Measured on eight public code bases, every finding in test code was such a fixture, the
 * security rules' as much as the others'. A real secret committed to a repository is a leak
 * wherever it sits, test or not: that is what a secret scanner (secretlint, gitleaks) is for, and it
 * reads every file whatever it holds.
 *
 * <p>A project that wants its tests checked too opts in: {@code testSourcesAllRules: true} in
 * {@code urilint.yml}, {@code <testSourcesAllRules>true</testSourcesAllRules>} (or {@code
 * -Durilint.testSourcesAllRules=true}) in Maven, {@code -XepOpt:UriLint:TestSourcesAllRules=true} for
 * Error Prone. Then test code gets every rule, like production code.
 *
 * <pre>{@code
 * TestCodePolicy.defaults().checks(TestCode.isTestPath("src/test/java/ATest.java"));   // false
 * new TestCodePolicy(true).checks(true);                                               // true
 * TestCodePolicy.defaults().checks(false);                                             // true: production code
 * }</pre>
 *
 * @param testSourcesAllRules whether test code is checked (with every rule, as production code is)
 */
public record TestCodePolicy(boolean testSourcesAllRules) {

  /** Test code is not checked. */
  public static TestCodePolicy defaults() {
    return new TestCodePolicy(false);
  }

  /** Whether a file is checked at all, given whether it is test code. */
  public boolean checks(boolean testCode) {
    return testSourcesAllRules || !testCode;
  }

  /**
   * Whether the file at {@code path} (relative to the project) may be checked, from its path
   * alone: false for a file in a test tree ({@link TestCode#isTestPath}) when test code is not
   * checked. A file that passes is read and asked {@link #checksFile} before it is linted.
   */
  public boolean checksPath(String path) {
    return checks(TestCode.isTestPath(path));
  }

  /** Whether the file at {@code path} with the content {@code source} is checked. */
  public boolean checksFile(String path, CharSequence source) {
    return checks(TestCode.isTestFile(path, source));
  }
}
