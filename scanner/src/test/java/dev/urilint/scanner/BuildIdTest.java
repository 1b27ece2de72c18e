package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The scan cache's key names the build by its bytes, not by its version string. */
class BuildIdTest {

  @TempDir Path dir;

  /** A rebuilt class (one byte of a rule changed) is another build, as a rebuilt jar is. */
  @Test
  void changesWithTheBytesOfAClassFolderOrAJar() throws IOException {
    Path classes = dir.resolve("classes/dev/urilint");
    Files.createDirectories(classes);
    Files.write(classes.resolve("Rule.class"), new byte[] {(byte) 0xCA, (byte) 0xFE, 1});
    Path jar = dir.resolve("urilint.jar");
    Files.write(jar, new byte[] {'P', 'K', 1});
    Optional<String> before = BuildId.of(List.of(Optional.of(dir.resolve("classes")), Optional.of(jar)));

    Files.write(classes.resolve("Rule.class"), new byte[] {(byte) 0xCA, (byte) 0xFE, 2});
    Optional<String> classRebuilt = BuildId.of(List.of(Optional.of(dir.resolve("classes")), Optional.of(jar)));
    Files.write(jar, new byte[] {'P', 'K', 2});
    Optional<String> jarRebuilt = BuildId.of(List.of(Optional.of(dir.resolve("classes")), Optional.of(jar)));

    assertThat(before).isPresent();
    assertThat(classRebuilt).isPresent().isNotEqualTo(before);
    assertThat(jarRebuilt).isPresent().isNotEqualTo(classRebuilt);
    assertThat(BuildId.of(List.of(Optional.of(dir.resolve("classes")), Optional.of(jar)))).isEqualTo(jarRebuilt);
  }

  /** A file renamed is another build too: the folder's digest reads the paths. */
  @Test
  void readsThePathsOfAClassFolder() throws IOException {
    Files.write(dir.resolve("A.class"), new byte[] {1});
    Optional<String> before = BuildId.of(List.of(Optional.of(dir)));
    Files.move(dir.resolve("A.class"), dir.resolve("B.class"));

    assertThat(BuildId.of(List.of(Optional.of(dir)))).isNotEqualTo(before);
  }

  /** Code whose bytes cannot be read gives no id: the caller then never reuses the cache. */
  @Test
  void anUnknownOrMissingSourceGivesNoId() {
    assertThat(BuildId.of(List.of(Optional.empty()))).isEmpty();
    assertThat(BuildId.of(List.of(Optional.of(dir.resolve("missing.jar"))))).isEmpty();
  }

  /** The running build has an id of 64 hex digits, the same every time it is asked. */
  @Test
  void theRunningBuildHasOneStableId() {
    assertThat(BuildId.get()).matches("[0-9a-f]{64}").isEqualTo(BuildId.get());
  }
}
