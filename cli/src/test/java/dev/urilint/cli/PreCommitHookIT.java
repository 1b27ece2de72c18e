package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pre-commit hook, end to end with Debian's pre-commit: a throw-away git repository with a
 * good and a bad config file staged. Skipped, saying why, only when pre-commit or git is not on
 * the PATH ({@code .ci/run} installs both).
 */
class PreCommitHookIT {

  private static final String PASSWORD = "pl4nted-S3cret";
  private static final String BAD = "spring:\n  datasource:\n    url: https://app:" + PASSWORD + "@db.example.net:99999/app\n";
  private static final String GOOD = "service:\n  endpoint: https://api.example.net/v1/orders\n";

  @TempDir Path repo;
  @TempDir Path preCommitHome;

  private ProcessRun here;

  @BeforeEach
  void throwAwayRepository() throws IOException, InterruptedException {
    assumeTrue(ProcessRun.onPath("pre-commit"), "pre-commit is not on PATH (apt-get install pre-commit); hook test skipped");
    assumeTrue(ProcessRun.onPath("git"), "git is not on PATH; hook test skipped");
    here = ProcessRun.in(repo).env(Map.of("PRE_COMMIT_HOME", preCommitHome.toString(), "NO_COLOR", "1"));
    git("init", "-q");
    git("config", "user.email", "test@example.org");
    git("config", "user.name", "urilint test");
    git("config", "commit.gpgsign", "false");
    Files.createDirectories(repo.resolve("config"));
    Files.writeString(repo.resolve("config/good.yml"), GOOD);
    Files.writeString(repo.resolve("config/bad.yml"), BAD);
    Files.writeString(repo.resolve("README.md"), "not scanned: " + PASSWORD + "\n");
  }

  @Test
  void aLocalHookBlocksTheCommitOfABadFileWithAMaskedMessage() throws Exception {
    writeLocalHookConfig();
    git("add", ".");

    ProcessRun.Result bad = here.run("pre-commit", "run", "--files", "config/good.yml", "config/bad.yml");

    assertThat(bad.exitCode()).as(bad.output()).isEqualTo(1);
    assertThat(bad.output())
        .contains("config/bad.yml:3:", ": error: [", "app:****@db.example.net")
        .doesNotContain(PASSWORD)
        .doesNotContain("config/good.yml:");

    ProcessRun.Result good = here.run("pre-commit", "run", "--files", "config/good.yml", "README.md");

    assertThat(good.exitCode()).as(good.output()).isZero();

    assertThat(here.run("pre-commit", "install").exitCode()).isZero();
    ProcessRun.Result commit = here.run("git", "commit", "-q", "-m", "bad");
    assertThat(commit.exitCode()).as(commit.output()).isNotZero();
    assertThat(commit.output()).contains("config/bad.yml:3:").doesNotContain(PASSWORD);

    git("rm", "-q", "--cached", "config/bad.yml");
    ProcessRun.Result clean = here.run("git", "commit", "-q", "-m", "good");
    assertThat(clean.exitCode()).as(clean.output()).isZero();
  }

  /**
   * A staged file urilint cannot read (here: a binary blob with a config file's name, as a
   * mis-committed keystore or image would be) must not vanish behind pre-commit's "Passed": the
   * hook fails and names the file and why.
   */
  @Test
  void aFileTheHookCannotReadFailsItAndIsNamed() throws Exception {
    writeLocalHookConfig();
    byte[] blob = {'u', 'r', 'l', ':', ' ', 'h', 't', 't', 'p', 0, 1, 2, (byte) 0xff, (byte) 0xfe, '\n'};
    Files.write(repo.resolve("config/keystore.yml"), blob);
    git("add", ".");

    ProcessRun.Result run = here.run("pre-commit", "run", "--files", "config/good.yml", "config/keystore.yml");

    assertThat(run.exitCode()).as(run.output()).isEqualTo(1);
    assertThat(run.output())
        .contains("Failed")
        .doesNotContain("Passed")
        .contains("config/keystore.yml: skipped: binary file")
        .contains("1 file skipped");
  }

  /**
   * The fixing hook: fixes the staged file, fails because it changed it (so the change is
   * reviewed and staged again), and passes on the next run.
   */
  @Test
  void theFixHookFixesAStagedFileFailsOnceAndThenPasses() throws Exception {
    writeLocalHookConfig("urilint-fix", " --fix");
    Files.writeString(repo.resolve("config/links.yml"), "docs:\r\n  url: https://example.net/a%2520b\r\n");
    git("add", ".");

    ProcessRun.Result first = here.run("pre-commit", "run", "--files", "config/links.yml");

    assertThat(first.exitCode()).as(first.output()).isEqualTo(1);
    assertThat(first.output()).contains("files were modified by this hook").contains("fixed [double-encoding]");
    assertThat(Files.readString(repo.resolve("config/links.yml"))).isEqualTo("docs:\r\n  url: https://example.net/a%20b\r\n");

    git("add", "config/links.yml");
    ProcessRun.Result second = here.run("pre-commit", "run", "--files", "config/links.yml");

    assertThat(second.exitCode()).as(second.output()).isZero();
  }

