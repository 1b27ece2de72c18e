package dev.urilint.scanner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.scanner.baseline.Fingerprints;
import java.lang.reflect.Field;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class SecretHasherTest {

  private static final String SALT = "00112233445566778899aabbccddeeff";

  private final List<String> derived = new CopyOnWriteArrayList<>();

  private String count(String salt, String raw) {
    derived.add(raw);
    return salt + "|" + raw.length();
  }

  @Test
  void derivesEachDistinctValueOnce() {
    SecretHasher hasher = new SecretHasher(SALT, this::count);

    String first = hasher.hash("https://u:hunter2@h/");
    String again = hasher.hash("https://u:hunter2@h/");
    String other = hasher.hash("https://u:hunter3@h/");

    assertThat(again).isEqualTo(first);
    assertThat(other).isEqualTo(SALT + "|20");
    assertThat(derived).containsExactly("https://u:hunter2@h/", "https://u:hunter3@h/");
  }

  @Test
  void givesTheBaselinesHashWithTheRealDerivation() {
    SecretHasher hasher = new SecretHasher(SALT, Fingerprints::secretHash);

    assertThat(hasher.hash("https://u:hunter2@h/")).isEqualTo(Fingerprints.secretHash(SALT, "https://u:hunter2@h/"));
  }

  @Test
  void twoHashersNeverShareAMemo() {
    new SecretHasher(SALT, this::count).hash("x");
    new SecretHasher(SALT, this::count).hash("x");

    assertThat(derived).containsExactly("x", "x");
  }

  @Test
  void threadsAskingForTheSameValueAtOnceShareOneDerivation() throws Exception {
    CountDownLatch started = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    SecretHasher hasher =
        new SecretHasher(
            SALT,
            (salt, raw) -> {
              derived.add(raw);
              started.countDown();
              await(release);
              return "h";
            });
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      Future<String> first = pool.submit(() -> hasher.hash("same"));
      started.await(10, TimeUnit.SECONDS);
      Future<String> second = pool.submit(() -> hasher.hash("same"));
      Thread.sleep(50); // the second caller is now waiting on the first one's derivation
      release.countDown();

      assertThat(first.get(10, TimeUnit.SECONDS)).isEqualTo("h");
      assertThat(second.get(10, TimeUnit.SECONDS)).isEqualTo("h");
      assertThat(derived).containsExactly("same");
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void doesNotRememberAFailedDerivation() {
    boolean[] fail = {true};
    SecretHasher hasher =
        new SecretHasher(
            SALT,
            (salt, raw) -> {
              derived.add(raw);
              if (fail[0]) {
                throw new IllegalStateException("no PBKDF2 today");
              }
              return "h";
            });

    assertThatThrownBy(() -> hasher.hash("v")).hasMessage("no PBKDF2 today");
    fail[0] = false;

    assertThat(hasher.hash("v")).isEqualTo("h");
    assertThat(derived).containsExactly("v", "v");
  }

  @Test
  void keepsNoRawValueInItsMemo() throws ReflectiveOperationException {
    SecretHasher hasher = new SecretHasher(SALT, this::count);
    hasher.hash("https://u:hunter2@h/");

    Field memo = SecretHasher.class.getDeclaredField("memo");
    memo.setAccessible(true);
    Map<?, ?> entries = (Map<?, ?>) memo.get(hasher);

    assertThat(entries).hasSize(1);
    assertThat(entries.keySet()).allSatisfy(k -> assertThat(k.toString()).matches("[0-9a-f]{64}"));
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
