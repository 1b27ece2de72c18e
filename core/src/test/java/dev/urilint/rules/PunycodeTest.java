package dev.urilint.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class PunycodeTest {

  @ParameterizedTest(name = "{0} is {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          xn--mnchen-3ya     | münchen
          XN--MNCHEN-3YA     | MüNCHEN
          xn--bcher-kva      | bücher
          xn--pypal-4ve      | pаypal
          xn--80ak6aa92e     | аррӏе
          xn--e1afmkfd       | пример
          xn--1lqs71d        | 東京
          xn--ggle-55da      | gооgle
          xn--xample-hy68a   | ｅxample
          """)
  void decodesALabel(String label, String unicode) {
    assertThat(Punycode.decodeLabel(label)).contains(unicode);
  }

  @ParameterizedTest
  @ValueSource(strings = {"example", "xn--", "xn-abc", "xn--99999999999", "xn--ab!c", "xn--é-abc"})
  void rejectsWhatIsNotAnALabel(String label) {
    assertThat(Punycode.decodeLabel(label)).isEmpty();
  }

  @Test
  void rejectsOverlongInputWithoutWork() {
    assertThat(Punycode.decode("a".repeat(100_000))).isEmpty();
  }

  @Test
  void decodesRfc3492SampleWithBasicCodePoints() {
    // RFC 3492 §7.1 (L): 3<nen>B<gumi><kinpachi><sensei>
    assertThat(Punycode.decode("3B-ww4c5e180e575a65lsy2b")).contains("3年B組金八先生");
  }
}
