package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.SourceFile;
import dev.urilint.scanner.read.FileReader;
import dev.urilint.scanner.testing.FakeEngine;
import dev.urilint.scanner.testing.LinesExtractor;
import dev.urilint.scanner.walk.WalkedFile;
import dev.urilint.source.TestCodePolicy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FileScannerTest {

  @TempDir Path dir;

  private FileScanner scanner(List<Extractor> extractors) {
    FakeEngine engine = new FakeEngine();
    return new FileScanner(new FileReader(1 << 20, false), extractors,
        new ValueLinter(engine, Set.of(), Optional.empty()), engine, TestCodePolicy.defaults(), Optional.empty());
  }

  private WalkedFile file(String name, String content) throws IOException {
    Path p = dir.resolve(name);
    Files.createDirectories(p.getParent());
    Files.writeString(p, content);
    return new WalkedFile(p, name, Files.size(p));
  }

  @Test
  void aFileNoExtractorAcceptsIsNeitherScannedNorSkipped() throws IOException {
    assertThat(scanner(List.of(new LinesExtractor())).scan(file("nginx.conf", "server { }")))
        .isEqualTo(new FileOutcome.Unsupported());
  }

  @Test
  void theFirstExtractorThatAcceptsReadsTheFile() throws IOException {
    Extractor never = new Extractor() {
      @Override
      public boolean accepts(SourceFile f) {
        return true;
      }

      @Override
      public List<ExtractedValue> extract(SourceFile f) {
        return List.of();
      }
    };

    assertThat(scanner(List.of(never, new LinesExtractor())).scan(file("a.properties", "u=http://a/ b")))
        .isEqualTo(new FileOutcome.Scanned(List.of(), 0));
  }

  @Test
  void masksAnExtractorMessageThatQuotesASecret() throws IOException {
    Extractor leaky = new Extractor() {
      @Override
      public boolean accepts(SourceFile f) {
        return true;
      }

      @Override
      public List<ExtractedValue> extract(SourceFile f) throws dev.urilint.scanner.extract.ExtractionException {
        throw new dev.urilint.scanner.extract.ExtractionException("bad value http://u:hunter2@h/");
      }
    };

    assertThat(scanner(List.of(leaky)).scan(file("a.yml", "x")))
        .isEqualTo(new FileOutcome.Skipped(new SkippedFile("a.yml", "bad value http://u:****@h/")));
  }

  @ParameterizedTest
  @CsvSource({
    "src/test/resources/application.yml",
    "test/org/apache/tomcat/util/buf/TestUDecoder.java",
    "src/main/java/org/acme/ClientTest.java",
  })
  void leavesTestCodeAloneWithoutReadingIt(String path) throws IOException {
    WalkedFile file = file(path, "u=http://a/ b");
    Files.delete(file.file());   // a read would fail: test code is not even read

    assertThat(scanner(List.of(new LinesExtractor())).scan(file)).isEqualTo(new FileOutcome.NotChecked());
  }
}
