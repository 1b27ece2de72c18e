package dev.urilint.lsp;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;
import org.eclipse.lsp4j.ApplyWorkspaceEditParams;
import org.eclipse.lsp4j.ApplyWorkspaceEditResponse;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.RegistrationParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * An editor that records what the server sends: every {@code publishDiagnostics} in order, and
 * the messages. Waits are bounded by a generous deadline and fail with what was recorded.
 */
public final class RecordingClient implements LanguageClient {

  private static final Duration WAIT = Duration.ofSeconds(60);

  private final List<PublishDiagnosticsParams> published = new ArrayList<>();
  private final List<MessageParams> messages = new ArrayList<>();

  /** Every publication so far, in the order received. */
  public synchronized List<PublishDiagnosticsParams> published() {
    return List.copyOf(published);
  }

  public synchronized List<MessageParams> messages() {
    return List.copyOf(messages);
  }

  /** Waits for the first publication that {@code which} accepts. */
  public synchronized PublishDiagnosticsParams await(Predicate<PublishDiagnosticsParams> which) {
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (true) {
      for (PublishDiagnosticsParams p : published) {
        if (which.test(p)) {
          return p;
        }
      }
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        throw new AssertionError("no such publication; received " + published + ", messages " + messages);
      }
      try {
        wait(Math.max(1, left / 1_000_000));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }
  }

  /** The publication for {@code uri} of {@code version}. */
  public PublishDiagnosticsParams await(String uri, int version) {
    return await(p -> p.getUri().equals(uri) && p.getVersion() != null && p.getVersion() == version);
  }

  /** The {@code n}th publication (from 1) for {@code uri}. */
  public synchronized PublishDiagnosticsParams awaitNth(String uri, int n) {
    await(p -> published.stream().filter(q -> q.getUri().equals(uri)).count() >= n);
    return published.stream().filter(q -> q.getUri().equals(uri)).skip(n - 1L).findFirst().orElseThrow();
  }

  @Override
  public synchronized void publishDiagnostics(PublishDiagnosticsParams diagnostics) {
    published.add(diagnostics);
    notifyAll();
  }

  @Override
  public synchronized void logMessage(MessageParams message) {
    messages.add(message);
    notifyAll();
  }

  @Override
  public synchronized void showMessage(MessageParams message) {
    messages.add(message);
    notifyAll();
  }

  @Override
  public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams requestParams) {
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public void telemetryEvent(Object object) {}

  @Override
  public CompletableFuture<Void> registerCapability(RegistrationParams params) {
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public CompletableFuture<ApplyWorkspaceEditResponse> applyEdit(ApplyWorkspaceEditParams params) {
    return CompletableFuture.completedFuture(new ApplyWorkspaceEditResponse(false));
  }
}
