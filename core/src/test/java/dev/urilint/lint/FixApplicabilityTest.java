package dev.urilint.lint;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each rule's fix, its applicability and the string it makes, as the linter offers it: only fixes
 * whose string lints without the finding, never one that rewrites a placeholder.
 */
final class FixApplicabilityTest {

  private static final Linter LINTER = Linter.withDefaults();

  @ParameterizedTest(name = "{0} [{1}] -> {3}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      textBlock =
          """
          # input                                 | rule                   | applicability | fixed
          https://example.com/a%2520b             | double-encoding        | SAFE          | https://example.com/a%20b
          HTTPS://Example.COM:443/a/./b           | non-normalized         | SAFE          | https://example.com/a/b
          https://example.com/a b                 | malformed-uri          | SAFE          | https://example.com/a%20b
          https://example.com/?q=a<b              | malformed-uri          | SAFE          | https://example.com/?q=a%3Cb
          http://api.corp.com/v1                  | insecure-scheme        | UNSAFE        | https://api.corp.com/v1
          htps://example.com/                     | unknown-scheme         | UNSAFE        | https://example.com/
          http:/example.com/                      | missing-host           | UNSAFE        | http://example.com/
          https://0x7f.1/                         | rare-ip-format         | UNSAFE        | https://127.0.0.1/
          https://u:hunter2@api.corp.com/         | credentials-in-uri     | UNSAFE        | https://u:${URL_PASSWORD}@api.corp.com/
          """)
  void eachRuleSaysWhetherItsFixIsSafe(String input, String rule, Applicability applicability, String fixed) {
    Fix fix = fixOf(input, rule, Context.locator()).orElseThrow();
    assertThat(fix.applicability()).isEqualTo(applicability);
    assertThat(fix.applyTo(input)).isEqualTo(fixed);
  }

  @ParameterizedTest(name = "{0} under {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # the whole key path names the variable: its words, list positions included
          jdbc:postgresql://app:s3cret@db/app   | spring.datasource.url        | SPRING_DATASOURCE_URL_PASSWORD
          mongodb://app:s3cret@h1/db            | mongoUri                     | MONGO_URI_PASSWORD
          redis://:s3cret@cache:6379/0          | cache.redis[0].url           | CACHE_REDIS_0_URL_PASSWORD
          redis://:s3cret@cache:6379/0          | cache.redis[1].url           | CACHE_REDIS_1_URL_PASSWORD
          amqp://guest:s3cret@rabbit/           | DB_URL                       | DB_URL_PASSWORD
          # three keys that share their first word: three names
          amqp://guest:s3cret@rabbit/           | db.url                       | DB_URL_PASSWORD
          amqp://guest:s3cret@rabbit/           | db.uri                       | DB_URI_PASSWORD
          amqp://guest:s3cret@rabbit/           | db.replica.url               | DB_REPLICA_URL_PASSWORD
          # a YAML list item, a Maven mirror's url (the element path)
          https://u:s3cret@h.example.com/x      | servers[2]                   | SERVERS_2_PASSWORD
          https://u:s3cret@h.example.com/x      | settings/mirrors/mirror/url  | SETTINGS_MIRRORS_MIRROR_URL_PASSWORD
          # no PASSWORD_PASSWORD; no leading digit
          https://u:s3cret@h.example.com/x      | db.password                  | DB_PASSWORD
          https://u:s3cret@h.example.com/x      | 0.url                        | _0_URL_PASSWORD
          """)
  void theVariableIsNamedAfterTheKey(String input, String key, String variable) {
    Fix fix = fixOf(input, "credentials-in-uri", Context.locator().withKey(key)).orElseThrow();
    assertThat(fix.variable()).contains(variable);
    assertThat(fix.replacement()).isEqualTo("${" + variable + "}").doesNotContain("s3cret");
    assertThat(fix.description()).contains(variable).doesNotContain("s3cret");
  }

  @ParameterizedTest(name = "{0}: no {1} fix")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # the scheme is a placeholder's: rewriting it breaks the template
          ${SCHEME:HTTP}://example.com/     | non-normalized
          # a templated password is already out of the source
          https://u:${PASS}@api.corp.com/   | credentials-in-uri
          # https with port 443 would still not be in normal form: a new finding, no fix
          http://api.corp.com:443/          | insecure-scheme
          """)
  void aFixThatTouchesAPlaceholderOrLeavesAFindingIsNotOffered(String input, String rule) {
    assertThat(fixOf(input, rule, Context.locator())).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # two double encodings in one string: each fix is checked on its own, and the one
          # finding that stands for both carries them joined
          https://example.com/a%2520b%2521c | https://example.com/a%20b%21c
          """)
  void everyFixOfAStringIsCheckedOnItsOwnAndTheirJoinIsOffered(String input, String fixed) {
    List<Finding> findings = LINTER.lint(input, Context.locator());
    assertThat(findings).filteredOn(f -> f.rule() == RuleId.DOUBLE_ENCODING).singleElement()
        .satisfies(f -> assertThat(f.fix().orElseThrow().applyTo(input)).isEqualTo(fixed));
  }

  private static Optional<Fix> fixOf(String input, String rule, Context context) {
    return LINTER.lint(input, context).stream()
        .filter(f -> f.rule().id().equals(rule))
        .findFirst()
        .flatMap(Finding::fix);
  }
}
