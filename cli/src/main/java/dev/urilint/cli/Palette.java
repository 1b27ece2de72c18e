package dev.urilint.cli;

import dev.urilint.lint.Severity;
import picocli.CommandLine.Help.Ansi.IStyle;
import picocli.CommandLine.Help.Ansi.Style;

/**
 * The few colours urilint uses, or none: severities in red, yellow and cyan, rule ids and paths in
 * bold. Callers pad text to its column first and paint it after, so alignment never counts escape
 * codes.
 *
 * <pre>{@code
 * Palette p = new Palette(terminal.colours());
 * p.severity(Severity.ERROR, "error  ");   // "\u001B[31;1merror  \u001B[0m" or "error  "
 * }</pre>
 */
final class Palette {

  private final boolean on;

  Palette(boolean on) {
    this.on = on;
  }

  /** {@code text} in the colour of {@code severity}. */
  String severity(Severity severity, String text) {
    return switch (severity) {
      case ERROR -> paint(text, Style.fg_red, Style.bold);
      case WARNING -> paint(text, Style.fg_yellow);
      case INFO -> paint(text, Style.fg_cyan);
    };
  }

  String bold(String text) {
    return paint(text, Style.bold);
  }

  String faint(String text) {
    return paint(text, Style.faint);
  }

  /** For caret lines under the offending part. */
  String marker(String text) {
    return paint(text, Style.fg_red, Style.bold);
  }

  private String paint(String text, IStyle... styles) {
    // A full reset, not picocli's per-style "off" codes: bold-off (21) reads as double underline
    // on many terminals.
    return on && !text.isEmpty() ? Style.on(styles) + text + Style.on(Style.reset) : text;
  }
}
