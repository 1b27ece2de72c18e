package dev.urilint.scanner.config;

import java.util.Optional;

/**
 * A configuration file that cannot be used: unreadable, not YAML, an unknown key or a bad value.
 * The message starts with {@code file:line:column:} when the place is known, and names the valid
 * keys or values.
 *
 * <pre>{@code
 * urilint.yml:3:23: invalid severity 'fatal' for rule credentials-in-uri; use error, warning, info or off
 * }</pre>
 */
public final class ConfigException extends Exception {

  private static final long serialVersionUID = 1L;

  private final String file;
  private final int line;
  private final int column;

  /**
   * @param file the file as shown to the user
   * @param line 1-based, or 0 when unknown
   * @param column 1-based, or 0 when unknown
   * @param problem what is wrong and how to fix it
   */
  public ConfigException(String file, int line, int column, String problem) {
    super(place(file, line, column) + problem);
    this.file = file;
    this.line = line;
    this.column = column;
  }

  private static String place(String file, int line, int column) {
    // The file is the user's argument (--config): it may be anything pasted there, a URI too.
    String shown = dev.urilint.scanner.report.Printable.argument(file);
    if (line <= 0) {
      return shown + ": ";
    }
    return shown + ":" + line + (column > 0 ? ":" + column : "") + ": ";
  }

  /** The file as shown to the user. */
  public String file() {
    return file;
  }

  /** The 1-based line of the problem, if known. */
  public Optional<Integer> line() {
    return line > 0 ? Optional.of(line) : Optional.empty();
  }

  /** The 1-based column of the problem, if known. */
  public Optional<Integer> column() {
    return column > 0 ? Optional.of(column) : Optional.empty();
  }
}
