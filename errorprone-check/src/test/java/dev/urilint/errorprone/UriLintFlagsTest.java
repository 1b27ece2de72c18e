package dev.urilint.errorprone;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import com.google.errorprone.ErrorProneFlags;
import java.util.Map;
import dev.urilint.sinks.SinkSpec;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;

final class UriLintFlagsTest {

  private static UriLintFlags parse(Map<String, String> flags) {
    return UriLintFlags.from(ErrorProneFlags.fromMap(flags));
  }

  @Test
  void noFlagsMeansDefaults() {
    assertThat(UriLintFlags.from(ErrorProneFlags.empty())).isEqualTo(UriLintFlags.defaults());
  }

  @Test
  void readsEveryFlagUnderTheUriLintNamespace() {
    UriLintFlags flags =
        parse(
            Map.of(
                "UriLint:AdditionalSinks", "com.acme.Http#get, com.acme.Client#new(1)",
                "UriLint:TemplateSinks", "@com.acme.Endpoint#url",
                "UriLint:AllowedHosts", "Intranet.Corp,*.internal",
                "UriLint:TestSourcesAllRules", "true",
                "UriLint:ZoneIds", "TRUE",
                "UriLint:SuggestSuppressions", "true"));

    assertThat(flags.additionalSinks())
        .containsExactly(
            new SinkSpec("com.acme.Http", "get", OptionalInt.empty(), false),
            new SinkSpec("com.acme.Client", "new", OptionalInt.of(1), false));
    assertThat(flags.templateSinks()).containsExactly(new SinkSpec("com.acme.Endpoint", "url", OptionalInt.empty(), true));
    assertThat(flags.allowedHosts()).isEqualTo(Set.of("intranet.corp", "*.internal"));
    assertThat(flags.testSourcesAllRules()).isTrue();
    assertThat(flags.zoneIds()).isTrue();
    assertThat(flags.suggestSuppressions()).isTrue();
  }

  @Test
  void theFormerNameOfTestSourcesAllRulesStillWorks() {
    assertThat(parse(Map.of("UriLint:CheckTestCode", "true")).testSourcesAllRules()).isTrue();
    assertThat(parse(Map.of("UriLint:TestSourcesAllRules", "false")).testSourcesAllRules()).isFalse();
  }

  @Test
  void ignoresOtherNamespaces() {
    assertThat(parse(Map.of("Other:CheckTestCode", "yes"))).isEqualTo(UriLintFlags.defaults());
  }

  @Test
  void anInvalidBooleanNamesTheFlag() {
    assertThatIllegalArgumentException()
        .isThrownBy(() -> parse(Map.of("UriLint:TestSourcesAllRules", "yes")))
        .withMessage("invalid value for -XepOpt:UriLint:TestSourcesAllRules: 'yes'; use true or false");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> parse(Map.of("UriLint:CheckTestCode", "yes")))
        .withMessage("invalid value for -XepOpt:UriLint:CheckTestCode: 'yes'; use true or false");
  }

  @Test
  void anInvalidSinkNamesTheFlagAndTheSink() {
    assertThatIllegalArgumentException()
        .isThrownBy(() -> parse(Map.of("UriLint:TemplateSinks", "com.acme.Http")))
        .withMessageStartingWith("invalid value for -XepOpt:UriLint:TemplateSinks: 'com.acme.Http' is not a sink");
  }

  @Test
  void anInvalidHostNamesTheFlag() {
    assertThatIllegalArgumentException()
        .isThrownBy(() -> parse(Map.of("UriLint:AllowedHosts", "http://intranet")))
        .withMessageStartingWith("invalid value for -XepOpt:UriLint:AllowedHosts: 'http://intranet' is not a host");
  }

  @Test
  void anEmptyListItemIsInvalid() {
    assertThatIllegalArgumentException()
        .isThrownBy(() -> parse(Map.of("UriLint:AllowedHosts", "a.corp,,b.corp")))
        .withMessageStartingWith("invalid value for -XepOpt:UriLint:AllowedHosts: empty host");
  }

  @Test
  void aMisspeltFlagFailsWithTheClosestName() {
    assertThatIllegalArgumentException()
        .isThrownBy(() -> parse(Map.of("UriLint:ZoneId", "true")))
        .withMessage(
            "unknown flag -XepOpt:UriLint:ZoneId (did you mean ZoneIds?); valid flags: AdditionalSinks,"
                + " TemplateSinks, AllowedHosts, TestSourcesAllRules, ZoneIds, SuggestSuppressions, UnsafeFixes");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> parse(Map.of("UriLint:allowedhosts", "a.corp")))
        .withMessageStartingWith("unknown flag -XepOpt:UriLint:allowedhosts (did you mean AllowedHosts?)");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> parse(Map.of("UriLint:Sinks", "com.acme.Http#get")))
        .withMessageStartingWith("unknown flag -XepOpt:UriLint:Sinks; valid flags: ");
  }
}
