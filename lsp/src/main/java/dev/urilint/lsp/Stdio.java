package dev.urilint.lsp;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * Runs the server on a pair of streams until the editor closes them or says {@code exit}. Nothing
 * else may write to the output: standard output is handed over and {@code System.out} points at
 * standard error meanwhile, so a stray print cannot corrupt the protocol.
 *
 * <pre>{@code
 * int status = Stdio.run(System.in, System.out, Path.of("").toAbsolutePath());
 * }</pre>
 */
public final class Stdio {

  private Stdio() {}

  /**
   * Serves on {@code in} and {@code out}; returns the exit status the protocol gives (0 after
   * {@code shutdown} and {@code exit}, 1 when the editor went away without them).
   */
  public static int run(InputStream in, OutputStream out, Path workingDirectory) {
    PrintStream stdout = System.out;
    System.setOut(System.err);
    int[] status = {1};
    Future<Void> listening;
    UrilintLanguageServer server =
        new UrilintLanguageServer(
            workingDirectory,
            UrilintLanguageServer.DEBOUNCE_MILLIS,
            code -> {
              status[0] = code;
              // exit ends the process, as the protocol says, even while the input stays open.
              System.out.flush();
              System.exit(code);
            });
    try {
      Launcher<LanguageClient> launcher = LSPLauncher.createServerLauncher(server, in, out);
      server.connect(launcher.getRemoteProxy());
      listening = launcher.startListening();
      listening.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException e) {
      System.err.println("urilint lsp: the connection failed (" + e.getCause().getClass().getSimpleName() + ")");
    } finally {
      System.setOut(stdout);
    }
    return status[0];
  }
}
