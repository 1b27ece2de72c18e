package dev.urilint.scheme;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SchemeRegistryTest {

  @ParameterizedTest(name = "{0}: port {1}, host {2}, cleartext {3} -> {4}, {5}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          http     | 80  | NETWORK_REQUIRED | true  | https | STANDARD
          HTTPS    | 443 | NETWORK_REQUIRED | false |       | STANDARD
          ws       | 80  | NETWORK_REQUIRED | true  | wss   | STANDARD
          wss      | 443 | NETWORK_REQUIRED | false |       | STANDARD
          ftp      | 21  | NETWORK_REQUIRED | true  |       | STANDARD
          telnet   | 23  | NETWORK_REQUIRED | true  |       | STANDARD
          ldap     | 389 | NETWORK_OPTIONAL | true  | ldaps | STANDARD
          file     | -1  | NETWORK_OPTIONAL | false |       | STANDARD
          mailto   | -1  | NONE             | false |       | STANDARD
          urn      | -1  | NONE             | false |       | STANDARD
          jdbc     | -1  | NONE             | false |       | JDBC
          vm       | -1  | NAME             | false |       | MESSAGING
          tcp      | -1  | NETWORK_OPTIONAL | false |       | MESSAGING
          failover | -1  | NONE             | false |       | MESSAGING
          queue    | -1  | NAME             | false |       | MESSAGING
          direct   | -1  | NAME             | false |       | CAMEL
          stream   | -1  | NAME             | false |       | CAMEL
          lb       | -1  | NAME             | false |       | GATEWAY
          forward  | -1  | NONE             | false |       | GATEWAY
          s3       | -1  | NAME             | false |       | ECOSYSTEM
          nacos    | -1  | NETWORK_OPTIONAL | false |       | REGISTRY
          zookeeper | -1 | NETWORK_OPTIONAL | false |       | REGISTRY
          """)
  void knowsTheFactsOfEachScheme(
      String name, int port, HostRole host, boolean cleartext, String secure, Dialect dialect) {
    Scheme s = SchemeRegistry.lookup(name);
    assertThat(s.name()).isEqualTo(name.toLowerCase(Locale.ROOT));
    assertThat(s.defaultPort()).isEqualTo(port);
    assertThat(s.host()).isEqualTo(host);
    assertThat(s.cleartext()).isEqualTo(cleartext);
    assertThat(s.secureAlternative()).isEqualTo(Optional.ofNullable(secure));
    assertThat(s.dialect()).isEqualTo(dialect);
  }

  @ParameterizedTest
  @ValueSource(strings = {"htps", "htp", "fle", "localhost", "this", "c", "nginx", "jsp", "h\rttp", "", "http:"})
  void typosHostsAndWordsAreUnknown(String scheme) {
    assertThat(SchemeRegistry.lookup(scheme)).isSameAs(SchemeRegistry.UNKNOWN);
    assertThat(SchemeRegistry.isKnown(scheme)).isFalse();
    assertThat(SchemeRegistry.find(scheme)).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {"tftp", "shttp", "ldapi", "war", "wsjar", "fileb", "r2dbc", "HTTP+UNIX", "Direct", "antlib"})
  void knowsTheSchemesOneLetterFromACommonOne(String scheme) {
    assertThat(SchemeRegistry.isKnown(scheme)).isTrue();
  }

  /**
   * http, https and file are looked up without hashing (length and first four characters): that
   * shortcut and the table agree on them, on their other spellings (non-ASCII look-alikes too) and
   * on every name of their length.
   */
  @ParameterizedTest
  @ValueSource(strings = {"http", "HTTP", "Https", "hTTPS", "file", "FILE", "fIlE", "hxxp", "htto", "httpx", "fila",
      "filf", "hsts", "ftps", "fish", "gopher", "https+", "h+tp", "f-le", "http.", "h\tps", "f\rle", "wss", "ws",
      "\uff48ttp", "\u0168ttp", "fil\u0165", "httpS", "http\u0173", "HtTp"})
  void theCommonSchemesAndTheirLookAlikesReadAsTheTableSays(String scheme) {
    Scheme expected = SchemeRegistry.all().getOrDefault(scheme.toLowerCase(Locale.ROOT), SchemeRegistry.UNKNOWN);
    assertThat(SchemeRegistry.lookup(scheme)).isSameAs(expected);
    assertThat(SchemeRegistry.lookup("x" + scheme + ":", 1, 1 + scheme.length())).isSameAs(expected);
  }

  @Test
  void everyNameOfTheCommonSchemesLengthsIsFoundInAnyCase() {
    SchemeRegistry.all().forEach((name, s) -> {
      assertThat(SchemeRegistry.lookup(name)).isSameAs(s);
      assertThat(SchemeRegistry.lookup(name.toUpperCase(Locale.ROOT))).isSameAs(s);
    });
  }

  @Test
  void looksUpASpanWithoutCopyingIt() {
    assertThat(SchemeRegistry.lookup("xHTTPS://a", 1, 6).name()).isEqualTo("https");
    assertThat(SchemeRegistry.lookup("xHTTPS://a", 1, 5).name()).isEqualTo("http");
    assertThat(SchemeRegistry.lookup("xHTTPS://a", 1, 1)).isSameAs(SchemeRegistry.UNKNOWN);
  }

  @Test
  void everyNameIsAValidLowerCaseSchemeAndEveryCleartextOneSaysSo() {
    assertThat(SchemeRegistry.all()).isNotEmpty();
    SchemeRegistry.all().forEach((name, s) -> {
      assertThat(name).isEqualTo(s.name()).matches("[a-z][a-z0-9+.-]*");
      assertThat(SchemeRegistry.lookup(name)).isSameAs(s);
      assertThat(s.secureAlternative().isEmpty() || s.cleartext()).as(name).isTrue();
      s.secureAlternative().ifPresent(alt -> assertThat(SchemeRegistry.lookup(alt).cleartext()).as(alt).isFalse());
      assertThat(!s.needsHost() || s.hierarchical()).as(name).isTrue();
    });
  }

  @Test
  void typoTargetsComeInTheirTieBreakOrder() {
    assertThat(SchemeRegistry.typoTargets().stream().map(Scheme::name))
        .containsExactly("http", "https", "file", "ftp", "ftps", "sftp", "ssh", "ldap", "ldaps", "jdbc", "mailto", "classpath");
  }

  @ParameterizedTest(name = "{0}:{1} default={2}")
  @CsvSource({"http,80,true", "http,080,false", "http,8080,false", "https,443,true", "wss,443,true", "file,0,false", "ftp,21,true", "http,,false"})
  void knowsItsDefaultPort(String scheme, String port, boolean isDefault) {
    String p = port == null ? "" : port;
    assertThat(SchemeRegistry.lookup(scheme).isDefaultPort(p, 0, p.length())).isEqualTo(isDefault);
  }
}
