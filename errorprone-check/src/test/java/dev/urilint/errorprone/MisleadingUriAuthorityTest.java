package dev.urilint.errorprone;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class MisleadingUriAuthorityTest {

  @Test
  void identification() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(MisleadingUriAuthority.class, getClass()))
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            import org.springframework.web.util.UriComponentsBuilder;
            class A {
              static final String SENTENCE = "mail bob at trusted.com@evil.com";
              void negatives() {
                URI.create("https://bob@evil.com/");
                URI.create("https://evil.com/trusted.com");
              }
              // BUG: Diagnostic contains: the user name 'trusted.com' looks like a host
              static final String LINK = "https://trusted.com@evil.com/";
              void positives() {
                // BUG: Diagnostic contains: goes to 'evil.com'
                URI.create("https://paypal.com@evil.com/");
              }
            }
            """)
        .doTest();
  }
}
