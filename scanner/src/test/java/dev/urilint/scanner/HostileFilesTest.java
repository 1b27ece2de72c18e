package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.urilint.scanner.extract.Extractors;
import dev.urilint.scanner.testing.FakeEngine;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Untrusted input": a repository under review may be hostile. Each hostile file gives
 * one clear skip message, the scan goes on, the summary counts the skips, and nothing reaches
 * the network: a loopback server stands where the DTD and entities point and counts connections.
 */
class HostileFilesTest {

  @TempDir Path root;

  private ServerSocket server;
  private final AtomicInteger connections = new AtomicInteger();
  private Thread acceptor;

  @BeforeEach
  void startLoopbackServer() throws IOException {
    server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    acceptor =
        new Thread(
            () -> {
              while (!server.isClosed()) {
                try (Socket s = server.accept()) {
                  connections.incrementAndGet();
                  s.getOutputStream().write("HTTP/1.0 200 OK\r\n\r\n<!ENTITY x \"pwned\">".getBytes(StandardCharsets.US_ASCII));
                } catch (SocketException closed) {
                  return;
                } catch (IOException ignored) {
                  // keep counting
                }
              }
            },
            "dtd-server");
    acceptor.setDaemon(true);
    acceptor.start();
  }

  @AfterEach
  void stopServer() throws Exception {
    server.close();
    acceptor.join(5_000);
  }

  private void write(String path, String content) throws IOException {
    Path file = root.resolve(path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, content, StandardCharsets.UTF_8);
  }

  private ScanResult scan() {
    return new Scanner(Extractors.standard().all(), FakeEngine::new).scan(ScanRequest.of(root).withThreads(2));
  }

  @Test
  void everyHostileFileIsSkippedWithOneReasonAndNothingReachesTheNetwork() throws IOException {
    String base = "http://127.0.0.1:" + server.getLocalPort();
    write("good/application.yml", "app:\n  url: http://api.example.org/v1 x\n");
    write(
        "hostile/xxe.xml",
        "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY x SYSTEM \"" + base + "/x\">]>\n<r><url>&x;</url></r>\n");
    write(
        "hostile/remote-dtd.xml",
        "<?xml version=\"1.0\"?>\n<!DOCTYPE r SYSTEM \"" + base + "/evil.dtd\">\n<r><url>&x;</url></r>\n");
    write("hostile/param-entity.xml",
        "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY % p SYSTEM \"" + base + "/p\"> %p;]>\n<r/>\n");
    write("hostile/bomb.yml", aliasBomb());
    write("hostile/deep.json", "[".repeat(100_000) + "]".repeat(100_000));
    write("hostile/deep.yml", "[".repeat(100_000) + "]".repeat(100_000));
    write("hostile/deep-block.yml", deepBlockYaml(1_000));
    Files.write(root.resolve("hostile/binary.json"), new byte[] {'{', 0, 0, 0, '}'});
    Files.write(root.resolve("hostile/latin1.yml"), "url: http://caf\u00e9.example/".getBytes(StandardCharsets.ISO_8859_1));
    try (RandomAccessFile huge = new RandomAccessFile(root.resolve("hostile/huge.json").toFile(), "rw")) {
      huge.setLength(200L * 1024 * 1024);
    }
    Files.createSymbolicLink(root.resolve("hostile/loop"), root.resolve("hostile"));

    ScanResult result = scan();
    Map<String, String> skipped =
        result.skipped().stream().collect(Collectors.toMap(SkippedFile::path, SkippedFile::reason));

    assertThat(connections).as("connections to the loopback DTD server").hasValue(0);
    assertThat(skipped)
        .containsOnlyKeys(
            "hostile/bomb.yml",
            "hostile/deep.json",
            "hostile/deep.yml",
            "hostile/deep-block.yml",
            "hostile/binary.json",
            "hostile/latin1.yml",
            "hostile/huge.json",
            "hostile/loop");
    assertThat(skipped.get("hostile/bomb.yml")).contains("alias");
    assertThat(skipped.get("hostile/deep.json")).contains("nested");
    assertThat(skipped.get("hostile/deep-block.yml")).contains("nested");
    assertThat(skipped.get("hostile/binary.json")).startsWith("binary file");
    assertThat(skipped.get("hostile/latin1.yml"))
        .isEqualTo("not valid UTF-8 at byte 15; urilint reads UTF-8 unless a byte-order mark or an XML declaration names another encoding");
    assertThat(skipped.get("hostile/huge.json")).startsWith("larger than the limit");
    assertThat(skipped.get("hostile/loop")).startsWith("symbolic link loop");
    assertThat(skipped.values()).allSatisfy(reason -> assertThat(reason).doesNotContain("pwned").doesNotContain("\n"));
    assertThat(result.findings()).extracting(ReportedFinding::path).containsOnly("good/application.yml");
    // No DTD is ever read: the parameter entity's file is scanned as if it had none, and the
    // entity references of the other two stay as written ("&x;"), never fetched nor expanded.
    // The four files their parsers refuse (alias bomb, deep nesting) are read as plain text for
    // leaked credentials instead: listed, not lost.
    assertThat(result.skipped()).filteredOn(s -> s.reason().contains("read as plain text"))
        .allSatisfy(s -> assertThat(s.lost()).isFalse())
        .extracting(SkippedFile::path)
        .containsExactlyInAnyOrder("hostile/bomb.yml", "hostile/deep.json", "hostile/deep.yml", "hostile/deep-block.yml");
    assertThat(result.filesScanned()).isEqualTo(8);
  }

  @Test
  void anUnreadableFileIsSkipped() throws IOException {
    assumeThat(System.getProperty("user.name")).as("root reads files whatever their mode").isNotEqualTo("root");
    write("locked/application.yml", "url: http://x.example.org/\n");
    Files.setPosixFilePermissions(root.resolve("locked/application.yml"), PosixFilePermissions.fromString("---------"));

    assertThat(scan().skipped()).extracting(SkippedFile::reason).containsExactly("cannot be read: permission denied");
  }

  private static String aliasBomb() {
    StringBuilder sb = new StringBuilder("a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
    char prev = 'a';
    for (char c = 'b'; c <= 'j'; c++) {
      sb.append(c).append(": &").append(c).append(" [");
      for (int i = 0; i < 9; i++) {
        sb.append(i == 0 ? "" : ",").append('*').append(prev);
      }
      sb.append("]\n");
      prev = c;
    }
    return sb.toString();
  }

  private static String deepBlockYaml(int depth) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < depth; i++) {
      sb.append(" ".repeat(i)).append("k").append(i).append(":\n");
    }
    return sb.append(" ".repeat(depth)).append("url: http://x.example.org/\n").toString();
  }

}
