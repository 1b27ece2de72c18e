package dev.urilint.scanner.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.lint.RuleId;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConfigReaderTest {

  private static final Path ROOT = Path.of("/project");

  private static UrilintConfig parse(String yaml) throws ConfigException {
    return ConfigReader.read(yaml, "urilint.yml", ROOT);
  }

  @Test
  void readsEveryKeyOfTheSchema() throws ConfigException {
    UrilintConfig config =
        parse(
            """
            rules:
              credentials-in-uri: error
              non-normalized: off
              InsecureUriScheme: ERROR
            allowedHosts: [intranet.corp, "*.internal"]
            includes:
              - "src/**"
            excludes: "**/generated/**"
            baseline: build/urilint-baseline.json
            failOn: warning
            scanJavaSources: false
            testSourcesAllRules: true
            maxFileSize: 1048576
            """);

    assertThat(config.rules())
        .containsExactlyInAnyOrderEntriesOf(
            Map.of(
                RuleId.CREDENTIALS_IN_URI, "error",
                RuleId.NON_NORMALIZED, "off",
                RuleId.INSECURE_SCHEME, "error"));
    assertThat(config.allowedHosts()).containsExactly("intranet.corp", "*.internal");
    assertThat(config.includes()).containsExactly("src/**");
    assertThat(config.excludes()).containsExactly("**/generated/**");
    assertThat(config.baseline()).contains(Path.of("/project/build/urilint-baseline.json"));
    assertThat(config.failOn()).contains(FailOn.WARNING);
    assertThat(config.scanJavaSources()).contains(false);
    assertThat(config.testSourcesAllRules()).contains(true);
    assertThat(config.maxFileSize()).contains(1048576L);
  }

  /**
   * A token as long as the size limit allows (a comment here) is read in one pass: with
   * SnakeYAML's default 1,024-char buffer its reader copied the unread window on every refill,
   * allocating about a kilobyte per char of a 250 KB token, and quadratically more for longer ones.
   */
  @Test
  void aLongTokenIsReadWithoutCopyingItPerBuffer() throws ConfigException {
    String yaml = "# " + "a".repeat((int) ConfigLoader.MAX_FILE_SIZE - 32) + "\nfailOn: never\n";
    var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
    parse(yaml);
    long before = threads.getCurrentThreadAllocatedBytes();
    UrilintConfig config = parse(yaml);
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;

    assertThat(config.failOn()).contains(FailOn.NEVER);
    assertThat(allocated / yaml.length()).as("bytes allocated per char").isLessThan(100);
  }

  @Test
  void readsJavaSinksInTheErrorProneCheckSyntax() throws ConfigException {
    UrilintConfig config =
        parse("additionalSinks: [com.acme.Http#get, 'com.acme.Client#new(1)']\ntemplateSinks: ['@com.acme.Endpoint#url']\n");
    assertThat(config.additionalSinks())
        .containsExactly(dev.urilint.sinks.SinkSpec.parse("com.acme.Http#get"), dev.urilint.sinks.SinkSpec.parse("com.acme.Client#new(1)"));
    assertThat(config.templateSinks()).containsExactly(dev.urilint.sinks.SinkSpec.parse("@com.acme.Endpoint#url"));
    assertThatThrownBy(() -> parse("additionalSinks: [Http]\n"))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("additionalSinks: 'Http' is not a sink");
  }

  @Test
  void anEmptyFileOrAnEmptyValueSetsNothing() throws ConfigException {
    assertThat(parse("")).isEqualTo(UrilintConfig.empty());
    assertThat(parse("# only a comment\n")).isEqualTo(UrilintConfig.empty());
    assertThat(parse("excludes:\nallowedHosts:\n")).isEqualTo(UrilintConfig.empty());
  }

  @Test
  void offIsASettingNotABooleanInYaml12() throws ConfigException {
    assertThat(parse("rules: {double-encoding: off, unknown-scheme: Off}").rules())
        .containsEntry(RuleId.DOUBLE_ENCODING, "off")
        .containsEntry(RuleId.UNKNOWN_SCHEME, "off");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          allowedhosts: [a]                       | urilint.yml:1:1: unknown key 'allowedhosts'; did you mean 'allowedHosts'? valid keys: rules, allowedHosts, includes, excludes, baseline, failOn, scanJavaSources, testSourcesAllRules, maxFileSize, additionalSinks, templateSinks
          rules:\\n  credentials-in-uri: fatal    | urilint.yml:2:23: invalid severity 'fatal' for rule credentials-in-uri; use error, warning, info or off
          rules:\\n  no-such-rule: error          | urilint.yml:2:3: unknown rule 'no-such-rule'; rule ids are listed by 'urilint rules'
          rules: [credentials-in-uri]             | urilint.yml:1:8: rules must map rule ids to error, warning, info or off
          failOn: sometimes                       | urilint.yml:1:9: invalid failOn 'sometimes'; use error, warning, info, never
          scanJavaSources: yes                    | urilint.yml:1:18: invalid scanJavaSources 'yes'; use true or false
          maxFileSize: -5                         | urilint.yml:1:14: invalid maxFileSize '-5'; use a positive number of bytes, e.g. 10485760
          excludes: {a: b}                        | urilint.yml:1:11: excludes must be a list of strings
          includes: [[a]]                         | urilint.yml:1:12: expected a string in includes here, found a list
          includes: ['']                          | urilint.yml:1:12: empty entry in includes
          includes: [~]                           | urilint.yml:1:12: empty entry (null, ~) in includes; write a glob, or remove the entry
          excludes: ['gen/[ab]/**']               | urilint.yml:1:12: 'gen/[ab]/**' is not a glob urilint reads: it knows **, * and ?, and no [...] or {...} (in excludes)
          failOn: error\\nfailOn: info            | urilint.yml:2:1: key 'failOn' appears twice
          rules:\\n  malformed-uri: off\\n  MalformedUri: info | urilint.yml:3:3: rule 'malformed-uri' is set twice
          - just a list                           | urilint.yml:1:1: the configuration must be a mapping of keys to values
          'rules: [a'                             | urilint.yml:1:10: not valid YAML: expected ',' or ']', but got <stream end>
          """)
  void aBadFileIsAnErrorNamingTheLineAndTheValidChoices(String yaml, String message) {
    assertThatThrownBy(() -> parse(yaml.replace("\\n", "\n")))
        .isInstanceOf(ConfigException.class)
        .hasMessage(message);
  }

  @Test
  void theErrorCarriesItsPlace() {
    assertThatThrownBy(() -> parse("failOn: error\n\nfailOn: x\n"))
        .isInstanceOfSatisfying(
            ConfigException.class,
            e -> {
              assertThat(e.file()).isEqualTo("urilint.yml");
              assertThat(e.line()).contains(3);
              assertThat(e.column()).contains(1);
            });
  }

  @Test
  void deepFlowNestingIsRefusedBeforeTheRecursiveComposerSeesIt() {
    String deep = "includes: " + "[".repeat(100_000);
    assertThatThrownBy(() -> parse(deep)).hasMessage("urilint.yml:1: nested deeper than 64 levels");
  }

  @Test
  void aliasBombsAreRefused() {
    StringBuilder yaml = new StringBuilder("a0: &a0 [x, x]\n");
    for (int i = 1; i < 30; i++) {
      yaml.append("a").append(i).append(": &a").append(i).append(" [*a").append(i - 1).append(", *a").append(i - 1).append("]\n");
    }
    assertThatThrownBy(() -> parse(yaml.toString())).isInstanceOf(ConfigException.class).hasMessageContaining("urilint.yml:");
  }

  @Test
  void aRelativeBaselineResolvesAgainstTheConfigFolderAndAnAbsoluteOneStays() throws ConfigException {
    assertThat(parse("baseline: ../shared/known.json").baseline()).isEqualTo(Optional.of(Path.of("/shared/known.json")));
    assertThat(parse("baseline: /etc/urilint/known.json").baseline()).isEqualTo(Optional.of(Path.of("/etc/urilint/known.json")));
  }

  @Test
  void theDocumentedKeysAreTheOnesRead() {
    assertThat(ConfigReader.KEYS)
        .isEqualTo(
            List.of(
                "rules",
                "allowedHosts",
                "includes",
                "excludes",
                "baseline",
                "failOn",
                "scanJavaSources",
                "testSourcesAllRules",
                "maxFileSize",
                "additionalSinks",
                "templateSinks"));
  }
}
