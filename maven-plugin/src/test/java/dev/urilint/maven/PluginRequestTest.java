package dev.urilint.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.lint.SeverityPolicy;
import dev.urilint.scanner.report.ReportFormat;
import java.util.Arrays;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.Test;

final class PluginRequestTest {

  @Test
  void rulesEntriesSetSeveritiesOrTurnRulesOff() throws Exception {
    SeverityPolicy policy =
        PluginRequest.policy(List.of("insecure-scheme=error", " non-normalized = off ", "UriCredentials=warning"));

    assertThat(policy.severityOf(RuleId.INSECURE_SCHEME)).contains(Severity.ERROR);
    assertThat(policy.severityOf(RuleId.NON_NORMALIZED)).isEmpty();
    assertThat(policy.severityOf(RuleId.CREDENTIALS_IN_URI)).contains(Severity.WARNING);
    assertThat(policy.severityOf(RuleId.MALFORMED_URI)).contains(Severity.ERROR);
  }

  @Test
  void noRulesEntriesKeepTheDefaults() throws Exception {
    assertThat(PluginRequest.policy(null)).isEqualTo(SeverityPolicy.defaults());
    assertThat(PluginRequest.policy(Arrays.asList("", null, "  "))).isEqualTo(SeverityPolicy.defaults());
  }

  @Test
  void anUnknownRuleIsAConfigurationErrorThatListsTheKnownOnes() {
    assertThatThrownBy(() -> PluginRequest.policy(List.of("credentials=off")))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageContaining("Unknown rule 'credentials'")
        .hasMessageContaining("urilint.rules")
        .hasMessageContaining("credentials-in-uri");
  }

  @Test
  void aBadSeverityNamesTheEntryAndTheValidValues() {
    assertThatThrownBy(() -> PluginRequest.policy(List.of("double-encoding=fatal")))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageContaining("double-encoding=fatal")
        .hasMessageContaining("error, warning, info or off");
  }

  @Test
  void anEntryWithoutEqualsSignShowsTheExpectedForm() {
    assertThatThrownBy(() -> PluginRequest.policy(List.of("double-encoding")))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageContaining("rule-id=severity");
  }

  @Test
  void formatsAreParsedOnceEachInOrder() throws Exception {
    assertThat(PluginRequest.formats(List.of("sarif", "JSON", "sarif")))
        .containsExactly(ReportFormat.SARIF, ReportFormat.JSON);
  }

  @Test
  void anUnknownFormatNamesTheParameter() {
    assertThatThrownBy(() -> PluginRequest.formats(List.of("html")))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageContaining("'html'")
        .hasMessageContaining("urilint.formats");
  }

  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.CsvSource({
    "true,  ,      true",
    ",      true,  true",
    "false, true,  true",
    "false, ,      false",
    ",      false, false",
  })
  void bothNamesOfTheTestCodeSwitchWork(Boolean testSourcesAllRules, Boolean scanTestSources, boolean checked) {
    assertThat(PluginRequest.testSourcesAllRules(testSourcesAllRules, scanTestSources)).contains(checked);
  }

  @Test
  void neitherTestCodeSwitchLeavesTheConfigFileInCharge() {
    assertThat(PluginRequest.testSourcesAllRules(null, null)).isEmpty();
  }
}
