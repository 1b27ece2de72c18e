package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.Extractors;
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
        new ValueLinter(engine, Set.of(), Optional.empty()), engine, TestCodePolicy.defaults(), Optional.empty(), new ProjectPaths(dir));
  }

  private WalkedFile file(String name, String content) throws IOException {
    Path p = dir.resolve(name);
    Files.createDirectories(p.getParent());
    Files.writeString(p, content);
    return new WalkedFile(p, name, Files.size(p));
  }

  /** How a stand-in extractor reads a file. */
  private interface Read {
    List<ExtractedValue> extract(SourceFile f) throws dev.urilint.scanner.extract.ExtractionException;
  }

  /** An extractor that accepts every file and reads it with {@code read}. */
  private static Extractor acceptingEvery(Read read) {
    return new Extractor() {
      @Override
      public boolean accepts(SourceFile f) {
        return true;
      }

      @Override
      public List<ExtractedValue> extract(SourceFile f) throws dev.urilint.scanner.extract.ExtractionException {
        return read.extract(f);
      }
    };
  }

  /** An extractor that accepts every file and rejects it as malformed with {@code message}. */
  private static Extractor rejecting(String message) {
    return acceptingEvery(f -> {
      throw new dev.urilint.scanner.extract.ExtractionException(message);
    });
  }

  /**
   * A file that exhausts the memory (10 MiB of "//a:b@" in a 1 GB heap printed a raw
   * OutOfMemoryError stack trace) is one skipped file with its reason, and fails the run as lost.
   */
  @Test
  void aFileThatExhaustsTheMemoryIsSkippedWithAReasonNotAStackTrace() throws IOException {
    Extractor exhausting = acceptingEvery(f -> {
      throw new OutOfMemoryError("Java heap space");
    });

    assertThat(scanner(List.of(exhausting)).scan(file("big.yml", "url: http://h/")))
        .isEqualTo(new FileOutcome.Skipped(
            new SkippedFile("big.yml", "too large to analyse in the memory available; not scanned", true)));
  }

  @Test
  void aFileNoExtractorAcceptsIsNeitherScannedNorSkipped() throws IOException {
    assertThat(scanner(List.of(new LinesExtractor())).scan(file("nginx.conf", "server { }")))
        .isEqualTo(new FileOutcome.Unsupported());
  }

  /**
   * Another program's {@code .conf} (nginx, Qpid Dispatch, Redis) is not HOCON and was left out
   * unread, so a password in a URI in it passed without a word. It is read as plain text for
   * passwords only, quietly: the file is not broken, so no "read as plain text" note.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiterString = " ;; ",
      textBlock = """
      # nginx reverse proxy: a directive per line, each ending in ';' (HoconDetector says not HOCON)
      deploy/nginx.conf ;; server {\\n  location / {\\n    proxy_pass http://deploy:Hunter2x@backend.example.com/;\\n  }\\n} ;; 1
      # Qpid Dispatch router (apache/qpid-dispatch: etc/qdrouterd.conf): braces HOCON cannot parse
      etc/qdrouterd.conf ;; router {\\n    mode: standalone\\n}\\nconnector {\\n  url: amqp://admin:Hunter2x@broker.example.com:5672\\n  role: normal,\\n} } ;; 1
      # the same nginx file without a password: read, quiet
      deploy/site.conf ;; server {\\n  listen 80;\\n  proxy_pass http://backend.example.com/;\\n} ;; 0
      """)
  void readsAnotherProgramsConfFileForPasswordsOnlyAndQuietly(String path, String escaped, int findings)
      throws IOException {
    String text = escaped.replace("\\n", "\n");

    FileOutcome outcome = scanner(Extractors.standard().all()).scan(file(path, text));

    assertThat(outcome).isInstanceOf(FileOutcome.Scanned.class);
    FileOutcome.Scanned scanned = (FileOutcome.Scanned) outcome;
    assertThat(scanned.readAsText()).isEmpty();
    assertThat(scanned.findings()).hasSize(findings)
        .allSatisfy(f -> {
          assertThat(f.rule().id()).isEqualTo("credentials-in-uri");
          assertThat(f.maskedUri()).doesNotContain("Hunter2x");
        });
  }

  @Test
  void theFirstExtractorThatAcceptsReadsTheFile() throws IOException {
    Extractor never = acceptingEvery(f -> List.of());

    assertThat(scanner(List.of(never, new LinesExtractor())).scan(file("a.properties", "u=http://a/ b")))
        .isEqualTo(new FileOutcome.Scanned(List.of(), 0));
  }

  @Test
  void masksAnExtractorMessageThatQuotesASecret() throws IOException {
    Extractor leaky = rejecting("bad value http://u:hunter2@h/");

    assertThat(scanner(List.of(leaky)).scan(file("a.yml", "x")))
        .isEqualTo(new FileOutcome.Scanned(List.of(), 0, false, 0, Optional.of(
            "bad value http://u:****@h/; read as plain text, checked for passwords in URIs only")));
  }

  /**
   * Files that become their format only after a build step: a parser rejects them, so they are
   * read as plain text and checked for leaked credentials, never failed as broken nor dropped.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiterString = " ;; ",
      textBlock = """
      # Helm chart template (prometheus-community/helm-charts: templates/configmap.yaml): Go template, not YAML yet
      charts/x/templates/configmap.yaml ;; data:\\n  config.yml: |\\n    {{- toYaml .Values.config | nindent 4 }}\\n  dsn: postgres://app:s3cret@db:5432/app\\n ;; postgres://app:s3cret@db:5432/app
      # Maven-filtered resource (spring-cloud-gateway: docs/.../antora.yml): @tokens@ until filtered
      antora.yml ;; version: @antora-component.version@\\nurl: https://ci:tok3n@ci.example.org/x\\n ;; https://ci:tok3n@ci.example.org/x
      # Installer fragment (apache/tomcat: res/install-win/tomcat-users_1.xml): the first half of a document
      tomcat-users_1.xml ;; <tomcat-users xmlns="http://tomcat.apache.org/xml">\\n<!-- ldap://admin:pw@ldap.example.org -->\\n ;; ldap://admin:pw@ldap.example.org
      """)
  void readsAFileItsParserRejectsAsPlainTextForLeaks(String path, String escaped, String leak)
      throws IOException {
    String text = escaped.replace("\\n", "\n");
    Extractor rejecting = rejecting("invalid at line 2");

    FileOutcome outcome = scanner(List.of(rejecting)).scan(file(path, text));

    assertThat(outcome).isInstanceOf(FileOutcome.Scanned.class);
    FileOutcome.Scanned scanned = (FileOutcome.Scanned) outcome;
    assertThat(scanned.readAsText()).hasValue("invalid at line 2; read as plain text, checked for passwords in URIs only");
    assertThat(scanned.findings()).extracting(f -> f.rule().id()).containsExactly("credentials-in-uri");
    assertThat(scanned.findings().get(0).maskedUri()).doesNotContain("s3cret", "tok3n", ":pw@")
        .startsWith(leak.substring(0, leak.indexOf(':')));
  }

  /**
   * One syntax error turned a file into plain text checked only for {@code //user:pw@}: a YAML
   * file ending in {@code broken: [} lost its SQL Server, Oracle, registry and slashless
   * passwords, and the run passed (reproducers of a hostile review). Plain text is now read for
   * secrets by the finder every value and source line uses, and the rule decides as it does on
   * the parsed file: the same error either way.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "SQL Server        | jdbc:sqlserver://db.example.com:1433;databaseName=app;user=sa;password=Hunter2x",
        "Oracle thin       | jdbc:oracle:thin:scott/Hunter2x@db.example.com:1521:orcl",
        "a registry        | nacos://nacos.example.com:8848?username=nacos&password=Hunter2x",
        "slashless         | http:deploy:Hunter2x@repo.example.com/releases",
        "userinfo          | https://deploy:Hunter2x@repo.example.com/releases",
      })
  void aFileWithASyntaxErrorIsReadForEveryShapeOfPassword(String shape, String url) throws IOException {
    LintEngine engine = LintEngine.of(dev.urilint.lint.SeverityPolicy.defaults());
    FileScanner real = new FileScanner(new FileReader(1 << 20, false), Extractors.standard().all(),
        new ValueLinter(engine, Set.of(), Optional.empty()), engine, TestCodePolicy.defaults(), Optional.empty(), new ProjectPaths(dir));
    String yaml = "app:\n  url: " + url + "\n";

    FileOutcome.Scanned parsed = (FileOutcome.Scanned) real.scan(file("parsed.yml", yaml));
    FileOutcome.Scanned broken = (FileOutcome.Scanned) real.scan(file("broken.yml", yaml + "broken: [\n"));

    assertThat(parsed.readAsText()).isEmpty();
    assertThat(broken.readAsText()).isPresent();
    for (FileOutcome.Scanned scanned : List.of(parsed, broken)) {
      assertThat(scanned.findings())
          .filteredOn(f -> f.rule() == dev.urilint.lint.RuleId.CREDENTIALS_IN_URI)
          .singleElement()
          .satisfies(f -> {
            assertThat(f.severity()).isEqualTo(dev.urilint.lint.Severity.ERROR);
            assertThat(f.line()).isEqualTo(2);
            assertThat(f.maskedUri()).doesNotContain("Hunter2x");
          });
    }
  }

  /**
   * Test code gets the test-code rules, and its own fixtures are quiet (TestCodePolicy): a space in
   * a path is a decoder's input, {@code test:test@localhost} a test's dummy, but a real-looking
   * password for a public host in a test resource is a leak.
   */
  @ParameterizedTest(name = "{0}, all rules {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "src/test/resources/application.yml | false | credentials-in-uri",
        "src/test/resources/application.yml | true  | credentials-in-uri,credentials-in-uri,malformed-uri",
        "src/main/resources/application.yml | false | credentials-in-uri,credentials-in-uri,malformed-uri",
      })
  void testCodeGetsTheSecurityRulesWithoutItsFixtures(String path, boolean allRules, String rules) throws IOException {
    LintEngine engine = LintEngine.of(dev.urilint.lint.SeverityPolicy.defaults());
    FileScanner real = new FileScanner(new FileReader(1 << 20, false), Extractors.standard().all(),
        new ValueLinter(engine, Set.of(), Optional.empty()), engine, new TestCodePolicy(allRules), Optional.empty(), new ProjectPaths(dir));
    String yaml = """
        decoder:
          url: "http://a.acme.io/a b"
        eureka:
          url: http://test:test@localhost:8761/eureka
        deploy:
          url: https://deploy:Tq7xW2mKp9RzLc@repo.acme.io/releases
        """;

    FileOutcome.Scanned scanned = (FileOutcome.Scanned) real.scan(file(path, yaml));

    assertThat(scanned.findings()).extracting(f -> f.rule().id()).containsExactlyInAnyOrder(rules.split(","));
    assertThat(scanned.testCodeRulesOnly()).isEqualTo(path.startsWith("src/test/") && !allRules);
  }

  // A name ending in Test is not enough: an A/B experiment or a load generator in main is
  // production code; a test class kept in main (activemq's joram-jms-tests) imports its framework.
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "src/main/java/org/acme/ABTest.java   | import java.util.Random;        | true",
        "src/main/java/org/acme/LoadTest.java | import java.net.http.HttpClient; | true",
        "src/main/java/org/acme/ClientTest.java | import org.junit.jupiter.api.Test; | false",
      })
  void decidesTestClassesOutsideTestTreesByContent(String path, String importLine, boolean everyRule)
      throws IOException {
    WalkedFile file = file(path, importLine + "\nu=http://a/ b\n");

    FileOutcome outcome = scanner(List.of(acceptingEvery(new LinesExtractor()::extract))).scan(file);

    assertThat(outcome).isInstanceOfSatisfying(
        FileOutcome.Scanned.class, s -> assertThat(s.testCodeRulesOnly()).isEqualTo(!everyRule));
  }
}
