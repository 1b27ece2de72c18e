package dev.urilint.candidate;

import dev.urilint.secrets.Masking;
import dev.urilint.secrets.SecretSpans;
import java.util.List;

/**
 * What a message quotes of a string: its secrets masked ({@link #masked()}) and, for {@link
 * #shown()}, shortened to at most {@value #SHOWN_LIMIT} characters ("head…tail"), so that many
 * findings on one huge string stay linear in size.
 *
 * <pre>{@code
 * MaskedRendering.of("https://app:hunter2@db.example.net/").shown();   // "https://app:****@db.example.net/"
 * MaskedRendering.shorten("x".repeat(1000)).length();                    // 200
 * }</pre>
 *
 * @param masked the whole string, secrets masked
 */
public record MaskedRendering(String masked) {

  /** Longest string {@link #shown()} returns. */
  public static final int SHOWN_LIMIT = 200;

  /** The rendering of a value (one string read as one URI), its secrets found and masked. */
  public static MaskedRendering of(String text) {
    return new MaskedRendering(Masking.maskValue(text));
  }

  /** The rendering of {@code text} whose secrets are already known. */
  static MaskedRendering of(String text, List<SecretSpans.Secret> secrets) {
    return new MaskedRendering(Masking.mask(text, secrets));
  }

  /** {@link #masked()}, shortened to at most {@link #SHOWN_LIMIT} characters. */
  public String shown() {
    return shorten(masked);
  }

  /** {@code text} cut to at most {@link #SHOWN_LIMIT} characters, its start and end kept. */
  public static String shorten(String text) {
    if (text.length() <= SHOWN_LIMIT) {
      return text;
    }
    return text.substring(0, SHOWN_LIMIT - 61) + "…" + text.substring(text.length() - 60);
  }
}
