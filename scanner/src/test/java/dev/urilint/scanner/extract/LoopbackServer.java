package dev.urilint.scanner.extract;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;

/**
 * A listening socket on the loopback interface that a hostile fixture points at ({@code
 * http://127.0.0.1:PORT/...}). Extraction is synchronous, so any connection it made is already
 * queued when {@link #connectionsMade()} drains the backlog.
 */
public final class LoopbackServer implements AutoCloseable {

  private final ServerSocket socket;

  public LoopbackServer() throws IOException {
    socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
  }

  public int port() {
    return socket.getLocalPort();
  }

  /** Accepts every queued connection and counts them. */
  public int connectionsMade() throws IOException {
    socket.setSoTimeout(250);
    int count = 0;
    while (true) {
      try {
        socket.accept().close();
        count++;
      } catch (SocketTimeoutException drained) {
        return count;
      }
    }
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
