package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResolveCommandTest {

  @Test
  void resolvesTheFortyTwoExamplesOfRfc3986Section54ThroughTheBatchMode() throws IOException {
    List<String[]> examples = examples();
    assertThat(examples).hasSize(42);
    StringBuilder input = new StringBuilder();
    StringBuilder expected = new StringBuilder();
    for (String[] e : examples) {
      input.append(e[0]).append('\t').append(e[1]).append('\n');
      expected.append(e[2]).append('\n');
    }

    CliRun.Outcome o = CliRun.withInput(input.toString()).execute("resolve", "--stdin");

    assertThat(o.out()).isEqualTo(expected.toString());
    assertThat(o.exitCode()).isZero();
  }

  @Test
  void resolvesOnePairGivenAsArguments() {
    CliRun.Outcome o = CliRun.run("resolve", "http://a/b/c/d;p?q", "../g");

    assertThat(o.out()).isEqualTo("http://a/b/g\n");
    assertThat(o.exitCode()).isZero();
  }

  @Test
  void resolvesEveryReferenceGivenAfterTheBaseOneLineEachInOrder() {
    // RFC 3986 section 5.4.1: three references against the same base; none may be dropped.
    CliRun.Outcome o = CliRun.run("resolve", "http://a/b/c/d;p?q", "../g", "?y", "g;x=1/../y", "b c");

    assertThat(o.out()).startsWith("http://a/b/g\nhttp://a/b/c/d;p?y\nhttp://a/b/c/y\ninvalid\treference\t1\t");
    assertThat(o.out().split("\n")).hasSize(4);
    assertThat(o.exitCode()).isEqualTo(1);
  }

  @Test
  void aBadLineIsAnsweredInPlaceAndFailsTheRun() {
    CliRun.Outcome o =
        CliRun.withInput("http://a/b\tc\r\nno tab here\nrelative/base\tx\nhttp://a/\tb c\n\nhttp://a/b\t../d\n")
            .execute("resolve", "--stdin");

    String[] lines = o.out().split("\n", -1);
    assertThat(lines).hasSize(7); // six answers and what follows the last '\n'
    assertThat(lines[0]).isEqualTo("http://a/c");
    assertThat(lines[1]).isEqualTo("invalid\treference\t11\texpected BASE<TAB>REF");
    assertThat(lines[2]).startsWith("invalid\tbase\t0\t");
    assertThat(lines[3]).startsWith("invalid\treference\t1\t");
    assertThat(lines[4]).isEqualTo("invalid\treference\t0\texpected BASE<TAB>REF");
    assertThat(lines[5]).isEqualTo("http://a/d");
    assertThat(lines[6]).isEmpty();
    assertThat(o.exitCode()).isEqualTo(1);
  }

  @Test
  void aPasswordInARefusedInputIsNeverPrinted() {
    CliRun.Outcome o = CliRun.withInput("http://a/\thttp://bob:hunter2@h/a b\n").execute("resolve", "--stdin");

    assertThat(o.out()).startsWith("invalid\treference\t").doesNotContain("hunter2");
  }

  @Test
  void baseWithoutReferenceIsAUsageError() {
    CliRun.Outcome o = CliRun.run("resolve", "http://a/");

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err()).startsWith("urilint: missing REF: give BASE and REF, or use --stdin\n");
  }

  @Test
  void argumentsAndStdinTogetherAreAUsageError() {
    CliRun.Outcome o = CliRun.run("resolve", "--stdin", "http://a/", "b");

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err()).startsWith("urilint: give arguments or use --stdin, not both");
  }

  private static List<String[]> examples() throws IOException {
    try (InputStream in = ResolveCommandTest.class.getResourceAsStream("rfc3986-5.4-resolution.tsv")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8)
          .lines()
          .filter(l -> !l.startsWith("#"))
          .map(l -> l.split("\t", -1))
          .toList();
    }
  }
}
