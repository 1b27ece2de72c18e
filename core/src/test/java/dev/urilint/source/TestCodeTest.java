package dev.urilint.source;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TestCodeTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # path (relative to the project)                                                                   | where it comes from
          test/org/apache/catalina/connector/TestResponse.java                                                 | tomcat: a top-level test tree
          test/org/apache/tomcat/util/buf/TestUDecoder.java                                                    | tomcat
          tests/db-tests/pom.xml                                                                               | activemq-artemis: tests/ holds test modules
          tests/smoke-tests/src/main/resources/servers/audit-logging-amqp-mutual-ssl/broker.xml                | activemq-artemis: main of a test module
          artemis-commons/src/test/java/org/apache/activemq/artemis/utils/URIParserTest.java                   | activemq-artemis
          core/src/test/java/jenkins/util/UrlHelperTest.java                                                   | jenkins
          modules/cratedb/src/test/java/org/testcontainers/jdbc/cratedb/CrateDBJDBCDriverTest.java             | testcontainers-java
          src/test/resources/application.yml                                                                   | Maven test resources
          src/testFixtures/java/org/acme/Fakes.java                                                            | Gradle java-test-fixtures
          src/it/simple/pom.xml                                                                                | maven-invoker-plugin
          src/integrationTest/java/org/acme/Db.java                                                            | Gradle integrationTest source set
          okhttp/android-test/src/androidTest/java/okhttp/android/test/SingleAndroidTest.kt                    | okhttp: an Android instrumented test
          src/jvmTest/kotlin/okhttp3/A.kt                                                                      | Kotlin multiplatform
          charts/alertmanager/templates/tests/test-connection.yaml                                             | helm-charts: a Helm test hook
          module\\src\\test\\java\\A.java                                                                      | Windows separators
          src/protocol/http/src/test/java/org/apache/jmeter/protocol/http/control/TestHC4CookieManager.java    | jmeter: modules under a top-level src/, the last src/ holds the source sets
          src/core/src/test/resources/org/apache/jmeter/save/a.jmx                                             | jmeter: test resources of a module under src/
          """)
  void testCode(String path, String origin) {
    assertThat(TestCode.isTestPath(path)).isTrue();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # path                                                                                               | why it is production code
          core/src/main/java/hudson/model/UpdateCenter.java                                                    | jenkins
          java/org/apache/catalina/connector/Response.java                                                     | tomcat's production tree
          mockkube/src/main/java/io/strimzi/test/mockkube3/MockKube3.java                                      | strimzi: a package named test in main
          jenkins/core/src/main/resources/lib/test/bar.jelly                                                   | jenkins: a resource folder named test in main
          spring-cloud-gateway-integration-tests/http2/src/main/java/org/springframework/cloud/gateway/tests/http2/Http2Application.java | a module named *-tests is not tests/
          src/testdata/a.yml                                                                                   | src/testdata is data, not a source set
          testing/a.yml                                                                                        | only test and tests
          src/main/java/org/acme/Latest.java                                                                   | ends in 'test', no Test
          src/main/java/org/acme/ClientTest.java                                                               | named like a test: its content decides (isTestFile)
          src/main/java/org/acme/LIMIT.java                                                                    | ends in IT after a capital
          src/main/java/org/acme/Test.java                                                                     | no name before the suffix
          src/main/resources/SomeTest.properties                                                               | the name rule is for code
          pom.xml                                                                                              | the project
          src/protocol/http/src/main/java/org/apache/jmeter/protocol/http/control/CookieManager.java           | jmeter: main of a module under src/
          src/main/resources/archetype-resources/src/test/java/App.java                                        | a Maven archetype's template: main holds no modules
          src/org/acme/test/Fixtures.java                                                                      | an Ant layout: src/ is the source root
          """)
  void productionCode(String path, String why) {
    assertThat(TestCode.isTestPath(path)).isFalse();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # javac's path                                                         | package             | test code
          /ws/app/src/test/java/org/acme/A.java                                  | org.acme            | true
          /ws/tomcat/test/org/apache/catalina/B.java                             | org.apache.catalina | true
          /home/me/tests/app/src/main/java/org/acme/A.java                       | org.acme            | false
          /tmp/test/app/src/main/java/org/acme/A.java                            | org.acme            | false
          /ws/strimzi/mockkube/src/main/java/io/strimzi/test/M.java              | io.strimzi.test     | false
          /ws/app/src/main/java/org/acme/ClientTest.java                         | org.acme            | false
          /ws/app/src/main/java/Main.java                                        |                     | false
          /ws/test/Main.java                                                     |                     | true
          C:\\ws\\app\\src\\test\\java\\org\\acme\\A.java                        | org.acme            | true
          """)
  void javacSourceFiles(String path, String packageName, boolean test) {
    assertThat(TestCode.isTestSourceFile(path, packageName == null ? "" : packageName, "import java.net.URI;"))
        .isEqualTo(test);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # file outside a test tree                                     | its imports, ';'-separated                       | test code | where it comes from
          src/main/java/org/acme/ClientTest.java                         | org.junit.jupiter.api.Test                        | true      | a test class kept in main
          src/main/java/org/acme/ClientTests.java                        | org.testng.annotations.Test                       | true      | TestNG
          src/main/java/org/acme/ClientIT.java                           | org.assertj.core.api.Assertions.assertThat        | true      | a failsafe integration test
          src/main/java/org/objectweb/jtests/jms/framework/JMSTestCase.java | junit.framework.TestCase                       | true      | activemq's joram-jms-tests keep their tests in main
          src/main/java/org/acme/quickstart/HttpFunctionTest.java        | com.google.cloud.functions.HttpFunction           | false     | quarkus-quickstarts: a cloud function named *Test
          src/main/java/org/springintegration/SpringIntegrationTest.java | org.springframework.boot.SpringApplication        | false     | spring-integration-samples: an application
          src/main/java/org/acme/ABTest.java                             | java.util.Random                                  | false     | an A/B experiment
          src/main/java/org/acme/LoadTest.java                           | java.net.http.HttpClient                          | false     | a load generator
          src/main/java/org/acme/Client.java                             | org.junit.jupiter.api.Test                        | false     | a test-support class of a library is production code
          src/test/java/org/acme/Helpers.java                            | java.util.List                                    | true      | a test tree is test code whatever it holds
          """)
  void testClassesByContent(String path, String imports, boolean test, String origin) {
    List<String> names = List.of(imports.split(";"));
    StringBuilder source = new StringBuilder("package org.acme;\n\n");
    names.forEach(n -> source.append("import ").append(n.contains("assertThat") ? "static " : "").append(n).append(";\n"));
    source.append("\npublic class X {}\n");
    assertThat(TestCode.isTestFile(path, source)).as("scanner").isEqualTo(test);
    assertThat(TestCode.isTestSourceFile("/ws/app/" + path, "org.acme", source)).as("javac").isEqualTo(test);
  }
}
