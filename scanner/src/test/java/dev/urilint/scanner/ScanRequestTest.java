package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.SeverityPolicy;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ScanRequestTest {

  private final Path root = Path.of("/project");

  @Test
  void defaultsScanTheRootWithEveryRuleAndJavaSources() {
    ScanRequest r = ScanRequest.of(root);

    assertThat(r.paths()).containsExactly(root);
    assertThat(r.policy()).isEqualTo(SeverityPolicy.defaults());
    assertThat(r.scanJavaSources()).isTrue();
    assertThat(r.testSourcesAllRules()).isFalse();
    assertThat(r.baseline()).isEmpty();
    assertThat(r.cacheDirectory()).isEmpty();
    assertThat(r.maxFileSize()).isEqualTo(ScanRequest.DEFAULT_MAX_FILE_SIZE);
    assertThat(r.threads()).isPositive();
  }

  @Test
  void withersChangeOneComponentEach() {
    ScanRequest r =
        ScanRequest.of(root)
            .withPaths(List.of(Path.of("a.yml")))
            .withIncludes(List.of("src/**"))
            .withExcludes(List.of("generated/"))
            .withPolicy(SeverityPolicy.defaults().off(RuleId.NON_NORMALIZED))
            .withAllowedHosts(Set.of("intranet.corp"))
            .withScanJavaSources(false)
            .withTestSourcesAllRules(true)
            .withBaseline(Path.of("b.json"))
            .withMaxFileSize(10)
            .withCacheDirectory(Path.of("target/urilint"))
            .withThreads(3)
            .withBaselineWritten();

    assertThat(r)
        .isEqualTo(
            new ScanRequest(root, List.of(Path.of("a.yml")), List.of("src/**"), List.of("generated/"),
                SeverityPolicy.defaults().off(RuleId.NON_NORMALIZED), Set.of("intranet.corp"), false, true,
                java.util.Optional.of(Path.of("b.json")), true, 10, java.util.Optional.of(Path.of("target/urilint")), 3, List.of(), List.of()));
  }

  @Test
  void needsSecretHashesOnlyToCompareOrWriteABaseline() {
    ScanRequest plain = ScanRequest.of(root);

    assertThat(plain.needsSecretHashes()).isFalse();
    assertThat(plain.withCacheDirectory(Path.of("target/urilint")).needsSecretHashes()).isFalse();
    assertThat(plain.withBaseline(Path.of("not-yet-written.json")).needsSecretHashes()).isTrue();
    assertThat(plain.withBaselineWritten().needsSecretHashes()).isTrue();
    assertThat(plain.withBaselineWritten().withThreads(1).writesBaseline()).as("withers keep it").isTrue();
  }

  @Test
  void needsAtLeastOneThread() {
    assertThatThrownBy(() -> ScanRequest.of(root).withThreads(0)).hasMessageContaining("threads must be at least 1");
  }
}
