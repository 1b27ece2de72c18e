package dev.urilint.uri;

/**
 * Percent-encoded triplets ({@code "%" HEXDIG HEXDIG}, RFC 3986 §2.1) as normalization sees them:
 * the octet a triplet stands for, whether a text has one that §6.2.2.1 and §6.2.2.2 would rewrite
 * (lower-case hex digits, an encoded unreserved character), and the text without its triplets.
 *
 * <pre>{@code
 * PercentTriplets.octetAt("%7e", 0);                  // 0x7E, '~'
 * PercentTriplets.hasTripletToNormalize("/a%2fb");    // true: lower-case hex
 * PercentTriplets.hasTripletToNormalize("/a%2Fb");    // false
 * PercentTriplets.withoutTriplets("Ex%41mple");       // "Exmple"
 * }</pre>
 */
public final class PercentTriplets {

  private PercentTriplets() {}

  /** Whether {@code text} has a triplet with lower-case hex digits, or one of an unreserved character. */
  public static boolean hasTripletToNormalize(String text) {
    for (int i = text.indexOf('%'); i >= 0 && i + 2 < text.length(); i = text.indexOf('%', i + 1)) {
      int value = octetAt(text, i);
      if (value >= 0
          && (UriChars.isUnreserved(value) || Character.isLowerCase(text.charAt(i + 1)) || Character.isLowerCase(text.charAt(i + 2)))) {
        return true;
      }
    }
    return false;
  }

  /** The octet of the triplet at {@code text[i]}, or -1 when it is not {@code "%" HEXDIG HEXDIG}. */
  public static int octetAt(String text, int i) {
    char h = text.charAt(i + 1);
    char l = text.charAt(i + 2);
    int hi = h > 'f' ? -1 : Character.digit(h, 16);
    int lo = l > 'f' ? -1 : Character.digit(l, 16);
    return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
  }

  /** {@code text} without its triplets: each {@code '%'} with the two characters after it. */
  public static String withoutTriplets(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '%' && i + 2 < text.length()) {
        i += 2;
      } else {
        out.append(text.charAt(i));
      }
    }
    return out.toString();
  }
}
