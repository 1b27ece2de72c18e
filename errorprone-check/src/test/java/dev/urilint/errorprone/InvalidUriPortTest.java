package dev.urilint.errorprone;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class InvalidUriPortTest {

  @Test
  void identification() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(InvalidUriPort.class, getClass()))
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            import org.springframework.web.util.UriComponentsBuilder;
            class A {
              void negatives() throws Exception {
                URI.create("http://example.com:8080/");
                URI.create("http://example.com:${PORT}/");
                new URI("http", null, "example.com", -1, "/", null, null);
                String prefix = "http://example.com:";
              }
              // BUG: Diagnostic contains: port 99999
              static final String ENDPOINT = "http://localhost:99999/v1/spans";
              void positives() throws Exception {
                // BUG: Diagnostic contains: port 70000 in 'http://example.com:70000/' is above 65535
                URI.create("http://example.com:70000/");
                // BUG: Diagnostic contains: port 99999
                new URI("http", null, "example.com", 99999, "/", null, null);
              }
            }
            """)
        .doTest();
  }
}
