package dev.urilint.lsp;

import dev.urilint.scanner.DocumentScan;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.Scanner;
import dev.urilint.scanner.baseline.InvalidBaselineException;
import dev.urilint.scanner.fix.FixPlanner;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.PublishDiagnosticsParams;

/**
 * Which text is scanned when, and what is published. The open documents' latest texts live here;
 * one worker thread scans them one at a time: at once on open and save, after a quiet spell
 * ({@code debounceMillis}) on change. A result is published only while its text is still the
 * document's latest, so the diagnostics of an older version never follow a newer one; a closed
 * document's are cleared, after any scan of it that was under way. Once closed (the editor said
 * {@code shutdown}) nothing more is published: a scan under way then runs out unseen, and the
 * answer to {@code shutdown} does not wait for it.
 *
 * <pre>{@code
 * Checks checks = new Checks(workspace, client::publishDiagnostics, log, 150);
 * checks.changed("file:///p/app.yml", 7, text);   // scanned 150 ms after the last change
 * }</pre>
 */
final class Checks implements AutoCloseable {

  /** One version of an open document; compared by identity: a newer one is another object. */
  static final class Document {
    final String uri;
    final int version;
    final String text;

    Document(String uri, int version, String text) {
      this.uri = uri;
      this.version = version;
      this.text = text;
    }
  }

  /** A scan of one version of a document, and the fixes and suppressions of its findings. */
  record Checked(Document document, DocumentScan scan, DocumentFixes fixes, DocumentSuppressions suppressions) {}

  private final Workspace workspace;
  private final Consumer<PublishDiagnosticsParams> publish;
  private final Consumer<String> log;
  private final long debounceMillis;
  private final Scanner scanner = new Scanner();
  private final ScheduledExecutorService worker;
  private final Map<String, Document> documents = new ConcurrentHashMap<>();
  private final Map<String, Future<?>> pending = new ConcurrentHashMap<>();
  // Touched by the worker only.
  private final Map<String, Checked> last = new ConcurrentHashMap<>();
  // Guarded by itself: a publication is either sent before close() returns or never.
  private final Object publishing = new Object();
  private boolean closed;

  /**
   * @param workspace the configuration of each document (used by the worker thread only)
   * @param publish sends diagnostics to the editor
   * @param log tells the editor's log what went wrong (never a document's text)
   * @param debounceMillis how long after a change the text is scanned, unless another change comes
   */
  Checks(Workspace workspace, Consumer<PublishDiagnosticsParams> publish, Consumer<String> log, long debounceMillis) {
    this.workspace = workspace;
    this.publish = publish;
    this.log = log;
    this.debounceMillis = debounceMillis;
    // A large stack, as the scanner's own threads have: a deeply nested document ends in the
    // extractors' depth limit, not in a StackOverflowError.
    ScheduledThreadPoolExecutor pool =
        new ScheduledThreadPoolExecutor(
            1,
            r -> {
              Thread t = new Thread(null, r, "urilint-lsp-check", 4L * 1024 * 1024);
              t.setDaemon(true);
              return t;
            });
    // A superseded debounce leaves the queue at once (memory stays bounded by the open
    // documents), and a check still waiting for its delay is dropped at shutdown.
    pool.setRemoveOnCancelPolicy(true);
    pool.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
    this.worker = pool;
  }

  void opened(String uri, int version, String text) {
    documents.put(uri, new Document(uri, version, text));
    schedule(uri, 0);
  }

  void changed(String uri, int version, String text) {
    documents.put(uri, new Document(uri, version, text));
    schedule(uri, debounceMillis);
  }

  /** Saved: scanned at once; {@code text} when the editor sent it (it equals the latest change). */
  void saved(String uri, Optional<String> text) {
    Document current = documents.get(uri);
    if (current == null) {
      return;
    }
    if (text.isPresent() && !text.get().equals(current.text)) {
      documents.put(uri, new Document(uri, current.version, text.get()));
    }
    schedule(uri, 0);
  }

  void closed(String uri) {
    documents.remove(uri);
    Future<?> before = pending.remove(uri);
    if (before != null) {
      before.cancel(false);
    }
    worker.execute(
        () -> {
          last.remove(uri);
          publishUnlessClosed(new PublishDiagnosticsParams(uri, List.of()));
        });
  }

