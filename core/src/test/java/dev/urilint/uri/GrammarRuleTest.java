package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class GrammarRuleTest {

  @ParameterizedTest
  @EnumSource(GrammarRule.class)
  void everyRuleIsFoundByItsAbnfName(GrammarRule rule) {
    assertThat(GrammarRule.byAbnfName(rule.abnfName())).contains(rule);
  }

  @Test
  void namesAreCaseSensitiveAsInTheRfc() {
    assertThat(GrammarRule.byAbnfName("ipv6address")).isEmpty();
    assertThat(GrammarRule.byAbnfName("IPv6address")).contains(GrammarRule.IPV6_ADDRESS);
  }

  @Test
  void everyRuleNamedInAppendixAHasAConstant() throws Exception {
    String abnf;
    try (var in = GrammarRuleTest.class.getResourceAsStream("/grammar/rfc3986-appendix-a.abnf")) {
      abnf = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
    var defined = Pattern.compile("(?m)^([A-Za-z0-9-]+)\\s+=").matcher(abnf).results()
        .map(m -> m.group(1)).collect(Collectors.toSet());
    assertThat(defined).hasSize(GrammarRule.values().length);
    assertThat(Arrays.stream(GrammarRule.values()).map(GrammarRule::abnfName))
        .containsExactlyInAnyOrderElementsOf(defined);
  }
}
