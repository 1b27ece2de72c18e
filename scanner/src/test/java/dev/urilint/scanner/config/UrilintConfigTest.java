package dev.urilint.scanner.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.lint.SeverityPolicy;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.sinks.SinkSpec;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class UrilintConfigTest {

  private static final Path ROOT = Path.of("/project");

  @Test
  void theEmptyConfigurationChangesNothing() {
    ScanRequest base = ScanRequest.of(ROOT);
    assertThat(UrilintConfig.empty().applyTo(base)).isEqualTo(base);
  }

  @Test
  void ruleSettingsApplyOverTheBasePolicy() {
    UrilintConfig config =
        new UrilintConfig(
            Optional.empty(),
            Map.of(RuleId.NON_NORMALIZED, "off", RuleId.INSECURE_SCHEME, "error"),
            List.of(), List.of(), List.of(),
            Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
            List.of(), List.of());

    SeverityPolicy policy = config.policy(SeverityPolicy.defaults().with(RuleId.DOUBLE_ENCODING, Severity.INFO));

    assertThat(policy.severityOf(RuleId.NON_NORMALIZED)).isEmpty();
    assertThat(policy.severityOf(RuleId.INSECURE_SCHEME)).contains(Severity.ERROR);
    assertThat(policy.severityOf(RuleId.DOUBLE_ENCODING)).contains(Severity.INFO);
    assertThat(policy.severityOf(RuleId.MALFORMED_URI)).contains(Severity.ERROR);
  }

  @Test
  void everySettingTheFileMakesReplacesTheRequests() {
    UrilintConfig config =
        new UrilintConfig(
            Optional.of(ROOT.resolve("urilint.yml")),
            Map.of(RuleId.MALFORMED_URI, "warning"),
            List.of("intranet.corp"),
            List.of("src/**"),
            List.of("**/gen/**"),
            Optional.of(ROOT.resolve("baseline.json")),
            Optional.of(FailOn.WARNING),
            Optional.of(false),
            Optional.of(true),
            Optional.of(4096L),
            List.of(SinkSpec.parse("com.acme.Http#get")),
            List.of(SinkSpec.parse("com.acme.Templates#expand")));

    ScanRequest request = config.applyTo(ScanRequest.of(ROOT));

    assertThat(request.root()).isEqualTo(ROOT);
    assertThat(request.paths()).containsExactly(ROOT);
    assertThat(request.includes()).containsExactly("src/**");
    assertThat(request.excludes()).containsExactly("**/gen/**");
    assertThat(request.policy().severityOf(RuleId.MALFORMED_URI)).contains(Severity.WARNING);
    assertThat(request.allowedHosts()).containsExactly("intranet.corp");
    assertThat(request.scanJavaSources()).isFalse();
    assertThat(request.testSourcesAllRules()).isTrue();
    assertThat(request.baseline()).contains(ROOT.resolve("baseline.json"));
    assertThat(request.maxFileSize()).isEqualTo(4096L);
    assertThat(request.additionalSinks()).containsExactly(SinkSpec.parse("com.acme.Http#get"));
    assertThat(request.templateSinks()).containsExactly(SinkSpec.parse("com.acme.Templates#expand"));
  }

  @Test
  void keepsWhatOnlyTheFrontEndKnows() {
    ScanRequest base =
        ScanRequest.of(ROOT).withBaselineWritten().withCacheDirectory(ROOT.resolve("target/urilint")).withThreads(3);

    ScanRequest request = UrilintConfig.empty().applyTo(base);

    assertThat(request.writesBaseline()).isTrue();
    assertThat(request.cacheDirectory()).contains(ROOT.resolve("target/urilint"));
    assertThat(request.threads()).isEqualTo(3);
  }

  @Test
  void withFileRecordsTheSourceOnly() {
    UrilintConfig config = UrilintConfig.empty().withFile(ROOT.resolve(".urilint.yml"));
    assertThat(config.file()).contains(ROOT.resolve(".urilint.yml"));
    assertThat(config.rules()).isEmpty();
  }
}
