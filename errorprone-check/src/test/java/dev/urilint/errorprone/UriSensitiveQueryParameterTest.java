package dev.urilint.errorprone;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class UriSensitiveQueryParameterTest {

  @Test
  void identification() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(UriSensitiveQueryParameter.class, getClass()))
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            import org.springframework.web.util.UriComponentsBuilder;
            class A {
              void negatives() {
                URI.create("https://api.example.com/?page=2");
                UriComponentsBuilder.fromUriString("https://api.example.com/?token={token}");
                System.setProperty("query", "token=abc123");
              }
              // BUG: Diagnostic contains: secret parameter 'api_key'
              static final String SIGNED = "https://api.example.com/?api_key=abc123";
              void positives() {
                // BUG: Diagnostic contains: 'https://api.example.com/?token=****'
                URI.create("https://api.example.com/?token=abc123");
              }
            }
            """)
        .doTest();
  }
}
