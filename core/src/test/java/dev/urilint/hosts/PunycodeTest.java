package dev.urilint.hosts;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.IDN;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
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

  @Provide
  Arbitrary<String> unicodeLabels() {
    return Arbitraries.strings()
        .withCharRange('a', 'z')
        .withCharRange('0', '9')
        .withChars('-')
        .withCharRange('\u00e0', '\u00ff')
        .withCharRange('\u03b1', '\u03c9')
        .withCharRange('\u0430', '\u044f')
        .withCharRange('\u4e00', '\u4e80')
        .withCharRange('\uac00', '\uac40')
        .ofMinLength(1)
        .ofMaxLength(20);
  }

  @Property(tries = 500)
  void decodesWhatTheJdkEncodesInEitherCase(@ForAll("unicodeLabels") String label) {
    String ascii;
    try {
      ascii = IDN.toASCII(label, IDN.ALLOW_UNASSIGNED);
    } catch (IllegalArgumentException notAnIdnLabel) {
      return;
    }
    Assume.that(ascii.startsWith("xn--") && ascii.length() <= 63);
    String unicode = IDN.toUnicode(ascii, IDN.ALLOW_UNASSIGNED);
    StringBuilder upper = new StringBuilder();
    unicode.chars().forEach(c -> upper.append(c < 0x80 ? Character.toUpperCase((char) c) : (char) c));

    assertThat(Punycode.decodeLabel(ascii)).contains(unicode);
    assertThat(Punycode.decodeLabel(ascii.toUpperCase(Locale.ROOT))).contains(upper.toString());
  }
}
