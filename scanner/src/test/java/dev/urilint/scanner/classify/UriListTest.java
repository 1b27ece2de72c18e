package dev.urilint.scanner.classify;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.uri.Span;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UriListTest {

  private static String items(String value) {
    return UriList.items(value).stream().map(s -> "[" + s.of(value) + "]").collect(Collectors.joining());
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '\'',
      textBlock = """
          http://localhost:3000,https://app.example.org     | [http://localhost:3000][https://app.example.org]
          http://a:3000, https://b                           | [http://a:3000][https://b]
          'http://a/eureka/ , http://b/eureka/ '             | [http://a/eureka/][http://b/eureka/]
          https://a,svn+ssh://b/r,ws://c                     | [https://a][svn+ssh://b/r][ws://c]
          http://${H1}:80,http://${H2}:80                    | [http://${H1}:80][http://${H2}:80]
          https://a                                          | [https://a]
          https://www.google.com/maps/@52.52,13.40,15z       | [https://www.google.com/maps/@52.52,13.40,15z]
          jdbc:mysql://h1:3306,h2:3306/db                    | [jdbc:mysql://h1:3306,h2:3306/db]
          mongodb://h1,h2/db                                 | [mongodb://h1,h2/db]
          https://a,                                         | [https://a,]
          ',https://a'                                       | [,https://a]
          https://a,,https://b                               | [https://a,,https://b]
          kafka-1:9092,kafka-2:9092                          | [kafka-1:9092,kafka-2:9092]
          https://a,1http://b                                | [https://a,1http://b]
          https://a,http:/b                                  | [https://a,http:/b]
          ["https://es:9200"]                                | [https://es:9200]
          ["https://${ELASTICSEARCH_HOSTS:es:9200}"]         | [https://${ELASTICSEARCH_HOSTS:es:9200}]
          '[ ''http://a:9200'', "http://b:9200" ]'           | [http://a:9200][http://b:9200]
          [http://a:9200]                                    | [http://a:9200]
          ["https://a", "b"]                                 | [["https://a", "b"]]
          [2001:db8::1]                                      | [[2001:db8::1]]
          ws://localhost:9095;ws://localhost:9195;           | [ws://localhost:9095][ws://localhost:9195]
          https://a.example.org;https://b.example.org        | [https://a.example.org][https://b.example.org]
          https://a/x;jsessionid=1                           | [https://a/x;jsessionid=1]
          jdbc:sqlserver://h;databaseName=x                  | [jdbc:sqlserver://h;databaseName=x]
          PLAINTEXT://kafka:29092,PLAINTEXT_HOST://localhost:9092 | [PLAINTEXT://kafka:29092][PLAINTEXT_HOST://localhost:9092]
          INTERNAL://kafka:29092,EXTERNAL_TLS://localhost:9093 | [INTERNAL://kafka:29092][EXTERNAL_TLS://localhost:9093]
          """)
  void splitsOnlyWhenEveryItemIsAnAbsoluteUriWithAnAuthority(String value, String items) {
    assertThat(items(value)).isEqualTo(items);
  }

  @ParameterizedTest(name = "value ''{0}''")
  @CsvSource({"''", "x"})
  void aValueWithoutACommaIsItsOwnOnlyItem(String value) {
    assertThat(UriList.items(value)).containsExactly(new Span(0, value.length()));
  }

  @ParameterizedTest(name = "lines of ''{0}''")
  @CsvSource(
      delimiter = '|',
      value = {
        // tomcat webapps/docs/manager-howto.xml, <source> blocks
        "http://localhost:8080/manager/status\\nhttp://localhost:8080/manager/status/all | 0-36,37-77",
        "http://localhost:8080/manager/jmxproxy/\\n ?set=Catalina%3Atype%3DValve\\n &att=debug | 0-39,41-69,71-81",
        "'  http://a/x\\r\\n\\n  http://a/y  '                                            | 2-12,17-27",
        // one line: the whole value, surrounding white space included
        "http://localhost:8080/manager/status?XML=true                                  | 0-45",
        "'\\n  http://a/x  \\n'                                                          | 0-16",
      })
  void readsATextBlockLineByLine(String escaped, String spans) {
    String value = escaped.replace("\\n", "\n").replace("\\r", "\r");
    assertThat(UriList.lines(value))
        .extracting(s -> s.start() + "-" + s.end())
        .containsExactly(spans.split(","));
  }

  @ParameterizedTest(name = "''{0}'': {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "http://localhost:8080/manager/status/all                          | true",
        "?set=Catalina%3Atype%3DValve%2Cname%3DErrorReportValve            | true",
        // tomcat webapps/docs/realm-howto.xml and jndi-datasource-examples-howto.xml: text lines
        "http://localhost:8080/myapp/j_security_check URI or at some other | false",
        "https://jakarta.ee/xml/ns/jakartaee/web-app_6_2.xsd\"              | false",
        "<web-app                                                          | false",
      })
  void takesOnlyABareWordForAUriInATextBlock(String line, boolean bare) {
    assertThat(UriList.isBareWord(line)).isEqualTo(bare);
  }
}
