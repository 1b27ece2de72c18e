package dev.urilint.scanner.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.io.TempDir;

class FileReaderTest {

  @TempDir Path dir;

  private final FileReader reader = new FileReader(1024, true);

  private FileContent read(byte[] bytes) throws IOException {
    return read("f.yml", bytes);
  }

  private FileContent read(String name, byte[] bytes) throws IOException {
    Path f = dir.resolve(name);
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

    assertThat(c)
        .isEqualTo(
            new FileContent.Rejected(
                "not valid UTF-8 at byte 2; urilint reads UTF-8 unless a byte-order mark or an XML declaration names another encoding"));
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

  /** Each file read the way its own format defines its encoding. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("encodings")
  void readsEachFormatInTheEncodingItDefines(String file, byte[] bytes, String text) throws IOException {
    FileContent c = read(file, bytes);

    assertThat(c).isInstanceOf(FileContent.Text.class);
    assertThat(((FileContent.Text) c).text()).isEqualTo(text);
  }

  static Stream<Arguments> encodings() {
    String latin1 = "# caf\u00e9\nurl=http://h.example/\n";
    String xml = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<a>caf\u00e9 http://h.example/</a>\n";
    String yaml = "url: http://caf\u00e9.example/\n";
    return Stream.of(
        // Properties.load reads ISO-8859-1; PropertyResourceBundle reads UTF-8, then ISO-8859-1.
        Arguments.of("messages.properties", latin1.getBytes(StandardCharsets.ISO_8859_1), latin1),
        Arguments.of("messages_de.properties", latin1.getBytes(StandardCharsets.UTF_8), latin1),
        // XML 1.0 section 4.3.3: the declaration names the encoding.
        Arguments.of("pom.xml", xml.getBytes(StandardCharsets.ISO_8859_1), xml),
        Arguments.of("single.xml", xml.replace('"', '\'').getBytes(StandardCharsets.ISO_8859_1), xml.replace('"', '\'')),
        // A byte-order mark: UTF-16 ("Unicode" in Windows editors) is text, not binary.
        Arguments.of("app.yml", withBom(new byte[] {(byte) 0xFF, (byte) 0xFE}, yaml.getBytes(StandardCharsets.UTF_16LE)), yaml),
        Arguments.of("app.json", withBom(new byte[] {(byte) 0xFE, (byte) 0xFF}, yaml.getBytes(StandardCharsets.UTF_16BE)), yaml),
        Arguments.of("web.xml", withBom(new byte[] {(byte) 0xFF, (byte) 0xFE}, xml.getBytes(StandardCharsets.UTF_16LE)), xml));
  }

  private static byte[] withBom(byte[] bom, byte[] content) {
    byte[] all = new byte[bom.length + content.length];
    System.arraycopy(bom, 0, all, 0, bom.length);
    System.arraycopy(content, 0, all, bom.length, content.length);
    return all;
  }

  @Test
  void aYamlFileIsUtf8OnlyAndAnXmlEncodingTheRuntimeLacksIsNamed() throws IOException {
    assertThat(read("app.yml", "a: caf\u00e9".getBytes(StandardCharsets.ISO_8859_1)))
        .isInstanceOf(FileContent.Rejected.class);
    assertThat(read("a.xml", "<?xml version='1.0' encoding='x-no-such\u0001'?><a/>".getBytes(StandardCharsets.ISO_8859_1)))
        .isEqualTo(new FileContent.Rejected("declares the encoding 'x-no-such?', which this Java runtime cannot decode"));
  }
}
