package dev.urilint.errorprone;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class UriCredentialsTest {

  @Test
  void identification() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(UriCredentials.class, getClass()))
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            import org.springframework.web.util.UriComponentsBuilder;
            class A {
              static final String USER_ONLY = "https://bob@example.com/";
              static final String SENTENCE = "log in at https://bob:hunter2@example.com/ today";
              void negatives() {
                URI.create("https://bob@example.com/");
                System.setProperty("login", "bob:hunter2@example.com");
              }
              // BUG: Diagnostic contains: password in the userinfo of 'jdbc:postgresql://app:****@db/app'
              static final String DB = "jdbc:postgresql://app:s3cret@db/app";
              void positives() throws Exception {
                // BUG: Diagnostic contains: password in the userinfo of 'https://bob:****@example.com/'
                URI.create("https://bob:hunter2@example.com/");
                java.sql.DriverManager.getConnection(DB);
              }
            }
            """)
        .doTest();
  }

  @Test
  void neverPrintsThePassword() {
    java.util.List<String> diagnostics = Diagnostics.of(UriCredentials.class, java.util.List.of(), """
        class A {
          static final String DB = "jdbc:postgresql://app:s3cret@db/app";
          Object u = java.net.URI.create("https://bob:hunter2@example.com/");
        }
        """);

    org.assertj.core.api.Assertions.assertThat(diagnostics).hasSize(2).noneMatch(d -> d.contains("s3cret") || d.contains("hunter2"));
    org.assertj.core.api.Assertions.assertThat(diagnostics.get(0)).startsWith("2:51: [UriCredentials]");
  }

  @Test
  void aPasswordIsNeverMovedIntoAPlaceholderInJava() {
    // Core's fix writes ${URL_PASSWORD}, a placeholder Java literals do not expand: not offered,
    // even with unsafe fixes.
    com.google.errorprone.BugCheckerRefactoringTestHelper.newInstance(UriCredentials.class, getClass())
        .setArgs("-XepOpt:UriLint:UnsafeFixes=true")
        .addInputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("https://bob:s3cret@api.acme.com/");
            }
            """)
        .expectUnchanged()
        .doTest();
  }
}
