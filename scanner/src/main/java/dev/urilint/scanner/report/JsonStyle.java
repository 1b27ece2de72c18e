package dev.urilint.scanner.report;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;

/**
 * The one JSON layout of every file urilint writes (reports, SARIF, baseline): two-space indents,
 * {@code "key": value}, {@code \n} line breaks on every platform, so files diff cleanly and golden
 * files match byte for byte.
 *
 * <pre>{@code
 * generator.setPrettyPrinter(JsonStyle.prettyPrinter());
 * }</pre>
 */
public final class JsonStyle {

  private JsonStyle() {}

  /** A new pretty printer (they carry nesting state: one per generator). */
  public static DefaultPrettyPrinter prettyPrinter() {
    DefaultIndenter indent = new DefaultIndenter("  ", "\n");
    DefaultPrettyPrinter pretty =
        new DefaultPrettyPrinter()
            .withSeparators(
                Separators.createDefaultInstance()
                    .withObjectFieldValueSpacing(Separators.Spacing.AFTER));
    pretty.indentArraysWith(indent);
    pretty.indentObjectsWith(indent);
    return pretty;
  }
}
