package dev.urilint.hosts;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class InetAtonAddressTest {

  @ParameterizedTest(name = "{0} is {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # host            | dotted          | canonical
          127.0.0.1         | 127.0.0.1       | true
          0x7f.1            | 127.0.0.1       | false
          0x7F000001        | 127.0.0.1       | false
          0177.0.0.01       | 127.0.0.1       | false
          2130706433        | 127.0.0.1       | false
          127.1             | 127.0.0.1       | false
          1.2.3             | 1.2.0.3         | false
          4294967295        | 255.255.255.255 | false
          0                 | 0.0.0.0         | false
          0x                | 0.0.0.0         | false
          1.0x10000         | 1.1.0.0         | false
          10.0.0.1.         | 10.0.0.1        | false
          00000000000000000000000000001 | 0.0.0.1 | false
          """)
  void readsEveryFormInetAtonAccepts(String host, String dotted, boolean canonical) {
    InetAtonAddress address = InetAtonAddress.read(host).orElseThrow();
    assertThat(address.dotted()).isEqualTo(dotted);
    assertThat(address.isCanonical()).isEqualTo(canonical);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "", ".", "..", "1..2", "a.b", "1password", "4294967296", "1.2.3.4.5", "256.1.1.1",
        "1.16777216", "1.2.65536", "08", "0x1g", "１２７.0.0.1", "99999999999999999999999999999999",
        "1.2.3.4..", "-1.2.3.4", "+1"
      })
  void rejectsWhatIsNotAnAddress(String host) {
    assertThat(InetAtonAddress.read(host)).isEmpty();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          0x7f.1     | hexadecimal, a short 2-part form
          0177.1.1.1 | octal (leading zero)
          2130706433 | a 32-bit integer
          1.2.3.4.   | a trailing dot
          """)
  void namesWhatMakesAFormRare(String host, String forms) {
    assertThat(String.join(", ", InetAtonAddress.read(host).orElseThrow().forms())).isEqualTo(forms);
  }
}
