package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

class CheckCommandTest {

  private static final String[] FILES = {"config/app.yml", "config/app.properties", "config/feed.json"};

  /** What {@code check} adds after the fixture's report: two of its four findings have a fix. */
  private static final String FIX_HINT = "urilint: 2 findings can be fixed automatically (1 safe, 1 unsafe): run"
      + " urilint check --fix for the safe ones, urilint check --fix --unsafe-fixes for all\n";

  @TempDir Path project;

  private CliRun cli;

  @BeforeEach
  void copyTheFixtureProject() throws IOException {
    for (String file : FILES) {
      Path target = project.resolve(file);
      Files.createDirectories(target.getParent());
      try (InputStream in = CheckCommandTest.class.getResourceAsStream("check-project/" + file)) {
        Files.copy(in, target);
      }
    }
    cli = CliRun.plain().inDirectory(project);
  }

  @Test
  void reportsEveryFindingAsInTheGoldenFileAndFailsOnErrors() throws IOException {
    CliRun.Outcome o = cli.execute("check");

    assertThat(o.out()).isEqualTo(RulesCommandTest.golden("check-text.txt"));
    assertThat(o.err()).isEmpty();
    assertThat(o.exitCode()).isEqualTo(1);
  }

  @Test
  void theSettingsOfUrilintYmlAreOptionsUnderTheSameNames() throws IOException {
    Files.writeString(project.resolve("config/Client.java"), "class Client { String u = \"https://bob:hunter2@h.example/\"; }\n");

    assertThat(cli.execute("check", "config/Client.java").out()).contains("Client.java:1:");
    assertThat(cli.execute("check", "--scan-java-sources", "false", "config/Client.java").out()).doesNotContain("Client.java:1:");
    CliRun.Outcome small = cli.execute("check", "--max-file-size", "10", "config/feed.json");
    assertThat(small.out()).contains("config/feed.json").contains("1 file skipped");
    assertThat(cli.execute("check", "--max-file-size", "0").exitCode()).isEqualTo(2);
    assertThat(cli.execute("check", "--test-sources-all-rules", "maybe").exitCode()).isEqualTo(2);
  }

  /**
   * A password committed in a test resource passed the pre-commit hook with "0 files": test code
   * now gets the security rules (its own dummies quiet), and the summary says how many test files
   * got only those and which option gives them every rule.
   */
  @Test
  void testCodeGetsTheSecurityRulesAndTheSummarySaysHowToGiveItEveryRule() throws IOException {
    Path test = project.resolve("src/test/resources/application-it.yml");
    Files.createDirectories(test.getParent());
    Files.writeString(test, """
        fixture:
          url: http://test:test@localhost:8761/eureka
        decoder:
          url: "http://a.acme.io/a b"
        deploy:
          url: https://deploy:Tq7xW2mKp9RzLc@repo.acme.io/releases
        """);

    CliRun.Outcome o = cli.execute("check", "src");
    CliRun.Outcome all = cli.execute("check", "--test-sources-all-rules=true", "src");

    assertThat(o.out()).contains("src/test/resources/application-it.yml:6:").contains("[credentials-in-uri]")
        .doesNotContain("Tq7xW2mKp9RzLc").doesNotContain(":2:").doesNotContain("malformed-uri")
        .contains("; 0 files skipped, 0 suppressed, 0 baselined; 1 test file checked with the security rules only"
            + " (every rule: --test-sources-all-rules)\n");
    assertThat(o.exitCode()).isEqualTo(1);
    assertThat(all.out()).contains("application-it.yml:2:").contains("application-it.yml:4:").contains("malformed-uri")
        .contains("; 0 files skipped, 0 suppressed, 0 baselined\n");
  }

  @Test
  void additionalAndTemplateSinksAreOptionsInTheErrorProneSyntax() throws IOException {
    Files.writeString(
        project.resolve("config/Links.java"),
        "import com.acme.Http;\nclass Links {\n  void m(Http http) {\n    http.get(\"http://a.example/{id}\");\n  }\n}\n");

    assertThat(cli.execute("check", "config/Links.java").out()).as("no sink without the option").doesNotContain("Links.java:4:");
    assertThat(cli.execute("check", "--additional-sink", "com.acme.Http#get", "config/Links.java").out())
        .contains("Links.java:4:")
        .contains("malformed-uri");
    assertThat(cli.execute("check", "--template-sink", "com.acme.Http#get", "config/Links.java").out())
        .as("a template sink accepts {id}")
        .doesNotContain("Links.java:4:");
    CliRun.Outcome bad = cli.execute("check", "--additional-sink", "Http", "config/Links.java");
    assertThat(bad.exitCode()).isEqualTo(2);
    assertThat(bad.err()).contains("invalid --additional-sink 'Http'");
  }

