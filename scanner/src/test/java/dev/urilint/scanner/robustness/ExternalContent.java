package dev.urilint.scanner.robustness;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A loopback HTTP server that answers every request with {@link #BODY} and counts requests: what
 * an external DTD, entity or include would fetch if an extractor followed it. Seeds name it as
 * {@code http://LOOPBACK/...}; {@link #resolve(String)} puts in the real address. The count is
 * raised before the answer is written, so a completed fetch is always counted by the time the
 * extractor returns.
 */
final class ExternalContent implements AutoCloseable {

  /** What the server answers; no extracted value may contain it. */
  static final String BODY = "urilint-external-content-3c9f";

  private final HttpServer server;
  private final AtomicInteger requests = new AtomicInteger();

  ExternalContent() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext(
        "/",
        exchange -> {
          requests.incrementAndGet();
          byte[] body = ("<!ENTITY x \"" + BODY + "\">" + BODY).getBytes(StandardCharsets.US_ASCII);
          exchange.sendResponseHeaders(200, body.length);
          try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
          }
        });
    server.start();
  }

  /** {@code text} with each {@code LOOPBACK} replaced by this server's {@code host:port}. */
  String resolve(String text) {
    return text.replace("LOOPBACK", "127.0.0.1:" + server.getAddress().getPort());
  }

  int requests() {
    return requests.get();
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
