package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ValidateCommandTest {

  @Test
  void answersEachArgumentWithItsVerdictAndTheFirstOffendingIndex() {
    CliRun.Outcome o = CliRun.run("validate", "http://a/b c", "http://a/");

    assertThat(o.out()).isEqualTo("invalid\t10\thttp://a/b c\nvalid\t-1\thttp://a/\n");
    assertThat(o.exitCode()).isEqualTo(1);
  }

  @Test
  void allValidExitsZero() {
    CliRun.Outcome o = CliRun.run("validate", "http://[::1]:8080/", "mailto:a@example.org", "");

    assertThat(o.out()).isEqualTo("valid\t-1\thttp://[::1]:8080/\nvalid\t-1\tmailto:a@example.org\nvalid\t-1\t\n");
    assertThat(o.exitCode()).isZero();
  }

  @Test
  void theBatchModeAnswersOneLinePerInputLineInOrderWithCrlfAndEmptyLines() {
    CliRun.Outcome o = CliRun.withInput("http://a/\r\n\r\nhttp://a/%zz\nx\ry\nlast-without-newline").execute("validate", "--stdin");

    assertThat(o.out())
        .isEqualTo(
            "valid\t-1\thttp://a/\n"
                + "valid\t-1\t\n"
                + "invalid\t10\thttp://a/%zz\n"
                + "invalid\t1\tx\ry\n"
                + "valid\t-1\tlast-without-newline\n");
    assertThat(o.exitCode()).isEqualTo(1);
  }

  @Test
  void theBatchModeKeepsCountAndOrderOnALargeInput() {
    String input = IntStream.range(0, 20_000).mapToObj(i -> i % 3 == 0 ? "http://h/" + i : "bad " + i).collect(Collectors.joining("\n", "", "\n"));

    String[] lines = CliRun.withInput(input).execute("validate", "--stdin").out().split("\n");

    assertThat(lines).hasSize(20_000);
    for (int i = 0; i < lines.length; i += 997) {
      assertThat(lines[i]).isEqualTo(i % 3 == 0 ? "valid\t-1\thttp://h/" + i : "invalid\t3\tbad " + i);
    }
  }

  @Test
  void anEmptyStandardInputGivesNoAnswerAndExitsZero() {
    CliRun.Outcome o = CliRun.withInput("").execute("validate", "--stdin");

    assertThat(o.out()).isEmpty();
    assertThat(o.exitCode()).isZero();
  }

  @ParameterizedTest(name = "--as {0} {1}: {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          reference | //host/p     | valid	-1	//host/p
          uri       | //host/p     | invalid	0	//host/p
          uri       | http://h/#f  | valid	-1	http://h/#f
          absolute  | http://h/#f  | invalid	9	http://h/#f
          relative  | a:b          | invalid	1	a:b
          relative  | ./a:b        | valid	-1	./a:b
          """)
  void asPicksTheTopLevelRule(String rule, String input, String answer) {
    assertThat(CliRun.run("validate", "--as", rule, input).out()).isEqualTo(answer + "\n");
  }

  @Test
  void zoneIdsAreRefusedUnlessAsked() {
    assertThat(CliRun.run("validate", "http://[fe80::1%25eth0]/").out()).startsWith("invalid\t");
    assertThat(CliRun.run("validate", "--zone-ids", "http://[fe80::1%25eth0]/").out()).startsWith("valid\t-1\t");
  }

  @Test
  void anUnknownAsValueIsAUsageErrorNamingTheValidOnes() {
    CliRun.Outcome o = CliRun.run("validate", "--as", "iri", "x");

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err())
        .isEqualTo(
            "urilint: Invalid value for option '--as': 'iri' is not one of reference, uri, absolute, relative\n"
                + "Run 'urilint validate --help' for usage.\n");
    assertThat(o.out()).isEmpty();
  }

  @Test
  void nothingToValidateIsAUsageError() {
    CliRun.Outcome o = CliRun.run("validate");

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err()).startsWith("urilint: missing URI; give one or more, or use --stdin\n");
  }

  @Test
  void argumentsAndStdinTogetherAreAUsageError() {
    assertThat(CliRun.run("validate", "--stdin", "http://a/").exitCode()).isEqualTo(2);
  }

  @Test
  void atSignsAreNotArgumentFiles() {
    assertThat(CliRun.run("validate", "@token@").out()).isEqualTo("valid\t-1\t@token@\n");
  }
}
