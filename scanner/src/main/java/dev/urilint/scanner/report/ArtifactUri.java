package dev.urilint.scanner.report;

import java.nio.charset.StandardCharsets;

/**
 * A repo-relative path as a SARIF {@code artifactLocation.uri}: a relative URI reference, so
 * every character outside RFC 3986 {@code unreserved}, {@code /} and a few safe sub-delims is
 * percent-encoded (UTF-8). {@code :} is encoded too: in a first segment it would read as a scheme.
 *
 * <pre>{@code
 * ArtifactUri.of("config/my app.yml");   // "config/my%20app.yml"
 * ArtifactUri.of("a:b.yml");             // "a%3Ab.yml"
 * }</pre>
 */
public final class ArtifactUri {

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private ArtifactUri() {}

  /** Encodes a {@code /}-separated relative path. */
  public static String of(String path) {
    StringBuilder sb = new StringBuilder(path.length() + 8);
    for (byte b : path.getBytes(StandardCharsets.UTF_8)) {
      int c = b & 0xff;
      if (isKept(c)) {
        sb.append((char) c);
      } else {
        sb.append('%').append(HEX[c >> 4]).append(HEX[c & 0xf]);
      }
    }
    return sb.toString();
  }

  // unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~", plus "/" and sub-delims that never need
  // quoting in a path.
  private static boolean isKept(int c) {
    return (c >= 'a' && c <= 'z')
        || (c >= 'A' && c <= 'Z')
        || (c >= '0' && c <= '9')
        || "-._~/!$&'()*+,;=@".indexOf(c) >= 0;
  }
}
