package dev.urilint.rules;

/**
 * Hides secrets in a URI before it is shown: the password of the userinfo and the value of a
 * sensitive query parameter read {@code ****}.
 *
 * <pre>{@code
 * Masking.mask("https://bob:hunter2@example.com/?token=abc&x=1");
 * // "https://bob:****@example.com/?token=****&x=1"
 * }</pre>
 */
public final class Masking {

  /** What a secret is replaced with. */
  public static final String MASK = "****";

  private Masking() {}

  /** {@code text} with every password and sensitive query value replaced by {@link #MASK}; works on invalid URIs too. */
  public static String mask(String text) {
    throw new UnsupportedOperationException("implemented by the rule catalog work (issue 3)");
  }
}
