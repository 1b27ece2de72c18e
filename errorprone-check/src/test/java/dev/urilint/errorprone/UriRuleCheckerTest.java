package dev.urilint.errorprone;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.errorprone.CompilationTestHelper;
import com.google.errorprone.ErrorProneFlags;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class UriRuleCheckerTest {

  private final CompilationTestHelper helper = CompilationTestHelper.newInstance(MarkerChecker.class, getClass());

  @Test
  void identification() {
    helper
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            class A {
              // BUG: Diagnostic contains: mark at 23 as identifier of -
              static final String ATOM_NAMESPACE = "http://example.org/atom!";
              // BUG: Diagnostic contains: mark at 23 as locator of -
              static final String FEED = "http://example.org/feed!";

              @SuppressWarnings("MarkerChecker")
              void suppressedByCheckName() { URI.create("http://a/!"); }

              @SuppressWarnings("urilint:insecure-scheme")
              void suppressedByRuleId() { URI.create("http://a/!"); }

              void namespaces() throws Exception {
                new URI(ATOM_NAMESPACE);
                // BUG: Diagnostic contains: mark at 27 as identifier of -
                URI.create("http://www.w3.org/2005/Atom!");
                URI.create(FEED);
              }

              void constants() {
                // BUG: Diagnostic contains: mark at 9 as locator of -
                final String local = "http://a/!";
                URI.create(local);
                // BUG: Diagnostic contains: mark at 10 as locator of -
                URI.create(("http://a/" + 'b') + "!");
              }
            }
            """)
        .doTest();
  }

  @Test
  void skipsTestCodeByItsFileName() {
    helper
        .addSourceLines(
            "ATest.java",
            """
            import java.net.URI;
            class ATest {
              static final URI BASE = URI.create("http://a/!");
              @org.junit.jupiter.api.Test
              void fake() { URI.create("http://a/!"); }
            }
            """)
        .expectNoDiagnostics()
        .doTest();
  }

  @Test
  void aNameEndingInTestAloneIsProductionCode() {
    // A load generator or an A/B experiment in main, no test framework: production code.
    helper
        .addSourceLines(
            "LoadTest.java",
            """
            import java.net.URI;
            class LoadTest {
              // BUG: Diagnostic contains: mark at 9
              static final URI BASE = URI.create("http://a/!");
            }
            """)
        .doTest();
  }

  @Test
  void skipsTestCodeByItsSourceRoot() {
    helper
        .addSourceLines(
            "src/test/java/A.java",
            """
            class A {
              Object u = java.net.URI.create("http://a/!");
            }
            """)
        .expectNoDiagnostics()
        .doTest();
  }

  @Test
  void skipsATestOnlyCompilation() {
    helper
        .setArgs("-XepCompilingTestOnlyCode")
        .addSourceLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("http://a/!");
            }
            """)
        .expectNoDiagnostics()
        .doTest();
  }

  @Test
  void aTestAnnotationDoesNotMakeProductionCodeTestCode() {
    // The scanner sees paths, not annotations: both front ends decide by the same TestCode.
    helper
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            class A {
              @org.junit.Test
              // BUG: Diagnostic contains: mark at 9
              void fake() { URI.create("http://a/!"); }
            }
            """)
        .doTest();
  }

  @Test
  void testSourcesAllRulesFlagChecksTestCodeToo() {
    helper
        .setArgs("-XepOpt:UriLint:TestSourcesAllRules=true")
        .addSourceLines(
            "ATest.java",
            """
            import java.net.URI;
            class ATest {
              @org.junit.Test
              // BUG: Diagnostic contains: mark at 9
              void fake() { URI.create("http://a/!"); }
            }
            """)
        .doTest();
  }

  @Test
  void flagsReachTheRules() {
    helper
        .setArgs("-XepOpt:UriLint:AllowedHosts=intranet.corp", "-XepOpt:UriLint:ZoneIds=true")
        .addSourceLines(
            "A.java",
            """
            class A {
              // BUG: Diagnostic contains: mark at 9 as locator of - allowing [intranet.corp] with zone ids
              Object u = java.net.URI.create("http://a/!");
            }
            """)
        .doTest();
  }

  @Test
  void anInvalidFlagIsKeptToBeReportedNotThrown() {
    MarkerChecker check = new MarkerChecker(ErrorProneFlags.fromMap(Map.of("UriLint:ZoneIds", "maybe")));
    assertThat(check.flagsValid()).isFalse();
    assertThat(new MarkerChecker().flagsValid()).isTrue();
  }

  @Test
  void anInvalidFlagStopsTheCompilationWithOneErrorThatNamesIt() {
    // Thrown from the check's constructor, it reached Maven users as "An unknown compilation
    // problem occurred" over a 64-frame stack trace, the useful line far down.
    String output = Diagnostics.crashOutput(
        MarkerChecker.class, List.of("-XepOpt:UriLint:AllowedHosts=http://x"),
        "class A { java.net.URI u = java.net.URI.create(\"http://example.org/\"); }",
        "class B {}");
    assertThat(output).doesNotContain("Exception").doesNotContain("\tat ");
    assertThat(Diagnostics.errorsOf(
            MarkerChecker.class, List.of("-XepOpt:UriLint:AllowedHosts=http://x"),
            "class A { java.net.URI u = java.net.URI.create(\"http://example.org/\"); }",
            "class B {}"))
        .singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
        .contains("invalid value for -XepOpt:UriLint:AllowedHosts: 'http://x' is not a host");
  }

  @Test
  void exposesItsRule() {
    assertThat(new MarkerChecker().rule()).isEqualTo(dev.urilint.lint.RuleId.INSECURE_SCHEME);
  }
}
