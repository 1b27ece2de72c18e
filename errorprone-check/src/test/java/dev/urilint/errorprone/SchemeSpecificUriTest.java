package dev.urilint.errorprone;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class SchemeSpecificUriTest {

  @Test
  void identification() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(SchemeSpecificUri.class, getClass()))
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            import org.springframework.web.util.UriComponentsBuilder;
            class A {
              void negatives() {
                URI.create("mailto:bob@example.com");
                URI.create("ftp://ftp.acme.com/f;type=i");
                URI.create("urn:isbn:0451450523");
              }
              void positives() {
                // BUG: Diagnostic contains: 'bob' is not an addr-spec
                URI.create("mailto:bob");
                // BUG: Diagnostic contains: the ftp type is a (ASCII), i (image) or d
                URI.create("ftp://ftp.acme.com/f;type=q");
              }
            }
            """)
        .doTest();
  }
}
