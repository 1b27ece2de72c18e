package dev.urilint.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The harness's pipes carry a message whichever thread wrote it, as an editor's standard streams
 * do. The server's checking thread publishes and then ends at {@code shutdown}; with
 * {@code java.io.PipedInputStream} the editor's next read failed ("Write end dead") and the answer
 * to {@code shutdown} was lost, which is how a CI run under load timed out.
 */
class PipedServerTest {

  @Test
  void whatAThreadWroteBeforeItEndedIsReadAndSoIsWhatFollows() throws Exception {
    Pipe pipe = Pipe.open();
    OutputStream out = PipedServer.sink(pipe);
    InputStream in = PipedServer.source(pipe);
    Thread publisher = new Thread(() -> write(out, "published"));
    publisher.start();
    publisher.join();
    assertThat(new String(in.readNBytes(9), StandardCharsets.US_ASCII)).isEqualTo("published");

    // Nothing is buffered now and the last writer has ended: the next read still waits for the answer.
    Thread answer = new Thread(() -> write(out, "answer"));
    answer.start();
    assertThat(new String(in.readNBytes(6), StandardCharsets.US_ASCII)).isEqualTo("answer");
    answer.join();
  }

  private static void write(OutputStream out, String s) {
    try {
      out.write(s.getBytes(StandardCharsets.US_ASCII));
      out.flush();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
