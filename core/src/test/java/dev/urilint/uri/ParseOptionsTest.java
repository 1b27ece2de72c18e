package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ParseOptionsTest {

  @Test
  void theDefaultIsAUriReferenceWithoutZoneIds() {
    assertThat(ParseOptions.DEFAULT.target()).isEqualTo(GrammarRule.URI_REFERENCE);
    assertThat(ParseOptions.DEFAULT.zoneIds()).isFalse();
    assertThat(ParseOptions.DEFAULT.as(GrammarRule.URI).withZoneIds(true))
        .isEqualTo(new ParseOptions(GrammarRule.URI, true));
  }

  @ParameterizedTest
  @EnumSource(value = GrammarRule.class, mode = EnumSource.Mode.EXCLUDE,
      names = {"URI_REFERENCE", "URI", "ABSOLUTE_URI", "RELATIVE_REF"})
  void onlyTheFourTopLevelRulesCanBeParsed(GrammarRule rule) {
    assertThatThrownBy(() -> ParseOptions.DEFAULT.as(rule))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(rule.abnfName());
  }
}
