package dev.urilint.secrets;

import dev.urilint.uri.PercentEncoding;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;
import java.util.function.Predicate;

/**
 * Hides what a message quotes of a secret. Rules quote the part of a string they found between
 * single quotes and name characters by their encodings; when that part lies in a password, the
 * quote is the password or a piece of it ({@code 'bob:pw'}, {@code decode %5A to 'Z'}, {@code
 * '%2541'}, {@code percent-encode it as %22}), which no mask pattern can recognise. So in the
 * message of a finding that touches a secret, a quoted part is kept only when it is the string's
 * own masked rendering, or {@link Masking#MASK}, or punctuation the secret does not hold ({@code
 * '@'}, {@code '//'}), or one of the delimiters that end an authority ({@code '#'}, {@code '?'},
 * {@code '/'}, and their encodings), which a user must know to percent-encode in a password; any
 * other {@code %HH} or {@code U+HHHH} (a character named by its encoding) is hidden. Any other finding on a string that holds a secret quotes only pieces of that
 * masked rendering ({@link #redactRewrites}). A rewrite of the string (a normal form, a repaired URI), masked by reading it
 * again, is hidden too, even with a mask in it: the rewrite can move or drop what marked the
 * secret (found by fuzzing: {@code h://user:pw@x...} rewritten as {@code file:///h:/user:pw@x...}
 * puts the userinfo in a path; {@code https://admin:443/pw@db.example.com/} without its default
 * port has no colon before the password), while another secret of it is still masked.
 *
 * <pre>{@code
 * QuotedSecrets.redact("'bob:pw' looks like a host in 'https://bob:****@h/'", c -> c == 'p' || c == 'w',
 *     "https://bob:****@h/");
 * // "'****' looks like a host in 'https://bob:****@h/'"
 * QuotedSecrets.redact("decode %5A to 'Z'", c -> true, "");   // "decode **** to '****'"
 * }</pre>
 */
public final class QuotedSecrets {

  private QuotedSecrets() {}

  /**
   * {@code message} with each part that may show a secret replaced by {@link Masking#MASK};
   * {@code secretChars} tells the characters the secrets hold, {@code shown} is the string's masked
   * rendering as messages quote it. Linear in the message.
   */
  public static String redact(String message, IntPredicate secretChars, String shown) {
    return redact(message, quoted -> keeps(quoted, secretChars, shown), AUTHORITY_END_ENCODINGS::contains);
  }

  // A '#', '?' or '/' in a password ends the authority early: the message that tells the user to
  // percent-encode it must name it and its encoding to be of use, and says no more of the password
  // than that it holds one of three delimiters.
  private static final Set<String> AUTHORITY_ENDS = Set.of("#", "?", "/");
  private static final Set<String> AUTHORITY_END_ENCODINGS = Set.of("%23", "%3F", "%2F");

  /**
   * {@code message}, of a finding on a string that holds a secret but outside it, with each
   * quoted part and each run of {@code %HH} or {@code U+HHHH} replaced by {@link Masking#MASK}
   * unless it is computed from {@code shown}, the string's masked rendering as messages quote it,
   * alone: a piece of it, a piece of it percent-decoded once, or an encoding of a piece of it. A
   * message then tells nothing the rendering does not, whatever rewrite of the string the rule
   * made ({@code 'admin:2024'}, the would-be host of {@code http:admin:2024/****@h/}, is none of
   * these and is hidden, as is a normal form). Keeps {@code 'db.example.com'}, {@code '%2541'}
   * and its decoded {@code '%41'} of {@code https://u:****@db.example.com/%2541}, and the {@code
   * %20} of "percent-encode it as %20" for a space of the rendering. Linear in the message times
   * the rendering, which is short ({@link dev.urilint.candidate.MaskedRendering#SHOWN_LIMIT}).
   *
   * <pre>{@code
   * QuotedSecrets.redactRewrites("'HTTP:' is 'http:' in 'HTTP://u:****@h/'", "HTTP://u:****@h/");
   * // "'HTTP:' is '****' in 'HTTP://u:****@h/'"
   * QuotedSecrets.redactRewrites("illegal character ' '; percent-encode it as %20", "https://u:****@h/a b");
   * // unchanged
   * }</pre>
   */
  public static String redactRewrites(String message, String shown) {
    return redactRewrites(message, shown, "");
  }

  /**
   * {@link #redactRewrites(String, String)}, keeping also a quote that is exactly {@code
   * fixedShown}: the masked rendering with the finding's fix applied to it, which holds the masks
   * where the secrets were and so shows none of them ({@code normal form:
   * 'https://bob:****@h/a/b'} for {@code https://bob:****@h/a/./b}). Empty keeps nothing more.
   */
  public static String redactRewrites(String message, String shown, String fixedShown) {
    String decoded = PercentEncoding.decode(shown);
    return redact(
        message,
        quoted -> !quoted.isEmpty()
            && (shown.contains(quoted) || decoded.contains(quoted) || quoted.equals(fixedShown)),
        encoding -> shown.contains(encoding) || encodesAPiece(encoding, shown));
  }

