package dev.urilint.evidence;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Finding;
import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.lint.Usage;
import dev.urilint.uri.Span;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConfigValueRoleTest {

  @ParameterizedTest(name = "''{0}'' as {1}: {2}")
  @CsvSource({
    // a scheme followed by //
    "https://api.example.org/v1,      TEXT,       URI",
    "htps://typo.example.org,         TEXT,       URI",
    "s3://bucket/key,                 TEXT,       URI",
    "'  https://leading.space/',      TEXT,       URI",
    // a well-known scheme followed by :
    "mailto:ops@example.org,          TEXT,       URI",
    "jdbc:postgresql://db/app,        TEXT,       URI",
    "urn:isbn:0451450523,             TEXT,       URI",
    "http:/missing-slash,             TEXT,       URI",
    "HTTP:x,                          TEXT,       URI",
    // a hierarchical scheme that lost its colon
    "http//host/x,                    TEXT,       URI",
    // look-alikes
    "org.acme:lib:1.0,                TEXT,       TEXT",
    "nginx:1.25,                      TEXT,       TEXT",
    "8080:80,                         TEXT,       TEXT",
    "Note: restart the service,       TEXT,       TEXT",
    "localhost:8080,                  TEXT,       TEXT",
    "C:\\dir\\file,                   TEXT,       TEXT",
    "plain words,                     TEXT,       TEXT",
    // a scheme name and its colon alone is a word or a label (apache/tomcat webapps/docs
    // manager-howto.xml "<code>file:</code>"; prometheus-community/helm-charts ci/*-values.yaml
    // "data:" as a line of a block), still a URI where a locator is expected
    "file:,                           TEXT,       TEXT",
    "'data:  ',                       TEXT,       TEXT",
    "http:,                           LOCATOR,    REFERENCE",
    // a license link is clicked: one that lost its scheme is linted as a locator is (the recall
    // suite's plants in POM license URLs); a license named in words stays a sentence
    "www.apache.org:8443/licenses/LICENSE-2.0.txt, LINK, REFERENCE",
    "www.apache.org:8443/licenses/LICENSE-2.0.txt, TEXT, TEXT",
    "Apache License Version 2.0,      LINK,       TEXT",
    "'data:text/plain;base64,SGk=',   TEXT,       URI",
    "'',                              TEXT,       TEXT",
    "'   ',                           LOCATOR,    TEXT",
    // a locator key makes a value shaped like a reference a candidate, never more
    "localhost:8080,                  LOCATOR,    HOST_AND_PORT",
    "db:5432/app,                     LOCATOR,    REFERENCE",
    "nginx:1.25,                      IDENTIFIER, TEXT",
    "http://www.w3.org/1999/xhtml,    IDENTIFIER, URI",
    // what a key names but the value's own shape denies: a translated label in a message bundle
    // or a locale JSON, an npm version range under a package whose name ends in a locator word, an
    // expression, JSONPath
    "帮助链接,                          LOCATOR,    TEXT",
    "上传地址,                          LINK,       TEXT",
    "^0.17.4,                         LOCATOR,    TEXT",
    "~8.1.0,                          LOCATOR,    TEXT",
    "'>=1.2.0',                       LOCATOR,    TEXT",
    "\"#{@env.getProperty('cb.base').concat('/done')}\", LOCATOR, TEXT",
    "$['callbackUri'],                LOCATOR,    TEXT",
    "$.callbackUri,                   LOCATOR,    TEXT",
    "--server-url,                    LOCATOR,    TEXT",
    "<a href=x>,                      LOCATOR,    TEXT",
    // a reference by its position, with placeholders read as what they stand for
    "/done,                           LOCATOR,    REFERENCE",
    "./docs/index.html,               LINK,       REFERENCE",
    "?page=2,                         LOCATOR,    REFERENCE",
    "#top,                            LOCATOR,    REFERENCE",
    "${BASE_URL}/callback,            LOCATOR,    REFERENCE",
    "${BASE_URL},                     LOCATOR,    REFERENCE",
    "{{ .Values.url }}/x,             LOCATOR,    REFERENCE",
    "www.example.org/a b,             LOCATOR,    REFERENCE",
    // a host and port alone: a socket address to a consumer of host:port
    "zk-1:2181,                       LOCATOR,    HOST_AND_PORT",
    "${ZK_HOST}:2181,                 LOCATOR,    HOST_AND_PORT",
    "[::1]:9092,                      LOCATOR,    HOST_AND_PORT",
  })
  void roleByOwnShapeThenPosition(String value, Usage usage, ConfigValueRole expected) {
    assertThat(ConfigValueRole.of(value, usage)).isEqualTo(expected);
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
    assertThat(ReferenceShape.readsAsSentence(value)).isEqualTo(sentence);
    if (sentence) {
      assertThat(ConfigValueRole.of(value, Usage.LOCATOR)).isEqualTo(ConfigValueRole.TEXT);
    }
  }

  @Test
  void aKeyNeverMakesAnErrorNorASafeFix() {
    Finding error = new Finding(RuleId.MALFORMED_URI, Severity.ERROR, "illegal character ' '", new Span(5, 6),
        Optional.of(Fix.safe(new Span(5, 6), "%20", "percent-encode it")));
    Finding bounded = ConfigValueRole.REFERENCE.bound(error);
    assertThat(bounded.severity()).isEqualTo(Severity.WARNING);
    assertThat(bounded.fix()).isEmpty();
    assertThat(ConfigValueRole.HOST_AND_PORT.bound(error).severity()).isEqualTo(Severity.WARNING);
    assertThat(ConfigValueRole.URI.bound(error)).isSameAs(error);
  }

  @Test
  void anUnsafeFixStaysOnAValueItsPositionNames() {
    Finding f = new Finding(RuleId.CREDENTIALS_IN_URI, Severity.ERROR, "a password", new Span(0, 3),
        Optional.of(Fix.unsafe(new Span(0, 3), "${DB_PASSWORD}", "move it")));
    assertThat(ConfigValueRole.REFERENCE.bound(f).fix()).isPresent();
  }

  @ParameterizedTest(name = "{0} checks {1} on a locator: {2}")
  @CsvSource({
    "URI,           RELATIVE_COLON_SEGMENT, true",
    "URI,           NON_NORMALIZED,         true",
    "REFERENCE,     RELATIVE_COLON_SEGMENT, true",
    "REFERENCE,     NON_NORMALIZED,         false",
    "HOST_AND_PORT, RELATIVE_COLON_SEGMENT, false",
    "HOST_AND_PORT, CREDENTIALS_IN_URI,     true",
    "TEXT,          CREDENTIALS_IN_URI,     false",
  })
  void eachRoleNamesItsRules(ConfigValueRole role, RuleId rule, boolean checked) {
    assertThat(role.checks(rule, Usage.LOCATOR)).isEqualTo(checked);
  }
}
