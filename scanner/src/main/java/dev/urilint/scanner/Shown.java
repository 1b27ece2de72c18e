package dev.urilint.scanner;

/**
 * Bounds what a finding shows of a long value: its {@code uri} is a window of the masked value
 * around the finding, and a message longer than a screen keeps its start and end. The
 * fingerprint and the secret hash still read the whole value, so a baseline matches as before.
 *
 * <pre>{@code
 * Shown.around("http://h/" + "a".repeat(10_000), 5_000);   // "…aaaa…aaaa…", about 1,000 chars
 * Shown.around("http://h/", 0);                           // "http://h/": short values are whole
 * }</pre>
 */
final class Shown {

  /** Values up to this length are shown whole. */
  static final int MAX_URI = 1_000;

  /** Messages up to this length are shown whole. */
  static final int MAX_MESSAGE = 2_000;

  private static final String CUT = "…";

  private Shown() {}

  /** {@code masked}, or a window of {@link #MAX_URI} chars of it that starts a little before {@code at}. */
  static String around(String masked, int at) {
    if (masked.length() <= MAX_URI) {
      return masked;
    }
    int from = Math.max(0, Math.min(at - MAX_URI / 5, masked.length() - MAX_URI));
    int to = Math.min(masked.length(), from + MAX_URI);
    // Never split a surrogate pair: the report stays valid UTF-8.
    if (from > 0 && Character.isLowSurrogate(masked.charAt(from))) {
      from++;
    }
    if (to < masked.length() && Character.isHighSurrogate(masked.charAt(to - 1))) {
      to--;
    }
    return (from > 0 ? CUT : "") + masked.substring(from, to) + (to < masked.length() ? CUT : "");
  }

  /** {@code message}, or its start and end around a cut when longer than {@link #MAX_MESSAGE}. */
  static String message(String message) {
    if (message.length() <= MAX_MESSAGE) {
      return message;
    }
    int head = MAX_MESSAGE * 3 / 4;
    int tail = MAX_MESSAGE - head;
    if (Character.isHighSurrogate(message.charAt(head - 1))) {
      head--;
    }
    int tailFrom = message.length() - tail;
    if (Character.isLowSurrogate(message.charAt(tailFrom))) {
      tailFrom++;
    }
    return message.substring(0, head) + CUT + message.substring(tailFrom);
  }
}
