package dev.urilint.errorprone;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class InsecureUriSchemeTest {

  @Test
  void identification() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(InsecureUriScheme.class, getClass()))
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            import org.springframework.web.util.UriComponentsBuilder;
            class A {
              static final String ATOM_NAMESPACE = "http://example.org/2005/Atom";
              static final String DOCS = "http://api.acme.com/docs";
              void negatives() throws Exception {
                URI.create("http://localhost:8080/");
                URI.create("http://api.example.com/");
                URI.create("http://127.0.0.1/");
                new URI(ATOM_NAMESPACE);
                URI.create(javax.xml.XMLConstants.W3C_XML_SCHEMA_NS_URI);
                URI.create("https://api.acme.com/");
              }
              void positives() {
                // BUG: Diagnostic contains: 'http://api.acme.com/' uses http
                URI.create("http://api.acme.com/");
                // BUG: Diagnostic contains: uses ftp
                URI.create("ftp://ftp.acme.com/file");
              }
              // Outside sinks, a plain-text URL held by a name that says URL (jenkins core
              // UpdateCenter.java, UpdateSite.java); reported once, where it is written.
              // BUG: Diagnostic contains: uses http
              static final String UPDATE_CENTER_URL = "http://updates.acme.com/";
              static final String JSP_NAMESPACE_URI = "http://java.sun.com/JSP/Page";
              static final String URL_PREFIX = "http://";
              String getConnectionCheckUrl() {
                // BUG: Diagnostic contains: uses http
                return "http://www.google.com";
              }
              String describe() {
                return "http://www.google.com";
              }
              void uses() {
                URI.create(UPDATE_CENTER_URL);
              }
            }
            """)
        .doTest();
  }

  @Test
  void replacement() {
    BugCheckerRefactoringTestHelper.newInstance(InsecureUriScheme.class, getClass())
        .setArgs("-XepOpt:UriLint:UnsafeFixes=true")
        .addInputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("http://api.acme.com/");
            }
            """)
        .addOutputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("https://api.acme.com/");
            }
            """)
        .doTest();
  }

  @Test
  void unsafeFixIsAppliedOnlyWhenAsked() {
    // http -> https reaches another server: -XepPatchChecks leaves it to the user by default.
    BugCheckerRefactoringTestHelper.newInstance(InsecureUriScheme.class, getClass())
        .addInputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("http://api.acme.com/");
            }
            """)
        .expectUnchanged()
        .doTest();
  }

  @Test
  void skipsTestCodeUnlessAskedTo() {
    String test = """
        class ATest {
          @org.junit.jupiter.api.Test
          void fetches() {
            // BUG: Diagnostic contains: uses http
            java.net.URI.create("http://api.acme.com/");
          }
        }
        """;
    CompilationTestHelper.newInstance(InsecureUriScheme.class, getClass())
        .addSourceLines("ATest.java", test.replace("// BUG: Diagnostic contains: uses http", ""))
        .expectNoDiagnostics()
        .doTest();
    CompilationTestHelper.newInstance(InsecureUriScheme.class, getClass())
        .setArgs("-XepOpt:UriLint:TestSourcesAllRules=true")
        .addSourceLines("ATest.java", test)
        .doTest();
  }

  @Test
  void allowedHostsAreNotReported() {
    CompilationTestHelper.newInstance(InsecureUriScheme.class, getClass())
        .setArgs("-XepOpt:UriLint:AllowedHosts=*.acme.corp")
        .addSourceLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("http://build.acme.corp/");
              // BUG: Diagnostic contains: uses http
              Object v = java.net.URI.create("http://build.acme.com/");
            }
            """)
        .doTest();
  }
}
