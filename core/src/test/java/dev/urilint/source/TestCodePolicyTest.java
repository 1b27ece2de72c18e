package dev.urilint.source;

import static org.assertj.core.api.Assertions.assertThat;

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
  void testCodeIsCheckedOnlyWhenAsked(boolean testSourcesAllRules, String path, boolean checked) {
    assertThat(new TestCodePolicy(testSourcesAllRules).checksPath(path)).isEqualTo(checked);
  }

  @org.junit.jupiter.api.Test
  void theDefaultLeavesTestCodeAlone() {
    assertThat(TestCodePolicy.defaults()).isEqualTo(new TestCodePolicy(false));
  }
}
