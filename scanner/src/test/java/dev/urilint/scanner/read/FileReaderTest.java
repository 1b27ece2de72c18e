package dev.urilint.scanner.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileReaderTest {

  @TempDir Path dir;

  private final FileReader reader = new FileReader(1024, true);

  private FileContent read(byte[] bytes) throws IOException {
    Path f = dir.resolve("f.yml");
    Files.write(f, bytes);
    return reader.read(f, bytes.length);
  }

  @Test
  void decodesUtf8AndHashesTheBytes() throws IOException {
    FileContent c = read("url: https://bücher.example/\n".getBytes(StandardCharsets.UTF_8));

    assertThat(c).isInstanceOf(FileContent.Text.class);
    assertThat(((FileContent.Text) c).text()).isEqualTo("url: https://bücher.example/\n");
    assertThat(((FileContent.Text) c).sha256()).hasValueSatisfying(h -> assertThat(h).hasSize(64));
  }

  @Test
  void dropsAByteOrderMarkSoColumnsMatchTheEditor() throws IOException {
    FileContent c = read(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'a', '=', '1'});

    assertThat(((FileContent.Text) c).text()).isEqualTo("a=1");
  }

  @Test
  void rejectsInvalidUtf8NamingTheByteOffset() throws IOException {
    FileContent c = read(new byte[] {'a', '=', (byte) 0xC3, '(', '\n'});

    assertThat(c).isEqualTo(new FileContent.Rejected("not valid UTF-8 at byte 2; urilint reads UTF-8 files only"));
  }

  @Test
  void rejectsABinaryFile() throws IOException {
    FileContent c = read(new byte[] {'P', 'K', 3, 4, 0, 0});

    assertThat(c).isEqualTo(new FileContent.Rejected("binary file (NUL byte at offset 4); not scanned"));
  }

  @Test
  void rejectsATooLargeFileWithoutReadingIt() throws IOException {
    Path f = dir.resolve("huge.json");
    try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
      raf.setLength(200L * 1024 * 1024);
    }

    assertThat(reader.read(f, Files.size(f)))
        .isEqualTo(new FileContent.Rejected("larger than the limit of 1024 bytes (209715200 bytes); not read"));
  }

  @Test
  void noticesAFileThatGrewPastTheLimitAfterTheWalk() throws IOException {
    Path f = dir.resolve("grown.json");
    Files.write(f, new byte[2000]);

    assertThat(reader.read(f, 10)).isEqualTo(new FileContent.Rejected("larger than the limit of 1024 bytes (1025 bytes); not read"));
  }

  @Test
  void rejectsAFileThatVanished() {
    assertThat(reader.read(dir.resolve("gone.yml"), 3))
        .isEqualTo(new FileContent.Rejected("cannot be read: it disappeared during the scan"));
  }

  @Test
  void skipsHashingWhenNoCacheNeedsIt() throws IOException {
    Path f = dir.resolve("a.yml");
    Files.writeString(f, "a: 1");

    assertThat(((FileContent.Text) new FileReader(1024, false).read(f, 4)).sha256()).isEmpty();
  }
}
