package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LintCommandTest {

  @Test
  void namesTheRulesThatFireAndMasksTheInput() {
    CliRun.Outcome o = CliRun.run("lint", "https://bob:hunter2@example.com/", "https://example.com/");

    assertThat(o.out()).isEqualTo("credentials-in-uri\thttps://bob:****@example.com/\n-\thttps://example.com/\n");
    assertThat(o.exitCode()).isEqualTo(1);
  }

  @Test
  void ruleIdsAreSortedAndListedOnce() {
    String line = CliRun.run("lint", "HTTP://bob:hunter2@Example.COM:80/%2541/a%20b/../c?token=abc").out();

    String ids = line.substring(0, line.indexOf('\t'));
    assertThat(ids.split(",")).isSorted().doesNotHaveDuplicates().contains("credentials-in-uri", "double-encoding", "non-normalized");
    assertThat(line).doesNotContain("hunter2").doesNotContain("token=abc");
  }

  @Test
  void theBatchModeAnswersOneLinePerInputLineInOrder() {
    CliRun.Outcome o =
        CliRun.withInput("https://example.com/\r\n\nhttps://u:p4ss@example.com/\nlocalhost:8080\n").execute("lint", "--stdin");

    String[] lines = o.out().split("\n", -1);
    assertThat(lines).hasSize(5);
    assertThat(lines[0]).isEqualTo("-\thttps://example.com/");
    assertThat(lines[1]).isEqualTo("-\t");
    assertThat(lines[2]).isEqualTo("credentials-in-uri\thttps://u:****@example.com/");
    assertThat(lines[3]).isEqualTo("relative-colon-segment\tlocalhost:8080");
    assertThat(o.out()).doesNotContain("p4ss");
  }

  @Test
  void readsRfc6570TemplatesAsPlaceholdersNotAsMalformed() {
    CliRun.Outcome o = CliRun.run("lint", "https://api.example.com/users/{id}{?fields,lang}", "https://api.example.com/a{b");

    assertThat(o.out()).isEqualTo("-\thttps://api.example.com/users/{id}{?fields,lang}\nmalformed-uri\thttps://api.example.com/a{b\n");
  }

  @Test
  void warningsAloneDoNotFailByDefaultButDoWithFailOnWarning() {
    assertThat(CliRun.run("lint", "localhost:8080").exitCode()).isZero();
    assertThat(CliRun.run("lint", "--fail-on", "warning", "localhost:8080").exitCode()).isEqualTo(1);
    assertThat(CliRun.run("lint", "--fail-on", "never", "https://bob:hunter2@example.com/").exitCode()).isZero();
  }

  @Test
  void theIdentifierContextKeepsNamespacesQuiet() {
    assertThat(CliRun.run("lint", "http://www.w3.org/2000/svg").out()).startsWith("insecure-scheme\t");
    assertThat(CliRun.run("lint", "--context", "identifier", "http://www.w3.org/2000/svg").out())
        .isEqualTo("-\thttp://www.w3.org/2000/svg\n");
  }

  @Test
  void allowedHostsSilenceInsecureScheme() {
    assertThat(CliRun.run("lint", "--allowed-host", "*.corp.example.net", "http://build.corp.example.net/").out())
        .isEqualTo("-\thttp://build.corp.example.net/\n");
  }

  /**
   * A password that is only placeholders is templated (a warning, exit 0) where the strings' kind
   * of file expands them, else it is the literal password (an error, exit 1). By default a string
   * is read as the shell left it ({@code command-line}): the shell expanded the {@code $VAR} and
   * {@code $(cmd)} it was meant to, so one still there is the password as written; {@code ${...}}
   * and a program's fill-ins ({@code %s}, {@code {0}}) stay templated everywhere. Before, every
   * syntax counted as expanded, so {@code lint 'https://admin:$uperSecret@h/'} passed.
   */
  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          -                 | https://admin:$DB_PASS@db.example.com/           | 1
          command-line      | https://admin:$DB_PASS@db.example.com/           | 1
          env               | https://admin:$DB_PASS@db.example.com/           | 0
          yaml              | https://admin:$DB_PASS@db.example.com/           | 0
          properties        | https://admin:$DB_PASS@db.example.com/           | 1
          unknown           | https://admin:$DB_PASS@db.example.com/           | 0
          -                 | https://admin:$(DB_PASSWORD)@db.example.com/     | 1
          yaml              | https://admin:$(DB_PASSWORD)@db.example.com/     | 0
          env               | https://admin:$(DB_PASSWORD)@db.example.com/     | 1
          -                 | https://admin:#{vault.dbPassword}@db.example.com/ | 1
          spring-properties | https://admin:#{vault.dbPassword}@db.example.com/ | 0
          properties        | https://admin:#{vault.dbPassword}@db.example.com/ | 1
          -                 | https://admin:${DB_PASS}@db.example.com/         | 0
          toml              | https://admin:${DB_PASS}@db.example.com/         | 0
          -                 | jdbc:mysql://db/app?user=app&password=%s         | 0
          -                 | https://admin:{0}@db.example.com/                | 0
          -                 | https://admin:Hunter2@db.example.com/            | 1
          env               | https://admin:Hunter2@db.example.com/            | 1
          """)
  void aPlaceholderPasswordIsTemplatedOnlyWhereTheSourceExpandsIt(String source, String input, int exitCode) {
    List<String> args = new ArrayList<>(List.of("lint"));
    if (!source.equals("-")) {
      args.addAll(List.of("--source", source));
    }
    args.add(input);
    CliRun.Outcome o = CliRun.run(args.toArray(String[]::new));

    assertThat(o.out()).startsWith("credentials-in-uri");
    assertThat(o.exitCode()).as(o.out()).isEqualTo(exitCode);
    // explain reads the string as lint does: the same severity (its exit code also counts a string
    // that is no URI-reference, as "${DB_PASS}" in a userinfo is)
    List<String> explain = new ArrayList<>(args);
    explain.set(0, "explain");
    assertThat(CliRun.run(explain.toArray(String[]::new)).out())
        .contains((exitCode == 1 ? "error" : "warning") + ": [credentials-in-uri]");
  }

  @Test
  void theHelpNamesEverySourceAndItsPlaceholdersAsWritten() {
    CliRun.Outcome o = CliRun.run("lint", "--help");

    String help = o.out().replaceAll("\\s+", " ");
    assertThat(help).contains("--source=FORMAT", "${...} and what a program fills in, such as {0}, stay templated", "env, hocon, toml");
    assertThat(o.err()).doesNotContain("WARN");
  }

  @Test
  void anUnknownSourceIsAUsageError() {
    CliRun.Outcome o = CliRun.run("lint", "--source", "dotenv", "x");

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err()).startsWith("urilint: Invalid value for option '--source': 'dotenv' is not one of unknown,"
        + " command-line, java, properties, spring-properties, yaml, spring-yaml, json, xml, maven-pom, env, hocon, toml\n");
  }

  @Test
  void anUnknownContextIsAUsageError() {
    CliRun.Outcome o = CliRun.run("lint", "--context", "url", "x");

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err()).startsWith("urilint: Invalid value for option '--context': 'url' is not one of locator, link, identifier, text\n");
  }

  @Test
  void anUnknownFailOnIsAUsageError() {
    CliRun.Outcome o = CliRun.run("lint", "--fail-on", "fatal", "x");

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err()).startsWith("urilint: Invalid value for option '--fail-on': 'fatal' is not one of error, warning, info, never\n");
  }
}
