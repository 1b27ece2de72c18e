package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class Ipv4AddressTest {

  @ParameterizedTest(name = "dec-octet takes \"{1}\" of \"{0}\"")
  @CsvSource(delimiter = '|', value = {
      "0    | 0", "00   | 0", "01   | 0", "9    | 9", "10   | 10", "99   | 99", "100  | 100",
      "199  | 199", "200  | 200", "249  | 249", "250  | 250", "255  | 255", "256  | 25",
      "260  | 26", "300  | 30", "1000 | 100", "25a  | 25",
  })
  void decOctetTakesTheLongestValidPrefix(String s, String taken) {
    assertThat(Ipv4Address.decOctet(s, 0, s.length())).isEqualTo(taken.length());
  }

  @ParameterizedTest(name = "\"{0}\" is not a dec-octet start")
  @CsvSource({"a", "''", "-1", "."})
  void decOctetNeedsADigit(String s) {
    assertThat(Match.failed(Ipv4Address.decOctet(s, 0, s.length()))).isTrue();
  }

  @ParameterizedTest(name = "{0} is an IPv4address: {1}")
  @CsvSource(delimiter = '|', value = {
      "0.0.0.0         | true",
      "255.255.255.255 | true",
      "192.0.2.1       | true",
      "1.2.3.256       | false",
      "01.2.3.4        | false",
      "1.2.3           | false",
      "1.2.3.4.5       | false",
      "127.1           | false",
      "2130706433      | false",
      "0x7f.0.0.1      | false",
      "1.2.3.04        | false",
      "''              | false",
  })
  void ipv4AddressIsExactlyFourDecOctets(String s, boolean expected) {
    assertThat(Ipv4Address.isIpv4Address(s, 0, s.length())).isEqualTo(expected);
  }

  @Test
  void worksInsideALargerString() {
    String s = "http://10.0.0.1:80/";
    assertThat(Ipv4Address.ipv4Address(s, 7, s.length())).isEqualTo(15);
    assertThat(Ipv4Address.isIpv4Address(s, 7, 15)).isTrue();
    assertThat(Ipv4Address.isIpv4Address(s, 7, 14)).isFalse();
  }

  @Test
  void failsAtTheMissingDot() {
    long r = Ipv4Address.ipv4Address("1.2-3.4", 0, 7);
    assertThat(Match.index(r)).isEqualTo(3);
    assertThat(Match.rule(r)).isEqualTo(GrammarRule.IPV4_ADDRESS);
  }
}
