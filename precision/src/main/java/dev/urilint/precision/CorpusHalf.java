package dev.urilint.precision;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Locale;
import java.util.Optional;

/**
 * The two halves of the corpus, split by a fixed rule chosen before any finding was looked at: the
 * SHA-256 of the repository's {@code owner/repo}, lower-cased, in hex; an even first hex digit puts
 * it in the tuning half, an odd one in the held-out half. Rules and extraction are changed while
 * looking at the tuning half only; the held-out half is judged once, when it is added, and then
 * only its figures are read, so that a fix of strings rather than of a class shows as a gain on one
 * half and not on the other.
 *
 * <pre>{@code
 * CorpusHalf.of("square/okhttp");      // HELD_OUT
 * CorpusHalf.of("apache/tomcat");      // TUNING
 * CorpusHalf.byId("held-out");         // Optional[HELD_OUT]
 * }</pre>
 */
enum CorpusHalf {
  TUNING("tuning"),
  HELD_OUT("held-out");

  private final String id;

  CorpusHalf(String id) {
    this.id = id;
  }

  /** The name on the command line, {@code tuning} or {@code held-out}. */
  String id() {
    return id;
  }

  static Optional<CorpusHalf> byId(String id) {
    for (CorpusHalf h : values()) {
      if (h.id.equals(id)) {
        return Optional.of(h);
      }
    }
    return Optional.empty();
  }

  /** The half of the repository {@code owner/repo}. */
  static CorpusHalf of(String repository) {
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256")
          .digest(repository.toLowerCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8));
      int firstHexDigit = (digest[0] >> 4) & 0xF;
      return firstHexDigit % 2 == 0 ? TUNING : HELD_OUT;
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }
}
