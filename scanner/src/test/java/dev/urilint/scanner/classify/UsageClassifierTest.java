package dev.urilint.scanner.classify;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Usage;
import dev.urilint.scanner.extract.ExtractedValue;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UsageClassifierTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "spring.datasource.url,                    LOCATOR",
    "project/repositories/repository/url,      LOCATOR",
    "spring.kafka.bootstrap-servers,           LOCATOR",
    "DATABASE_URL,                             LOCATOR",
    "proxyHost,                                LOCATOR",
    "services.api.endpoint,                    LOCATOR",
    "links[0].href,                            LOCATOR",
    "app.baseUrl,                              LOCATOR",
    "app.jdbcURL,                              LOCATOR",
    "oauth.redirect-uri,                       LOCATOR",
    "sentry.dsn,                               LOCATOR",
    "app.callback,                             LOCATOR",
    "PAYMENT_CALLBACKS,                        LOCATOR",
    "notify.webhooks,                          LOCATOR",
    "URI.create,                               LOCATOR",
    "new URL,                                  LOCATOR",
    "project/licenses/license/url,             LINK",
    "licenses[0].url,                          LINK",
    "info.license.url,                         LINK",
    "projectLicense,                           LINK",
    "$schema,                                  IDENTIFIER",
    "xmlns:xsi,                                IDENTIFIER",
    "beans/xsi:schemaLocation,                 IDENTIFIER",
    "Project/Licenses/License/URL,             LINK",
    "properties/license/$id,                   IDENTIFIER",
    "items[3]/namespace[0]/value,              IDENTIFIER",
    // tomcat webapps/examples/WEB-INF/web.xml, and a TLD
    "web-app/jsp-config/taglib/taglib-uri,      IDENTIFIER",
    "taglib/uri,                               IDENTIFIER",
    "web-app/jsp-config/taglib/taglib-location, LOCATOR",
    "api.schemas.url,                          LOCATOR",
    "xs.url,                                   LOCATOR",
    "server.port,                              TEXT",
    "security.enabled,                         TEXT",
    "app.description,                          TEXT",
    "image,                                    TEXT",
    "curlOptions,                              TEXT",
    // key words match whole words, never letters inside one
    "CONTENT_SECURITY_POLICY,                  TEXT",
    "app.securityRealm,                        TEXT",
    "tools.curl,                               TEXT",
    "coyoteAdapter.invalidURIWithMessage,      LOCATOR",
    "cors.allowedURLs,                         LOCATOR",
    "app.dburl,                                LOCATOR",
    // dubbo-samples: a registry's host list; MongoDB, Azure, .NET: a URI with options
    "dubbo.registry.addresses,                 LOCATOR",
    "spring.data.mongodb.connection-string,    LOCATOR",
    "mongo.connectionString,                   LOCATOR",
    "azure.storage.connection.string,          LOCATOR",
    "app.string,                               TEXT",
    "error.string,                             TEXT",
    // a Helm chart's links, a javadoc plugin's <links><link>
    "project/reporting/plugins/plugin/configuration/links/link, LOCATOR",
    "annotations.links,                        LOCATOR",
    // Confluent's Schema Registry is reached; a schema segment elsewhere still names an id
    "spring.kafka.properties.schema.registry.url, LOCATOR",
    "mp.messaging.connector.smallrye-kafka.schema.registry.url, LOCATOR",
    "openapi.schema.url,                       IDENTIFIER",
  })
  void readsTheUsageFromTheLastWordOfTheKey(String key, Usage expected) {
    assertThat(UsageClassifier.byKey(key)).isEqualTo(expected);
  }

  @Test
  void prefersTheExtractorsHint() {
    ExtractedValue namespace =
        new ExtractedValue("http://www.w3.org/2001/XMLSchema-instance", Optional.of("project/url"),
            Optional.of(Usage.IDENTIFIER), new int[42], Set.of());

    assertThat(UsageClassifier.classify(namespace)).isEqualTo(Usage.IDENTIFIER);
  }

  @Test
  void treatsAValueWithoutKeyOrHintAsTextUnlessItIsAWholeUri() {
    assertThat(UsageClassifier.classify(ExtractedValue.verbatim("see http://x.io", Optional.empty(), 0)))
        .isEqualTo(Usage.TEXT);
    assertThat(UsageClassifier.classify(ExtractedValue.verbatim("http://x.io", Optional.empty(), 0)))
        .isEqualTo(Usage.LOCATOR);
  }

  // Values of the recall suite's sites under keys that name no locator (elastic and grafana Helm
  // charts' Chart.yaml, a Camel kamelet's "to:", an OSGi blueprint entry) and what stays text.
  @ParameterizedTest(name = "{0}: {1} -> {2}")
  @CsvSource(delimiter = '|', textBlock = """
      home          | https://github.com/elastic/helm-charts                 | LOCATOR
      icon          | https://helm.elastic.co/icons/apm.png                  | LOCATOR
      sources[0]    | https://github.com/grafana/loki                        | LOCATOR
      to            | https://api.chucknorris.io/jokes/random                | LOCATOR
      hikari.jdbc   | jdbc:postgresql://db:5432/app                          | LOCATOR
      contact       | mailto:dev@acme.io                                     | LOCATOR
      home          | http:/github.com/elastic/helm-charts                   | LOCATOR
      description   | see https://github.com/elastic/helm-charts for more    | TEXT
      ignorePatterns[0] | https://github\\.com/.*                            | TEXT
      ignorePatterns[1] | ^https://localhost                                 | TEXT
      code          | http://thishost[:thisport]/                            | TEXT
      source        | http://localhost:8080/manager/text/resources[?type=xxxxx] | TEXT
      options       | tcp:99%                                                | TEXT
      image         | nginx:1.25                                             | TEXT
      id            | https://json-schema.org/draft/2020-12/schema           | TEXT
      @type         | https://schema.org/Person                              | TEXT
      # keycloak-quickstarts keycloak-saml.xml:17 and realm-import.json:57, an algorithm's name
      signatureCanonicalizationMethod | http://www.w3.org/2001/10/xml-exc-c14n# | TEXT
      saml_signature_canonicalization_method | http://www.w3.org/2001/10/xml-exc-c14n# | TEXT
      rewrite/code  | http://thishost[:thisport]/                            | TEXT
      # jmeter xdocs/usermanual/component_reference.xml:4122 and 4140
      td            | jdbc:mysql://host[:port]/dbname                        | TEXT
      td            | jdbc:oracle:thin:@(description=(address=(host={mc-name})(protocol=tcp)(port={port-no}))(connect_data=(sid={sid}))) | TEXT
      endpoint.x    | http://[::1]:8080/api                                  | LOCATOR
      home          | http://[::1]:8080/a[1]                                 | TEXT
      # a URI broken by one space: the word after it can only continue its path
      homepage      | https://shiro.apache.org/release notes                 | LOCATOR
      sources[0]    | https://github.com/grafana/loki/release notes          | LOCATOR
      file          | https://acme.io/docs/My File.pdf                       | LOCATOR
      # prose, a list, a pair: not a broken URI
      tagline       | https://acme.io rocks                                  | TEXT
      note          | https://acme.io/docs is down.                          | TEXT
      note          | https://acme.io/docs down.                             | TEXT
      mirrors       | https://a.acme.io/x https://b.acme.io/x                | TEXT
      pair          | https://acme.io/x key:value                            | TEXT
      args          | https://acme.io/x  two                                 | TEXT
      id            | https://acme.io/schema/release notes                   | TEXT
      """)
  void aWholeValueUriIsALocatorWhateverItsKey(String key, String value, Usage expected) {
    assertThat(UsageClassifier.classify(ExtractedValue.verbatim(value, Optional.of(key), 0))).isEqualTo(expected);
  }
}
