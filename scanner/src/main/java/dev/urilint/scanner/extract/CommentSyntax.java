package dev.urilint.scanner.extract;

/**
 * The comments of a file format, as its extractor reads them: where a {@code urilint:ignore}
 * directive is a real comment and where it is text (a string, a URL, a block scalar).
 *
 * <pre>{@code
 * new YamlExtractor().comments();   // CommentSyntax.YAML
 * }</pre>
 */
public enum CommentSyntax {
  /** No comments: a directive anywhere is text. */
  NONE,
  /** {@code .properties}: a logical line whose first non-blank character is {@code #} or {@code !}. */
  PROPERTIES,
  /**
   * YAML: {@code #} at a line start or after a blank, outside quoted scalars and block scalars
   * ({@code |}, {@code >}).
   */
  YAML,
  /** JSON as the extractor reads it (JSONC, {@code tsconfig.json}): {@code //} and {@code /* *}{@code /} outside strings. */
  JSON,
  /** XML: {@code <!-- -->}, outside CDATA sections and processing instructions. */
  XML,
  /** Java: {@code //} and {@code /* *}{@code /} outside string, character and text-block literals. */
  JAVA,
  /** TOML: {@code #} outside basic, literal and multi-line strings. */
  TOML,
  /** HOCON: {@code #} and {@code //} outside quoted and triple-quoted strings. */
  HOCON,
  /** {@code .env}: {@code #} at a line start or after a blank, outside quoted values. */
  ENV
}
