package dev.urilint.lsp;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.TextDocumentService;

/**
 * The editor's document notifications, handed to {@link Checks}, and its code action requests,
 * answered by {@link CodeActions} on the latest text. The sync is full: each change carries the
 * whole text, and the last change of a notification is the text.
 */
final class DocumentEvents implements TextDocumentService {

  private final UrilintLanguageServer server;

  DocumentEvents(UrilintLanguageServer server) {
    this.server = server;
  }

  @Override
  public void didOpen(DidOpenTextDocumentParams params) {
    Checks checks = server.checks();
    if (checks != null) {
      var doc = params.getTextDocument();
      checks.opened(doc.getUri(), doc.getVersion(), doc.getText());
    }
  }

  @Override
  public void didChange(DidChangeTextDocumentParams params) {
    Checks checks = server.checks();
    List<TextDocumentContentChangeEvent> changes = params.getContentChanges();
    if (checks == null || changes == null || changes.isEmpty()) {
      return;
    }
    TextDocumentContentChangeEvent last = changes.get(changes.size() - 1);
    if (last.getRange() != null) {
      // The server asked for full sync; an editor that sends a ranged change anyway is not
      // guessed at: its document is left as it was, and said so.
      server.logError("a ranged change of " + params.getTextDocument().getUri() + " was ignored (full sync expected)");
      return;
    }
    checks.changed(params.getTextDocument().getUri(), params.getTextDocument().getVersion(), last.getText());
  }

  @Override
  public void didClose(DidCloseTextDocumentParams params) {
    Checks checks = server.checks();
    if (checks != null) {
      checks.closed(params.getTextDocument().getUri());
    }
  }

  @Override
  public void didSave(DidSaveTextDocumentParams params) {
    Checks checks = server.checks();
    if (checks != null) {
      checks.saved(params.getTextDocument().getUri(), Optional.ofNullable(params.getText()));
    }
  }

  @Override
  public CompletableFuture<List<Either<Command, CodeAction>>> codeAction(CodeActionParams params) {
    Checks checks = server.checks();
    if (checks == null) {
      return CompletableFuture.completedFuture(List.of());
    }
    List<String> only = params.getContext() == null ? null : params.getContext().getOnly();
    return checks
        .onLatest(params.getTextDocument().getUri(), c -> CodeActions.of(c, params.getRange(), only))
        .thenApply(actions -> actions.orElse(List.of()));
  }
}
