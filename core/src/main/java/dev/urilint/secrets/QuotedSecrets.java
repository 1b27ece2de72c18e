package dev.urilint.secrets;

import java.util.function.IntPredicate;

/**
 * Hides what a message quotes of a secret. Rules quote the part of a string they found between
 * single quotes and name characters by their encodings; when that part lies in a password, the
 * quote is the password or a piece of it ({@code 'bob:pw'}, {@code decode %5A to 'Z'}, {@code
 * '%2541'}, {@code percent-encode it as %22}), which no mask pattern can recognise. So in the
 * message of a finding that touches a secret, a quoted part is kept only when it shows the
 * masked string (it holds {@link Masking#MASK}) or is one punctuation character the secret does
 * not hold ({@code '@'}); a {@code %HH} or {@code U+HHHH} (a character named by its encoding) is
 * always hidden.
 *
 * <pre>{@code
 * QuotedSecrets.redact("'bob:pw' looks like a host in 'https://bob:****@h/'", c -> c == 'p' || c == 'w');
 * // "'****' looks like a host in 'https://bob:****@h/'"
 * QuotedSecrets.redact("decode %5A to 'Z'", c -> true);   // "decode **** to '****'"
 * }</pre>
 */
public final class QuotedSecrets {

  private QuotedSecrets() {}

  /**
   * {@code message} with each part that may show a secret replaced by {@link Masking#MASK};
   * {@code secretChars} tells the characters the secrets hold. Linear in the message.
   */
  public static String redact(String message, IntPredicate secretChars) {
    StringBuilder out = new StringBuilder(message.length());
    int at = 0;
    int open;
    while ((open = message.indexOf('\'', at)) >= 0) {
      int close = message.indexOf('\'', open + 1);
      if (close < 0) {
        break;
      }
      out.append(encodings(message.substring(at, open + 1)));
      String quoted = message.substring(open + 1, close);
      out.append(keeps(quoted, secretChars) ? quoted : Masking.MASK).append('\'');
      at = close + 1;
    }
    return out.append(encodings(message.substring(at))).toString();
  }

  // A masked string, or one punctuation character of the rule's own wording.
  private static boolean keeps(String quoted, IntPredicate secretChars) {
    if (quoted.contains(Masking.MASK)) {
      return true;
    }
    return quoted.length() == 1 && !Character.isLetterOrDigit(quoted.charAt(0)) && !secretChars.test(quoted.charAt(0));
  }

  // "%HH" and "U+HHHH" outside quotes: a character of the secret named by its encoding.
  private static String encodings(String text) {
    StringBuilder out = null;
    int at = 0;
    for (int i = 0; i < text.length(); i++) {
      int length = 0;
      if (text.charAt(i) == '%' && hex(text, i + 1, 2)) {
        length = 3;
      } else if (text.startsWith("U+", i) && hex(text, i + 2, 4)) {
        length = 6;
      }
      if (length == 0) {
        continue;
      }
      out = out == null ? new StringBuilder(text.length()) : out;
      out.append(text, at, i).append(Masking.MASK);
      at = i + length;
      i += length - 1;
    }
    return out == null ? text : out.append(text, at, text.length()).toString();
  }

  private static boolean hex(String text, int from, int count) {
    if (from + count > text.length()) {
      return false;
    }
    for (int i = from; i < from + count; i++) {
      if (Character.digit(text.charAt(i), 16) < 0) {
        return false;
      }
    }
    return true;
  }
}
