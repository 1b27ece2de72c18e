package dev.urilint.scanner.classify;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Usage;
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
    // a scheme name and its colon alone is a word or a label (apache/tomcat webapps/docs
    // manager-howto.xml "<code>file:</code>"; prometheus-community/helm-charts ci/*-values.yaml
    // "data:" as a line of a block), still a URI where a locator is expected
    "file:,                           TEXT,       false",
    "'data:  ',                       TEXT,       false",
    "http:,                           LOCATOR,    true",
    // a license link is clicked: one that lost its scheme is linted as a locator is (the recall
    // suite's plants in POM license URLs); a license named in words stays a sentence
    "www.apache.org:8443/licenses/LICENSE-2.0.txt, LINK, true",
    "www.apache.org:8443/licenses/LICENSE-2.0.txt, TEXT, false",
    "Apache License Version 2.0,      LINK,       false",
    "'data:text/plain;base64,SGk=',   TEXT,       true",
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

  @ParameterizedTest(name = "''{0}'' reads as a sentence: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // tomcat java/org/apache/catalina/connector/LocalStrings_fr.properties (key ...invalidURIWithMessage)
        "URI invalide: [{0}]                                             | true",
        // tomcat java/org/apache/tomcat/util/scan/LocalStrings.properties (jarScan.jarUrlStart)
        "Scanning JAR at URL [{0}]                                       | true",
        // tomcat java/org/apache/jasper/resources/LocalStrings.properties (jsp.error.location)
        "line: [{0}], column: [{1}]                                      | true",
        // tomcat java/org/apache/catalina/mapper/LocalStrings.properties (...unknownDefaultHost)
        "Unknown default host [{0}] for service [{1}].                   | true",
        // tomcat java/org/apache/catalina/mapper/LocalStrings_ko.properties (mapper.addHostAlias.sameHost)
        "동일한 호스트 [{1}]을(를) 위한 별칭 [{0}]이(가) 중복해서 등록 시도 되었는데, 이는 무시됩니다. | true",
        // jenkins core/.../CoreEnvironmentContributor/buildEnv_nl.properties (JENKINS_URL.blurb)
        "Volledige URL voor Jenkins, v.b. <code>http://server:port/jenkins/</code> | true",
        // jenkins core/.../jenkins/install/Messages_zh_TW.properties (..._RootUrl_Invalid)
        "URL 無效，請確保您使用 http:// 或 https:// 和有效的網域名稱。                | true",
        // jenkins core/.../hudson/slaves/JNLPLauncher/main_pt_BR.properties (powerShell.cli.curl)
        "Nota: usuários do PowerShell deverão usar curl.exe ao invés de curl | true",
        // jenkins core/.../hudson/model/Messages_lt.properties: a continuation line of HTML
        "<a href=\"https://jenkins.io/redirect/troubleshooting/utf8-url-decoding\">Tomcat i18n</a>. | true",
        "Note: restart the service                                       | true",
        // look-alikes: a URI with a stray space is still linted, and reported
        "https://example.org/cb path                                     | false",
        "'  https://leading.space/ and more'                             | false",
        "/docs/my file.html                                              | false",
        "localhost:8080/a b                                              | false",
        "?q=a b                                                          | false",
        "#top of page                                                    | false",
        "mailto:ops@example.org?subject=Disk full                        | false",
        "https://example.org/                                            | false",
        "'https://example.org/  '                                        | false",
        "Hôte                                                            | false",
      })
  void tellsASentenceFromAUriWithASpace(String value, boolean sentence) {
    assertThat(Plausibility.readsAsSentence(value)).isEqualTo(sentence);
    if (sentence) {
      assertThat(Plausibility.isPlausible(value, Usage.LOCATOR)).isFalse();
    }
  }
}
