package dev.urilint.scanner.read;

import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Locale;
import java.util.Optional;

/**
 * How a file's bytes become text, the way the file's own format defines it:
 *
 * <ul>
 *   <li>a byte-order mark wins for every format: UTF-8 ({@code EF BB BF}), UTF-16BE ({@code FE
 *       FF}), UTF-16LE ({@code FF FE}). RFC 8259 lets a JSON reader ignore a UTF-8 mark, and XML
 *       1.0 (section 4.3.3, appendix F) reads the UTF-16 ones; a Java source or YAML file saved
 *       by a Windows editor as "Unicode" has one too;
 *   <li>XML without a mark: the {@code encoding} of its declaration ({@code <?xml version="1.0"
 *       encoding="ISO-8859-1"?>}), UTF-8 when it has none (XML 1.0, 4.3.3);
 *   <li>{@code .properties}: UTF-8, and ISO-8859-1 when the bytes are not UTF-8, which is what
 *       {@code PropertyResourceBundle} does since Java 9 ({@code Properties.load(InputStream)}
 *       reads ISO-8859-1 only, and ISO-8859-1 decodes any byte);
 *   <li>everything else: UTF-8 (JSON by RFC 8259, YAML 1.2, TOML, HOCON, {@code .env}).
 * </ul>
 *
 * <pre>{@code
 * SourceEncoding.of("messages.properties", bytes).fallback();   // Optional[ISO-8859-1]
 * SourceEncoding.of("pom.xml", "<?xml version='1.0' encoding='ISO-8859-1'?>".getBytes(...))
 *     .charset();                                               // ISO-8859-1
 * }</pre>
 *
 * @param charset what to decode with first
 * @param skip bytes of a byte-order mark to leave out
 * @param fallback what to decode with when {@code charset} finds malformed input
 * @param declared whether the file named its encoding (a byte-order mark or an XML declaration):
 *     then NUL bytes are text, not a sign of a binary file
 */
record SourceEncoding(Charset charset, int skip, Optional<Charset> fallback, boolean declared) {

  private static final SourceEncoding UTF_8 =
      new SourceEncoding(StandardCharsets.UTF_8, 0, Optional.empty(), false);

  /** How far into an XML file its declaration may end. */
  private static final int DECLARATION_LIMIT = 200;

  /**
   * The encoding of {@code bytes} read from a file named {@code fileName}.
   *
   * @throws UnsupportedCharsetException when an XML declaration names a charset this JVM lacks
   */
  static SourceEncoding of(String fileName, byte[] bytes) {
    if (startsWith(bytes, 0xEF, 0xBB, 0xBF)) {
      return new SourceEncoding(StandardCharsets.UTF_8, 3, Optional.empty(), true);
    }
    if (startsWith(bytes, 0xFE, 0xFF)) {
      return new SourceEncoding(StandardCharsets.UTF_16BE, 2, Optional.empty(), true);
    }
    if (startsWith(bytes, 0xFF, 0xFE)) {
      return new SourceEncoding(StandardCharsets.UTF_16LE, 2, Optional.empty(), true);
    }
    String name = fileName.toLowerCase(Locale.ROOT);
    if (name.endsWith(".properties")) {
      return new SourceEncoding(StandardCharsets.UTF_8, 0, Optional.of(StandardCharsets.ISO_8859_1), false);
    }
    if (name.endsWith(".xml")) {
      return xmlDeclaration(bytes)
          .map(SourceEncoding::charsetNamed)
          .map(c -> new SourceEncoding(c, 0, Optional.empty(), !c.equals(StandardCharsets.UTF_8)))
          .orElse(UTF_8);
    }
    return UTF_8;
  }

  private static Charset charsetNamed(String name) {
    try {
      return Charset.forName(name);
    } catch (IllegalCharsetNameException e) {
      throw new UnsupportedCharsetException(name);
    }
  }

  /**
   * The {@code encoding} of {@code <?xml ... encoding="X" ...?>} at the very start (where XML
   * allows it), read as ASCII: every charset a declaration may name without a byte-order mark
   * writes the declaration in ASCII's code points.
   */
  static Optional<String> xmlDeclaration(byte[] bytes) {
    int n = Math.min(bytes.length, DECLARATION_LIMIT);
    String head = new String(bytes, 0, n, StandardCharsets.ISO_8859_1);
    if (!head.startsWith("<?xml")) {
      return Optional.empty();
    }
    int end = head.indexOf("?>");
    String decl = end < 0 ? head : head.substring(0, end);
    int at = decl.indexOf("encoding");
    if (at < 0) {
      return Optional.empty();
    }
    int i = at + "encoding".length();
    while (i < decl.length() && (decl.charAt(i) == ' ' || decl.charAt(i) == '=' || decl.charAt(i) == '\t')) {
      i++;
    }
    if (i >= decl.length() || (decl.charAt(i) != '"' && decl.charAt(i) != '\'')) {
      return Optional.empty();
    }
    char quote = decl.charAt(i);
    int close = decl.indexOf(quote, i + 1);
    if (close < 0 || close == i + 1) {
      return Optional.empty();
    }
    return Optional.of(decl.substring(i + 1, close));
  }

  private static boolean startsWith(byte[] bytes, int... prefix) {
    if (bytes.length < prefix.length) {
      return false;
    }
    for (int i = 0; i < prefix.length; i++) {
      if ((bytes[i] & 0xFF) != prefix[i]) {
        return false;
      }
    }
    return true;
  }
}
