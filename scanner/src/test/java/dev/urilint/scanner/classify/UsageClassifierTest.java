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
    "project/licenses/license/url,             IDENTIFIER",
    "$schema,                                  IDENTIFIER",
    "xmlns:xsi,                                IDENTIFIER",
    "beans/xsi:schemaLocation,                 IDENTIFIER",
    "Project/Licenses/License/URL,             IDENTIFIER",
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
  void treatsAValueWithoutKeyOrHintAsText() {
    assertThat(UsageClassifier.classify(ExtractedValue.verbatim("http://x", Optional.empty(), 0)))
        .isEqualTo(Usage.TEXT);
  }
}
