package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.scanner.baseline.BaselineWriter;
import dev.urilint.scanner.baseline.Fingerprints;
import dev.urilint.scanner.testing.FakeEngine;
import dev.urilint.scanner.testing.LinesExtractor;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScannerTest {

  @TempDir Path root;

  private final LinesExtractor extractor = new LinesExtractor();
  // Every PBKDF2 derivation of the scans, counted: the real one, so baselines still match.
  private final List<String> derived = new CopyOnWriteArrayList<>();
  private final Scanner scanner =
      new Scanner(
          List.of(extractor),
          FakeEngine::new,
          (salt, raw) -> {
            derived.add(raw);
            return Fingerprints.secretHash(salt, raw);
          });

  private Path write(String path, String content) throws IOException {
    Path file = root.resolve(path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, content, StandardCharsets.UTF_8);
    return file;
  }

  private ScanResult scan() {
    return scanner.scan(ScanRequest.of(root).withThreads(2));
  }

  @Test
  void placesEachFindingOnTheOffendingCharacter() throws IOException {
    write("app.properties", "name=demo\nservice.url=http://api.example.org/a b\n");

    ScanResult result = scan();

    assertThat(result.findings())
        .extracting(f -> f.path() + ":" + f.line() + ":" + f.column() + "-" + f.endLine() + ":" + f.endColumn() + " " + f.rule().id())
        .containsExactly(
            "app.properties:2:13-2:17 insecure-scheme",
            "app.properties:2:37-2:38 malformed-uri");
    assertThat(result.filesScanned()).isEqualTo(1);
  }

  @Test
  void readsRfc6570TemplatesInConfigValuesButNotInCodeThatTakesAUri() throws IOException {
    write("src/main/resources/app.yml", "users:\n  url: https://api.example.org/users/{id}{?fields}\n");
    write(
        "src/main/java/Client.java",
        "class Client {\n  java.net.URI u = java.net.URI.create(\"https://api.example.org/users/{id}\");\n}\n");

    ScanResult result = new Scanner().scan(ScanRequest.of(root));

    assertThat(result.findings())
        .extracting(f -> f.path() + ":" + f.line() + ":" + f.column() + " " + f.rule().id())
        .containsExactly("src/main/java/Client.java:2:71 malformed-uri");
  }

  @Test
  void userSinksFromUrilintYmlMakeTheirArgumentsUris() throws Exception {
    String client =
        "import com.acme.Http;\nclass Client {\n  void m(Http http) {\n    http.get(\"http://a.example/x y z\");\n  }\n}\n";
    write("src/main/java/Client.java", client);
    assertThat(new Scanner().scan(ScanRequest.of(root)).findings()).as("no sink without the setting").isEmpty();

    ScanRequest request =
        dev.urilint.scanner.config.ConfigLoader.loadFrom(write("urilint.yml", "additionalSinks: [com.acme.Http#get]\n").getParent())
            .applyTo(ScanRequest.of(root));

    assertThat(new Scanner().scan(request).findings())
        .extracting(f -> f.line() + ":" + f.column() + " " + f.rule().id())
        .containsExactly("4:33 malformed-uri");
  }

  @Test
  void checksEachItemOfAListOfUrisOnItsOwn() throws IOException {
    write(
        "src/main/resources/application.properties",
        "app.trusted-urls=https://localhost:3000/,https://app.example.org/, https://bad host.example.org/\n");

    ScanResult result = new Scanner().scan(ScanRequest.of(root));

    assertThat(result.findings())
        .extracting(f -> f.line() + ":" + f.column() + "-" + f.endColumn() + " " + f.rule().id() + " " + f.maskedUri())
        .containsExactly("1:79-80 malformed-uri https://bad host.example.org/");
  }

  @Test
  void ordersFindingsByPathLineColumnRuleWhateverTheThreadCount() throws IOException {
    for (int i = 0; i < 30; i++) {
      write("d" + (i % 3) + "/f" + i + ".properties", "a.url=http://x.example.org/ a\nb.url=http://y.example.org/\n");
    }
    ScanResult parallel = scanner.scan(ScanRequest.of(root).withThreads(4));
    ScanResult serial = scanner.scan(ScanRequest.of(root).withThreads(1));

    assertThat(parallel.findings()).hasSize(90).isEqualTo(serial.findings());
    assertThat(parallel.findings()).isSortedAccordingTo(ReportedFinding.ORDER);
  }

  @Test
  void lintsOnlyPlausibleUrisSoLookAlikesStayQuiet() throws IOException {
    write(
        "app.properties",
        String.join(
            "\n",
            "greeting=Note: restart the service",
            "artifact=org.acme:lib:1.0 final",
            "image=nginx:1.25 alpine",
            "ports=8080:80 tcp",
            "docs=see https://example.org/a b",
            "db.url=localhost:5432/app x",
            "homepage=https://example.org/a b",
            ""));

    assertThat(scan().findings())
        .extracting(f -> f.line() + " " + f.rule().id())
        .containsExactly("6 malformed-uri", "7 malformed-uri");
  }

  /**
   * A message bundle's prose is text, but a message that is, as a whole, a URI is a link the
   * program shows its users, read with its key like a config value: Jenkins' {@code
   * levels_fr.properties} holds {@code url=https://www.jenkins.io/redirect/log-levels}, and a
   * slash lost there was a broken link no rule reported.
   */
  @Test
  void readsAMessageBundleAsTextExceptItsWholeUriMessages() throws IOException {
    String messages =
        String.join(
            "\n",
            // tomcat java/org/apache/catalina/connector/LocalStrings_ja.properties
            "coyoteAdapter.invalidURI=無効な URI",
            // tomcat java/org/apache/catalina/manager/host/LocalStrings_fr.properties
            "htmlHostManagerServlet.addHost=Hôte",
            // tomcat java/org/apache/tomcat/util/net/openssl/panama/LocalStrings_zh_CN.properties
            "engine.invalidOCSPURL=OCSP链接无效：[{0}]",
            "mirror.url=http://mirror.acme-partner.io/",
            "deploy.url=https://deploy:hunter2@repo.example.net/",
            // jenkins core/src/main/resources/hudson/logging/LogRecorderManager/levels_fr.properties, a slash lost
            "url=https:/www.jenkins.io/redirect/log-levels",
            // jenkins core/src/main/resources/lib/layout/layout_de.properties: a message around a link stays prose
            "searchBox.help=Siehe http://www.jenkins.io/redirect/search-box für Hilfe",
            // jenkins core/src/main/resources/jenkins/model/Jenkins/fingerprintCheck_es.properties: a
            // translator's trailing space is no part of the link
            "fingerprint.link=https://0x5db8d822/redirect/fingerprint ",
            "");
    write("java/org/apache/catalina/manager/host/LocalStrings_fr.properties", messages);
    write("src/main/resources/application.properties", messages);

    ScanResult result = new Scanner().scan(ScanRequest.of(root));

    assertThat(result.findings())
        .filteredOn(f -> f.path().endsWith("LocalStrings_fr.properties"))
        .extracting(f -> f.line() + " " + f.rule().id())
        .containsExactly("4 insecure-scheme", "5 credentials-in-uri", "6 missing-host", "8 rare-ip-format");
    assertThat(result.findings())
        .filteredOn(f -> f.path().endsWith("application.properties"))
        .extracting(f -> f.line() + " " + f.rule().id())
        .contains("4 insecure-scheme", "5 credentials-in-uri")
        // a message under a key that ends in URI or host is no URI, wherever it stands: the key
        // makes it a candidate, its shape (a sentence, a word of another script) says no URI
        .doesNotContain("2 malformed-uri", "3 malformed-uri");
  }

  // The recall suite's plants in elastic/helm-charts and grafana/helm-charts: Helm's schema makes a
  // chart's home, icon, sources and dependency repositories URLs, so a scheme left off is reported
  // there whatever the host; under any other key only before a host under a top-level domain
  // (SchemelessUriShape: chartmuseum:8080/... is a host and port setting as often, and
  // registry:5000/nginx is an image reference in a values.yaml).
  @Test
  void readsAHelmChartsUrlKeysAsLocatorsWhateverTheirShape() throws IOException {
    String chart = String.join(
        "\n",
        "apiVersion: v2",
        "name: apm-server",
        "home: github.com:8443/elastic/helm-charts",
        "sources:",
        "  - chartmuseum:8080/elastic/apm",
        "icon: helm.elastic.co:8443/icons/apm.png",
        "dependencies:",
        "  - name: grafana",
        "    repository: grafana.github.io:8443/helm-charts",
        "description: registry:5000/nginx",
        "");
    write("charts/apm-server/Chart.yaml", chart);
    write("charts/apm-server/values.yaml", chart);

    ScanResult result = new Scanner().scan(ScanRequest.of(root));

    assertThat(result.findings())
        .filteredOn(f -> f.path().endsWith("Chart.yaml"))
        .extracting(f -> f.line() + " " + f.rule().id())
        .containsExactly("3 relative-colon-segment", "5 relative-colon-segment", "6 relative-colon-segment",
            "9 relative-colon-segment");
    assertThat(result.findings())
        .filteredOn(f -> f.path().endsWith("values.yaml"))
        .extracting(f -> f.line() + " " + f.rule().id())
        .containsExactly("3 relative-colon-segment", "6 relative-colon-segment", "9 relative-colon-segment");
  }

  @Test
  void checksAUriWithAPasswordInsideAnyValueWhateverItsKey() throws IOException {
    write(
        "app.properties",
        String.join(
            "\n",
            "scm.developerConnection=scm:git:https://deploy:s3cr3t@git.acme-corp.io/app.git",
            "app.description=Clone with https://ci:s3cr3t@git.acme-corp.io/app.git first",
            "db.fallback=${DB_URL:jdbc:mysql://app:s3cr3t@db.acme-corp.io/app}",
            "mirror=//app:s3cr3t@db.acme-corp.io/app",
            // jenkins pom.xml <developerConnection>: no password
            "scm.connection=scm:git:git@github.com:jenkinsci/jenkins.git",
            "help=Use a URL such as https://user:password@host/ to sign in",
            ""));
    write(
        "pom.xml",
        "<project><scm>\n"
            + "  <connection>scm:git:https://github.com/jenkinsci/jenkins.git</connection>\n"
            + "  <developerConnection>scm:git:https://deploy:s3cr3t@git.acme-corp.io/app.git</developerConnection>\n"
            + "</scm></project>\n");

    ScanResult result = new Scanner().scan(ScanRequest.of(root));

    assertThat(result.findings())
        .extracting(f -> f.path() + ":" + f.line() + ":" + f.column() + " " + f.rule().id())
        .containsExactly(
            "app.properties:1:48 credentials-in-uri",
            "app.properties:2:39 credentials-in-uri",
            "app.properties:3:39 credentials-in-uri",
            "app.properties:4:14 credentials-in-uri",
            "pom.xml:3:47 credentials-in-uri");
    assertThat(result.findings()).allSatisfy(f -> assertThat(f.maskedUri() + f.message()).doesNotContain("s3cr3t"));
  }

  @Test
  void readsATextBlockLineByLineOnlyForLeaksButALocatorWhole() throws IOException {
    // tomcat webapps/docs/manager-howto.xml: documentation snippets, one URI per line or wrapped,
    // and notation ([optional] parts); text, not known to be a URI: only the security rules
    write(
        "docs/manager-howto.xml",
        "<document><body>\n"
            + "<source>http://localhost:8080/manager/status\n"
            + "http://localhost:8080/manager/status/all</source>\n"
            + "<source>http://localhost:8080/manager/jmxproxy/\n"
            + " ?set=Catalina%3Atype%3DValve%2Cname%3DErrorReportValve%2Chost%3Dlocalhost\n"
            + " &amp;att=debug&amp;val=10</source>\n"
            + "<source>http://localhost:8080/a%2G\nhttps://u:s3cr3t@acme-corp.io/</source>\n"
            // tomcat webapps/docs/realm-howto.xml: a line of prose that starts with a URI
            + "<p>either the\nhttp://localhost:8080/myapp/j_security_check URI or at some other\n"
            + "place, see https://ops:s3cr3t@acme-corp.io/x</p>\n"
            // tomcat webapps/docs/manager-howto.xml:658 and rewrite.xml:788: optional parts
            + "<source>http://localhost:8080/manager/text/resources[?type=xxxxx]</source>\n"
            + "<p>Prefix with <code>http://thishost[:thisport]/</code> to redirect</p>\n"
            // a leak on its own line of a block is placed on its line
            + "<source>curl\nhttps://api.acme-corp.io/v1?access_token=9fK2LmQ8vX3pR7tYw</source>\n"
            + "</body></document>\n");
    write("app.properties", "api.url=https://api.acme-corp.io/v1\\nhttps://api.acme-corp.io/v2\n");

    assertThat(new Scanner().scan(ScanRequest.of(root)).findings())
        .extracting(f -> f.path() + ":" + f.line() + " " + f.rule().id())
        .containsExactly(
            "app.properties:1 malformed-uri",
            "docs/manager-howto.xml:8 credentials-in-uri",
            "docs/manager-howto.xml:11 credentials-in-uri",
            "docs/manager-howto.xml:15 sensitive-query-parameter");
  }

  @Test
  void countsTheStringsTheRulesCheckedEachItemOfAListOnItsOwn() throws IOException {
    write(
        "src/main/resources/application.properties",
        String.join(
            "\n",
            "greeting=Note: restart the service",
            "home=https://example.org/",
            "app.cors.allowed-origins=https://localhost:3000,https://app.example.org/",
            "retries=3",
            ""));
    write("src/main/resources/other.properties", "db.url=jdbc:postgresql://db.example.org/app\n");

    ScanResult result = new Scanner().scan(ScanRequest.of(root));

    assertThat(result.findings()).isEmpty();
    assertThat(result.stringsLinted()).isEqualTo(4);
  }

  @Test
  void leavesTestCodeAloneUnlessAsked() throws IOException {
    write("src/test/resources/t.properties", "api.url=http://u:secret@api.example.org/a b\n");
    write("test/org/acme/TestClient.properties", "api.url=http://u:secret@api.example.org/a b\n");

    assertThat(scan().findings()).isEmpty();
    assertThat(scanner.scan(ScanRequest.of(root).withTestSourcesAllRules(true)).findings())
        .extracting(ReportedFinding::rule)
        .containsExactlyInAnyOrder(
            RuleId.CREDENTIALS_IN_URI, RuleId.INSECURE_SCHEME, RuleId.MALFORMED_URI,
            RuleId.CREDENTIALS_IN_URI, RuleId.INSECURE_SCHEME, RuleId.MALFORMED_URI);
  }

  @Test
  void honoursInlineSuppressionsOnTheLineAndTheLineBefore() throws IOException {
    write(
        "app.properties",
        String.join(
            "\n",
            "# urilint:ignore insecure-scheme",
            "a.url=http://a.example.org/x y",
            "b.url=http://b.example.org/",
            "# urilint:ignore",
            "c.url=http://c.example.org/x y",
            ""));

    ScanResult result = scan();

    assertThat(result.findings())
        .extracting(f -> f.line() + " " + f.rule().id())
        .containsExactly("2 malformed-uri", "3 insecure-scheme");
    assertThat(result.suppressed()).isEqualTo(3);
  }

  @Test
  void neverShowsASecretInFindings() throws IOException {
    write("app.properties", "db.url=http://app:hunter2@db.example.org/x\n");

    ScanResult result = scan();

    assertThat(result.findings()).isNotEmpty();
    assertThat(result.findings().toString()).doesNotContain("hunter2");
    assertThat(result.findings()).allSatisfy(f -> assertThat(f.maskedUri()).isEqualTo("http://app:****@db.example.org/x"));
  }

  @Test
  void skipsFilesThatAreNotTextConfigAndCountsEachSkip() throws IOException {
    write("ok.properties", "a.url=http://a.example.org/\n");
    Files.write(root.resolve("binary.properties"), new byte[] {'a', '=', 0, 1, 2});
    Files.write(root.resolve("latin1.yml"), new byte[] {'a', ':', ' ', 'c', 'a', 'f', (byte) 0xE9, '\n'});
    try (RandomAccessFile huge = new RandomAccessFile(root.resolve("huge.properties").toFile(), "rw")) {
      huge.setLength(200L * 1024 * 1024); // sparse: never read
    }
    write("broken.properties", "a=!fail\n");
    write("deep.properties", "a=!overflow\n");
    write("bug.properties", "a=!boom\n");

    ScanResult result = scan();

    assertThat(result.skipped())
        .extracting(s -> s.path() + ": " + s.reason())
        .containsExactly(
            "binary.properties: binary file (NUL byte at offset 2); not scanned",
            "broken.properties: not a properties file at line 1; read as plain text, checked for passwords in URIs only",
            "bug.properties: could not be analysed (internal error: IllegalStateException)",
            "deep.properties: too deeply nested to analyse (stack overflow); not scanned",
            "huge.properties: larger than the limit of 10485760 bytes (209715200 bytes); not read",
            "latin1.yml: not valid UTF-8 at byte 6; urilint reads UTF-8 unless a byte-order mark or an XML declaration names another encoding");
    // Only the file its parser rejected was read (as plain text), and it is not lost.
    assertThat(result.skipped()).filteredOn(s -> !s.lost()).extracting(SkippedFile::path)
        .containsExactly("broken.properties");
    assertThat(result.filesScanned()).isEqualTo(2);
    assertThat(result.findings()).hasSize(1);
  }

  @Test
  void reportsASymlinkLoopOnceAndGoesOn() throws IOException {
    write("a/app.properties", "a.url=http://a.example.org/\n");
    Files.createSymbolicLink(root.resolve("a/loop"), root.resolve("a"));

    ScanResult result = scan();

    assertThat(result.skipped())
        .extracting(SkippedFile::path, SkippedFile::reason)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                "a/loop", "symbolic link loop: it points back to a folder above it; not followed"));
    assertThat(result.findings()).hasSize(1);
  }

  @Test
  void skipsAnUnreadableFile() throws IOException {
    assumeThat(System.getProperty("user.name")).as("root reads files whatever their mode").isNotEqualTo("root");
    Path file = write("secret.properties", "a.url=http://a.example.org/\n");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));

    assertThat(scan().skipped())
        .extracting(SkippedFile::reason)
        .containsExactly("cannot be read: permission denied");
  }

  @Test
  void aBaselineHidesKnownFindingsButNotANewSecretOnTheSameLine() throws IOException {
    Path app = write("app.properties", "db.url=http://app:hunter2@db.example.org/x\n");
    Path baselineFile = root.resolve("urilint-baseline.json");
    ScanRequest request = ScanRequest.of(root).withPaths(List.of(app)).withBaseline(baselineFile);
    BaselineWriter.write(scanner.scan(request), baselineFile);

    write("app.properties", "\n\n# moved down\ndb.url=http://app:hunter2@db.example.org/x\n");
    ScanResult moved = scanner.scan(request);
    assertThat(moved.findings()).isEmpty();
    assertThat(moved.baselined()).isEqualTo(2);

    write("app.properties", "db.url=http://app:n3wPassw0rd@db.example.org/x\n");
    ScanResult rotated = scanner.scan(request);
    // The value changed where masking cannot see it: every finding on it is new again.
    assertThat(rotated.findings())
        .extracting(ReportedFinding::rule)
        .containsExactly(RuleId.INSECURE_SCHEME, RuleId.CREDENTIALS_IN_URI);
    assertThat(rotated.baselined()).isZero();
    assertThat(rotated.staleBaselineEntries()).hasSize(2);
    assertThat(Files.readString(baselineFile)).doesNotContain("hunter2");
  }

  @Test
  void aScanWithoutABaselineDerivesNoSecretHash() throws IOException {
    write("a.properties", "db.url=http://app:hunter2@db.example.org/x\n");
    write("b.properties", "db.url=http://app:hunter2@db.example.org/x\n");

    ScanResult result = scan();

    assertThat(result.findings()).hasSize(4).allSatisfy(f -> assertThat(f.secretHash()).isEmpty());
    assertThat(result.baselineSalt()).as("cannot become a baseline").isEmpty();
    assertThat(derived).isEmpty();
  }

  @Test
  void aBaselineScanDerivesTheSameSecretOnceAcrossFiles() throws IOException {
    for (int i = 0; i < 6; i++) {
      write("d" + i + "/app.properties", "db.url=http://app:hunter2@db.example.org/x\nother=http://u:pw" + (i % 2) + "@h.example.org/\n");
    }

    ScanResult result = scanner.scan(ScanRequest.of(root).withBaseline(root.resolve("none-yet.json")).withThreads(3));

    // Per file: insecure-scheme and credentials-in-uri on each line ("other" holds a whole-value URI).
    assertThat(result.findings()).hasSize(24).allSatisfy(f -> assertThat(f.secretHash()).isPresent());
    assertThat(derived).hasSize(3).doesNotHaveDuplicates();
  }

  @Test
  void aScanForANewBaselineDerivesTheHashesWithoutABaselineFile() throws IOException {
    write("app.properties", "db.url=http://app:hunter2@db.example.org/x\n");

    ScanResult result = scanner.scan(ScanRequest.of(root).withBaselineWritten());

    assertThat(result.baselineSalt()).isPresent();
    assertThat(result.findings()).hasSize(2).allSatisfy(f -> assertThat(f.secretHash()).isPresent());
    assertThat(derived).hasSize(1);
  }

  @Test
  void aBaselineWrittenAfterCachedPlainScansStillTellsPasswordsApart() throws IOException {
    write("app.properties", "db.url=http://app:hunter2@db.example.org/x\n");
    write("other.properties", "x.url=http://x.example.org/\n");
    Path baselineFile = root.resolve("urilint-baseline.json");
    ScanRequest plain = ScanRequest.of(root).withCacheDirectory(root.resolve("target/urilint")).withThreads(1);
    ScanResult first = scanner.scan(plain);
    int callsAfterFirst = extractor.calls();
    assertThat(derived).isEmpty();

    BaselineWriter.write(scanner.scan(plain.withBaseline(baselineFile)), baselineFile);
    assertThat(extractor.calls()).as("only the file with a secret is read again").isEqualTo(callsAfterFirst + 1);
    ScanResult again = scanner.scan(plain);
    assertThat(again.findings()).as("same result whether the index answered or not").isEqualTo(first.findings());
    ScanResult known = scanner.scan(plain.withBaseline(baselineFile));
    assertThat(known.findings()).isEmpty();
    assertThat(known.baselined()).isEqualTo(3);
    assertThat(extractor.calls()).as("a file that holds a secret is never in the index: read on every scan").isEqualTo(callsAfterFirst + 3);

    write("app.properties", "db.url=http://app:n3wPassw0rd@db.example.org/x\n");
    ScanResult rotated = scanner.scan(plain.withBaseline(baselineFile));
    assertThat(rotated.findings()).extracting(ReportedFinding::path).containsExactly("app.properties", "app.properties");
    assertThat(Files.readString(root.resolve("target/urilint/" + ScanCache.FILE_NAME)))
        .doesNotContain("hunter2")
        .doesNotContain("n3wPassw0rd");
  }

  @Test
  void aBaselineEntryHidesOnlyAsManyCopiesAsItCounted() throws IOException {
    write("app.properties", "a.url=http://a.example.org/\n");
    Path baselineFile = root.resolve("baseline.json");
    BaselineWriter.write(scanner.scan(ScanRequest.of(root).withBaseline(baselineFile)), baselineFile);
    write("app.properties", "a.url=http://a.example.org/\nb.url=http://a.example.org/\n");

    ScanResult result = scanner.scan(ScanRequest.of(root).withBaseline(baselineFile));

    assertThat(result.findings()).extracting(ReportedFinding::line).containsExactly(2);
    assertThat(result.baselined()).isEqualTo(1);
  }

  @Test
  void reusesTheCacheForUnchangedFilesAndRedoesChangedOnes() throws IOException {
    write("a.properties", "a.url=http://a.example.org/\n");
    write("b.properties", "b.url=http://b.example.org/\n");
    ScanRequest request = ScanRequest.of(root).withCacheDirectory(root.resolve("target/urilint"));

    ScanResult first = scanner.scan(request);
    int callsAfterFirst = extractor.calls();
    ScanResult second = scanner.scan(request);
    assertThat(extractor.calls()).isEqualTo(callsAfterFirst);
    assertThat(second.findings()).isEqualTo(first.findings());
    assertThat(second.stringsLinted()).isEqualTo(first.stringsLinted()).isEqualTo(2);

    write("b.properties", "# urilint:ignore\nb.url=http://b.example.org/\n");
    ScanResult third = scanner.scan(request);
    assertThat(extractor.calls()).isEqualTo(callsAfterFirst + 1);
    assertThat(third.findings()).extracting(ReportedFinding::path).containsExactly("a.properties");
    assertThat(third.suppressed()).isEqualTo(1);

    ScanResult otherPolicy =
        scanner.scan(request.withPolicy(request.policy().with(RuleId.INSECURE_SCHEME, Severity.ERROR)));
    assertThat(otherPolicy.findings()).extracting(ReportedFinding::severity).containsExactly(Severity.ERROR);
  }
}