  /**
   * pre-commit shows a hook's output only when it fails, and warnings do not fail it: without
   * {@code verbose: true} a commit with warnings passed and the warnings were never seen. With
   * {@code --fail-on warning} they block the commit.
   */
  @Test
  void aWarningsOnlyCommitPassesAndShowsItsWarningsOrBlocksWithFailOnWarning() throws Exception {
    writeLocalHookConfig();
    Files.writeString(repo.resolve("config/warn.yml"), "service:\n  url: http://api.acme-payments.com/v1\n");
    git("add", ".");

    ProcessRun.Result passes = here.run("pre-commit", "run", "--files", "config/warn.yml");

    assertThat(passes.exitCode()).as(passes.output()).isZero();
    assertThat(passes.output()).contains("Passed", "config/warn.yml:2:", "warning: [insecure-scheme]", "1 warning");

    writeLocalHookConfig(" --fail-on warning");
    ProcessRun.Result blocks = here.run("pre-commit", "run", "--files", "config/warn.yml");

    assertThat(blocks.exitCode()).as(blocks.output()).isEqualTo(1);
    assertThat(blocks.output()).contains("Failed", "config/warn.yml:2:");
  }

  private void writeLocalHookConfig() throws IOException {
    writeLocalHookConfig("");
  }

  private void writeLocalHookConfig(String options) throws IOException {
    writeLocalHookConfig("urilint", options);
  }

  // The local hook as docs/pre-commit.md shows it, with `options` after `check`.
  private void writeLocalHookConfig(String id, String options) throws IOException {
    Path launcher = ProcessRun.property("urilint.launcher");
    Files.writeString(
        repo.resolve(".pre-commit-config.yaml"),
        """
        repos:
          - repo: local
            hooks:
              - id: %s
                name: %s
                entry: %s check%s
                language: system
                require_serial: true
                verbose: true
                types_or: [yaml, json, xml, java-properties, java, toml, dotenv, text]
                files: '(?i)\\.(ya?ml|json|xml|properties|java|toml|conf|env)$|(^|/)\\.env(\\.[^/]*)?$'
        """
            .formatted(id, id, launcher, options));
  }

  @Test
  void theRepositoryHookDefinitionRunsThroughTryRepo() throws Exception {
    Path root = ProcessRun.property("urilint.repository.root");
    assumeTrue(Files.exists(root.resolve(".git")), "the urilint sources are not a git checkout; try-repo needs one");
    Files.writeString(repo.resolve(".pre-commit-config.yaml"), "repos: []\n");
    git("add", ".");
    ProcessRun withJar =
        here.env(
            Map.of(
                "PRE_COMMIT_HOME", preCommitHome.toString(),
                "NO_COLOR", "1",
                "URILINT_JAR", ProcessRun.property("urilint.jar").toString()));

    ProcessRun.Result result =
        withJar.run("pre-commit", "try-repo", root.toString(), "urilint", "--files", "config/good.yml", "config/bad.yml", "README.md");

    assertThat(result.exitCode()).as(result.output()).isEqualTo(1);
    assertThat(result.output()).contains("config/bad.yml:3:", "app:****@db.example.net").doesNotContain(PASSWORD);
  }

  @Test
  void theRepoFormBuildsUrilintOnceInAFreshCacheWithoutAnyVariable() throws Exception {
    Path root = ProcessRun.property("urilint.repository.root");
    assumeTrue(Files.exists(root.resolve(".git")), "the urilint sources are not a git checkout; the repo: form needs one");
    // The README's form: a repository and a commit of it. The committed hook is what a user gets.
    String rev = ProcessRun.in(root).run("git", "rev-parse", "HEAD").output().trim();
    Files.writeString(
        repo.resolve(".pre-commit-config.yaml"),
        """
        repos:
          - repo: %s
            rev: %s
            hooks:
              - id: urilint
        """
            .formatted(root, rev));
    git("add", ".");
    // A fresh cache and no URILINT_JAR; -o only because the test machine may have no network
    // (the outer build already has every plugin in the local Maven repository).
    ProcessRun fresh =
        here.env(
            Map.of(
                "PRE_COMMIT_HOME", preCommitHome.toString(),
                "NO_COLOR", "1",
                "URILINT_JAR", "",
                "URILINT_BUILD_ARGS", "-o"));

    ProcessRun.Result first = fresh.run("pre-commit", "run", "--files", "config/good.yml", "config/bad.yml");

    assertThat(first.exitCode()).as(first.output()).isEqualTo(1);
    assertThat(first.output())
        .contains("urilint: first run: building urilint in pre-commit's cache")
        .contains("config/bad.yml:3:", "app:****@db.example.net")
        .doesNotContain(PASSWORD);

    ProcessRun.Result second = fresh.run("pre-commit", "run", "--files", "config/good.yml", "config/bad.yml");

    assertThat(second.exitCode()).as(second.output()).isEqualTo(1);
    assertThat(second.output()).contains("config/bad.yml:3:").doesNotContain("first run").doesNotContain(PASSWORD);

    ProcessRun.Result good = fresh.run("pre-commit", "run", "--files", "config/good.yml", "README.md");

    assertThat(good.exitCode()).as(good.output()).isZero();
  }

  private void git(String... args) throws IOException, InterruptedException {
    String[] command = new String[args.length + 1];
    command[0] = "git";
    System.arraycopy(args, 0, command, 1, args.length);
    ProcessRun.Result r = here.run(command);
    assertThat(r.exitCode()).as(String.join(" ", command) + ": " + r.output()).isZero();
  }
}
