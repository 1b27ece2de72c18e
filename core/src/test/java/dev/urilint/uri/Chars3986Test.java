package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class Chars3986Test {

  /** Each class spelled out as RFC 3986 lists it, compared over all of ASCII and beyond. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
      "UNRESERVED    | ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~",
      "GEN_DELIMS    | :/?#[]@",
      "SUB_DELIMS    | !$&'()*+,;=",
      "DIGIT         | 0123456789",
      "HEXDIG        | 0123456789ABCDEFabcdef",
      "SCHEME        | ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-.",
      "PCHAR         | ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@",
      "QUERY         | ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/?",
      "USERINFO      | ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:",
      "REG_NAME      | ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=",
      "SEGMENT_NZ_NC | ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@",
  })
  void classesHoldExactlyTheirCharacters(String name, String members) throws Exception {
    Chars3986.Mask mask = (Chars3986.Mask) Chars3986.class.getDeclaredField(name).get(null);
    IntStream.range(0, 0x300).forEach(c ->
        assertThat(mask.contains((char) c)).as("%s contains U+%04X", name, c)
            .isEqualTo(members.indexOf(c) >= 0));
  }

  @Test
  void reservedIsGenDelimsAndSubDelims() {
    for (char c = 0; c < 128; c++) {
      assertThat(Chars3986.RESERVED.contains(c))
          .isEqualTo(Chars3986.GEN_DELIMS.contains(c) || Chars3986.SUB_DELIMS.contains(c));
    }
  }

  @Test
  void nothingOutsideAsciiBelongsToAnyClass() {
    assertThat(Chars3986.QUERY.contains('\u00e9')).isFalse();
    assertThat(Chars3986.UNRESERVED.contains('\uFFFF')).isFalse();
    assertThat(Chars3986.UNRESERVED.contains((char) ('a' + 128))).isFalse();
  }
}
