package dev.urilint.scanner.extract.javasource;

import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LiteralStringValueExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import dev.urilint.scanner.extract.ValueBuilder;

/**
 * The calls that fill a format ({@code String.format(f, args)}, {@code String.format(Locale.ROOT,
 * f, args)}, {@code f.formatted(args)}) and the parts of a {@link java.util.Formatter} conversion
 * that say which argument it takes: {@code %s}, {@code %2$s}, {@code %-10s}.
 *
 * <pre>{@code
 * StringFormats.formatIndex(parse("String.format(\"https://u:%s@h/\", pw)"));   // 0
 * StringFormats.formatIndex(parse("\"https://u:%s@h/\".formatted(pw)"));         // -1: the scope
 * StringFormats.formatIndex(parse("log.info(\"%s\", pw)"));                      // -2: no format call
 * }</pre>
 */
final class StringFormats {

  /** {@link #formatIndex}'s answer for a call that is no format call. */
  static final int NONE = -2;
  /** {@link #formatIndex}'s answer for {@code f.formatted(args)}: the format is the scope. */
  static final int SCOPE = -1;

  private StringFormats() {}

  /**
   * Which argument of {@code call} is the format: 0 or 1 (after a {@code Locale}) for {@code
   * String.format}, {@link #SCOPE} for {@code formatted}, {@link #NONE} for any other call.
   */
  static int formatIndex(MethodCallExpr call) {
    if (call.getNameAsString().equals("formatted")
        && call.getScope().filter(s -> s instanceof LiteralStringValueExpr).isPresent()) {
      return SCOPE;
    }
    if (!call.getNameAsString().equals("format") || call.getArguments().isEmpty() || !onString(call)) {
      return NONE;
    }
    Expression first = call.getArgument(0);
    boolean locale = first instanceof FieldAccessExpr f && f.getScope().toString().endsWith("Locale")
        || first instanceof NameExpr n && n.getNameAsString().toLowerCase(java.util.Locale.ROOT).contains("locale");
    return locale ? (call.getArguments().size() > 1 ? 1 : NONE) : 0;
  }

  private static boolean onString(MethodCallExpr call) {
    return call.getScope()
        .map(s -> s.toString().equals("String") || s.toString().equals("java.lang.String"))
        .orElse(false);
  }

  /** The index of the conversion character of the conversion whose text starts at {@code from} (after its '%'). */
  static int conversionEnd(ValueBuilder format, int from) {
    int i = from;
    while (i < format.length() && "0123456789$-#+ ,(.<".indexOf(format.charAt(i)) >= 0) {
      i++;
    }
    return i;
  }

  /**
   * The argument the conversion in {@code [from, end)} takes: its explicit {@code n$} (1-based) or
   * {@code next}; -1 for {@code %<s} (the previous argument again), which this reading leaves as
   * written.
   */
  static int argumentIndex(ValueBuilder format, int from, int end, int next) {
    int i = from;
    int n = 0;
    while (i < end && Character.isDigit(format.charAt(i))) {
      n = n * 10 + (format.charAt(i) - '0');
      i++;
    }
    if (i < end && format.charAt(i) == '$' && n > 0) {
      return n - 1;
    }
    for (int k = from; k < end; k++) {
      if (format.charAt(k) == '<') {
        return -1;
      }
    }
    return next;
  }
}
