package dev.urilint.lsp;

import com.google.gson.JsonElement;
import dev.urilint.scanner.config.ConfigException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntConsumer;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionOptions;
import org.eclipse.lsp4j.DidChangeWatchedFilesRegistrationOptions;
import org.eclipse.lsp4j.FileSystemWatcher;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.Registration;
import org.eclipse.lsp4j.RegistrationParams;
import org.eclipse.lsp4j.SaveOptions;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ServerInfo;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.TextDocumentSyncOptions;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageClientAware;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;

/**
 * The server's lifecycle: {@code initialize} (the workspace roots, the editor's settings, what the
 * server offers), {@code shutdown} (no more checks) and {@code exit} (the process ends: 0 after a
 * shutdown, 1 without one, as the protocol asks).
 *
 * <pre>{@code
 * UrilintLanguageServer server = new UrilintLanguageServer(Path.of("."), 150, System::exit);
 * Launcher<LanguageClient> l = LSPLauncher.createServerLauncher(server, in, out);
 * server.connect(l.getRemoteProxy());
 * l.startListening();
 * }</pre>
 */
public final class UrilintLanguageServer implements LanguageServer, LanguageClientAware {

  /** How long after the last change a document is scanned, by default. */
  public static final long DEBOUNCE_MILLIS = 150;

  private final Path workingDirectory;
  private final long debounceMillis;
  private final IntConsumer exit;
  private final DocumentEvents documents = new DocumentEvents(this);
  private final WorkspaceEvents workspaceEvents = new WorkspaceEvents(this);
  private volatile LanguageClient client;
  private volatile Checks checks;
  private volatile Workspace workspace;
  private volatile boolean shutDown;

  /**
   * @param workingDirectory the root when the editor names none
   * @param debounceMillis how long after a change a document is scanned
   * @param exit ends the process with a status ({@code System::exit}; tests record it)
   */
  public UrilintLanguageServer(Path workingDirectory, long debounceMillis, IntConsumer exit) {
    this.workingDirectory = workingDirectory;
    this.debounceMillis = debounceMillis;
    this.exit = exit;
  }

  @Override
  public void connect(LanguageClient client) {
    this.client = client;
  }

  @Override
  public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
    workspace = new Workspace(roots(params), Settings.none(), this::showError);
    applySettings(asJson(params.getInitializationOptions()));
    checks = new Checks(workspace, p -> client.publishDiagnostics(p), this::logError, debounceMillis);

    ServerCapabilities capabilities = new ServerCapabilities();
    TextDocumentSyncOptions sync = new TextDocumentSyncOptions();
    sync.setOpenClose(true);
    sync.setChange(TextDocumentSyncKind.Full);
    sync.setSave(new SaveOptions(true));
    capabilities.setTextDocumentSync(sync);
    capabilities.setCodeActionProvider(
        new CodeActionOptions(List.of(CodeActionKind.QuickFix, CodeActions.FIX_ALL)));
    String version = UrilintLanguageServer.class.getPackage().getImplementationVersion();
    return CompletableFuture.completedFuture(
        new InitializeResult(capabilities, new ServerInfo("urilint", version == null ? "development build" : version)));
  }

  @Override
  public void initialized(InitializedParams params) {
    // Watch the configuration and baselines where the editor can (Neovim 0.7 cannot; VS Code can).
    List<FileSystemWatcher> watchers = new ArrayList<>();
    watchers.add(new FileSystemWatcher(Either.forLeft("**/urilint.yml")));
    watchers.add(new FileSystemWatcher(Either.forLeft("**/.urilint.yml")));
    watchers.add(new FileSystemWatcher(Either.forLeft("**/*baseline*.json")));
    client.registerCapability(
        new RegistrationParams(
            List.of(
                new Registration(
                    "urilint-watched-files",
                    "workspace/didChangeWatchedFiles",
                    new DidChangeWatchedFilesRegistrationOptions(watchers)))))
        .exceptionally(e -> null);
  }

  @Override
  public CompletableFuture<Object> shutdown() {
    shutDown = true;
    Checks c = checks;
    if (c != null) {
      c.close();
    }
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public void exit() {
    exit.accept(shutDown ? 0 : 1);
  }

  @Override
  public TextDocumentService getTextDocumentService() {
    return documents;
  }

  @Override
  public WorkspaceService getWorkspaceService() {
    return workspaceEvents;
  }

  /** The checks, once initialized; null before (a notification then is ignored). */
  Checks checks() {
    return shutDown ? null : checks;
  }

  /** New settings from {@code workspace/didChangeConfiguration}: every open document again. */
  void settingsChanged(Object json) {
    Checks c = checks();
    if (c != null) {
      c.recheckAll(() -> applySettings(asJson(json)));
    }
  }

  /** A configuration or baseline file changed: every open document again. */
  void filesChanged() {
    Checks c = checks();
    if (c != null) {
      c.recheckAll(() -> {});
    }
  }

  // Relative paths in the settings (a baseline, a config file) are the first root's.
  private void applySettings(JsonElement json) {
    try {
      workspace.settings(Settings.parse(json, workspace.defaultRoot()));
    } catch (ConfigException e) {
      showError(e.getMessage() + "; the settings are ignored until mended");
    }
  }

  private static JsonElement asJson(Object o) {
    if (o instanceof JsonElement e) {
      return e;
    }
    return o == null ? null : new com.google.gson.Gson().toJsonTree(o);
  }

  private List<Path> roots(InitializeParams params) {
    List<Path> roots = new ArrayList<>();
    if (params.getWorkspaceFolders() != null) {
      for (WorkspaceFolder f : params.getWorkspaceFolders()) {
        Checks.file(f.getUri()).ifPresent(roots::add);
      }
    }
    if (roots.isEmpty() && params.getRootUri() != null) {
      Checks.file(params.getRootUri()).ifPresent(roots::add);
    }
    @SuppressWarnings("deprecation")
    String rootPath = params.getRootPath();
    if (roots.isEmpty() && rootPath != null) {
      roots.add(Path.of(rootPath));
    }
    if (roots.isEmpty()) {
      roots.add(workingDirectory);
    }
    return roots;
  }

  void logError(String message) {
    LanguageClient c = client;
    if (c != null) {
      c.logMessage(new MessageParams(MessageType.Error, "urilint: " + message));
    } else {
      System.err.println("urilint: " + message);
    }
  }

  private void showError(String message) {
    LanguageClient c = client;
    if (c != null) {
      c.showMessage(new MessageParams(MessageType.Error, "urilint: " + message));
    } else {
      System.err.println("urilint: " + message);
    }
  }
}
