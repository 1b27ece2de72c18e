package dev.urilint.errorprone;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class UriMissingHostTest {

  @Test
  void identification() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(UriMissingHost.class, getClass()))
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            import org.springframework.web.util.UriComponentsBuilder;
            class A {
              void negatives() {
                URI.create("http://example.com/x");
                URI.create("http://${HOST}/x");
                // A string outside sinks that is a URI whose "//" lost a slash: a broken link.
                // BUG: Diagnostic contains: has one slash after 'http:'
                String notASink = "http:/example.com/x";
              }
              void positives() {
                // BUG: Diagnostic contains: has one slash after 'http:'
                URI.create("http:/example.com/x");
              }
            }
            """)
        .doTest();
  }

  @Test
  void replacement() {
    BugCheckerRefactoringTestHelper.newInstance(UriMissingHost.class, getClass())
        .setArgs("-XepOpt:UriLint:UnsafeFixes=true")
        .addInputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("http:/example.com/x");
            }
            """)
        .addOutputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("http://example.com/x");
            }
            """)
        .doTest();
  }
}
