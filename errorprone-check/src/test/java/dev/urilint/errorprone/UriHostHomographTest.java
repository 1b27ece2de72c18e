package dev.urilint.errorprone;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class UriHostHomographTest {

  @Test
  void identification() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(UriHostHomograph.class, getClass()))
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            import org.springframework.web.util.UriComponentsBuilder;
            class A {
              void negatives() {
                URI.create("https://apple.com/");
                URI.create("https://xn--bcher-kva.example/");
              }
              void positives() {
                // BUG: Diagnostic contains: mixes Cyrillic and Latin
                URI.create("https://xn--pple-43d.com/");
                // BUG: Diagnostic contains: mixes Cyrillic and Latin
                URI.create("https://\u0430pple.com/");
              }
            }
            """)
        .doTest();
  }
}
