package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The nine forms of IPv6address, their invalid neighbours, h16 and ls32. */
class Ipv6AddressTest {

  private static int validate(String s) {
    return UriParser.validate(s, GrammarRule.IPV6_ADDRESS);
  }

  @ParameterizedTest(name = "form {0}: {1}")
  @CsvSource(delimiter = '|', value = {
      "1 |                  1:2:3:4:5:6:7:8",
      "1 |                  1:2:3:4:5:6:1.2.3.4",
      "2 |                  ::2:3:4:5:6:7:8",
      "2 |                  ::2:3:4:5:6:1.2.3.4",
      "3 |                  1::3:4:5:6:7:8",
      "3 |                  ::3:4:5:6:7:8",
      "4 |                  1:2::4:5:6:7:8",
      "4 |                  ::4:5:6:1.2.3.4",
      "5 |                  1:2:3::5:6:7:8",
      "5 |                  ::ffff:1.2.3.4",
      "6 |                  1:2:3:4::6:7:8",
      "6 |                  ::6:7:8",
      "7 |                  1:2:3:4:5::7:8",
      "7 |                  1:2:3:4:5::1.2.3.4",
      "7 |                  ::1.2.3.4",
      "8 |                  1:2:3:4:5:6::8",
      "8 |                  ::1",
      "9 |                  1:2:3:4:5:6:7::",
      "9 |                  ::",
      "9 |                  fe80::",
  })
  void everyFormIsRecognised(int form, String address) {
    assertThat(validate(address)).isEqualTo(-1);
  }

  @ParameterizedTest(name = "{0} fails at {1}")
  @CsvSource(delimiter = '|', value = {
      "1:2:3:4:5:6:7            | 13",
      "1:2:3:4:5:6:7:8:9        | 15",
      "1:2:3:4:5:6:7:8::        | 15",
      "1:2:3:4:5:6:7::8         | 15",
      "::1:2:3:4:5:6:7:8        | 15",
      "1::2:3:4:5:6:7:8         | 14",
      "1:2:3:4:5:6::1.2.3.4     | 14",
      "1:2:3:4:5:1.2.3.4        | 11",
      "1::2::3                  | 5",
      "1:::2                    | 3",
      ":1                       | 1",
      "12345::                  | 4",
      "::256.1.1.1              | 5",
      "::1.2.3.256              | 10",
      "::01.1.1.1               | 4",
      "::1.2.3.4:1              | 9",
      "::1.2.3.4.5              | 9",
      "1.2.3.4                  | 1",
      "''                       | 0",
      "g                        | 0",
  })
  void invalidNeighboursFailAtTheFirstImpossibleCharacter(String address, int index) {
    assertThat(validate(address)).isEqualTo(index);
  }

  @Test
  void sevenGroupsAroundTheElisionAreAllowedEightAreNot() {
    assertThat(validate("1::2:3:4:5:6:7")).isEqualTo(-1);
    assertThat(validate("1:2:3:4:5:6:7::")).isEqualTo(-1);
    assertThat(validate("::2:3:4:5:6:7:8")).isEqualTo(-1);
    assertThat(validate("1:2::3:4:5:6:7:8")).isNotEqualTo(-1);
  }

  @Test
  void stopsAfterACompleteAddressForTheCallerToJudge() {
    String s = "[::1]:80";
    assertThat(Ipv6Address.ipv6Address(s, 1, s.length())).isEqualTo(4);
    assertThat(Ipv6Address.ipv6Address("1:2:3:4:5:6:7:8]", 0, 16)).isEqualTo(15);
  }

  @ParameterizedTest(name = "h16 {0} -> {1}")
  @CsvSource(delimiter = '|', value = {
      "0 | -1", "ffff | -1", "FfFf | -1", "12345 | 4", "''  | 0", "g | 0", "1: | 1"})
  void h16IsOneToFourHexDigits(String s, int index) {
    assertThat(UriParser.validate(s, GrammarRule.H16)).isEqualTo(index);
  }

  @ParameterizedTest(name = "ls32 {0} -> {1}")
  @CsvSource(delimiter = '|', value = {
      "1:2 | -1", "ffff:ffff | -1", "1.2.3.4 | -1", "1 | 1", "1: | 2", "1:2:3 | 3",
      "256.1.1.1 | 3", "1.2.3 | 5", "12345:1 | 4"})
  void ls32IsTwoGroupsOrAnIpv4Address(String s, int index) {
    assertThat(UriParser.validate(s, GrammarRule.LS32)).isEqualTo(index);
  }
}
