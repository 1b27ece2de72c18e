package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NormalizeCommandTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "HTTP://Example.COM:80/a/./b/../%7euser, http://example.com/a/~user",
    "https://h:443, https://h/",
    "http://a/%2f?%41#%3a, http://a/%2F?A#%3A",
    "http://User@EXAMPLE.com/, http://User@example.com/",
  })
  void printsTheNormalForm(String input, String normal) {
    CliRun.Outcome o = CliRun.run("normalize", input);

    assertThat(o.out()).isEqualTo(normal + "\n");
    assertThat(o.exitCode()).isZero();
  }

  @Test
  void theBatchModeAnswersOneLinePerInputLineAndMarksInvalidOnes() {
    CliRun.Outcome o = CliRun.withInput("HTTP://A/\r\n\na b\nhttp://a/./b\n").execute("normalize", "--stdin");

    assertThat(o.out())
        .isEqualTo(
            "http://a/\n"
                + "\n"
                + "invalid\t1\tillegal character ' ' at index 1 in path; percent-encode it as %20\n"
                + "http://a/b\n");
    assertThat(o.exitCode()).isEqualTo(1);
  }

  @Test
  void normalizingTheOutputAgainChangesNothing() {
    String once = CliRun.run("normalize", "HTTP://Example.COM:80/a/./b/../%7e%2f").out().strip();
    assertThat(CliRun.run("normalize", once).out()).isEqualTo(once + "\n");
  }

  @Test
  void nothingToNormalizeIsAUsageError() {
    CliRun.Outcome o = CliRun.run("normalize");

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err()).startsWith("urilint: missing URI; give one or more, or use --stdin\n");
  }
}
