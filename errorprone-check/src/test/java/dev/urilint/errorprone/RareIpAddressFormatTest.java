package dev.urilint.errorprone;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class RareIpAddressFormatTest {

  @Test
  void identification() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(RareIpAddressFormat.class, getClass()))
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            import org.springframework.web.util.UriComponentsBuilder;
            class A {
              void negatives() {
                URI.create("http://127.0.0.1/");
                URI.create("http://10.0.0.1:8080/");
              }
              void positives() {
                // BUG: Diagnostic contains: host '0x7f.1' is 127.0.0.1
                URI.create("http://0x7f.1/");
              }
            }
            """)
        .doTest();
  }

  @Test
  void replacement() {
    BugCheckerRefactoringTestHelper.newInstance(RareIpAddressFormat.class, getClass())
        .setArgs("-XepOpt:UriLint:UnsafeFixes=true")
        .addInputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("http://0x7f.1/");
            }
            """)
        .addOutputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("http://127.0.0.1/");
            }
            """)
        .doTest();
  }
}
