package dev.urilint.benchmarks;

import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.Scanner;
import dev.urilint.scanner.config.ConfigLoader;
import dev.urilint.scanner.read.ExactText;
import dev.urilint.scanner.walk.FileWalker;
import dev.urilint.scanner.walk.WalkedFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * The language server and {@code urilint check} on real repositories, finding for finding: for
 * each repository, the scan {@code check} runs (the scanner over the root, default settings and the
 * repository's own {@code urilint.yml}), then every file the walk selects opened in a server on the
 * root as an editor's buffer (its exact text: the charset decoded, no BOM), its diagnostics put
 * back in the report's terms (path, 1-based line and column, end, severity, rule, message) and
 * compared with the scan's findings of that file, then closed. Prints, per repository and in
 * total, the files opened, the findings of each side and the files whose findings differ (with
 * the first differences); exit status 1 when any differ.
 *
 * <pre>
 * java -Xmx2g -cp benchmarks/target/benchmarks.jar dev.urilint.benchmarks.LspAgreement ../corpus/*
 * </pre>
 */
public final class LspAgreement {

  private LspAgreement() {}

  public static void main(String[] args) throws Exception {
    int files = 0;
    int findings = 0;
    int diagnostics = 0;
    int differ = 0;
    int unread = 0;
    for (String arg : args) {
      Path root = Path.of(arg).toAbsolutePath().normalize();
      Repo r = repo(root);
      files += r.files;
      findings += r.findings;
      diagnostics += r.diagnostics;
      differ += r.differ;
      unread += r.unread;
      System.out.printf("%-32s %6d files %5d findings %5d diagnostics %3d files differ %4d not opened%n",
          root.getFileName(), r.files, r.findings, r.diagnostics, r.differ, r.unread);
    }
    System.out.printf("%-32s %6d files %5d findings %5d diagnostics %3d files differ %4d not opened%n",
        "total", files, findings, diagnostics, differ, unread);
    // The launchers' listening threads would report the pipes closing under them.
    System.exit(differ == 0 ? 0 : 1);
  }

  private record Repo(int files, int findings, int diagnostics, int differ, int unread) {}

  private static Repo repo(Path root) throws Exception {
    // As check run in the root (and the server's workspace) read it: urilint.yml over the defaults.
    ScanRequest request = ConfigLoader.loadFrom(root).applyTo(ScanRequest.of(root));
    Map<String, List<String>> check = new HashMap<>();
    int findings = 0;
    for (ReportedFinding f : new Scanner().scan(request).findings()) {
      check.computeIfAbsent(f.path(), p -> new ArrayList<>()).add(
          // The server places a finding exactly (FindingPosition): the editor shows the text.
          f.exact().line() + ":" + f.exact().column() + "-" + f.exact().endLine() + ":" + f.exact().endColumn() + " "
              + f.severity().name().toLowerCase(java.util.Locale.ROOT) + " " + f.rule().id() + " " + f.message());
      findings++;
    }
    List<WalkedFile> walked =
        new FileWalker(request.root(), request.includes(), request.excludes(), request.scanJavaSources())
            .walk(request.paths()).files();
    BlockingQueue<PublishDiagnosticsParams> published = new LinkedBlockingQueue<>();
    LanguageServer server = LspConnection.start(root, published);
    int files = 0;
    int diagnostics = 0;
    int differ = 0;
    int unread = 0;
    try {
      for (WalkedFile file : walked) {
        ExactText.Read read = ExactText.read(file.file(), request.maxFileSize());
        if (!(read instanceof ExactText.Read.Exact exact)) {
          unread++; // binary, over the limit or of a doubtful encoding: no editor buffer to compare
          continue;
        }
        String uri = file.file().toUri().toString();
        server.getTextDocumentService().didOpen(
            new DidOpenTextDocumentParams(new TextDocumentItem(uri, "text", 1, exact.text().text())));
        PublishDiagnosticsParams p = published.poll(120, TimeUnit.SECONDS);
        if (p == null || !p.getUri().equals(uri)) {
          throw new IllegalStateException("no diagnostics for " + uri + " (got " + (p == null ? "none" : p.getUri()) + ")");
        }
        List<String> shown = new ArrayList<>();
        for (Diagnostic d : p.getDiagnostics()) {
          if (d.getCode() == null) {
            shown.add("problem " + d.getMessage()); // a file check reads as text or skips: it says so too
            continue;
          }
          shown.add((d.getRange().getStart().getLine() + 1) + ":" + (d.getRange().getStart().getCharacter() + 1) + "-"
              + (d.getRange().getEnd().getLine() + 1) + ":" + (d.getRange().getEnd().getCharacter() + 1) + " "
              + severity(d) + " " + d.getCode().getLeft() + " " + d.getMessage());
        }
        List<String> expected = check.getOrDefault(file.displayPath(), List.of());
        List<String> found = shown.stream().filter(s -> !s.startsWith("problem ")).toList();
        if (!found.equals(expected)) {
          differ++;
          if (differ <= 5) {
            System.out.println("  " + file.displayPath() + ": check " + expected + "\n    server " + found);
          }
        }
        files++;
        diagnostics += found.size();
        server.getTextDocumentService().didClose(new DidCloseTextDocumentParams(new TextDocumentIdentifier(uri)));
        // The close clears the diagnostics: that publication is the one to skip.
        PublishDiagnosticsParams cleared = published.poll(120, TimeUnit.SECONDS);
        if (cleared == null || !cleared.getDiagnostics().isEmpty()) {
          throw new IllegalStateException("no clearing of " + uri);
        }
      }
    } finally {
      server.shutdown().get(60, TimeUnit.SECONDS);
      server.exit();
    }
    return new Repo(files, findings, diagnostics, differ, unread);
  }

  private static String severity(Diagnostic d) {
    return switch (d.getSeverity()) {
      case Error -> "error";
      case Warning -> "warning";
      default -> "info";
    };
  }
}
