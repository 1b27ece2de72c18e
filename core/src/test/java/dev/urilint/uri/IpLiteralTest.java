package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class IpLiteralTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(delimiter = '|', value = {
      "[::1]              | -1",
      "[v1.x]             | -1",
      "[V1.x]             | -1",
      "[vF0.a!$:~]        | -1",
      "[v1.]              | 4",
      "[v.x]              | 2",
      "[vx.x]             | 2",
      "[v1x]              | 3",
      "[v1.x/]            | 5",
      "[]                 | 1",
      "[::1               | 4",
      "[::1]x             | 5",
      "::1                | 0",
      "[fe80::1%25eth0]   | 8",
      "[1.2.3.4]          | 2",
  })
  void ipLiteralIsAnIpv6AddressOrIpvFutureInBrackets(String s, int index) {
    assertThat(UriParser.validate(s, GrammarRule.IP_LITERAL)).isEqualTo(index);
  }

  @ParameterizedTest(name = "with zone ids {0} -> {1}")
  @CsvSource(delimiter = '|', value = {
      "[fe80::1%25eth0]   | -1",
      "[fe80::1%25%41]    | -1",
      "[::1%25lo]         | -1",
      "[fe80::1%25]       | 11",
      "[fe80::1%eth0]     | 9",
      "[fe80::1%2eth0]    | 10",
      "[fe80::1%25eth0:]  | 15",
      "[fe80::1%25e%4]    | 14",
      "[v1.x%25eth0]      | 5",
  })
  void zoneIdsAreAcceptedOnlyAsRfc6874Says(String s, int index) {
    assertThat(UriParser.validate(s, GrammarRule.IP_LITERAL, true)).isEqualTo(index);
  }

  @Test
  void zoneIdsAreRejectedByDefault() {
    assertThat(UriParser.validate("[fe80::1%25eth0]", GrammarRule.IP_LITERAL)).isEqualTo(8);
  }

  @ParameterizedTest(name = "IPvFuture {0} -> {1}")
  @CsvSource(delimiter = '|', value = {
      "v1.x | -1", "V1.x | -1", "vff.:: | -1", "v | 1", "v1 | 2", "v1. | 3", "x1.x | 0"})
  void ipvFutureIsVHexDotAndATail(String s, int index) {
    assertThat(UriParser.validate(s, GrammarRule.IPV_FUTURE)).isEqualTo(index);
  }

  @Test
  void worksFromAnOffset() {
    String s = "//[::1]/";
    assertThat(IpLiteral.ipLiteral(s, 2, s.length(), false)).isEqualTo(7);
  }
}