  /** The configuration changed: read it again, then scan every open document. */
  void recheckAll(Runnable reconfigure) {
    worker.execute(
        () -> {
          reconfigure.run();
          workspace.reload();
          last.clear();
          for (String uri : documents.keySet()) {
            schedule(uri, 0);
          }
        });
  }

  /**
   * {@code use} applied, on the checking thread, to the scan of the document's latest text: the
   * published one when it is current, else a new scan (not published: the scheduled check
   * publishes). Empty when the document is not open.
   */
  <T> CompletableFuture<Optional<T>> onLatest(String uri, Function<Checked, T> use) {
    return CompletableFuture.supplyAsync(
        () -> {
          Document doc = documents.get(uri);
          if (doc == null) {
            return Optional.empty();
          }
          Checked known = last.get(uri);
          if (known != null && known.document() == doc) {
            return Optional.of(use.apply(known));
          }
          return scan(doc).map(use);
        },
        worker);
  }

  private void schedule(String uri, long delayMillis) {
    Future<?> next = worker.schedule(() -> check(uri), delayMillis, TimeUnit.MILLISECONDS);
    Future<?> before = pending.put(uri, next);
    if (before != null) {
      before.cancel(false);
    }
  }

  private void check(String uri) {
    Document doc = documents.get(uri);
    if (doc == null) {
      return;
    }
    Optional<Checked> checked = scan(doc);
    // Only the latest text's result is published; a newer text has its own check scheduled.
    if (checked.isEmpty() || documents.get(uri) != doc) {
      return;
    }
    last.put(uri, checked.get());
    List<Diagnostic> diagnostics = Diagnostics.of(checked.get().scan(), doc.text);
    publishUnlessClosed(new PublishDiagnosticsParams(uri, diagnostics, doc.version));
  }

  private void publishUnlessClosed(PublishDiagnosticsParams params) {
    synchronized (publishing) {
      if (!closed) {
        publish.accept(params);
      }
    }
  }

  // Never throws: a document that breaks the scanner is logged, and the server goes on.
  private Optional<Checked> scan(Document doc) {
    Optional<Path> file = file(doc.uri);
    if (file.isEmpty()) {
      return Optional.of(unfixable(doc, new DocumentScan(Optional.empty(), List.of(), Optional.empty())));
    }
    try {
      ScanRequest request = workspace.request(file.get());
      DocumentScan scan = scanner.scanDocument(request, file.get(), doc.text);
      // The fixes are planned under the request the findings came from, when an editor asks.
      return Optional.of(
          new Checked(doc, scan, new DocumentFixes(() -> new FixPlanner(scanner.analyser(request)), file, scan, doc.text),
              new DocumentSuppressions(() -> scanner.analyser(request), file, scan, doc.text)));
    } catch (InvalidBaselineException e) {
      log.accept(e.getMessage());
      return Optional.of(unfixable(doc, new DocumentScan(Optional.empty(), List.of(), Optional.of(e.getMessage()))));
    } catch (RuntimeException e) {
      log.accept("could not check " + doc.uri + " (internal error: " + e.getClass().getSimpleName() + ")");
      return Optional.empty();
    }
  }

  private static Checked unfixable(Document doc, DocumentScan scan) {
    return new Checked(doc, scan, new DocumentFixes(() -> null, Optional.empty(), scan, doc.text),
        new DocumentSuppressions(() -> null, Optional.empty(), scan, doc.text));
  }

  /** The file of a {@code file:} URI; other schemes (an unsaved buffer) are no file a check reads. */
  static Optional<Path> file(String uri) {
    try {
      URI parsed = URI.create(uri);
      return "file".equalsIgnoreCase(parsed.getScheme()) ? Optional.of(Path.of(parsed)) : Optional.empty();
    } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
      return Optional.empty();
    }
  }

  /**
   * Stops checking at once: queued checks are dropped, a scan under way runs out and publishes
   * nothing. The checking thread is not interrupted: it may be writing a message to the editor,
   * and an interrupted write closes an interruptible channel and cuts the message in two, so the
   * answer to {@code shutdown} could not follow.
   */
  @Override
  public void close() {
    synchronized (publishing) {
      closed = true;
    }
    worker.shutdown();
  }

  /** Whether the checking thread has ended within {@code millis} after {@link #close()}. */
  boolean awaitStopped(long millis) throws InterruptedException {
    return worker.awaitTermination(millis, TimeUnit.MILLISECONDS);
  }
}
