package dev.urilint.errorprone;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class LooseUriRuleCheckerTest {

  private final CompilationTestHelper helper =
      CompilationTestHelper.newInstance(SecurityMarkerChecker.class, getClass());

  @Test
  void identification() {
    helper
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            class A {
              // Negatives: not plainly an absolute URI.
              static final String SENTENCE = "see http://a/! for details";
              static final String HOST_PORT = "localhost:80!";
              static final String RELATIVE = "/a/b!";

              // A whole URI outside sinks is read as a URI (the grammar rules run on it too); a
              // pattern as text (the security rules only).
              // BUG: Diagnostic contains: mark at 9 as locator of -
              static final String BASE = "http://a/!";
              // BUG: Diagnostic contains: mark at 12 as locator of -
              static final String JOINED = "http://" + "host/!";
              // BUG: Diagnostic contains: mark at 11 as text of -
              static final String PATTERN = "http://a/.*!";

              void uses(String variable) {
                // Checked where BASE is written, not again at each use.
                URI.create(BASE);
                // BUG: Diagnostic contains: mark at 9 as locator of -
                URI.create("http://b/!");
                // BUG: Diagnostic contains: mark at 11 as locator of -
                System.out.println("http://c/d/!" + variable);
              }
            }
            """)
        .doTest();
  }

  @Test
  void leavesTestCodeAloneLikeEveryCheck() {
    String test = """
        class ATest {
          @org.junit.Test
          public void login() {
            // BUG: Diagnostic contains: mark at 9
            String url = "http://a/!";
          }
        }
        """;
    helper
        .addSourceLines("ATest.java", test.replace("// BUG: Diagnostic contains: mark at 9", ""))
        .expectNoDiagnostics()
        .doTest();
    CompilationTestHelper.newInstance(SecurityMarkerChecker.class, getClass())
        .setArgs("-XepOpt:UriLint:TestSourcesAllRules=true")
        .addSourceLines("ATest.java", test)
        .doTest();
  }
}
