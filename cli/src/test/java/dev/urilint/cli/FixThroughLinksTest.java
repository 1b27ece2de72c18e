package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code check --fix PATH...} (what the pre-commit fix hook runs with the staged files) refuses a
 * path that a symbolic link leads out of the tree, as the walk of a folder refuses that link, and
 * says so in the report; a linked file inside the tree is fixed at its target and stays a link.
 */
class FixThroughLinksTest {

  private static final String BROKEN = "app.url=HTTP://example.com/a\n";

  @TempDir Path tree;
  @TempDir Path outside;

  @BeforeEach
  void linksOutOfAndInsideTheTree() throws IOException {
    Files.writeString(outside.resolve("app.properties"), BROKEN);
    Files.createDirectories(tree.resolve("sub"));
    Files.createDirectories(tree.resolve("config"));
    Files.writeString(tree.resolve("config/real.properties"), BROKEN);
    Files.createSymbolicLink(tree.resolve("sub/linked"), outside);
    Files.createSymbolicLink(tree.resolve("sub/out.properties"), outside.resolve("app.properties"));
    Files.createSymbolicLink(tree.resolve("sub/link.properties"), tree.resolve("config/real.properties"));
  }

  @Test
  void aFileOutsideTheTreeIsNotRewrittenThroughALinkedFolderOrFile() throws IOException {
    CliRun.Outcome o =
        CliRun.plain().inDirectory(tree).execute("check", "--fix", "sub/linked/app.properties", "sub/out.properties");

    assertThat(Files.readString(outside.resolve("app.properties"))).isEqualTo(BROKEN);
    assertThat(Files.isSymbolicLink(tree.resolve("sub/out.properties"))).isTrue();
    assertThat(o.out())
        .contains("sub/linked/app.properties: note: a symbolic link on the way leads out of the folder urilint runs in")
        .contains("sub/out.properties: note: a symbolic link on the way leads out")
        .contains("fixed 0 findings in 0 files")
        .contains("2 files skipped");
  }

  @Test
  void aLinkedFileInsideTheTreeIsFixedAtItsTargetAndStaysALink() throws IOException {
    CliRun.Outcome o = CliRun.plain().inDirectory(tree).execute("check", "--fix", "sub/link.properties");

    assertThat(o.out()).contains("config/real.properties:1:9: fixed [non-normalized]");
    assertThat(Files.isSymbolicLink(tree.resolve("sub/link.properties"))).isTrue();
    assertThat(Files.readString(tree.resolve("config/real.properties"))).isEqualTo("app.url=http://example.com/a\n");
  }
}
