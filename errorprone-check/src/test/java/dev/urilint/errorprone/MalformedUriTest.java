package dev.urilint.errorprone;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class MalformedUriTest {

  @Test
  void identification() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(MalformedUri.class, getClass()))
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            import org.springframework.web.util.UriComponentsBuilder;
            class A {
              void negatives() {
                URI.create("http://${HOST}/x");
                UriComponentsBuilder.fromUriString("https://api.example.com/users/{id}");
                System.setProperty("greeting", "a b");
                String prose = "http://a/b is down";
                // outside sinks: a pattern, a template nobody said is not expanded, a printf format
                String pattern = "https://github\\\\.com/.*|x";
                String template = "https://api.example.com/users/{id}";
                String format = "https://api.example.com/%s/items";
                String notation = "http://thishost[:thisport]/";
              }
              // Outside sinks a whole absolute URI is a URI all the same (the recall suite's plants
              // in constants of okhttp's and jenkins' samples).
              // BUG: Diagnostic contains: illegal character '|' at index 21 in path
              static final String DOCS = "https://example.org/a|b";
              // BUG: Diagnostic contains: '%' at index 33
              String post = "http://www.roundsapp.com/post/100%zz";
              // A whole URI broken by one space, as a config value under any key is (jenkins
              // UpdateCenter.java:233 with the recall suite's space planted).
              // BUG: Diagnostic contains: illegal character ' ' at index 34 in path
              String site = "https://updates.jenkins.io/release notes";
              // The literal that starts a concatenation: a URI on its own (maven-site Update.java:68
              // with the recall suite's pipe planted).
              // BUG: Diagnostic contains: illegal character '|' at index 26 in path
              String update(String page) { return "https://maven.apache.org/a|b/" + page.trim(); }
              void positives() {
                // BUG: Diagnostic contains: illegal character ' ' at index 10 in path
                URI.create("http://a/b c");
                // BUG: Diagnostic contains: illegal character '{' at index 30 in path
                URI.create("https://api.example.com/users/{id}");
              }
            }
            """)
        .doTest();
  }

  @Test
  void replacement() {
    BugCheckerRefactoringTestHelper.newInstance(MalformedUri.class, getClass())
        .addInputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("http://a/b c");
            }
            """)
        .addOutputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("http://a/b%20c");
            }
            """)
        .doTest();
  }
}
