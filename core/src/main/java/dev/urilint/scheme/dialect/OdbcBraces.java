package dev.urilint.scheme.dialect;

/**
 * ODBC braces, the quoting of SQL Server's connection strings, JDBC and ODBC alike: a property
 * value in braces runs to its closing brace and may hold anything but a lone {@code '}'}
 * ({@code password={some;pass}}, {@code databaseName={my db}}); {@code "}}"} inside is one
 * brace ({@code {x}}y}} is the value {@code x}y}).
 *
 * <pre>{@code
 * OdbcBraces.end("password={x}}y};a=1", 9);   // 14: the '}' that closes "{x}}y}"
 * OdbcBraces.end("password={x", 9);           // -1: never closes
 * }</pre>
 */
public final class OdbcBraces {

  private OdbcBraces() {}

  /**
   * The closing brace of the value opened at {@code open}, or -1 when it does not close. A caller
   * that searches from many openings remembers the first that did not close: no later one can.
   */
  public static int end(String text, int open) {
    for (int i = open + 1; i < text.length(); i++) {
      if (text.charAt(i) == '}') {
        if (i + 1 < text.length() && text.charAt(i + 1) == '}') {
          i++;
          continue;
        }
        return i;
      }
    }
    return -1;
  }
}
