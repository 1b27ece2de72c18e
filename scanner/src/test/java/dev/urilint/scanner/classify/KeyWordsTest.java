package dev.urilint.scanner.classify;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KeyWordsTest {

  @ParameterizedTest(name = "last word of {0} is {1}")
  @CsvSource({
    "proxyHost,                     host",
    "DATABASE_URL,                  url",
    "bootstrap-servers,             servers",
    "ws2Endpoint,                   endpoint",
    "jdbcURL,                       url",
    "allowedURLs,                   urls",
    "$schema,                       $schema",
    "invalidURIWithMessage,         message",
    "LocalStrings,                  strings",
    "ValidationMessages,            messages",
    // a Jenkins view bundle key with escaped spaces: config-publishers2.properties
    "'Add post-build action',       action",
  })
  void findsTheLastWordOnWordBoundaries(String text, String last) {
    assertThat(KeyWords.last(text)).contains(last);
  }

  @ParameterizedTest(name = "{0} holds the word URI/URL: {1}")
  @CsvSource({
    "URI.create,                                true",
    "new URL,                                   true",
    "UriComponentsBuilder.fromUriString,        true",
    "coyoteAdapter.invalidURIWithMessage,       true",
    "allowedURLs,                               true",
    // letters inside a word are no word
    "CONTENT_SECURITY_POLICY,                   false",
    "securityRealm,                             false",
    "curlOptions,                               false",
    "PURLS,                                     false",
    "spring.datasource.url-validation,          false",
  })
  void matchesWholeWordsOnly(String key, boolean expected) {
    assertThat(KeyWords.contains(key, "URI", "URL", "Uri", "Url", "URIs", "URLs"))
        .isEqualTo(expected);
  }
}
