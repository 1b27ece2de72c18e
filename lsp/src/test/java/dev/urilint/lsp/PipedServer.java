package dev.urilint.lsp;

import com.google.gson.JsonElement;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * The server and a {@link RecordingClient} talking JSON-RPC through LSP4J's launchers over a pair
 * of pipes, in this process: every message is serialized and parsed as with a real editor.
 *
 * <p>The pipes are the operating system's ({@link Pipe}), like the standard streams an editor
 * connects. {@code java.io.PipedInputStream} would not do: it fails a read with "Write end dead"
 * once the last thread that wrote has ended, and the server's checking thread, which publishes
 * diagnostics, ends at {@code shutdown}, so the editor's side lost the answer to {@code shutdown}
 * whenever it came back to read after that thread ended and before the answer was written.
 *
 * <pre>{@code
 * try (PipedServer s = PipedServer.start(root, null, 0)) {
 *   String uri = s.open("app.yml", text);
 *   s.client().await(uri, 1).getDiagnostics();
 * }
 * }</pre>
 */
public final class PipedServer implements AutoCloseable {

  private final LanguageServer remote;
  private final RecordingClient client;
  private final Path root;

  private final List<Pipe> pipes;

  private PipedServer(LanguageServer remote, RecordingClient client, Path root, List<Pipe> pipes) {
    this.remote = remote;
    this.client = client;
    this.root = root;
    this.pipes = pipes;
  }

  /** A pipe's reading end; bytes written to {@link #sink} are read here, whichever thread wrote them. */
  static InputStream source(Pipe pipe) {
    return Channels.newInputStream(pipe.source());
  }

  /** A pipe's writing end. */
  static OutputStream sink(Pipe pipe) {
    return Channels.newOutputStream(pipe.sink());
  }

  /** A server on {@code root}, initialized with {@code options}, scanning {@code debounceMillis} after a change. */
  public static PipedServer start(Path root, JsonElement options, long debounceMillis) {
    try {
      Pipe toServer = Pipe.open();
      Pipe toClient = Pipe.open();
      InputStream serverIn = source(toServer);
      OutputStream clientOut = sink(toServer);
      InputStream clientIn = source(toClient);
      OutputStream serverOut = sink(toClient);
      RecordingClient client = new RecordingClient();
      int[] status = {-1};
      UrilintLanguageServer server =
          new UrilintLanguageServer(root.resolve("elsewhere"), debounceMillis, code -> status[0] = code);
      Launcher<org.eclipse.lsp4j.services.LanguageClient> serverSide =
          LSPLauncher.createServerLauncher(server, serverIn, serverOut);
      server.connect(serverSide.getRemoteProxy());
      serverSide.startListening();
      Launcher<LanguageServer> clientSide = LSPLauncher.createClientLauncher(client, clientIn, clientOut);
      clientSide.startListening();
      PipedServer piped = new PipedServer(clientSide.getRemoteProxy(), client, root, List.of(toServer, toClient));
      InitializeParams init = new InitializeParams();
      init.setWorkspaceFolders(List.of(new WorkspaceFolder(root.toUri().toString(), "project")));
      init.setInitializationOptions(options);
      piped.remote.initialize(init).get(60, TimeUnit.SECONDS);
      piped.remote.initialized(new InitializedParams());
      piped.statusOf = status;
      return piped;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException | ExecutionException | TimeoutException e) {
      throw new AssertionError(e);
    }
  }

  private int[] statusOf;

  public LanguageServer server() {
    return remote;
  }

  public RecordingClient client() {
    return client;
  }

  /** The exit status the server asked for, -1 before {@code exit}. */
  public int exitStatus() {
    return statusOf[0];
  }

  /** The URI of {@code path} under the root. */
  public String uri(String path) {
    return root.resolve(path).toUri().toString();
  }

  /** Opens {@code path} (under the root; it need not exist) with {@code text} as version 1. */
  public String open(String path, String text) {
    String uri = uri(path);
    remote.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, language(path), 1, text)));
    return uri;
  }

  public void change(String uri, int version, String text) {
    remote.getTextDocumentService()
        .didChange(
            new DidChangeTextDocumentParams(
                new VersionedTextDocumentIdentifier(uri, version), List.of(new TextDocumentContentChangeEvent(text))));
  }

  public void close(String uri) {
    remote.getTextDocumentService().didClose(new DidCloseTextDocumentParams(new TextDocumentIdentifier(uri)));
  }

  private static void closeQuietly(java.nio.channels.Channel c) {
    try {
      c.close();
    } catch (IOException e) {
      // Closing a pipe end that failed leaves nothing to clean up.
    }
  }

  private static String language(String path) {
    int dot = path.lastIndexOf('.');
    return dot < 0 ? "plaintext" : path.substring(dot + 1);
  }

  @Override
  public void close() {
    try {
      remote.shutdown().get(60, TimeUnit.SECONDS);
      remote.exit();
    } catch (InterruptedException | ExecutionException | TimeoutException e) {
      throw new AssertionError(e);
    } finally {
      // Both listeners read what was sent (exit among it), then the end of their input, and stop.
      for (Pipe p : pipes) {
        closeQuietly(p.sink());
      }
    }
  }
}
