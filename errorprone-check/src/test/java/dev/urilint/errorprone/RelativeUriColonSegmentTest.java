package dev.urilint.errorprone;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class RelativeUriColonSegmentTest {

  @Test
  void identification() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(RelativeUriColonSegment.class, getClass()))
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            import org.springframework.web.util.UriComponentsBuilder;
            class A {
              void negatives() throws Exception {
                System.setProperty("kafka.bootstrap", "localhost:9092");
                new java.net.InetSocketAddress("localhost", 8080);
                URI.create("http://localhost:8080/x");
                URI.create("./this:that");
              }
              void positives() {
                // BUG: Diagnostic contains: reads as scheme 'localhost' with path '8080...'
                URI.create("localhost:8080/x");
              }
            }
            """)
        .doTest();
  }

  @Test
  void replacement() {
    BugCheckerRefactoringTestHelper.newInstance(RelativeUriColonSegment.class, getClass())
        .setArgs("-XepOpt:UriLint:UnsafeFixes=true")
        .addInputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("localhost:8080/x");
            }
            """)
        .addOutputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("http://localhost:8080/x");
            }
            """)
        .doTest();
  }
}