  @Test
  void failOnSetsTheThreshold() {
    assertThat(cli.execute("check", "--fail-on", "never").exitCode()).isZero();
    assertThat(cli.execute("check", "--fail-on", "warning", "config/feed.json").exitCode()).isEqualTo(1);
    assertThat(cli.execute("check", "config/feed.json").exitCode()).isZero();
  }

  /**
   * A file urilint could not read fails the run like an error, as a file Checkstyle cannot parse
   * does: pre-commit shows a hook's output only when it fails, so a skip that exits 0 is never seen.
   */
  @Test
  void aSkippedFileFailsTheRunUnlessFailOnNever() throws IOException {
    Files.write(project.resolve("config/binary.json"), new byte[] {'{', 0, 1, '}'});

    CliRun.Outcome o = cli.execute("check", "config/binary.json");
    CliRun.Outcome never = cli.execute("check", "--fail-on", "never", "config/binary.json");

    assertThat(o.out()).startsWith("config/binary.json: skipped: binary file").contains("0 findings", "1 file skipped");
    assertThat(o.exitCode()).isEqualTo(1);
    assertThat(never.exitCode()).isZero();
  }

  /**
   * A file its parser rejects (a Helm template, a Maven-filtered resource, a fragment) is read as
   * plain text for passwords in URIs: a note, not a failure; a password in it still fails the run.
   */
  @Test
  void aFileItsParserRejectsIsANoteAndStillChecksPasswords() throws IOException {
    Files.writeString(project.resolve("config/broken.json"), "{\"url\": ");
    Files.writeString(project.resolve("config/leaky.json"), "{\"url\": \"https://bob:hunter2@db.example.org/\", ");

    CliRun.Outcome broken = cli.execute("check", "config/broken.json");
    CliRun.Outcome leaky = cli.execute("check", "config/leaky.json");

    assertThat(broken.out()).startsWith("config/broken.json: note: ")
        .contains("read as plain text, checked for passwords in URIs only", "0 findings");
    assertThat(broken.exitCode()).isZero();
    assertThat(leaky.out()).contains("[credentials-in-uri]").doesNotContain("hunter2");
    assertThat(leaky.exitCode()).isEqualTo(1);
  }

  /** Options that would scan nothing, or ignore the baseline, without a word: each is an error. */
  @Test
  void aGlobOrBaselineThatWouldDoNothingIsAUsageError() throws IOException {
    Files.createDirectories(project.resolve("folder"));
    Files.writeString(project.resolve("urilint.yml"), "baseline: folder\n");

    CliRun.Outcome glob = cli.execute("check", "--include", "[");
    CliRun.Outcome fromConfig = cli.execute("check");
    CliRun.Outcome option = cli.execute("check", "--baseline", "folder");

    assertThat(glob.exitCode()).isEqualTo(2);
    assertThat(glob.err()).contains("'[' is not a glob urilint reads");
    assertThat(fromConfig.exitCode()).isEqualTo(2);
    assertThat(fromConfig.err()).contains("not a regular file");
    assertThat(option.err()).isEqualTo("urilint: baseline folder is not a regular file\n");
  }

  @Test
  void ruleOptionsChangeSeveritiesAndTurnRulesOff() {
    CliRun.Outcome o = cli.execute("check", "--rule", "invalid-port=off", "--rule", "MissingUriHost=info", "config/app.yml");

    assertThat(o.exitCode()).isEqualTo(2); // MissingUriHost is not a check name: a usage error
    assertThat(o.err()).startsWith("urilint: unknown rule 'MissingUriHost' in --rule; 'urilint rules' lists the rule ids\n");

    CliRun.Outcome ok = cli.execute("check", "--rule", "invalid-port=off", "--rule", "UriMissingHost=info", "config/app.yml");

    assertThat(ok.exitCode()).isZero();
    assertThat(ok.out()).doesNotContain("[invalid-port]").contains("config/app.yml:3:15: info: [missing-host] ");
  }

