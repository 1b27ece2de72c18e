package dev.urilint.benchmarks;

import dev.urilint.lsp.UrilintLanguageServer;
import java.io.IOException;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.RegistrationParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * The language server and an editor that only queues what is published, in this process, talking
 * JSON-RPC through LSP4J's launchers over a pair of OS pipes (as an editor connects over stdio),
 * the server initialized on one workspace folder, with no debounce.
 *
 * <pre>{@code
 * BlockingQueue<PublishDiagnosticsParams> published = new LinkedBlockingQueue<>();
 * LanguageServer server = LspConnection.start(root, published);
 * }</pre>
 */
final class LspConnection {

  private LspConnection() {}

  /** The server's remote proxy, initialized on {@code root}; every publication goes to {@code published}. */
  static LanguageServer start(Path root, BlockingQueue<PublishDiagnosticsParams> published)
      throws IOException, InterruptedException, ExecutionException, TimeoutException {
    Pipe toServer = Pipe.open();
    Pipe toClient = Pipe.open();
    UrilintLanguageServer server = new UrilintLanguageServer(root, 0, code -> {});
    Launcher<LanguageClient> serverSide =
        LSPLauncher.createServerLauncher(
            server, Channels.newInputStream(toServer.source()), Channels.newOutputStream(toClient.sink()));
    server.connect(serverSide.getRemoteProxy());
    serverSide.startListening();
    Launcher<LanguageServer> clientSide =
        LSPLauncher.createClientLauncher(
            new Client(published), Channels.newInputStream(toClient.source()), Channels.newOutputStream(toServer.sink()));
    clientSide.startListening();
    LanguageServer remote = clientSide.getRemoteProxy();
    InitializeParams init = new InitializeParams();
    init.setWorkspaceFolders(List.of(new WorkspaceFolder(root.toUri().toString(), root.getFileName().toString())));
    remote.initialize(init).get(60, TimeUnit.SECONDS);
    remote.initialized(new InitializedParams());
    return remote;
  }

  /** An editor that only queues what is published. */
  private record Client(BlockingQueue<PublishDiagnosticsParams> published) implements LanguageClient {
    @Override
    public void publishDiagnostics(PublishDiagnosticsParams diagnostics) {
      published.add(diagnostics);
    }

    @Override
    public void telemetryEvent(Object object) {}

    @Override
    public void showMessage(MessageParams messageParams) {}

    @Override
    public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams requestParams) {
      return CompletableFuture.completedFuture(null);
    }

    @Override
    public void logMessage(MessageParams message) {}

    @Override
    public CompletableFuture<Void> registerCapability(RegistrationParams params) {
      return CompletableFuture.completedFuture(null);
    }
  }
}
