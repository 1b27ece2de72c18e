package dev.urilint.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonParser;
import dev.urilint.lint.RuleId;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.FileChangeType;
import org.eclipse.lsp4j.FileEvent;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The server through LSP4J's launchers over pipes, with an editor that records what it gets. */
class LanguageServerTest {

  @TempDir Path root;

  // The sample project's application.yml.buggy (sample-project/src/main/resources).
  static final String BUGGY_YAML =
      """
      spring:
        application:
          name: orders-service
        datasource:
          url: jdbc:postgresql://orders:hunter2@db.internal:5432/orders
          username: orders
      payments:
        base-url: https://payments.example.com/api/v2/
      search:
        url: https://search.example.com/find?q=new%2520orders
      admin:
        url: localhost:8080/admin
      """;

  /** "line:char-line:char code severity" of each diagnostic, positions 0-based as LSP's. */
  static List<String> shown(PublishDiagnosticsParams p) {
    List<String> out = new ArrayList<>();
    for (Diagnostic d : p.getDiagnostics()) {
      Range r = d.getRange();
      out.add(
          r.getStart().getLine() + ":" + r.getStart().getCharacter() + "-" + r.getEnd().getLine() + ":"
              + r.getEnd().getCharacter() + " " + (d.getCode() == null ? "-" : d.getCode().getLeft()) + " "
              + d.getSeverity());
    }
    return out;
  }

  private PipedServer server() {
    return PipedServer.start(root, null, 0);
  }

  @Test
  void publishesTheFindingsOfTheBufferWithRuleCodesLinksAndMaskedMessages() {
    try (PipedServer s = server()) {
      String uri = s.open("src/main/resources/application.yml", BUGGY_YAML);

      PublishDiagnosticsParams p = s.client().await(uri, 1);

      assertThat(shown(p))
          .containsExactly(
              "4:34-4:35 credentials-in-uri Error",
              "9:44-9:49 double-encoding Warning",
              "11:7-11:17 relative-colon-segment Warning");
      Diagnostic password = p.getDiagnostics().get(0);
      assertThat(password.getSource()).isEqualTo("urilint");
      assertThat(password.getMessage()).contains("orders:****@db.internal").doesNotContain("hunter2");
      assertThat(password.getCodeDescription().getHref()).isEqualTo(RuleId.CREDENTIALS_IN_URI.docUrl());
    }
  }

