package dev.urilint.errorprone;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class NonNormalizedUriTest {

  @Test
  void identification() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(NonNormalizedUri.class, getClass()))
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            import org.springframework.web.util.UriComponentsBuilder;
            class A {
              void negatives() {
                URI.create("http://example.com/b");
                URI.create("https://example.com/users/~me");
                UriComponentsBuilder.fromUriString("https://example.com/users/{id}");
              }
              void positives() {
                // BUG: Diagnostic contains: normal form: 'http://example.com/b'
                URI.create("HTTP://Example.COM:80/a/../b");
              }
            }
            """)
        .doTest();
  }

  @Test
  void replacement() {
    BugCheckerRefactoringTestHelper.newInstance(NonNormalizedUri.class, getClass())
        .addInputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("HTTP://Example.COM:80/a/../b");
            }
            """)
        .addOutputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("http://example.com/b");
            }
            """)
        .doTest();
  }

  @Test
  void skipsTestCode() {
    CompilationTestHelper.newInstance(NonNormalizedUri.class, getClass())
        .addSourceLines(
            "ATest.java",
            """
            class ATest {
              @org.junit.Test
              public void fetches() { java.net.URI.create("HTTP://Example.COM:80/a/../b"); }
            }
            """)
        .expectNoDiagnostics()
        .doTest();
  }
}
