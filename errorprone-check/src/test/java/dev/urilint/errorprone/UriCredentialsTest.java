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
              static final String USER_IN_SENTENCE = "log in at https://bob@example.com/ today";
              // BUG: Diagnostic contains: password in the userinfo of 'https://bob:****@example.com/'
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

  /**
   * A password in a URL inside a Java string that is not plainly a URI: XML in a text block (a test
   * fixture's Spring {@code beans.xml}), a log message, a format string. Neither Java front end
   * read such a string at all; each URI around a secret in it now gets what a URI inside a config
   * text value gets ({@code TextUris}), and the scanner reports the same lines.
   */
  @Test
  void aPasswordInAUrlInsideTextIsReported() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(UriCredentials.class, getClass()))
        .addSourceLines(
            "Fixtures.java",
            """
            class Fixtures {
              static final String NO_PASSWORD = \"\"\"
                  <beans xmlns="http://www.springframework.org/schema/beans"
                         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"/>
                  \"\"\";
              static final String PATTERN = "Connected to {} as {}@{}";
              static final String PLACEHOLDER = "login failed: user={} password={}";
              static final String BEANS = \"\"\"
                  <beans xmlns="http://www.springframework.org/schema/beans"
                  // BUG: Diagnostic contains: password in the userinfo of 'http://deploy:****@www.w3.org/2001/XMLSchema-instance'
                         xmlns:xsi="http://deploy:Hunter2@www.w3.org/2001/XMLSchema-instance"/>
                  \"\"\";
              void log(String host) {
                // BUG: Diagnostic contains: password in the userinfo of 'jdbc:postgresql://app:****@db/x'
                System.out.println("connecting to jdbc:postgresql://app:Hunter2@db/x as " + host);
                // BUG: Diagnostic contains: password in a password parameter of 'jdbc:sqlserver://db:1433;user=sa;password=****'
                String.format("pool %s: jdbc:sqlserver://db:1433;user=sa;password=Hunter2 (max %d)", host, 10);
              }
            }
            """)
        .doTest();
  }

  /**
   * A JDBC URL whose driver writes no {@code //} is a whole connection string wherever it is
   * written: an Oracle thin password in a constant outside any sink was not reported, since only
   * {@code scheme://} strings were read outside sinks (AbsoluteUriShape).
   */
  @Test
  void aJdbcUrlWithoutSlashesOutsideAnySinkIsAUri() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(UriCredentials.class, getClass()))
        .addSourceLines(
            "OracleConstants.java",
            """
            class OracleConstants {
              static final String NO_PASSWORD = "jdbc:oracle:thin:@db.acme.com:1521:orcl";
              static final String PREFIX = "jdbc:oracle:thin:";
              // BUG: Diagnostic contains: password in the Oracle user/password of 'jdbc:oracle:thin:scott/****@db:1521:orcl'
              static final String SENTENCE = "connect with jdbc:oracle:thin:scott/tiger@db:1521:orcl";
              static final String IN_MEMORY = "jdbc:h2:mem:test";
              // BUG: Diagnostic contains: password in the Oracle user/password of 'jdbc:oracle:thin:scott/****@db:1521:orcl'
              static final String URL = "jdbc:oracle:thin:scott/tiger@db:1521:orcl";
              // BUG: Diagnostic contains: password in the Oracle user/password of 'jdbc:oracle:oci8:app/****@db'
              static final String OCI = "jdbc:oracle:oci8:app/Hunter2@db";
              String field() {
                // BUG: Diagnostic contains: password in the Oracle user/password of 'JDBC:Oracle:Thin:scott/****@//db:1521/orcl'
                String url = "JDBC:Oracle:Thin:scott/tiger@//db:1521/orcl";
                return url;
              }
            }
            """)
        .doTest();
  }

  /**
   * Java expands no placeholder itself (core's {@code SourceFormat.JAVA}, the scanner's table too):
   * a password that is a {@code $NAME} or {@code #{...}} reaches the driver as written, the literal
   * password, not a templated one (the scanner and this check were told so by their one context).
   */
  @Test
  void aPlaceholderJavaDoesNotExpandIsTheLiteralPassword() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(UriCredentials.class, getClass()))
        .addSourceLines(
            "Db.java",
            """
            import java.net.URI;
            class Db {
              void connect() {
                // BUG: Diagnostic matches: literal
                URI.create("postgres://app:$DB_PASSWORD@db/app");
                // BUG: Diagnostic matches: literal
                URI.create("postgres://app:#{vault.password}@db/app");
                // BUG: Diagnostic matches: templated
                URI.create("postgres://app:${DB_PASSWORD}@db/app");
              }
            }
            """)
        .expectErrorMessage("literal", m -> m.contains("password in the userinfo of 'postgres://app:****@db/app'")
            && !m.contains("templated"))
        .expectErrorMessage("templated", m -> m.contains("templated password in the userinfo"))
        .doTest();
  }

  @Test
  void testCodeGetsThisCheckButNotItsOwnFixtures() {
    // TestCodePolicy, as the scanner applies it: a real-looking password for a public host in a
    // test is a leak; spring-cloud-netflix's "test:test@localhost" and testcontainers'
    // "password=somepwd" are the test's own fixtures.
    LibraryStubs.addTo(CompilationTestHelper.newInstance(UriCredentials.class, getClass()))
        .addSourceLines(
            "src/test/java/org/acme/ClientTest.java",
            """
            package org.acme;
            import java.net.URI;
            class ClientTest {
              void fixtures() {
                URI.create("http://test:test@localhost:8761");
                URI.create("jdbc:tc:postgis://hostname/databasename?user=someuser&password=somepwd");
                URI.create("https://deploy:Tq7xW2mKp9RzLc@localhost:8443/");
              }
              void leaks() {
                // BUG: Diagnostic contains: password in the userinfo of 'https://deploy:****@repo.acme.io/releases'
                URI.create("https://deploy:Tq7xW2mKp9RzLc@repo.acme.io/releases");
              }
            }
            """)
        .doTest();
  }

  @Test
  void testSourcesAllRulesReportsTheFixturesToo() {
    LibraryStubs.addTo(CompilationTestHelper.newInstance(UriCredentials.class, getClass()))
        .setArgs("-XepOpt:UriLint:TestSourcesAllRules=true")
        .addSourceLines(
            "src/test/java/org/acme/ClientTest.java",
            """
            package org.acme;
            import java.net.URI;
            class ClientTest {
              void fixtures() {
                // BUG: Diagnostic contains: password in the userinfo of 'http://test:****@localhost:8761'
                URI.create("http://test:test@localhost:8761");
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
