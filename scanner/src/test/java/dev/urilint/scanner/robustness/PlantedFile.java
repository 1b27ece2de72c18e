package dev.urilint.scanner.robustness;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One fuzz input read as a file with a planted password, the input shape every secret-leak fuzz
 * target shares (the scan's reports here, the CLI's {@code --show-source} there): a file name
 * line, then the file's bytes. The name picks the format: one of {@link #FILE_NAMES} exactly, or
 * else one of them by its hash, so every input is scanned. Each {@code %PLANT%} in the content
 * becomes {@code ://u:Planted-Secret-9@h}; the {@code %PLANT_...%} tokens plant the password as a
 * nested or shell placeholder default, with a quote and a space in it, in a JDBC quoted or ODBC
 * braced value, or after a scheme that lost its "//" (also with a 300-char prefix). Each is a
 * password wherever it stands, so one oracle holds: {@link #SECRET} appears in no output. Without
 * any token the plant goes in the middle.
 *
 * <p>A slashless shape starts a token (a space goes before it). Glued to the letters before it,
 * {@code bhttp:u:pw@h/} or {@code urilint:ignorehttp:u:pw@h/}, its scheme is {@code bhttp} or
 * {@code urilint}: no hierarchical scheme, so nothing says {@code u:pw} is a userinfo, and
 * masking every {@code word:word@} would hide mail addresses, SCP paths and times in every report.
 *
 * <pre>{@code
 * PlantedFile.of("application.yml\nurl: https%PLANT%/x".getBytes(ISO_8859_1)).get().content();
 * // "url: https://u:Planted-Secret-9@h/x"
 * }</pre>
 */
public record PlantedFile(String name, String content) {

  /** The planted password: no output may contain it. */
  public static final String SECRET = "Planted-Secret-9";

  private static final String PLANT = "://u:" + SECRET + "@h";
  private static final String TOKEN = "%PLANT%";
  private static final Map<String, String> SHAPES =
      Map.of(
          "%PLANT_DEFAULT%", "://u:${P:${Q:" + SECRET + "}}@h",
          "%PLANT_SHELL%", "://u:${PW-" + SECRET + "}@h",
          "%PLANT_QUOTE%", "://u:it's " + SECRET + "@h",
          "%PLANT_JDBC%", ";user=sa;password='" + SECRET + " x';",
          "%PLANT_ODBC%", ";user=sa;password={x}}" + SECRET + "};",
          "%PLANT_SLASHLESS%", " http:u:" + SECRET + "@h/",
          // Longer than the 256 chars a source line's reading once looked ahead for the '@'.
          "%PLANT_LONG_SLASHLESS%", " http:u:" + "x".repeat(300) + SECRET + "@h/");
  /** One file name per format the scanner reads. */
  public static final List<String> FILE_NAMES =
      List.of(
          "application.properties",
          "application.yml",
          "config.json",
          "pom.xml",
          ".env",
          "application.conf",
          "pyproject.toml",
          "Client.java");

  /**
   * The file {@code input} describes, or empty when the input already holds the secret: the fuzzer
   * learns compared strings, and a secret it wrote itself is not a planted one.
   */
  public static Optional<PlantedFile> of(byte[] input) {
    // ISO-8859-1 maps bytes to chars one to one, so the plant goes in without touching the rest.
    String raw = new String(input, StandardCharsets.ISO_8859_1);
    if (raw.contains(SECRET)) {
      return Optional.empty();
    }
    int newline = raw.indexOf('\n');
    String name = fileName(newline < 0 ? "" : raw.substring(0, newline));
    String original = raw.substring(newline + 1);
    String content = original;
    for (Map.Entry<String, String> shape : SHAPES.entrySet()) {
      content = content.replace(shape.getKey(), shape.getValue());
    }
    content =
        content.contains(TOKEN) || !content.equals(original)
            ? content.replace(TOKEN, PLANT)
            : content.substring(0, content.length() / 2) + PLANT + content.substring(content.length() / 2);
    return Optional.of(new PlantedFile(name, content));
  }

  /** The content as bytes, one per char, as the input gave them. */
  public byte[] bytes() {
    return content.getBytes(StandardCharsets.ISO_8859_1);
  }

  private static String fileName(String header) {
    return FILE_NAMES.contains(header)
        ? header
        : FILE_NAMES.get(Math.floorMod(header.hashCode(), FILE_NAMES.size()));
  }
}
