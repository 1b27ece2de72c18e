/**
 * What a string's place in the source says about it, answered once for every front end: whether
 * a file is test code ({@link dev.urilint.source.TestCode}), which rules test code gets ({@link
 * dev.urilint.source.TestCodePolicy}) and which of its secrets are a test's own fixtures ({@link
 * dev.urilint.source.TestFixtures}).
 *
 * <pre>{@code
 * TestCodePolicy policy = TestCodePolicy.defaults();
 * policy.rules(TestCode.isTestPath("src/test/java/org/acme/ClientTest.java"));   // the security rules
 * }</pre>
 */
package dev.urilint.source;
