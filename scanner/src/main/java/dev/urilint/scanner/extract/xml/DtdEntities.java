package dev.urilint.scanner.extract.xml;

/**
 * Blanks out the references to entities a DTD declares, so that the JDK parser, which never
 * reads a DTD here, can check the rest of the document: {@code <a>&project;</a>} becomes {@code
 * <a>__________</a>}, same length, so the parser's error positions stay true. The predefined
 * entities ({@code &amp; &lt; &gt; &apos; &quot;}) and character references ({@code &#64;}) are
 * kept. One pass, linear.
 *
 * <pre>{@code
 * DtdEntities.blanked("<a>&project; &amp;</a>");   // "<a>_________ &amp;</a>"
 * }</pre>
 */
final class DtdEntities {

  private DtdEntities() {}

  static String blanked(String text) {
    StringBuilder out = new StringBuilder(text);
    int n = text.length();
    for (int amp = text.indexOf('&'); amp >= 0; amp = text.indexOf('&', amp + 1)) {
      int i = amp + 1;
      if (i >= n || !isNameStart(text.charAt(i))) {
        continue;
      }
      while (i < n && isNameChar(text.charAt(i))) {
        i++;
      }
      if (i >= n || text.charAt(i) != ';' || isPredefined(text, amp + 1, i)) {
        continue;
      }
      for (int j = amp; j <= i; j++) {
        out.setCharAt(j, '_');
      }
      amp = i;
    }
    return out.toString();
  }

  private static boolean isPredefined(String text, int start, int end) {
    int len = end - start;
    return (len == 2 && (text.startsWith("lt", start) || text.startsWith("gt", start)))
        || (len == 3 && text.startsWith("amp", start))
        || (len == 4 && (text.startsWith("apos", start) || text.startsWith("quot", start)));
  }

  // XML 1.0 NameStartChar / NameChar, near enough: what is not one ends the name, and a name the
  // parser would not accept fails it again, as invalid XML.
  private static boolean isNameStart(char c) {
    return Character.isLetter(c) || c == '_' || c == ':';
  }

  private static boolean isNameChar(char c) {
    return isNameStart(c) || Character.isDigit(c) || c == '-' || c == '.' || c == '\u00B7';
  }
}
