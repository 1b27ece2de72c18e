package dev.urilint.errorprone;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class UnknownUriSchemeTest {

  @Test
  void identification() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(UnknownUriScheme.class, getClass()))
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            import org.springframework.web.util.UriComponentsBuilder;
            class A {
              void negatives() {
                URI.create("https://example.com/");
                URI.create("ws://localhost/");
                URI.create("custom-app://open");
              }
              void positives() {
                // BUG: Diagnostic contains: scheme 'htps' in 'htps://example.com/' is not a known scheme
                URI.create("htps://example.com/");
              }
            }
            """)
        .doTest();
  }

  @Test
  void replacement() {
    BugCheckerRefactoringTestHelper.newInstance(UnknownUriScheme.class, getClass())
        .setArgs("-XepOpt:UriLint:UnsafeFixes=true")
        .addInputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("htps://example.com/");
            }
            """)
        .addOutputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("https://example.com/");
            }
            """)
        .doTest();
  }
}
