package dev.urilint.sinks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.RuleId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class UriComponentsTest {

  // The constructor's arguments ("null" for null, a port as digits), the URI it builds, and for each
  // char which argument it came from (d: a delimiter the constructor adds).
  @ParameterizedTest(name = "{0}({1})")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          URI | https,bob:pw,a.acme.com,8443,/a,null,null | https://bob:pw@a.acme.com:8443/a | 00000ddd111111d2222222222d333344
          URI | http,null,a.acme.com,-1,/,q=1,f            | http://a.acme.com/?q=1#f         | 0000ddd22222222224d555d6
          URI | null,null,null,-1,/a,null,null             | /a                               | 44
          URI | mailto,a@acme.com,null                     | mailto:a@acme.com                | 000000d1111111111
          URI | https,a.acme.com,/a,top                    | https://a.acme.com/a#top         | 00000ddd111111111122d333
          URI | https,a.acme.com:8443,/a,q,null            | https://a.acme.com:8443/a?q      | 00000ddd11111111111111122d3
          URL | http,a.acme.com,/feed                      | http://a.acme.com/feed           | 0000ddd111111111122222
          URL | https,a.acme.com,70000,/                   | https://a.acme.com:70000/        | 00000ddd1111111111d222223
          URL | https,a.acme.com,-1,/                      | https://a.acme.com/              | 00000ddd11111111113
          """)
  void putsTheComponentsTogetherAsTheConstructorDoes(String type, String arguments, String uri, String from) {
    List<Optional<String>> args = new ArrayList<>();
    for (String a : arguments.split(",", -1)) {
      args.add(a.equals("null") ? Optional.empty() : Optional.of(a));
    }
    List<UriComponents.Part> parts = UriComponents.compose(type.equals("URL"), args).orElseThrow();
    assertThat(UriComponents.value(parts)).isEqualTo(uri);
    StringBuilder origin = new StringBuilder();
    for (UriComponents.Part p : parts) {
      char c = p.argument() == UriComponents.DELIMITER ? 'd' : (char) ('0' + p.argument());
      origin.append(String.valueOf(c).repeat(p.text().length()));
    }
    assertThat(origin.toString()).isEqualTo(from);
  }

  @Test
  void noComponentConstructorTakesOtherCounts() {
    assertThat(UriComponents.compose(false, Arrays.asList(Optional.of("https"), Optional.of("a")))).isEmpty();
    assertThat(UriComponents.compose(false, List.of(Optional.of("a"), Optional.of("b"), Optional.of("c"), Optional.of("d"), Optional.of("e"), Optional.of("f")))).isEmpty();
    assertThat(UriComponents.compose(true, List.of(Optional.of("https"), Optional.of("a"), Optional.of("1"), Optional.of("/"), Optional.of("x")))).isEmpty();
  }

  @Test
  void onlyTheUriConstructorsRepairWhatTheyQuote() {
    assertThat(Takes.URI_COMPONENTS.repairs(RuleId.MALFORMED_URI)).isTrue();
    assertThat(Takes.URI_COMPONENTS.repairs(RuleId.DOUBLE_ENCODING)).isTrue();
    assertThat(Takes.URI_COMPONENTS.repairs(RuleId.INVALID_PORT)).isFalse();
    assertThat(Takes.URL_COMPONENTS.repairs(RuleId.MALFORMED_URI)).isFalse();
    assertThat(Takes.URI.repairs(RuleId.MALFORMED_URI)).isFalse();
  }
}
