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
          """)
  void splitsOnlyWhenEveryItemIsAnAbsoluteUriWithAnAuthority(String value, String items) {
    assertThat(items(value)).isEqualTo(items);
  }

  @ParameterizedTest(name = "value ''{0}''")
  @CsvSource({"''", "x"})
  void aValueWithoutACommaIsItsOwnOnlyItem(String value) {
    assertThat(UriList.items(value)).containsExactly(new Span(0, value.length()));
  }
}
