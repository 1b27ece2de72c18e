package dev.urilint.scanner.extract.hocon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Golden;
import dev.urilint.scanner.extract.LoopbackServer;
import dev.urilint.scanner.extract.SourceFile;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

public class HoconExtractorTest {

  private final HoconExtractor extractor = new HoconExtractor();

  static Stream<Path> cases() {
    return Golden.cases("hocon").filter(p -> p.toString().endsWith(".conf"));
  }

  @ParameterizedTest
  @MethodSource("cases")
  void matchesGoldenValuesAndPositions(Path input) throws Exception {
    Golden.check(extractor, input);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "application.conf | a { url = \"http://x\" }                          | true",
        "application.conf | a.b = 1\\ninclude \"x.conf\"                     | true",
        "application.conf | hosts = [\\n  alpha\\n  beta\\n]                 | true",
        "default.conf     | server {\\n  listen 80;\\n}                       | false",
        "site.conf        | <VirtualHost *:80>\\n</VirtualHost>               | false",
        "my.conf          | nameserver 10.0.0.2\\nsearch corp.example         | false",
        "m2.conf          | main is org.apache.maven.cli.MavenCli from plexus.core | false",
        "boot.conf        | [plexus.core]\\nload ${maven.home}/lib/*.jar      | false",
        "rotate.conf      | /var/log/app.log {\\n  rotate 4\\n}               | false",
        "settings.conf    | a = 1                                             | true",
        // an HTML snippet in a .conf file: href= would become a key
        "notice.conf      | Read the <a href=\"https://x.example/\">guide</a> first | false",
        "footer.conf      | <p>\\n  Powered by <a href=https://x.example/>x</a>\\n</p> | false",
        "ui.conf          | footer = \"<a href=https://x.example/>x</a>\"      | true",
      })
  void acceptsOnlyConfFilesThatLookLikeHocon(String name, String content, boolean accepted) {
    String text = content.replace("\\n", "\n");
    assertThat(extractor.accepts(new SourceFile(Path.of(name), name, text))).isEqualTo(accepted);
  }

  @Test
  void neverFollowsAnInclude() throws Exception {
    try (LoopbackServer server = new LoopbackServer()) {
      String base = "http://127.0.0.1:" + server.port();
      String text =
          "include url(\"" + base + "/a.conf\")\ninclude required(url(\"" + base
              + "/b.conf\"))\ninclude file(\"/etc/passwd\")\ninclude classpath(\"reference.conf\")\n"
              + "a = \"x\"\n";
      List<ExtractedValue> values = extract(text);
      assertThat(values).extracting(ExtractedValue::value).containsExactly("x");
      assertThat(server.connectionsMade()).isZero();
    }
  }

  @Test
  void keepsTheRawTextOfASubstitution() throws Exception {
    ExtractedValue v = extract("u = ${BASE}\"/x\"").get(0);
    assertThat(v.value()).isEqualTo("${BASE}/x");
    assertThat(v.sourceOffsets()).containsExactly(4, 5, 6, 7, 8, 9, 10, 12, 13, 14);
  }

  @Test
  void rejectsInvalidHoconNamingTheLineButNotTheValue() {
    assertThatThrownBy(() -> extract("application.conf", "a = 1\nb = \"hunter2secret\" : x\n"))
        .isInstanceOf(ExtractionException.class)
        .hasMessage("invalid HOCON at line 2")
        .matches(e -> !((ExtractionException) e).isNotThisFormat(), "a skip, since the name makes it HOCON");
  }

  /** Other programs' .conf files: left out (not urilint's format), never called broken HOCON. */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        // activemq-artemis tests/e2e-tests/.../brokerConnect/qdr/qdrouterd.conf (Qpid Dispatch)
        "qdrouterd.conf | router {\\n    mode: standalone\\n}\\nlog {\\n    enable: trace+\\n    outputFile: /routerlog/qdrouterd.log\\n}\\n listener {\\n     saslMechanisms: ANONYMOUS\\n     host: 0.0.0.0\\n     role: normal\\n     port: 5672\\n  authenticatePeer: no\\n}\\naddress {\\n prefix: q\\n distribution: balanced\\n}\\n}",
        "custom.conf    | a = 1\\nb = \"x\" : y\\n",
      })
  void aConfFileHoconCannotReadIsNotThisFormat(String name, String content) {
    assertThatThrownBy(() -> extract(name, content.replace("\\n", "\n")))
        .isInstanceOf(ExtractionException.class)
        .matches(e -> ((ExtractionException) e).isNotThisFormat(), "not this format");
  }

  /** key=value .conf files are properties: HOCON would cut an unquoted URL at its "//". */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        // keycloak-quickstarts extension/user-storage-jpa/conf/keycloak.conf
        "keycloak.conf | # datasource\\ndb-kind-user-store=dev-mem\\ndb-url-full-user-store=jdbc:h2:mem:user-store;DB_CLOSE_DELAY=-1\\n# db-password-user-store=password\\ntransaction-xa-enabled-user-store=true | jdbc:h2:mem:user-store;DB_CLOSE_DELAY=-1",
        // strimzi-kafka-operator cluster-operator/src/test/resources/desired-kafka-broker.conf
        "desired-kafka-broker.conf | ##########\\n# Node / Broker ID\\n##########\\nnode.id=1\\nlistener.name.controlplane-9090.ssl.keystore.password=${CERTS_STORE_PASSWORD}\\n | ${CERTS_STORE_PASSWORD}",
        "keycloak.conf | db-url=jdbc:postgresql://db.example:5432/keycloak\\nlog-console-format=%d{HH:mm:ss} %-5p\\n | jdbc:postgresql://db.example:5432/keycloak",
      })
  void aConfFileOfKeyValueLinesIsReadAsProperties(String name, String content, String value) throws Exception {
    assertThat(extract(name, content.replace("\\n", "\n"))).extracting(ExtractedValue::value).contains(value);
  }

  @Test
  void aBlankConfFileHasNoValues() throws Exception {
    assertThat(extract("  \n")).isEmpty();
  }

  @Test
  void placesAValueAfterALoneCarriageReturnOnItsText() throws Exception {
    // Found by ExtractorFuzzTest#hocon: the value was placed on the key's first char.
    ExtractedValue v = extract("a =\r\u0001").get(0);
    assertThat(v.value()).isEqualTo("\u0001");
    assertThat(v.sourceOffsets()).containsExactly(4, 5);
  }

  @Test
  void survivesABackslashUThatIsNoEscapeWhereTheLexerSeesAQuotedString() throws Exception {
    // Found by ExtractorFuzzTest#hocon: Typesafe Config reads a triple-quoted string here, the
    // lexer a quoted one, and parsing "\\u e" as hex threw NumberFormatException.
    assertThat(extract("\"h\"\"\"://\nc#=\"\\u e\"\n")).isNotNull();
  }

  @Test
  void skipsAnObjectMergedWithASubstitution() throws Exception {
    // Found by ExtractorFuzzTest#hocon: listing its members threw ConfigException.NotResolved.
    assertThat(extract("k = x\nk.x = ${b}\nu = \"http://h\"\n")).extracting(ExtractedValue::value)
        .containsExactly("x", "http://h"); // "x" merged away, still a literal of the file
  }

  @Test
  void keepsADefaultThatAnOptionalSubstitutionOverrides() throws Exception {
    List<ExtractedValue> values =
        extract("db {\n  url = \"postgres://app:s3cret@db/app\"\n  url = ${?DB_URL}\n}\nplain = \"https://x\"\n");

    assertThat(values).extracting(ExtractedValue::value)
        .containsExactly("postgres://app:s3cret@db/app", "https://x");
    assertThat(values.get(0).key()).hasValue("url");
    assertThat(values.get(0).sourceOffset(0)).isEqualTo("db {\n  url = \"".length());
    assertThat(values.get(1).key()).hasValue("plain");
  }

  private List<ExtractedValue> extract(String text) throws ExtractionException {
    return extract("a.conf", text);
  }

  private List<ExtractedValue> extract(String name, String text) throws ExtractionException {
    return extractor.extract(new SourceFile(Path.of(name), name, text));
  }
}
