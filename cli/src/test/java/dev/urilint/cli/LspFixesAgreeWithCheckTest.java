package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lsp.PipedServer;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.read.ExactText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The editor's fixes are the bytes {@code urilint check} writes: each file of the fix engine's
 * golden cases ({@code scanner/src/test/resources/fix/<case>/before/}: YAML quoting, CRLF and
 * Spring placeholders, .properties in ISO-8859-1, JSON with a BOM, XML entities, TOML, Java
 * literals, .env) is opened in the server as the buffer an editor shows (its exact text: no BOM,
 * its charset decoded). A case of safe fixes applies the server's {@code source.fixAll.urilint}
 * edits and compares with {@code check --fix}; a case named {@code unsafe-} applies every
 * finding's quick fix and compares with {@code check --fix --unsafe-fixes}. The text is encoded
 * back as the file was (mark, charset) and compared byte for byte.
 */
class LspFixesAgreeWithCheckTest {

  private static final Path CASES = Path.of("..").toAbsolutePath().normalize().resolve("scanner/src/test/resources/fix");

  @TempDir Path root;

  static Stream<String> cases() throws IOException {
    try (Stream<Path> dirs = Files.list(CASES)) {
      return dirs.map(p -> p.getFileName().toString()).sorted().toList().stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void theEditorsEditsGiveTheBytesCheckFixWrites(String name) throws Exception {
    Path before;
    try (Stream<Path> files = Files.list(CASES.resolve(name).resolve("before"))) {
      before = files.findFirst().orElseThrow();
    }
    Path file = root.resolve(before.getFileName().toString());
    Files.copy(before, file);
    ExactText original = exact(file);
    boolean unsafe = name.startsWith("unsafe-");

    List<TextEdit> edits = serverEdits(file.getFileName().toString(), original.text(), unsafe);
    CliRun.Outcome o =
        CliRun.plain().inDirectory(root)
            .execute(unsafe ? new String[] {"check", "--fix", "--unsafe-fixes", "--fail-on", "never"}
                : new String[] {"check", "--fix", "--fail-on", "never"});
    assertThat(o.exitCode()).as(o.err()).isZero();
    byte[] written = Files.readAllBytes(file);

    assertThat(written).as("check changed %s", name).isNotEqualTo(original.bytes());
    assertThat(new String(original.encode(apply(original.text(), edits)), original.charset()))
        .isEqualTo(new String(written, original.charset()));
    assertThat(original.encode(apply(original.text(), edits))).isEqualTo(written);
  }

  // Safe: the fix-all action's edits. Unsafe: the first quick fix of each diagnostic (a finding's
  // own fix; the suppression comes after it), all applied together as the check's one pass is.
  private List<TextEdit> serverEdits(String path, String text, boolean unsafe) throws Exception {
    try (PipedServer s = PipedServer.start(root, null, 0)) {
      String uri = s.open(path, text);
      List<Diagnostic> diagnostics = s.client().await(uri, 1).getDiagnostics();
      List<TextEdit> edits = new ArrayList<>();
      if (!unsafe) {
        List<CodeAction> all = actions(s, uri, new Range(new Position(0, 0), new Position(0, 0)), "source.fixAll.urilint");
        assertThat(all).hasSize(1);
        edits.addAll(all.get(0).getEdit().getChanges().get(uri));
        return edits;
      }
      for (Diagnostic d : diagnostics) {
        actions(s, uri, d.getRange(), CodeActionKind.QuickFix).stream()
            .filter(a -> a.getTitle().startsWith("Fix") && a.getDiagnostics().contains(d))
            .findFirst()
            .ifPresent(a -> edits.addAll(a.getEdit().getChanges().get(uri)));
      }
      return edits;
    }
  }

  private static List<CodeAction> actions(PipedServer s, String uri, Range range, String kind) throws Exception {
    CodeActionContext context = new CodeActionContext(List.of());
    context.setOnly(List.of(kind));
    return s.server().getTextDocumentService()
        .codeAction(new CodeActionParams(new TextDocumentIdentifier(uri), range, context))
        .get(60, TimeUnit.SECONDS)
        .stream()
        .map(Either::getRight)
        .toList();
  }

  // The edits applied as an editor applies them: positions are lines (ended by \n, \r\n or \r)
  // and UTF-16 code units, each edit on the original text, from the last to the first.
  static String apply(String text, List<TextEdit> edits) {
    List<Integer> lineStarts = new ArrayList<>(List.of(0));
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r' && (i + 1 == text.length() || text.charAt(i + 1) != '\n')) {
        lineStarts.add(i + 1);
      }
    }
    List<TextEdit> sorted = new ArrayList<>(edits);
    sorted.sort(Comparator.comparing((TextEdit e) -> offset(lineStarts, e.getRange().getStart())).reversed());
    StringBuilder out = new StringBuilder(text);
    for (TextEdit e : sorted) {
      out.replace(offset(lineStarts, e.getRange().getStart()), offset(lineStarts, e.getRange().getEnd()), e.getNewText());
    }
    return out.toString();
  }

  private static int offset(List<Integer> lineStarts, Position p) {
    return lineStarts.get(p.getLine()) + p.getCharacter();
  }

  private static ExactText exact(Path file) {
    ExactText.Read read = ExactText.read(file, ScanRequest.DEFAULT_MAX_FILE_SIZE);
    assertThat(read).isInstanceOf(ExactText.Read.Exact.class);
    return ((ExactText.Read.Exact) read).text();
  }
}
