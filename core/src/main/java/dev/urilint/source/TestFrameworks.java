package dev.urilint.source;

import java.util.List;

/**
 * Whether a source file uses a test framework: what makes a class named like a test ({@code
 * ABTest}, {@code LoadTest}) a test rather than production code that happens to carry the word.
 *
 * <p>A file uses a test framework when it imports from one (plain or static import) or names one
 * of its annotations fully qualified ({@code @org.junit.Test}). The frameworks are the test
 * runners and the assertion libraries only they use: JUnit 3 to 5, TestNG, Spock, Kotest,
 * ScalaTest, {@code kotlin.test}, AssertJ. Mockito and Hamcrest are left out: production code of
 * test-support libraries and matcher APIs imports them too.
 *
 * <pre>{@code
 * TestFrameworks.isTestFramework("org.junit.jupiter.api.Test");   // true
 * TestFrameworks.isTestFramework("org.acme.LoadTest");            // false
 * TestFrameworks.usesTestFramework("import static org.assertj.core.api.Assertions.assertThat;\n"); // true
 * }</pre>
 */
public final class TestFrameworks {

  // Package prefixes, each ending in '.', so "org.junitx" is not JUnit.
  private static final List<String> PACKAGES =
      List.of(
          "org.junit.",
          "junit.framework.",
          "org.testng.",
          "spock.lang.",
          "io.kotest.",
          "org.scalatest.",
          "kotlin.test.",
          "org.assertj.");

  private TestFrameworks() {}

  /** Whether {@code qualifiedName}, an imported or annotation name, belongs to a test framework. */
  public static boolean isTestFramework(String qualifiedName) {
    for (String p : PACKAGES) {
      if (qualifiedName.startsWith(p)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether Java, Kotlin, Groovy or Scala {@code source} imports a test framework or names one of
   * its annotations fully qualified. One pass over the lines; the text is not parsed, so an
   * import inside a block comment counts too (a file that comments out its JUnit import is still
   * read as a test).
   */
  public static boolean usesTestFramework(CharSequence source) {
    int n = source.length();
    int i = 0;
    while (i < n) {
      int end = i;
      while (end < n && source.charAt(end) != '\n') {
        end++;
      }
      if (lineUsesFramework(source, i, end)) {
        return true;
      }
      i = end + 1;
    }
    return false;
  }

  // "import [static] name" at the line start, or "@name" for a fully qualified annotation.
  private static boolean lineUsesFramework(CharSequence s, int from, int end) {
    int i = skipBlanks(s, from, end);
    if (i < end && s.charAt(i) == '@') {
      return startsWithFramework(s, i + 1, end);
    }
    int afterImport = keyword(s, i, end, "import");
    if (afterImport < 0) {
      return false;
    }
    i = skipBlanks(s, afterImport, end);
    int afterStatic = keyword(s, i, end, "static");
    if (afterStatic >= 0) {
      i = skipBlanks(s, afterStatic, end);
    }
    return startsWithFramework(s, i, end);
  }

  private static boolean startsWithFramework(CharSequence s, int from, int end) {
    for (String p : PACKAGES) {
      if (end - from >= p.length() && regionEquals(s, from, p)) {
        return true;
      }
    }
    return false;
  }

  // The index after `word` when it stands at `from` followed by a blank; -1 otherwise.
  private static int keyword(CharSequence s, int from, int end, String word) {
    int after = from + word.length();
    if (after < end && regionEquals(s, from, word) && (s.charAt(after) == ' ' || s.charAt(after) == '\t')) {
      return after;
    }
    return -1;
  }

  private static boolean regionEquals(CharSequence s, int from, String word) {
    for (int k = 0; k < word.length(); k++) {
      if (s.charAt(from + k) != word.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  private static int skipBlanks(CharSequence s, int from, int end) {
    int i = from;
    while (i < end && (s.charAt(i) == ' ' || s.charAt(i) == '\t' || s.charAt(i) == '\r')) {
      i++;
    }
    return i;
  }
}
