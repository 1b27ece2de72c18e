package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

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
