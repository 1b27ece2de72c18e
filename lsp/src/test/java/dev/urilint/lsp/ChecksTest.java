package dev.urilint.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The checking thread at {@code shutdown}: the answer does not wait, and nothing follows it. */
class ChecksTest {

  @TempDir Path root;

  // A scan is held inside the reading of the workspace's configuration (an unreadable urilint.yml
  // reports its problem from the checking thread), and the server shuts down meanwhile. The scan is
  // not interrupted (it might be writing to the editor), runs out, and publishes nothing.
  @Test
  void aScanUnderWayWhenTheServerShutsDownRunsOutUninterruptedAndIsNeverPublished()
      throws IOException, InterruptedException {
    Files.writeString(root.resolve("urilint.yml"), "rules: [\n", StandardCharsets.UTF_8);
    CountDownLatch scanning = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    List<String> interrupted = new CopyOnWriteArrayList<>();
    Workspace workspace =
        new Workspace(
            List.of(root),
            Settings.none(),
            problem -> {
              scanning.countDown();
              try {
                release.await();
              } catch (InterruptedException e) {
                interrupted.add("the scan was interrupted");
              }
            });
    List<PublishDiagnosticsParams> published = new CopyOnWriteArrayList<>();
    Checks checks = new Checks(workspace, published::add, message -> {}, 0);

    checks.opened(root.resolve("application.yml").toUri().toString(), 1, "url: https://orders:hunter2@db.internal/\n");
    assertThat(scanning.await(60, TimeUnit.SECONDS)).isTrue();
    checks.close();
    release.countDown();

    assertThat(checks.awaitStopped(60_000)).isTrue();
    assertThat(interrupted).isEmpty();
    assertThat(published).isEmpty();
  }
}
