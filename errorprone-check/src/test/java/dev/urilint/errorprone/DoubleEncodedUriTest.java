package dev.urilint.errorprone;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class DoubleEncodedUriTest {

  @Test
  void identification() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(DoubleEncodedUri.class, getClass()))
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            import org.springframework.web.util.UriComponentsBuilder;
            class A {
              static final String PATH = "/a/%2520";
              void negatives() {
                URI.create("http://a/b%20c");
                System.setProperty("path", "/a/%2520");
              }
              // BUG: Diagnostic contains: '%2520' at index 9 is percent-encoded twice
              static final String DOUBLE = "http://a/%2520";
              void positives() {
                // BUG: Diagnostic contains: '%2520' at index 9 is percent-encoded twice
                URI.create("http://a/%2520");
              }
            }
            """)
        .doTest();
  }

  @Test
  void replacement() {
    BugCheckerRefactoringTestHelper.newInstance(DoubleEncodedUri.class, getClass())
        .addInputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("http://a/%2520");
            }
            """)
        .addOutputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("http://a/%20");
            }
            """)
        .doTest();
  }
}
