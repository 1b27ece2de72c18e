package dev.urilint.scanner.fix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.scanner.read.ExactText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FixWriterTest {

  @TempDir Path dir;

  @Test
  void neverReplacesASymbolicLinkByARegularFile() throws IOException {
    Path target = Files.writeString(dir.resolve("real.properties"), "a=HTTP://h/\n");
    Path link = Files.createSymbolicLink(dir.resolve("link.properties"), target);
    ExactText read = ((ExactText.Read.Exact) ExactText.read(link, 1 << 20)).text();

    assertThatThrownBy(() -> FixWriter.write(link, read, "a=http://h/\n"))
        .isInstanceOf(IOException.class).hasMessageContaining("symbolic link");
    assertThat(Files.isSymbolicLink(link)).isTrue();
    assertThat(Files.readString(target)).isEqualTo("a=HTTP://h/\n");

    FixWriter.write(target, read, "a=http://h/\n");
    assertThat(Files.isSymbolicLink(link)).isTrue();
    assertThat(Files.readString(link)).isEqualTo("a=http://h/\n");
  }
}
