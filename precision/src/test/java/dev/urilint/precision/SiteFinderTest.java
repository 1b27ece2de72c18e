package dev.urilint.precision;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Plain URLs that are whole values, with their keys, in each format (shapes seen in the corpus). */
class SiteFinderTest {

  private static List<String> found(String path, String text) {
    return SiteFinder.find(path, text).stream()
        .map(s -> s.line() + " " + s.url() + " " + s.key() + " " + s.context() + " " + s.code())
        .toList();
  }

  @Test
  void readsPropertiesAndYamlKeysAndTheParentKeyOfAListItem() {
    assertThat(found("r/src/main/resources/application.properties",
        "# https://docs.acme.io\nspring.datasource.url=https://db.acme.io/x\nhomepage = https://acme.io\nmsg=see https://acme.io\n"))
        .containsExactly("2 https://db.acme.io/x spring.datasource.url LOCATOR_KEY main",
            "3 https://acme.io homepage OTHER_KEY main");
    assertThat(found("r/charts/loki/Chart.yaml",
        "home: https://grafana.com/loki\nsources:\n  - https://github.com/grafana/loki\nurl: \"https://x.io/y\"\n"))
        .containsExactly("1 https://grafana.com/loki home OTHER_KEY main",
            "3 https://github.com/grafana/loki sources OTHER_KEY main",
            "4 https://x.io/y url LOCATOR_KEY main");
  }

  @Test
  void readsXmlElementsAttributesPropertyNamesAndLicenseLinksAndLeavesIdentifiersOut() {
    String pom = """
        <project xmlns="http://maven.apache.org/POM/4.0.0">
          <url>https://shiro.apache.org/</url>
          <licenses><license><url>https://www.apache.org/licenses/LICENSE-2.0.txt</url></license></licenses>
          <!-- <url>https://old.apache.org/</url> -->
          <bean><property name="hibernate.connection.url" value="https://db.acme.io/x"/></bean>
          <link href="https://acme.io/style.css"/>
        </project>
        """;

    assertThat(found("r/pom.xml", pom)).containsExactly(
        "2 https://shiro.apache.org/ project/url LOCATOR_KEY main",
        "3 https://www.apache.org/licenses/LICENSE-2.0.txt project/licenses/license/url LOCATOR_KEY main",
        "5 https://db.acme.io/x project/bean/property@hibernate.connection.url LOCATOR_KEY main",
        "6 https://acme.io/style.css project/link@href LOCATOR_KEY main");
  }

  @Test
  void readsJsonTomlHoconAndJavaLiteralsAndKnowsTestCode() {
    assertThat(found("r/package.json", "{\"$schema\": \"https://json.schemastore.org/x\", \"homepage\": \"https://acme.io\"}"))
        .containsExactly("1 https://acme.io homepage OTHER_KEY main");
    assertThat(found("r/app.conf", "endpoint = \"https://api.acme.io\"\nbare = https://api.acme.io\n"))
        .containsExactly("1 https://api.acme.io endpoint LOCATOR_KEY main");
    assertThat(found("r/src/test/java/a/ClientTest.java",
        "// \"https://comment.io\"\nclient.get(\"https://api.acme.io/v1\", \"https://${x}\");\n"))
        .containsExactly("2 https://api.acme.io/v1 get( JAVA_LITERAL test");
  }

  // A Java literal's key is the call it is the first argument of, written "to(" so that no config
  // key's reading applies (camel-spring-boot-examples' Client2Route.java:31, a Camel endpoint).
  @Test
  void keysAJavaLiteralByTheCallItIsPassedTo() {
    assertThat(found("r/src/main/java/sample/camel/Client2Route.java",
        "        .circuitBreaker()\n            .to(\"http://localhost:9090/service1\")\n"
            + "    String u = \"https://api.acme.io/v1\";\n"))
        .containsExactly("2 http://localhost:9090/service1 to( JAVA_LITERAL main", "3 https://api.acme.io/v1  JAVA_LITERAL main");
  }