  // Whether a run of %HH triplets, or one U+HHHH, names characters the rendering shows (a mask's
  // '*' aside: it stands for a secret's characters).
  private static boolean encodesAPiece(String encoding, String shown) {
    String named = encoding.startsWith("U+")
        ? Character.toString(Integer.parseInt(encoding.substring(2), 16))
        : PercentEncoding.decode(encoding);
    return !named.isEmpty() && named.indexOf('*') < 0 && named.indexOf('\uFFFD') < 0 && shown.contains(named);
  }

  private static String redact(String message, Predicate<String> keepsQuote, Predicate<String> keepsEncoding) {
    StringBuilder out = new StringBuilder(message.length());
    int at = 0;
    int open;
    while ((open = message.indexOf('\'', at)) >= 0) {
      int close = message.indexOf('\'', open + 1);
      if (close < 0) {
        break;
      }
      out.append(encodings(message.substring(at, open + 1), keepsEncoding));
      String quoted = message.substring(open + 1, close);
      out.append(keepsQuote.test(quoted) ? quoted : Masking.MASK).append('\'');
      at = close + 1;
    }
    return out.append(encodings(message.substring(at), keepsEncoding)).toString();
  }

  // The masked string itself, the mask, or punctuation of the rule's own wording ('@', '//') that
  // no secret holds.
  private static boolean keeps(String quoted, IntPredicate secretChars, String shown) {
    if (quoted.equals(shown) || quoted.equals(Masking.MASK) || AUTHORITY_ENDS.contains(quoted)) {
      return true;
    }
    if (quoted.isEmpty()) {
      return false;
    }
    for (int i = 0; i < quoted.length(); i++) {
      char c = quoted.charAt(i);
      if (Character.isLetterOrDigit(c) || secretChars.test(c)) {
        return false;
      }
    }
    return true;
  }

  // "%HH" and "U+HHHH" outside quotes: a character of the secret named by its encoding. A run of
  // triplets ("%C3%A9") is kept or hidden as one, since it names one character; a hidden run is
  // hidden triplet by triplet.
  private static String encodings(String text, Predicate<String> keeps) {
    StringBuilder out = null;
    int at = 0;
    for (int i = 0; i < text.length(); i++) {
      int length = 0;
      int run = 0;
      if (text.charAt(i) == '%' && hex(text, i + 1, 2)) {
        length = 3;
        run = 3;
        while (i + run < text.length() && text.charAt(i + run) == '%' && hex(text, i + run + 1, 2)) {
          run += 3;
        }
      } else if (text.startsWith("U+", i) && hex(text, i + 2, 4)) {
        length = 6;
        run = 6;
      }
      if (length == 0) {
        continue;
      }
      if (keeps.test(text.substring(i, i + run))) {
        i += run - 1;
        continue;
      }
      out = out == null ? new StringBuilder(text.length()) : out;
      out.append(text, at, i).append(Masking.MASK);
      at = i + length;
      i += length - 1;
    }
    return out == null ? text : out.append(text, at, text.length()).toString();
  }

  /**
   * {@code message} with every character position it names ({@code at index 17}, {@code input
   * ends at index 17}, {@code index 17 holds}) replaced by {@code where}: the position of a
   * finding inside a password tells where in the password the odd character sits. Linear.
   *
   * <pre>{@code
   * QuotedSecrets.withoutPositions("illegal character '****' at index 17 in userinfo", "inside the masked password");
   * // "illegal character '****' inside the masked password in userinfo"
   * }</pre>
   */
  public static String withoutPositions(String message, String where) {
    return rewritePositions(message, (afterAt, index) -> afterAt ? where : "a place " + where);
  }

  /**
   * {@code message} with every character position it names moved by {@code shown}: from the
   * string the rule read to the masked string a report shows beside the message. An index after
   * a password, counted in the string itself, tells the password's length. Linear.
   *
   * <pre>{@code
   * QuotedSecrets.withShownPositions("illegal character ' ' at index 25 in path", i -> i - 3);
   * // "illegal character ' ' at index 22 in path"
   * }</pre>
   */
  public static String withShownPositions(String message, IntUnaryOperator shown) {
    return rewritePositions(
        message, (afterAt, index) -> (afterAt ? "at index " : "index ") + shown.applyAsInt(index));
  }

  private interface Rewrite {
    String position(boolean afterAt, int index);
  }

  // Each "index N" (with its "at " before it, when there is one) replaced by what `rewrite` says.
  private static String rewritePositions(String message, Rewrite rewrite) {
    StringBuilder out = new StringBuilder(message.length());
    int copied = 0;
    int from = 0;
    int i;
    while ((i = message.indexOf("index ", from)) >= 0) {
      int digits = i + "index ".length();
      int end = digits;
      while (end < message.length() && Character.isDigit(message.charAt(end)) && end - digits < 9) {
        end++;
      }
      from = digits;
      if (end == digits || i > 0 && Character.isLetter(message.charAt(i - 1))) {
        continue;
      }
      boolean afterAt = i >= 3 && message.startsWith("at ", i - 3);
      int index = Integer.parseInt(message, digits, end, 10);
      out.append(message, copied, afterAt ? i - 3 : i).append(rewrite.position(afterAt, index));
      copied = end;
      from = end;
    }
    return copied == 0 ? message : out.append(message, copied, message.length()).toString();
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
