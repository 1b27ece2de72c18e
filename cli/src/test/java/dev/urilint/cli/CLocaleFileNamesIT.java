package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Under {@code LC_ALL=C} the JVM reads file names as ASCII, and a name it cannot encode back
 * (here {@code café.yml}, written as UTF-8 bytes) threw while the walk judged it: the whole
 * tree's walk was lost and the summary said "1 file skipped". The packaged jar runs in a real
 * process with that environment, since the name charset is fixed when the JVM starts.
 */
class CLocaleFileNamesIT {

  @TempDir Path project;

  @Test
  void oneNonAsciiFileNameLosesNothingUnderTheCLocale() throws Exception {
    String config = "url: https://admin:Hunter2@db.example.com/\\n";
    // The name is made by the shell from its UTF-8 bytes, whatever locale runs the tests.
    ProcessRun.Result made =
        ProcessRun.in(project)
            .run("sh", "-c", "mkdir sub && for f in a.yml sub/z.yml \"sub/$(printf 'caf\\303\\251.yml')\"; do printf '"
                + config + "' > \"$f\"; done");
    assertThat(made.exitCode()).as(made.output()).isZero();
    assertThat(Files.list(project.resolve("sub")).count()).isEqualTo(2);
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    String jar = ProcessRun.property("urilint.jar").toString();

    ProcessRun.Result result =
        ProcessRun.in(project)
            .env(Map.of("LC_ALL", "C", "LANG", "C", "NO_COLOR", "1"))
            .run(List.of(java.toString(), "-jar", jar, "check", "."));

    assertThat(result.output())
        .contains("a.yml:1:", "sub/z.yml:1:", "sub/caf")
        .doesNotContain("cannot be walked", "Hunter2")
        .contains("urilint: 3 findings");
  }
}