  /**
   * License URLs are sites, links a reader clicks (camel-spring-boot-examples' petstore.json,
   * jmeter's flot.jquery.json, an OpenAPI file), keyed under their license in JSON as the scanner
   * keys them; a Java text block or an escaped {@code \"URL\"} holds a document's attribute, not a
   * literal (tomcat's TestWebXml, activemq's RequestReplyNoAdvisoryNetworkTest).
   */
  @Test
  void plantsInLicenseUrlsAndLeavesDocumentsInJavaLiteralsOut() {
    String petstore = """
        {
        	"info": {
        		"license": {
        			"name": "Apache 2.0",
        			"url": "http://www.apache.org/licenses/LICENSE-2.0.html"
        		},
        		"version": "1.0.4"
        	},
        	"externalDocs": {
        		"url": "http://swagger.io"
        	}
        }
        """;
    assertThat(found("r/petstore.json", petstore)).containsExactly(
        "5 http://www.apache.org/licenses/LICENSE-2.0.html license.url LOCATOR_KEY main",
        "10 http://swagger.io url LOCATOR_KEY main");
    assertThat(found("r/flot.jquery.json",
        "{\n\t\"licenses\": [{\n\t\t\"url\": \"http://github.com/flot/flot/LICENSE.txt\"\n\t}],\n\t\"homepage\": \"http://www.flotcharts.org\"\n}\n"))
        .containsExactly("3 http://github.com/flot/flot/LICENSE.txt license.url LOCATOR_KEY main",
            "5 http://www.flotcharts.org homepage OTHER_KEY main");
    assertThat(found("r/openapi.yaml", "info:\n  license:\n    url: https://www.apache.org/licenses/LICENSE-2.0\n  termsOfService: https://acme.io/terms\n"))
        .containsExactly("3 https://www.apache.org/licenses/LICENSE-2.0 info.license.url LOCATOR_KEY main",
            "4 https://acme.io/terms info.termsOfService OTHER_KEY main");
    String java = """
        String xml = \"""
            <web-app xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
            \""";
        doTestToXml("<web-app xmlns=\\"https://jakarta.ee/xml/ns/jakartaee\\">" +
            "https://api.acme.io/v1");
        """;
    assertThat(found("r/src/main/java/a/Client.java", java))
        .containsExactly("5 https://api.acme.io/v1  JAVA_LITERAL main");
  }

  /**
   * A URL alone between white space in a Java text block's line is a site of its own context:
   * prose a reader sees (a help text, a notice), where a URI inside text is read for a secret
   * only; a document's attribute in the block is not one.
   */
  @Test
  void aUrlAloneInATextBlocksLineIsATextSite() {
    String java = """
        String help = \"""
            Deploy to https://repo.acme.io/releases first, then
            see <a href="https://docs.acme.io/x">the docs</a> and https://status.acme.io
            \""";
        """;
    assertThat(found("r/src/main/java/a/Help.java", java)).containsExactly(
        "2 https://repo.acme.io/releases  JAVA_TEXT main",
        "3 https://status.acme.io  JAVA_TEXT main");
  }

  @Test
  void keyContextReadsTheLastWordOfTheKey() {
    assertThat(KeyContext.ofKey("spring.kafka.bootstrapServers")).isEqualTo(KeyContext.LOCATOR_KEY);
    assertThat(KeyContext.ofKey("ConnectionStrings.Default")).isEqualTo(KeyContext.OTHER_KEY);
    assertThat(KeyContext.ofKey("mongo.connection-string")).isEqualTo(KeyContext.LOCATOR_KEY);
    assertThat(KeyContext.ofKey("jdbcUrl")).isEqualTo(KeyContext.LOCATOR_KEY);
    assertThat(KeyContext.ofKey("icon")).isEqualTo(KeyContext.OTHER_KEY);
  }
}
