package dev.urilint.lsp;

import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.services.WorkspaceService;

/**
 * The editor's workspace notifications: new settings, and a changed {@code urilint.yml} or
 * baseline file; either way every open document is checked again under the new configuration.
 */
final class WorkspaceEvents implements WorkspaceService {

  private final UrilintLanguageServer server;

  WorkspaceEvents(UrilintLanguageServer server) {
    this.server = server;
  }

  @Override
  public void didChangeConfiguration(DidChangeConfigurationParams params) {
    server.settingsChanged(params.getSettings());
  }

  @Override
  public void didChangeWatchedFiles(DidChangeWatchedFilesParams params) {
    server.filesChanged();
  }
}
