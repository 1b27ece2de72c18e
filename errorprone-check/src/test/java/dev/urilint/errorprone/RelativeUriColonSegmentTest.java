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

  // Outside every sink, a string is checked only when it is, as a whole, a host under a top-level
  // domain, a port and a path whose scheme was left off (SchemelessUriShape, which the scanner
  // asks too): the recall suite's no-scheme plants into the corpus's literals, against the host
  // and port settings and image references the corpus writes.
  @Test
  void outsideSinks() {
    CompilationTestHelper.newInstance(RelativeUriColonSegment.class, getClass())
        .addSourceLines(
            "B.java",
            """
            class B {
              // keycloak-quickstarts FluentTestsHelper.java:98, its http:// lost: a local host and
              // port is a setting as often
              static final String AUTH = "localhost:8080/auth";
              static final String SERVERS = "kafka.acme.io:9092";
              static final String IMAGE = "registry.foo.com:1234/my-name:1.0";
              // activemq-artemis ArtemisDependencyDocPlugin.java:63, its https:// lost
              // BUG: Diagnostic contains: reads as scheme 'repo.maven.apache.org' with path '8443...'
              static final String REPO = "repo.maven.apache.org:8443/maven2";
              String update() {
                // jenkins UpdateCenter.java:1497, its http:// lost
                // BUG: Diagnostic contains: reads as scheme 'jenkins-ci.org'
                return "jenkins-ci.org:8443/api";
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