  // One document per format urilint check reads; each finding's range as LSP positions.
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "app.properties | db.url=jdbc:postgresql://app:s3cret@db.acme.io/app\\n | 0:29-0:30 credentials-in-uri Error",
        "pom.xml | <project>\\n  <url>https://h.acme.io/a%2520b</url>\\n</project>\\n | 1:26-1:31 double-encoding Warning",
        "config/services.json | {\\n  \"api\": \"https://h.acme.io/a%2520b\"\\n}\\n | 1:29-1:34 double-encoding Warning",
        "app.toml | [db]\\nurl = \"postgres://app:s3cret@db.acme.io/app\"\\n | 1:22-1:23 credentials-in-uri Error",
        ".env | DATABASE_URL=postgres://app:s3cret@db.acme.io/app\\n | 0:28-0:29 credentials-in-uri Error",
        "application.conf | db { url = \"postgres://app:s3cret@db.acme.io/app\" }\\n | 0:27-0:28 credentials-in-uri Error",
        "src/main/java/com/acme/Client.java | class Client {\\n  java.net.URI u = java.net.URI.create(\"https://h.acme.io/a%2520b\");\\n}\\n | 1:59-1:64 double-encoding Warning",
      })
  void publishesTheFindingsOfEveryFormatCheckReads(String path, String text, String expected) {
    try (PipedServer s = server()) {
      String uri = s.open(path, text.replace("\\n", "\n"));

      assertThat(shown(s.client().await(uri, 1))).containsExactly(expected);
    }
  }

  // Reports count a password before a finding on its line as its four **** (FindingPosition), so
  // they tell no length; the editor shows the text as written, and its squiggles sit on it.
  @Test
  void aFindingAfterAPasswordIsAtItsExactPositionInTheEditor() {
    String text = "url: https://u:" + "Pl4Q".repeat(10) + "@h.example.com/a b\n";
    try (PipedServer s = server()) {
      String uri = s.open("app.yml", text);

      assertThat(shown(s.client().await(uri, 1))).containsExactly(
          "0:15-0:16 credentials-in-uri Error", "0:" + text.indexOf(' ', 6) + "-0:" + (text.indexOf(' ', 6) + 1)
              + " malformed-uri Error");
    }
  }

  // Positions count UTF-16 code units: an emoji (two of them) before the finding moves it by two;
  // a CRLF ends a line as LF does.
  @Test
  void rangesCountUtf16CodeUnitsOnLinesWithAstralCharactersAndCrlf() {
    String text = "{\r\n  \"\uD83D\uDE00 api\": \"https://h.acme.io/a%2520b\"\r\n}\r\n";
    try (PipedServer s = server()) {
      String uri = s.open("emoji.json", text);

      assertThat(shown(s.client().await(uri, 1))).containsExactly("1:32-1:37 double-encoding Warning");
    }
  }

  @Test
  void aDocumentThatCannotBeParsedGetsOneDiagnosticSayingSo() {
    try (PipedServer s = server()) {
      String uri = s.open("broken.json", "{\"url\": \"https://h.acme.io/\",,}\n");

      PublishDiagnosticsParams p = s.client().await(uri, 1);

      assertThat(p.getDiagnostics()).hasSize(1);
      assertThat(p.getDiagnostics().get(0).getMessage()).startsWith("urilint: ").contains("read as plain text");
    }
  }

  @Test
  void aDocumentOverTheSizeLimitGetsOneDiagnosticAndTheServerGoesOn() {
    String big = "k: " + "a".repeat(10 * 1024 * 1024) + "\n";
    try (PipedServer s = server()) {
      String uri = s.open("big.yml", big);
      PublishDiagnosticsParams p = s.client().await(uri, 1);
      String next = s.open("next.yml", "u: https://h.acme.io/a%2520b\n");

      assertThat(p.getDiagnostics()).singleElement().extracting(Diagnostic::getMessage).asString().contains("larger than the limit");
      assertThat(shown(s.client().await(next, 1))).containsExactly("0:22-0:27 double-encoding Warning");
    }
  }

  @Test
  void quickFixesEditTheValueSafeOnesFirstAndSuppressionWritesTheComment() throws Exception {
    try (PipedServer s = server()) {
      String uri = s.open("src/main/resources/application.yml", BUGGY_YAML);
      s.client().await(uri, 1);

      List<CodeAction> search = actions(s, uri, new Range(new Position(9, 44), new Position(9, 44)), null);
      List<CodeAction> admin = actions(s, uri, new Range(new Position(11, 10), new Position(11, 10)), null);

      assertThat(search).extracting(CodeAction::getTitle)
          .containsExactly(
              "Fix: decode '%2520' once to '%20'",
              "Suppress double-encoding on this line (urilint:ignore)",
              "Fix all safe urilint findings");
      assertThat(edits(search.get(0), uri)).containsExactly("9:44-9:49 %20");
      assertThat(edits(search.get(1), uri)).containsExactly("9:0-9:0   # urilint:ignore double-encoding\n");
      assertThat(search.get(0).getIsPreferred()).isTrue();
      assertThat(admin.get(0).getTitle()).startsWith("Fix (unsafe, changes what the URI does): ");
      assertThat(edits(admin.get(0), uri)).containsExactly("11:7-11:7 http://");
    }
  }

  @Test
  void fixAllAppliesEverySafeFixAndOnlyThose() throws Exception {
    String text = "a: https://h.acme.io/a%2520b\nb: https://h.acme.io/c%2520d\nc: localhost:8080/admin\n";
    try (PipedServer s = server()) {
      String uri = s.open("app.yml", text);
      s.client().await(uri, 1);

      List<CodeAction> all =
          actions(s, uri, new Range(new Position(0, 0), new Position(0, 0)), List.of("source.fixAll"));

      assertThat(all).singleElement().extracting(CodeAction::getKind).isEqualTo("source.fixAll.urilint");
      assertThat(edits(all.get(0), uri)).containsExactly("0:22-0:27 %20", "1:22-1:27 %20");
    }
  }

  @Test
  void aSuppressionAddsTheRuleToADirectiveAlreadyOnTheLineAbove() throws Exception {
    String text = "class A {\n  // urilint:ignore insecure-scheme\n  java.net.URI u = java.net.URI.create(\"http://h.acme.io/a%2520b\");\n}\n";
    try (PipedServer s = server()) {
      String uri = s.open("src/main/java/A.java", text);
      assertThat(shown(s.client().await(uri, 1))).containsExactly("2:58-2:63 double-encoding Warning");

      List<CodeAction> actions = actions(s, uri, new Range(new Position(2, 60), new Position(2, 60)), null);

      assertThat(edits(actions.get(1), uri)).containsExactly("1:35-1:35 ,double-encoding");
    }
  }

  // A comment inside a value that spans lines is text of the value: the value changed and the
  // finding vanished unsuppressed. The comment goes above the entry's first line, and the text
  // with it applied has no finding left.
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiterString = "=>",
      textBlock =
          """
          # file                   => text                                                                         => finding => edit
          app.properties           => # api\\napp.url=https://h.acme.io/a\\\\\\n    b%2520c\\n                     => 2:6     => 1:0-1:0 # urilint:ignore double-encoding\\n
          app.yml                  => a:\\n  url: |-\\n    https://h.acme.io/a%2520b\\n                              => 2:23    => 1:0-1:0   # urilint:ignore double-encoding\\n
          app.yml                  => a:\\n  url: >-\\n    https://h.acme.io/a%2520b\\n                             => 2:23    => 1:0-1:0   # urilint:ignore double-encoding\\n
          src/main/java/A.java     => class A {\\n  java.net.URI u = java.net.URI.create(\"\"\"\\n      https://h.acme.io/a%2520b\"\"\");\\n}\\n => 2:25 => 1:0-1:0   // urilint:ignore double-encoding\\n
          app.toml                 => [api]\\nurl = \"\"\"\\nhttps://h.acme.io/a%2520b\"\"\"\\n                    => 2:19    => 1:0-1:0 # urilint:ignore double-encoding\\n
          """)
  void aSuppressionOfAValueOverSeveralLinesGoesAboveItsEntryAndSuppresses(
      String path, String escaped, String at, String expected) throws Exception {
    String text = escaped.replace("\\\\", "\u0000").replace("\\n", "\n").replace("\u0000", "\\");
    String[] position = at.split(":");
    Position where = new Position(Integer.parseInt(position[0]), Integer.parseInt(position[1]));
    try (PipedServer s = server()) {
      String uri = s.open(path, text);
      assertThat(shown(s.client().await(uri, 1))).singleElement().asString().contains("double-encoding");

      List<CodeAction> suppress = actions(s, uri, new Range(where, where), List.of("quickfix")).stream()
          .filter(a -> a.getTitle().startsWith("Suppress")).toList();

      assertThat(suppress).singleElement().satisfies(a -> assertThat(edits(a, uri)).containsExactly(expected.replace("\\n", "\n")));
      TextEdit edit = suppress.get(0).getEdit().getChanges().get(uri).get(0);
      int line = edit.getRange().getStart().getLine();
      int offset = 0;
      for (int i = 0; i < line; i++) {
        offset = text.indexOf('\n', offset) + 1;
      }
      s.change(uri, 2, text.substring(0, offset) + edit.getNewText() + text.substring(offset));
      assertThat(shown(s.client().await(uri, 2))).as("the finding is suppressed").isEmpty();
    }
  }

  @Test
  void aChangedConfigurationFileOrSettingChecksTheOpenDocumentsAgain() throws IOException {
    try (PipedServer s = server()) {
      String uri = s.open("src/main/resources/application.yml", BUGGY_YAML);
      assertThat(s.client().awaitNth(uri, 1).getDiagnostics()).hasSize(3);

      Files.writeString(root.resolve("urilint.yml"), "rules:\n  double-encoding: off\n", StandardCharsets.UTF_8);
      s.server().getWorkspaceService().didChangeWatchedFiles(
          new DidChangeWatchedFilesParams(List.of(new FileEvent(root.resolve("urilint.yml").toUri().toString(), FileChangeType.Created))));
      PublishDiagnosticsParams afterFile = s.client().awaitNth(uri, 2);
      s.server().getWorkspaceService().didChangeConfiguration(
          new DidChangeConfigurationParams(JsonParser.parseString("{\"urilint\": {\"rule\": {\"relative-colon-segment\": \"off\"}}}")));
      PublishDiagnosticsParams afterSetting = s.client().awaitNth(uri, 3);

      assertThat(shown(afterFile)).containsExactly("4:34-4:35 credentials-in-uri Error", "11:7-11:17 relative-colon-segment Warning");
      // (turned off rather than raised: line 11 is a URI only by its key, so no setting makes it an error)
      assertThat(shown(afterSetting)).containsExactly("4:34-4:35 credentials-in-uri Error");
    }
  }

  @Test
  void initializationOptionsOverrideTheConfigurationFile() throws IOException {
    Files.writeString(root.resolve("urilint.yml"), "rules:\n  double-encoding: error\n", StandardCharsets.UTF_8);
    try (PipedServer s = PipedServer.start(root, JsonParser.parseString("{\"rules\": {\"credentials-in-uri\": \"off\"}}"), 0)) {
      String uri = s.open("src/main/resources/application.yml", BUGGY_YAML);

      assertThat(shown(s.client().await(uri, 1)))
          .containsExactly("9:44-9:49 double-encoding Error", "11:7-11:17 relative-colon-segment Warning");
    }
  }

  // Edits faster than the scans: whatever the scheduling, the versions published only grow, and
  // the last publication is the last text's.
  @Test
  void neverPublishesAnOlderVersionAfterANewerOne() {
    try (PipedServer s = PipedServer.start(root, null, 5)) {
      String uri = s.open("app.yml", "a: https://h.acme.io/\n");
      for (int v = 2; v <= 60; v++) {
        s.change(uri, v, v % 2 == 0 ? "a: https://h.acme.io/a%2520b\n" : "a: https://h.acme.io/\nb: x\nc: localhost:8080/x\n");
      }

      PublishDiagnosticsParams last = s.client().await(uri, 60);

      List<Integer> versions = s.client().published().stream().map(PublishDiagnosticsParams::getVersion).toList();
      assertThat(versions).isSorted().doesNotHaveDuplicates();
      assertThat(shown(last)).containsExactly("0:22-0:27 double-encoding Warning");
    }
  }

  @Test
  void closingADocumentClearsItsDiagnostics() {
    try (PipedServer s = server()) {
      String uri = s.open("app.yml", "a: https://h.acme.io/a%2520b\n");
      s.client().awaitNth(uri, 1);

      s.close(uri);

      assertThat(s.client().awaitNth(uri, 2).getDiagnostics()).isEmpty();
    }
  }

  @Test
  void aDocumentCheckDoesNotReadGetsNoDiagnostics() {
    try (PipedServer s = server()) {
      String notes = s.open("notes.txt", "https://h.acme.io/a%2520b\n");
      String test = s.open("src/test/java/ATest.java", "class ATest { java.net.URI u = java.net.URI.create(\"http://a b\"); }\n");

      assertThat(s.client().await(notes, 1).getDiagnostics()).isEmpty();
      assertThat(s.client().await(test, 1).getDiagnostics()).isEmpty();
    }
  }

  @Test
  void exitAfterShutdownIsStatusZero() {
    PipedServer s = server();
    s.close();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (s.exitStatus() < 0 && System.nanoTime() < deadline) {
      Thread.onSpinWait();
    }
    assertThat(s.exitStatus()).isZero();
  }

  static List<CodeAction> actions(PipedServer s, String uri, Range range, List<String> only) throws Exception {
    CodeActionContext context = new CodeActionContext(List.of());
    context.setOnly(only);
    List<Either<org.eclipse.lsp4j.Command, CodeAction>> got =
        s.server().getTextDocumentService().codeAction(new CodeActionParams(new TextDocumentIdentifier(uri), range, context))
            .get(60, TimeUnit.SECONDS);
    return got.stream().map(Either::getRight).toList();
  }

  static List<String> edits(CodeAction action, String uri) {
    Map<String, List<TextEdit>> changes = action.getEdit().getChanges();
    assertThat(changes).containsOnlyKeys(uri);
    return changes.get(uri).stream()
        .map(e -> e.getRange().getStart().getLine() + ":" + e.getRange().getStart().getCharacter() + "-"
            + e.getRange().getEnd().getLine() + ":" + e.getRange().getEnd().getCharacter() + " " + e.getNewText())
        .toList();
  }
}
