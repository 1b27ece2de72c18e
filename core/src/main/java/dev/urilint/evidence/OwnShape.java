package dev.urilint.evidence;

import dev.urilint.scheme.Scheme;
import dev.urilint.scheme.SchemeRegistry;
import dev.urilint.uri.UriChars;

/**
 * Whether a string says by its own shape that it is a URI, whatever its key: a scheme followed by
 * {@code //} ({@code https://…}, {@code htps://typo}, {@code s3://bucket}), a well-known scheme
 * followed by {@code :} and more ({@code mailto:}, {@code jdbc:}, {@code urn:}, {@code http:/x}),
 * or a well-known hierarchical scheme that lost its colon ({@code http//host}). Config files are
 * full of strings with a colon that are not URIs (Maven coordinates {@code org.acme:lib:1.0}, image
 * tags {@code nginx:1.25}, port maps {@code 8080:80}, {@code Note: restart}); none of them passes.
 *
 * <pre>{@code
 * OwnShape.is("https://a.example/");   // true
 * OwnShape.is("jdbc:h2:mem:x");        // true
 * OwnShape.is("http//a.example/");     // true: a lost colon
 * OwnShape.is("nginx:1.25");           // false
 * OwnShape.is("file:");                // false: a scheme word and its colon, a label
 * }</pre>
 */
public final class OwnShape {

  private OwnShape() {}

  /** Whether {@code value}, leading white space ignored, is a URI by its own shape. */
  public static boolean is(String value) {
    int n = value.length();
    int start = 0;
    while (start < n && Character.isWhitespace(value.charAt(start))) {
      start++;
    }
    // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
    if (start == n || !UriChars.isAlpha(value.charAt(start))) {
      return false;
    }
    int i = start + 1;
    while (i < n && UriChars.isSchemeChar(value.charAt(i))) {
      i++;
    }
    Scheme scheme = SchemeRegistry.lookup(value, start, i);
    if (i < n && value.charAt(i) == ':') {
      // A scheme name and its colon with nothing after ("file:" in prose, "data:" as a line of a
      // YAML block, a prefix) is a word or a label, never a URI by its shape.
      if (isBlankFrom(value, i + 1)) {
        return false;
      }
      return value.startsWith("//", i + 1) || scheme.common();
    }
    return value.startsWith("//", i) && scheme.common() && scheme.hierarchical();
  }

  private static boolean isBlankFrom(String value, int from) {
    for (int k = from; k < value.length(); k++) {
      if (!Character.isWhitespace(value.charAt(k))) {
        return false;
      }
    }
    return true;
  }
}
