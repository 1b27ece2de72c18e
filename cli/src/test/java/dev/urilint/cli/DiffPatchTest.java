package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code check --diff} prints a patch that the tools people pipe it into apply: {@code git apply}
 * and {@code patch -p1}, run where {@code check} ran, for files with and without a last line
 * break, CRLF line endings and a name with a space; its summary goes to standard error, so
 * standard output is the patch alone. A file whose diff would show a secret is left out of the
 * patch (masked, it would not apply) and said so.
 */
class DiffPatchTest {

  /** Each file with one safe fix (the scheme lower-cased), in the line endings under test. */
  private static final Map<String, String> FILES = Map.of(
      "config/ends-with-newline.properties", "# one\napp.url=HTTP://example.com/a\n",
      "config/no-final-newline.yml", "app:\n  url: HTTP://example.com/b",
      "config/crlf.properties", "a=1\r\napp.url=HTTP://example.com/c\r\nb=2\r\n",
      "config/bom.properties", "\uFEFFapp.url=HTTP://example.com/f\n",
      "my config/spaced name.properties", "app.url=HTTP://example.com/d\n");

  @TempDir Path repo;
  @TempDir Path elsewhere;

  @BeforeEach
  void aGitRepositoryWithTheFiles() throws Exception {
    assumeTrue(available("git", "--version"), "git is not installed");
    for (Map.Entry<String, String> f : FILES.entrySet()) {
      Path file = repo.resolve(f.getKey());
      Files.createDirectories(file.getParent());
      Files.writeString(file, f.getValue());
    }
    git("init", "-q");
  }

  @Test
  void theDiffAppliesWithGitApplyAndPatchAndItsSummaryIsOnStandardError() throws Exception {
    CliRun.Outcome o = CliRun.plain().inDirectory(repo).execute("check", "--diff");

    assertThat(o.exitCode()).isEqualTo(1);
    assertThat(o.out()).startsWith("--- a/").doesNotContain("urilint:")
        .contains("+++ b/config/ends-with-newline.properties\n@@ -1,2 +1,2 @@\n")
        .contains("\\ No newline at end of file\n").contains("+++ b/my config/spaced name.properties\t\n");
    assertThat(o.err()).isEqualTo("urilint: 5 fixes would be applied in 5 files; nothing was changed\n");
    Path patch = elsewhere.resolve("fix.patch");
    Files.writeString(patch, o.out(), StandardCharsets.UTF_8);

    assertThat(git("apply", "--check", patch.toString())).as("git apply --check").startsWith("0 ");
    if (available("patch", "--version")) {
      assertThat(run(List.of("patch", "-p1", "--dry-run", "-i", patch.toString()))).startsWith("0 ");
    }
    assertThat(git("apply", patch.toString())).startsWith("0 ");
    assertThat(Files.readString(repo.resolve("config/no-final-newline.yml"))).isEqualTo("app:\n  url: http://example.com/b");
    assertThat(Files.readString(repo.resolve("config/bom.properties"))).isEqualTo("\uFEFFapp.url=http://example.com/f\n");
    assertThat(Files.readString(repo.resolve("config/crlf.properties")))
        .isEqualTo("a=1\r\napp.url=http://example.com/c\r\nb=2\r\n");
    assertThat(CliRun.plain().inDirectory(repo).execute("check", "--diff").out()).isEmpty();
  }

  @Test
  void aFileWhoseDiffWouldShowASecretOrThatAPatchCannotCarryIsLeftOutOfThePatchWithAWord() throws Exception {
    Files.writeString(repo.resolve("config/db.properties"), "db=https://bob:hunter2@db.example.com/\napp.url=HTTP://example.com/e\n");
    Files.writeString(repo.resolve("config/old-mac.properties"), "a=1\rapp.url=HTTP://example.com/g\r");

    CliRun.Outcome o = CliRun.plain().inDirectory(repo).execute("check", "--diff");

    assertThat(o.out() + o.err()).doesNotContain("hunter2");
    assertThat(o.out()).doesNotContain("db.properties").doesNotContain("old-mac");
    assertThat(o.err()).contains("urilint: config/db.properties: not in the patch: a line it changes or shows holds a secret")
        .contains("urilint: config/old-mac.properties: not in the patch: its line breaks are lone carriage returns")
        .contains("7 fixes would be applied in 7 files; nothing was changed; 2 files not in the patch");
    Path patch = elsewhere.resolve("fix.patch");
    Files.writeString(patch, o.out(), StandardCharsets.UTF_8);
    assertThat(git("apply", "--check", patch.toString())).startsWith("0 ");
  }

  @Test
  void withFixTheDiffWinsWritesNothingAndSaysSo() throws Exception {
    CliRun.Outcome o = CliRun.plain().inDirectory(repo).execute("check", "--fix", "--diff");

    assertThat(o.out()).startsWith("--- a/");
    assertThat(o.err()).contains("nothing was changed").contains("--diff wins over --fix: drop --diff to write the fixes");
    assertThat(Files.readString(repo.resolve("config/no-final-newline.yml"))).isEqualTo(FILES.get("config/no-final-newline.yml"));
  }

  private String git(String... args) throws Exception {
    List<String> command = new java.util.ArrayList<>(List.of("git", "-c", "core.autocrlf=false"));
    command.addAll(List.of(args));
    return run(command);
  }

  // The exit code, a space, and what the program printed.
  private String run(List<String> command) throws Exception {
    ProcessRun.Result r = ProcessRun.in(repo).run(command);
    return r.exitCode() + " " + r.output();
  }

  private static boolean available(String... command) {
    try {
      Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
