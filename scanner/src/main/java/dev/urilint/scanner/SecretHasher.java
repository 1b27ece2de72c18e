package dev.urilint.scanner;

import dev.urilint.scanner.baseline.Fingerprints;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The secret hashes of one scan ({@link Fingerprints#secretHash}, PBKDF2 at about a millisecond
 * each), each distinct raw value derived once: the same password repeats across files, and a
 * tree with thousands of findings on a handful of credentials then pays for a handful.
 *
 * <p>A scan owns one hasher, and only when a baseline is compared or written ({@link
 * ScanRequest#needsSecretHashes()}); a scan without one derives nothing.
 *
 * <p>Where the raw value lives: the hash is computed while the value is linted, from the
 * extracted value the linter already holds, and only the hash goes into the finding. Computing it
 * later (at baseline-matching time) would need the raw value kept beside every finding until the
 * scan ends, in a record that reports, the cache and the baseline writer all handle: one careless
 * {@code toString} away from a log. The memo does not keep the raw value either: it is keyed by a
 * SHA-256 of salt and value, so a hasher holds digests and hashes, nothing that prints a password,
 * and it is dropped with the scan (no static state: two scans with different salts never share).
 *
 * <pre>{@code
 * SecretHasher hasher = new SecretHasher(salt, Fingerprints::secretHash);
 * hasher.hash("https://u:hunter2@h/");   // derives
 * hasher.hash("https://u:hunter2@h/");   // remembered
 * }</pre>
 */
final class SecretHasher {

  /** The slow derivation: {@link Fingerprints#secretHash} outside tests. */
  @FunctionalInterface
  interface Derivation {
    String derive(String salt, String rawValue);
  }

  private static final HexFormat HEX = HexFormat.of();

  private final String salt;
  private final Derivation derivation;
  // Files are linted in parallel: a future per value lets one thread derive while the others
  // wait for its answer, instead of deriving the same hash twice or blocking a map bin for 1 ms.
  private final ConcurrentMap<String, CompletableFuture<String>> memo = new ConcurrentHashMap<>();

  SecretHasher(String salt, Derivation derivation) {
    this.salt = salt;
    this.derivation = derivation;
  }

  /** The secret hash of {@code rawValue} with this scan's salt. */
  String hash(String rawValue) {
    String key = memoKey(rawValue);
    CompletableFuture<String> mine = new CompletableFuture<>();
    CompletableFuture<String> earlier = memo.putIfAbsent(key, mine);
    if (earlier != null) {
      return await(earlier);
    }
    try {
      String hash = derivation.derive(salt, rawValue);
      mine.complete(hash);
      return hash;
    } catch (RuntimeException | Error e) {
      // Let a later value try again rather than remember a failure.
      memo.remove(key, mine);
      mine.completeExceptionally(e);
      throw e;
    }
  }

  private static String await(CompletableFuture<String> earlier) {
    try {
      return earlier.join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw e;
    }
  }

  private String memoKey(String rawValue) {
    MessageDigest sha;
    try {
      sha = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
    sha.update(salt.getBytes(StandardCharsets.US_ASCII));
    sha.update((byte) 0);
    return HEX.formatHex(sha.digest(rawValue.getBytes(StandardCharsets.UTF_8)));
  }
}
