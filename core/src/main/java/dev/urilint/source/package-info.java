/**
 * What a string's place in the source says about it, answered once for every front end: whether
 * a file is test code ({@link dev.urilint.source.TestCode}) and which rules test code gets ({@link
 * dev.urilint.source.TestCodePolicy}).
 *
 * <pre>{@code
 * TestCodePolicy policy = TestCodePolicy.defaults();
 * policy.checksPath("src/test/java/org/acme/ClientTest.java");   // false unless the user opts in
 * }</pre>
 */
package dev.urilint.source;