  @Test
  void aBadSeverityInRuleIsAUsageError() {
    CliRun.Outcome o = cli.execute("check", "--rule", "invalid-port=loud");

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err()).startsWith("urilint: invalid severity 'loud' for rule invalid-port; use error, warning, info or off\n");
  }

  @Test
  void theConfigFileIsReadAndOptionsOverrideIt() throws IOException {
    Files.writeString(project.resolve("urilint.yml"), "rules:\n  invalid-port: off\n  missing-host: warning\nfailOn: warning\n");

    CliRun.Outcome fromFile = cli.execute("check", "config/app.yml");
    assertThat(fromFile.out()).doesNotContain("[invalid-port]").contains(": warning: [missing-host] ");
    assertThat(fromFile.exitCode()).isEqualTo(1); // failOn: warning

    CliRun.Outcome overridden = cli.execute("check", "--rule", "missing-host=error", "--fail-on", "never", "config/app.yml");
    assertThat(overridden.out()).doesNotContain("[invalid-port]").contains(": error: [missing-host] ");
    assertThat(overridden.exitCode()).isZero();
  }

  @Test
  void aBadConfigFileIsAnErrorNamingItsLine() throws IOException {
    Files.writeString(project.resolve(".urilint.yml"), "rules:\n  invalid-port: off\nallowedhosts: [a]\n");

    CliRun.Outcome o = cli.execute("check");

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err()).startsWith("urilint: " + project.resolve(".urilint.yml") + ":3:1: unknown key 'allowedhosts'; did you mean 'allowedHosts'?");
    assertThat(o.out()).isEmpty();
  }

  @Test
  void aMissingPathIsAClearErrorNotAStackTrace() {
    CliRun.Outcome o = cli.execute("check", "config/app.yml", "config/nope.yml");

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err()).isEqualTo("urilint: no such file or directory: config/nope.yml\n");
    assertThat(o.out()).isEmpty();
  }

  @Test
  void aSymlinkLoopAndAMissingOutputFolderAreNamedAsWhatTheyAre() throws IOException {
    Files.createSymbolicLink(project.resolve("loop.yml"), project.resolve("loop.yml"));

    CliRun.Outcome loop = cli.execute("check", "loop.yml");
    CliRun.Outcome output = cli.execute("check", "--output", "missing/dir/x.json", "config/app.yml");

    assertThat(loop.err()).isEqualTo("urilint: cannot follow the symbolic link loop.yml (a loop, or its target is missing)\n");
    assertThat(output.err()).isEqualTo("urilint: cannot write missing/dir/x.json: its folder does not exist\n");
    assertThat(output.exitCode()).isEqualTo(2);
  }

  /**
   * A URI pasted where a path belongs was echoed in clear by every error that names the path
   * (the attack: {@code urilint check 'https://admin:Hunter2@h/'} printed {@code no such file or
   * directory: https://admin:Hunter2@h/}), and {@code --write-baseline} created the folders
   * {@code https:/admin:Hunter2@h/} on its way. Each row: the options of one such run.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "check https://admin:Hunter2@h/",
        "check --baseline https://admin:Hunter2@h/ config/app.yml",
        "check --config https://admin:Hunter2@h/ config/app.yml",
        "check --output https://admin:Hunter2@h/x.json config/app.yml",
        "check --write-baseline https://admin:Hunter2@h/b.json config/app.yml",
        "check --baseline https://admin:Hunter2@h config/app.yml",
        "check jdbc:mysql://db/app?user=a&password=Hunter2",
      })
  void anArgumentHoldingAPasswordIsNeverEchoedAndNoFolderIsCreated(String arguments) throws IOException {
    CliRun.Outcome o = cli.execute(arguments.split(" "));

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.out() + o.err()).doesNotContain("Hunter2").contains("****");
    try (var entries = Files.list(project)) {
      assertThat(entries.map(f -> f.getFileName().toString())).containsExactlyInAnyOrder("config");
    }
  }

  /** A baseline is never written into a folder that does not exist: it is an error, named. */
  @Test
  void writeBaselineIntoAMissingFolderIsAnErrorAndCreatesNothing() {
    CliRun.Outcome o = cli.execute("check", "--write-baseline", "missing/dir/b.json", "config/app.yml");

    assertThat(o.err()).isEqualTo("urilint: cannot write baseline missing/dir/b.json: its folder does not exist\n");
    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(project.resolve("missing")).doesNotExist();
  }

  /**
   * A baseline entry's uri is shown as a stale entry: one written in clear by hand is masked. (The
   * password is one no rule page quotes: SARIF carries the pages as help text.)
   */
  @Test
  void aStaleBaselineEntryWrittenInClearIsShownMasked() throws IOException {
    Files.writeString(project.resolve("b.json"), """
        {"urilintBaseline": 1, "salt": "00112233445566778899aabbccddeeff", "entries": [
          {"path": "config/gone.yml", "rule": "credentials-in-uri", "fingerprint": "0123456789abcdef0123456789abcdef",
           "count": 1, "uri": "https://admin:Pl4Qz7x@db.example.com/"}]}
        """);

    for (String format : new String[] {"text", "json", "sarif"}) {
      CliRun.Outcome o = cli.execute("check", "--format", format, "--baseline", "b.json", "config");

      assertThat(o.out() + o.err()).as(format).doesNotContain("Pl4Qz7x");
      if (!format.equals("sarif")) { // SARIF has no place for stale entries
        assertThat(o.out()).as(format).contains("admin:****@db.example.com");
      }
    }
    // The scan covers config/, where the baseline's file was: its entry is this scan's to call stale.
    assertThat(cli.execute("check", "--baseline", "b.json", "config").out())
        .contains("config/gone.yml: stale baseline entry: [credentials-in-uri] https://admin:****@db.example.com/");
  }

  @Test
  void jsonAndSarifComeFromTheScannersWriters() {
    CliRun.Outcome json = cli.execute("check", "--format", "json");
    CliRun.Outcome sarif = cli.execute("check", "--format", "sarif");

    assertThat(json.out()).startsWith("{").contains("\"findings\"", "\"rule\": \"invalid-port\"");
    assertThat(sarif.out()).contains("\"version\": \"2.1.0\"").contains("invalid-port");
    assertThat(json.exitCode()).isEqualTo(1);
  }

  @Test
  void anUnknownFormatIsAUsageError() {
    CliRun.Outcome o = cli.execute("check", "--format", "xml");

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err()).startsWith("urilint: Invalid value for option '--format': 'xml' is not one of text, json, sarif, gitlab, checkstyle\n");
  }

  @Test
  void outputWritesTheReportToAFileAndTheSummaryToStandardOutput() throws IOException {
    CliRun.Outcome o = cli.execute("check", "--format", "json", "--output", "report.json");

    assertThat(Files.readString(project.resolve("report.json"))).startsWith("{").contains("invalid-port");
    assertThat(o.out()).isEqualTo("urilint: 4 findings (2 errors, 1 warning, 1 info) in 3 files (5 strings linted); 0 files skipped, 0 suppressed, 0 baselined; report in report.json\n"
        + FIX_HINT);
    assertThat(o.exitCode()).isEqualTo(1);
  }

  /**
   * After a text report (or the summary of a report written to a file), the fix engine's own count
   * of what it would fix and the commands that do it, as ruff says "fixable with the --fix option";
   * the files are not changed. Formats that other tools read stay one document on standard output.
   */
  @Test
  void aReportSaysWhatTheFixEngineWouldFixAndChangesNothing() throws IOException {
    String before = Files.readString(project.resolve("config/app.properties"));

    assertThat(cli.execute("check").out()).endsWith(FIX_HINT);
    assertThat(Files.readString(project.resolve("config/app.properties"))).isEqualTo(before);
    assertThat(cli.execute("check", "--format", "json").out()).doesNotContain("fixed automatically").endsWith("}\n");
    assertThat(cli.execute("check", "--format", "sarif").out()).doesNotContain("fixed automatically");

    CliRun.Outcome safe = cli.execute("check", "--fix");
    assertThat(safe.out()).startsWith("config/app.properties:1:9: fixed [non-normalized]")
        .contains("fixed 1 finding in 1 file; 3 findings remain (1 fixable with --unsafe-fixes)")
        .doesNotContain("fixed automatically");
    assertThat(cli.execute("check").out()).endsWith(
        "urilint: 1 finding can be fixed automatically (0 safe, 1 unsafe): run urilint check --fix --unsafe-fixes\n");
    cli.execute("check", "--fix", "--unsafe-fixes");
    assertThat(cli.execute("check").out()).doesNotContain("fixed automatically");
  }

  @Test
  void aWrittenBaselineHidesTheFindingsItRecords() throws IOException {
    CliRun.Outcome written = cli.execute("check", "--write-baseline", "urilint-baseline.json");
    assertThat(written.out()).isEqualTo("urilint: wrote 4 findings to baseline urilint-baseline.json\n");
    assertThat(written.exitCode()).isZero();

    CliRun.Outcome after = cli.execute("check", "--baseline", "urilint-baseline.json");
    assertThat(after.out()).endsWith("0 findings (0 errors, 0 warnings, 0 info) in 3 files (5 strings linted); 0 files skipped, 0 suppressed, 4 baselined\n");
    assertThat(after.exitCode()).isZero();

    Files.writeString(project.resolve("config/new.yml"), "url: http://h:70000/\n");
    CliRun.Outcome newFinding = cli.execute("check", "--baseline", "urilint-baseline.json");
    assertThat(newFinding.out()).startsWith("config/new.yml:1:15: error: [invalid-port] ");
    assertThat(newFinding.exitCode()).isEqualTo(1);
  }

  /**
   * Writing the baseline of some files replaces their entries and keeps the others': it rewrote the
   * whole file, so {@code check --write-baseline b.json config/app.yml} dropped the entries of every
   * other file, and the next full check failed on findings the team had accepted.
   */
  @Test
  void writingTheBaselineOfSomeFilesKeepsTheEntriesOfTheOthers() throws IOException {
    assertThat(cli.execute("check", "--write-baseline", "urilint-baseline.json").exitCode()).isZero();
    Files.writeString(project.resolve("config/new.yml"), "url: http://h:70000/\n");

    CliRun.Outcome some = cli.execute("check", "--write-baseline", "urilint-baseline.json", "config/new.yml");
    assertThat(some.out()).isEqualTo("urilint: wrote 1 finding to baseline urilint-baseline.json\n");

    CliRun.Outcome after = cli.execute("check", "--baseline", "urilint-baseline.json");
    assertThat(after.out()).endsWith("0 findings (0 errors, 0 warnings, 0 info) in 4 files (6 strings linted); 0 files skipped, 0 suppressed, 5 baselined\n");
    assertThat(after.exitCode()).isZero();
  }

  @Test
  void aWrittenBaselineTellsAnOldPasswordFromANewOne() throws IOException {
    Files.writeString(project.resolve("config/db.properties"), "db.url=https://app:hunter2@db.example.org/x\n");
    assertThat(cli.execute("check", "--write-baseline", "urilint-baseline.json").exitCode()).isZero();
    assertThat(Files.readString(project.resolve("urilint-baseline.json"))).contains("\"secretHash\"").doesNotContain("hunter2");

    CliRun.Outcome known = cli.execute("check", "--baseline", "urilint-baseline.json");
    assertThat(known.out()).endsWith("0 findings (0 errors, 0 warnings, 0 info) in 4 files (6 strings linted); 0 files skipped, 0 suppressed, 5 baselined\n");

    Files.writeString(project.resolve("config/db.properties"), "db.url=https://app:n3wPassw0rd@db.example.org/x\n");
    CliRun.Outcome rotated = cli.execute("check", "--baseline", "urilint-baseline.json");
    assertThat(rotated.out()).startsWith("config/db.properties:1:").contains("[credentials-in-uri]").doesNotContain("n3wPassw0rd");
    assertThat(rotated.exitCode()).isEqualTo(1);
  }

  @Test
  void aMissingBaselineIsAnError() {
    CliRun.Outcome o = cli.execute("check", "--baseline", "nope.json");

    assertThat(o.exitCode()).isEqualTo(2);
    assertThat(o.err()).isEqualTo("urilint: no such baseline file: nope.json\n");
  }

  @Test
  void includeAndExcludeSelectFiles() {
    assertThat(cli.execute("check", "--include", "**/*.json").out()).contains("config/feed.json:").doesNotContain("config/app.yml:");
    assertThat(cli.execute("check", "--exclude", "**/*.yml").out()).doesNotContain("config/app.yml:").contains("config/feed.json:");
  }

  @Test
  void showSourcePutsACaretUnderTheOffendingPart() throws IOException {
    CliRun.Outcome o = cli.execute("check", "--show-source", "config/app.yml");

    assertThat(o.out()).isEqualTo(RulesCommandTest.golden("check-show-source.txt"));
  }

  /**
   * A finding on a password ended where the password ends: JSON's {@code endColumn}, the SARIF
   * region and the {@code --show-source} carets told its length (an attack in review). A 4-char
   * and a 40-char password now give the same region, carets and masked text.
   */
  @Test
  void noOutputTellsAPasswordsLength() throws Exception {
    // A finding on the password, one later in its value, one in another value of the line.
    String line = "{\"a\": \"https://bob:PW@api.corp.com/a b\", \"b\": \"http://api.corp.com/c d\"}\n";
    com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
    // One path for both: fingerprints read it.
    String file = "config/secret.json";

    java.util.List<java.util.List<String>> outputs = new java.util.ArrayList<>();
    for (String password : java.util.List.of("Pl4Q", "Pl4Q".repeat(10))) {
      Files.writeString(project.resolve(file), line.replace("PW", password));
      java.util.List<String> out = new java.util.ArrayList<>();
      for (String format : java.util.List.of("text", "json", "gitlab", "checkstyle")) {
        out.add(cli.execute("check", "--format", format, file).out());
      }
      // SARIF fingerprints read a tag of the secret on purpose (a new password is a new alert).
      var sarif = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(cli.execute("check", "--format", "sarif", file).out());
      sarif.at("/runs/0/results").forEach(r -> ((com.fasterxml.jackson.databind.node.ObjectNode) r).remove("partialFingerprints"));
      out.add(sarif.toString());
      out.add(cli.execute("check", "--show-source", file).out());
      outputs.add(out);
    }

    assertThat(outputs.get(1)).isEqualTo(outputs.get(0));
    var findings = json.readTree(outputs.get(0).get(1)).get("findings");
    java.util.List<String> regions = new java.util.ArrayList<>();
    findings.forEach(f -> regions.add(f.get("column") + "-" + f.get("endColumn")));
    // The masked line: {"a": "https://bob:****@api.corp.com/a b", "b": "http://api.corp.com/c d"}
    assertThat(regions).containsExactly("20-24", "39-40", "71-72");
    assertThat(outputs.get(0).get(5))
        .contains("    {\"a\": \"https://bob:****@api.corp.com/a b\", \"b\": \"http://api.corp.com/c d\"}\n"
            + "                       ^^^^\n")
        .contains("\n" + " ".repeat(4 + 38) + "^\n")
        .contains("\n" + " ".repeat(4 + 70) + "^\n");
  }

  /**
   * A file with lone CR line ends was shown as one line; a control char in a value reached the
   * terminal (CR ESC[2K erases the finding line); each finding is printed once.
   */
  @Test
  void showSourceReadsLoneCarriageReturnsAsLineEndsAndPrintsNoControlChar() throws IOException {
    Files.writeString(project.resolve("config/mac.properties"), "a=1\rurl=http://h.example:99999/\u001b[2K all clean\r");

    CliRun.Outcome o = cli.execute("check", "--show-source", "config/mac.properties");

    assertThat(o.out()).doesNotContain("\u001b", "\r");
    assertThat(o.out().lines().filter(l -> l.contains("[invalid-port]"))).hasSize(1);
    assertThat(o.out()).contains("    url=http://h.example:99999/\u241b[2K all clean\n");
  }

  @Test
  void onATerminalLinesAreAlignedAndColouredUnlessNoColorIsSet() {
    String coloured = CliRun.plain().inDirectory(project).onTerminal(Map.of()).execute("check").out();
    String noColor = CliRun.plain().inDirectory(project).onTerminal(Map.of("NO_COLOR", "1")).execute("check").out();

    assertThat(coloured).contains("\u001B[31m\u001B[1merror:  \u001B[0m [invalid-port]");
    assertThat(noColor).doesNotContain("\u001B[").contains("config/app.yml:2:23:       error:   [invalid-port]");
  }
}
