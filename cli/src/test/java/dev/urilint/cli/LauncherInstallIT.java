package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The install that docs/pre-commit.md documents, done as it says: the launcher, the jar and the
 * start-up archives copied into one folder and run from there. A JDK 17 refuses the build's
 * class-data-sharing archive for a copied jar ("shared class paths mismatch"), which printed a
 * JVM warning into every hook output and made each start about half again as slow; the copy must
 * run silently and, from its second run on, with an archive mapped.
 */
class LauncherInstallIT {

  @TempDir Path dir;

  @Test
  void aCopiedInstallRunsWithoutAWarningAndMapsAnArchiveOfItsOwnFromItsSecondRun() throws Exception {
    Path install = Files.createDirectories(dir.resolve("opt/urilint"));
    Path built = ProcessRun.property("urilint.launcher").getParent();
    try (Stream<Path> files = Files.list(built)) {
      for (Path f : (Iterable<Path>) files::iterator) {
        String name = f.getFileName().toString();
        if (name.equals("urilint") || name.equals("urilint.jar") || name.startsWith("urilint.jsa") || name.startsWith("urilint.aot")) {
          Files.copy(f, install.resolve(name), StandardCopyOption.COPY_ATTRIBUTES);
        }
      }
    }
    // cp without -p, as a user does: the copy's time is new.
    Files.setLastModifiedTime(install.resolve("urilint.jar"), java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis()));
    Map<String, String> env = Map.of("XDG_CACHE_HOME", dir.resolve("cache").toString());
    ProcessRun run = ProcessRun.in(dir).env(env);
    String launcher = install.resolve("urilint").toString();

    ProcessRun.Result first = run.run(launcher, "lint", "http://example.com/a b");
    ProcessRun.Result second = run.env(withClassLoading(env)).run(launcher, "lint", "http://example.com/a b");

    assertThat(first.exitCode()).isEqualTo(1);
    assertThat(first.output()).isEqualTo("malformed-uri\thttp://example.com/a b\n");
    assertThat(second.output())
        .doesNotContain("mismatch")
        .doesNotContain("Unable to use shared archive")
        .contains("source: shared objects file")
        .contains("malformed-uri\thttp://example.com/a b\n");
    try (Stream<Path> cached = Files.list(dir.resolve("cache/urilint"))) {
      assertThat(cached.map(p -> p.getFileName().toString())).anyMatch(n -> n.endsWith(".id"));
    }
  }

  @Test
  void withoutAWritableCacheTheCopyRunsWithoutAnArchiveAndWithoutAWord() throws IOException, InterruptedException {
    Path install = Files.createDirectories(dir.resolve("bin"));
    Path built = ProcessRun.property("urilint.launcher").getParent();
    for (String name : new String[] {"urilint", "urilint.jar", "urilint.jsa", "urilint.jsa.id"}) {
      if (Files.exists(built.resolve(name))) {
        Files.copy(built.resolve(name), install.resolve(name), StandardCopyOption.COPY_ATTRIBUTES);
      }
    }
    Files.setLastModifiedTime(install.resolve("urilint.jar"), java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis()));
    Path readOnly = Files.createDirectories(dir.resolve("ro"));
    Files.writeString(readOnly.resolve("urilint"), "a file where the cache folder would go");

    ProcessRun.Result r = ProcessRun.in(dir)
        .env(Map.of("XDG_CACHE_HOME", readOnly.toString()))
        .run(install.resolve("urilint").toString(), "lint", "https://example.com/");

    assertThat(r.exitCode()).isZero();
    assertThat(r.output()).isEqualTo("-\thttps://example.com/\n");
  }

  private static Map<String, String> withClassLoading(Map<String, String> env) {
    java.util.HashMap<String, String> out = new java.util.HashMap<>(env);
    out.put("URILINT_OPTS", "-Xlog:class+load=info:stdout");
    return out;
  }
}
