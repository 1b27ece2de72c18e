package dev.urilint.source;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Linter;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Usage;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TestCodePolicyTest {

  @ParameterizedTest(name = "testSourcesAllRules={0}, {1}")
  @CsvSource({
    "false, src/test/java/org/acme/ClientTest.java,  false",
    "false, test/org/apache/catalina/TestA.java,      false",
    "false, src/main/java/org/acme/Client.java,       true",
    "true,  src/test/java/org/acme/ClientTest.java,   true",
    "true,  src/main/java/org/acme/Client.java,       true",
  })
  void testCodeGetsEveryRuleOnlyWhenAsked(boolean testSourcesAllRules, String path, boolean everyRule) {
    TestCodePolicy policy = new TestCodePolicy(testSourcesAllRules);
    boolean testCode = TestCode.isTestPath(path);
    assertThat(policy.rules(testCode)).isEqualTo(everyRule ? EnumSet.allOf(RuleId.class) : TestCodePolicy.TEST_CODE_RULES);
    assertThat(policy.limits(testCode)).isEqualTo(!everyRule);
    assertThat(policy.checks(RuleId.MALFORMED_URI, testCode)).isEqualTo(everyRule);
    assertThat(policy.checks(RuleId.CREDENTIALS_IN_URI, testCode)).isTrue();
  }

  @Test
  void testCodeGetsTheRulesThatProtectASecret() {
    // A secret leaks from a test as from anywhere. What else the security rules catch is a test's
    // input there, and harms no user: a double encoding is an encoder's input (tomcat
    // TestCompiler's "foo%2525bar.jsp"), "http://127.0.0.1:6666\\@1.1.1.1" an SSRF filter's
    // (apache/shenyu UrlSecurityUtilsTest), "https://exa%23mple.com/" an encoder's (OpenFeign
    // RequestTemplateTest).
    assertThat(TestCodePolicy.TEST_CODE_RULES)
        .containsExactlyInAnyOrder(RuleId.CREDENTIALS_IN_URI, RuleId.SENSITIVE_QUERY_PARAMETER)
        .allMatch(RuleId::isSecurity)
        .doesNotContain(RuleId.MISLEADING_AUTHORITY, RuleId.MIXED_SCRIPT_HOST, RuleId.DOUBLE_ENCODING);
  }

  @Test
  void theDefaultLimitsTestCode() {
    assertThat(TestCodePolicy.defaults()).isEqualTo(new TestCodePolicy(false));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
    // a fixture in test code: quiet by default, reported with every rule on
    "http://test:test@localhost:8761                              | false | true",
    // a real-looking password for a public host: reported in test code too
    "https://deploy:Tq7xW2mKp9RzLc@repo.acme.io/releases          | true  | true",
  })
  void fixturesAreQuietOnlyInLimitedTestCode(String uri, boolean reportedByDefault, boolean reportedWithAllRules) {
    Finding f = credentials(uri);
    assertThat(TestCodePolicy.defaults().reports(true, uri, f)).isEqualTo(reportedByDefault);
    assertThat(new TestCodePolicy(true).reports(true, uri, f)).isEqualTo(reportedWithAllRules);
    assertThat(TestCodePolicy.defaults().reports(false, uri, f)).isTrue();
  }

  private static Finding credentials(String uri) {
    List<Finding> found = Linter.withDefaults().lint(uri, Context.of(Usage.LOCATOR), EnumSet.of(RuleId.CREDENTIALS_IN_URI));
    assertThat(found).hasSize(1);
    return found.get(0);
  }
}
