package dev.urilint.scanner.classify;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.rules.Usage;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PlausibilityTest {

  @ParameterizedTest(name = "''{0}'' as {1}: {2}")
  @CsvSource({
    // a scheme followed by //
    "https://api.example.org/v1,      TEXT,       true",
    "htps://typo.example.org,         TEXT,       true",
    "s3://bucket/key,                 TEXT,       true",
    "'  https://leading.space/',      TEXT,       true",
    // a well-known scheme followed by :
    "mailto:ops@example.org,          TEXT,       true",
    "jdbc:postgresql://db/app,        TEXT,       true",
    "urn:isbn:0451450523,             TEXT,       true",
    "http:/missing-slash,             TEXT,       true",
    "HTTP:x,                          TEXT,       true",
    // a hierarchical scheme that lost its colon
    "http//host/x,                    TEXT,       true",
    // look-alikes
    "org.acme:lib:1.0,                TEXT,       false",
    "nginx:1.25,                      TEXT,       false",
    "8080:80,                         TEXT,       false",
    "Note: restart the service,       TEXT,       false",
    "localhost:8080,                  TEXT,       false",
    "C:\\dir\\file,                   TEXT,       false",
    "plain words,                     TEXT,       false",
    "'',                              TEXT,       false",
    "'   ',                           LOCATOR,    false",
    // a locator key makes anything plausible
    "localhost:8080,                  LOCATOR,    true",
    "db:5432/app,                     LOCATOR,    true",
    "nginx:1.25,                      IDENTIFIER, false",
    "http://www.w3.org/1999/xhtml,    IDENTIFIER, true",
  })
  void lintsOnlyWhatIsPlausiblyAUri(String value, Usage usage, boolean expected) {
    assertThat(Plausibility.isPlausible(value, usage)).isEqualTo(expected);
  }
}
