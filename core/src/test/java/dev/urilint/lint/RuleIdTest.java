package dev.urilint.lint;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RuleIdTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # id or check name | rule                 | security
          credentials-in-uri | CREDENTIALS_IN_URI   | true
          UriCredentials     | CREDENTIALS_IN_URI   | true
          misleading-authority | MISLEADING_AUTHORITY | true
          mixed-script-host  | MIXED_SCRIPT_HOST    | true
          UriHostHomograph   | MIXED_SCRIPT_HOST    | true
          invalid-port       | INVALID_PORT         | false
          InvalidUriPort     | INVALID_PORT         | false
          non-normalized     | NON_NORMALIZED       | false
          """)
  void isFoundByItsIdOrErrorProneCheckName(String idOrCheckName, RuleId rule, boolean security) {
    assertThat(RuleId.byId(idOrCheckName)).contains(rule);
    assertThat(rule.isSecurity()).isEqualTo(security);
  }

  @ParameterizedTest(name = "''{0}''")
  @CsvSource({"credentials_in_uri", "CREDENTIALS_IN_URI", "uricredentials", "''", "no-such-rule"})
  void findsNothingForAnythingElse(String idOrCheckName) {
    assertThat(RuleId.byId(idOrCheckName)).isEmpty();
  }
}
