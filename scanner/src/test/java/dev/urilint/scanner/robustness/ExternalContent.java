package dev.urilint.scanner.robustness;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A loopback HTTP server that answers every request with {@link #body()} and counts requests: what
 * an external DTD, entity or include would fetch if an extractor followed it. Seeds name it as
 * {@code http://LOOPBACK/...}; {@link #resolve(String)} puts in the real address and draws a new
 * body, so no input can contain it (a fixed one the fuzzer learns from the comparisons, and a
 * HOCON concatenation can assemble it from pieces). The count is raised before the answer is
 * written, so a completed fetch is always counted by the time the extractor returns.
 */
final class ExternalContent implements AutoCloseable {

  private final HttpServer server;
  private final AtomicInteger requests = new AtomicInteger();
  private final AtomicLong draws = new AtomicLong();
  private volatile String body = "external-none";

  ExternalContent() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext(
        "/",
        exchange -> {
          requests.incrementAndGet();
          byte[] answer = ("<!ENTITY x \"" + body + "\">" + body).getBytes(StandardCharsets.US_ASCII);
          exchange.sendResponseHeaders(200, answer.length);
          try (OutputStream out = exchange.getResponseBody()) {
            out.write(answer);
          }
        });
    server.start();
  }

  /**
   * {@code text} with each {@code LOOPBACK} replaced by this server's {@code host:port}; from now
   * on the server answers a new body.
   */
  String resolve(String text) {
    body = "external-" + Long.toHexString(System.nanoTime() ^ draws.incrementAndGet() * 0x9E3779B97F4A7C15L);
    return text.replace("LOOPBACK", "127.0.0.1:" + server.getAddress().getPort());
  }

  /** What the server answers now; no extracted value may contain it. */
  String body() {
    return body;
  }

  int requests() {
    return requests.get();
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
