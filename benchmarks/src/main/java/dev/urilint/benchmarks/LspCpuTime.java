package dev.urilint.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * What the language server costs per edit once warm: a 1,000-line YAML file and two 2,000-line Java
 * files (one URI call in ten methods, and one in every method), each changed again and again through LSP4J's launchers over pipes (as an editor sends
 * them, debounce 0), each round timed from the change to its diagnostics by the process CPU clock:
 * the server's scan and its JSON, the client's parsing, the JIT and the garbage collector all
 * count, an upper bound of the server's own work after the debounce; and by the CPU clock of the
 * server's checking thread, which does that work (the scan and its diagnostics). The means of the
 * warm rounds are printed (target: 50 ms).
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.urilint.benchmarks.LspCpuTime 200
 * </pre>
 */
public final class LspCpuTime {

  private LspCpuTime() {}

  /** {@code args[0]}: measured rounds per file (default 200), after as many warm-up rounds. */
  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 200;
    Path root = Files.createTempDirectory("urilint-lsp-cpu");
    BlockingQueue<PublishDiagnosticsParams> published = new LinkedBlockingQueue<>();
    LanguageServer server = LspConnection.start(root, published);
    System.out.printf("JDK %s, %d rounds per file after %d warm-up rounds, process CPU per edit%n",
        Runtime.version(), rounds, rounds);
    measure(server, published, root.resolve("src/main/resources/application.yml"), yaml(1_000), rounds);
    measure(server, published, root.resolve("src/main/java/com/acme/Orders.java"), java(2_000, 10), rounds);
    measure(server, published, root.resolve("src/main/java/com/acme/Clients.java"), java(2_000, 1), rounds);
    server.shutdown().get(60, TimeUnit.SECONDS);
    // The launchers' listening threads would report the pipes closing under them.
    System.exit(0);
  }

  private static void measure(
      LanguageServer server, BlockingQueue<PublishDiagnosticsParams> published, Path file, String text, int rounds)
      throws Exception {
    String uri = file.toUri().toString();
    server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "x", 0, text)));
    int findings = published.take().getDiagnostics().size();
    long measured = 0;
    long checking = 0;
    for (int round = 1; round <= 2 * rounds; round++) {
      // An edit of one char at the end, as a keystroke is: a new text each round.
      String edited = text + (round % 2 == 0 ? "\n" : "");
      long start = processCpu();
      long checkStart = checkThreadCpu();
      server.getTextDocumentService().didChange(
          new DidChangeTextDocumentParams(
              new VersionedTextDocumentIdentifier(uri, round), List.of(new TextDocumentContentChangeEvent(edited))));
      PublishDiagnosticsParams p = published.take();
      if (p.getVersion() != round) {
        throw new IllegalStateException("published version " + p.getVersion() + " for " + round);
      }
      if (round > rounds) {
        measured += processCpu() - start;
        checking += checkThreadCpu() - checkStart;
      }
    }
    // The process CPU clock ticks in 10 ms steps on Linux: one edit's figure is a tick or none,
    // the mean over the rounds is exact enough.
    System.out.printf(
        "%s: %d lines, %d chars, %d diagnostics: per edit (mean of %d) %.1f ms CPU of the checking thread,"
            + " %.1f ms of the process%n",
        file.getFileName(), text.split("\n", -1).length - 1, text.length(), findings, rounds,
        checking / 1e6 / rounds, measured / 1e6 / rounds);
  }

  /** 1,000 lines of a service configuration: 250 services of URL, timeout, name and a comment. */
  static String yaml(int lines) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < lines / 4; i++) {
      b.append("service").append(i).append(":\n");
      b.append("  url: https://api").append(i).append(".acme.io/v1/items?page=").append(i)
          .append(i % 25 == 0 ? "&q=a%2520b" : "").append('\n');
      b.append("  timeout: 30s  # the upstream's own limit\n");
      b.append("  name: service-").append(i).append('\n');
    }
    return b.toString();
  }

  /**
   * 2,000 lines of Java: a class of 400 small methods; every {@code sinkEvery}th builds a request
   * to a URI, the others build a message (1: every method calls a sink, the worst case, where the
   * scanner's Java prefilter can leave nothing out and JavaParser reads the whole file).
   */
  static String java(int lines, int sinkEvery) {
    StringBuilder b = new StringBuilder("package com.acme;\n\nimport java.net.URI;\n\npublic final class Clients {\n");
    int written = 5;
    for (int i = 0; written + 5 <= lines - 1; i++, written += 5) {
      b.append("  /** Endpoint ").append(i).append(". */\n");
      if (i % sinkEvery == 0) {
        b.append("  public static URI endpoint").append(i).append("(String id) {\n");
        b.append("    return URI.create(\"https://api").append(i).append(".acme.io/v1/items")
            .append(i % 40 == 0 ? "/a%2520b" : "").append("\").resolve(id);\n");
      } else {
        b.append("  public static String message").append(i).append("(String id) {\n");
        b.append("    return \"order \" + id + \" was shipped to warehouse ").append(i).append("\";\n");
      }
      b.append("  }\n\n");
    }
    return b.append("}\n").toString();
  }

  // The server's one checking thread (Checks): the scan and the diagnostics, nothing else.
  private static long checkThreadCpu() {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    for (ThreadInfo t : threads.getThreadInfo(threads.getAllThreadIds())) {
      if (t != null && t.getThreadName().equals("urilint-lsp-check")) {
        return threads.getThreadCpuTime(t.getThreadId());
      }
    }
    throw new IllegalStateException("no checking thread");
  }

  private static long processCpu() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }
}
