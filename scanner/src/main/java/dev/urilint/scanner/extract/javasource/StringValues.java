package dev.urilint.scanner.extract.javasource;

import com.github.javaparser.Position;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.CharLiteralExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.IntegerLiteralExpr;
import com.github.javaparser.ast.expr.LiteralStringValueExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.NullLiteralExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.expr.TextBlockLiteralExpr;
import com.github.javaparser.ast.expr.UnaryExpr;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.scanner.extract.ValueBuilder;
import dev.urilint.sinks.UriComponents;
import dev.urilint.source.FoldedChars;
import dev.urilint.source.JavaLiteral;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The value of a string expression of one Java file, with the file offset of every char: a literal
 * or text block (decoded by {@link JavaLiteral}, the decoder the Error Prone check uses), a
 * concatenation, or a constant of this file named by its use. A constant is followed into its
 * declaration as javac folds it, so its chars keep the offsets of the literal they were written in
 * (the Error Prone check's {@code StringOrigins} maps them the same way): {@code URI.create(DOCS)}
 * is {@code DOCS}'s literal, and {@code BASE + "/x"} is {@code BASE}'s literal, then {@code "/x"}.
 * A primitive constant ({@code PORT}) stands where it is used, as in the check.
 *
 * <p>The chars folded per file are bounded (8 per char of the file, plus a million): past that a
 * constant reads as an operand that is none, so a chain of constants stays linear.
 *
 * <p>In a concatenation, an operand that is no constant reads as a placeholder {@code ${name}}
 * (every char at the operand's first char), so {@code "https://" + host + "/api"} is {@code
 * https://${host}/api}.
 *
 * <pre>{@code
 * // static final String BASE = "https://api.acme.com";  ...  URI.create(BASE + "/v1/" + id)
 * strings.concatenation(argument).toString();   // "https://api.acme.com/v1/${id}"
 * strings.constant(argument);                   // null: id is not a constant
 * }</pre>
 */
final class StringValues {

  // Constants refer to constants; javac rejects cycles, the cap bounds pathological chains.
  private static final int MAX_DEPTH = 16;

  // javac rejects a longer constant string ("constant string too long": a class file holds at
  // most 65,535 bytes in one constant), so a longer value is no constant here either.
  private static final int MAX_CONSTANT_LENGTH = 65_535;

  // The value of each constant's initializer, once computed (null: not a constant). Read only.
  private final Map<Expression, ValueBuilder> constants = new IdentityHashMap<>();

  private final String text;
  private final LineIndex lines;
  private final JavaTypes types;
  // The chars this file's constants may fold, copies included (FoldedChars: the Error Prone check
  // takes from the same budget): past it a constant reads as a placeholder.
  private final FoldedChars folded;

  StringValues(String text, LineIndex lines, JavaTypes types) {
    this.text = text;
    this.lines = lines;
    this.types = types;
    this.folded = new FoldedChars(text.length());
  }

  /**
   * The value of {@code root}, a {@code +} tree or one operand, leaf by leaf without recursion; a
   * leaf that is no constant is a placeholder. Null when a literal in it cannot be decoded.
   */
  ValueBuilder concatenation(Expression root) {
    ValueBuilder out = new ValueBuilder();
    Deque<Expression> stack = new ArrayDeque<>();
    stack.push(root);
    while (!stack.isEmpty()) {
      Expression e = stack.pop();
      if (e instanceof EnclosedExpr enclosed) {
        stack.push(enclosed.getInner());
      } else if (e instanceof BinaryExpr binary && binary.getOperator() == BinaryExpr.Operator.PLUS) {
        stack.push(binary.getRight());
        stack.push(binary.getLeft());
      } else if (e instanceof StringLiteralExpr || e instanceof TextBlockLiteralExpr) {
        if (!copy(out, literal((LiteralStringValueExpr) e))) {
          return null;
        }
      } else if (e instanceof MethodCallExpr call && StringFormats.formatIndex(call) != StringFormats.NONE) {
        if (!formatted(out, call)) {
          return null;
        }
      } else {
        ValueBuilder constant = held(e);
        if (constant == null || !fold(out, constant)) {
          appendPlaceholder(out, e);
        }
      }
    }
    return out;
  }

  /**
   * The URI a component constructor builds ({@link UriComponents}, the layout the Error Prone check
   * uses): each argument's constant value where it is written, a port where it is used, and every
   * delimiter the constructor adds at the {@code new}. Null unless every argument is a constant or
   * {@code null}.
   */
  ValueBuilder components(ObjectCreationExpr creation, boolean url) {
    List<Expression> arguments = creation.getArguments();
    List<ValueBuilder> pieces = new ArrayList<>(arguments.size());
    List<Optional<String>> values = new ArrayList<>(arguments.size());
    for (Expression a : arguments) {
      ValueBuilder v = a instanceof NullLiteralExpr ? null : constant(a, 0);
      if (v == null && !(a instanceof NullLiteralExpr)) {
        return null;
      }
      pieces.add(v);
      values.add(v == null ? Optional.empty() : Optional.of(v.toString()));
    }
    Optional<List<UriComponents.Part>> parts = UriComponents.compose(url, values);
    if (parts.isEmpty()) {
      return null;
    }
    int port = url ? 2 : 3;
    ValueBuilder out = new ValueBuilder();
    for (UriComponents.Part p : parts.get()) {
      if (p.argument() == UriComponents.DELIMITER || p.argument() == port && arguments.size() == (url ? 4 : 7)) {
        // A delimiter stands at the new, a number where it is used (no literal of a string holds it).
        int at = beginOffset(p.argument() == UriComponents.DELIMITER ? creation : arguments.get(port));
        for (int i = 0; i < p.text().length(); i++) {
          out.append(p.text().charAt(i), at);
        }
      } else {
        copy(out, pieces.get(p.argument()));
      }
    }
    return out;
  }

  /**
   * The compile-time constant value of {@code e} as far as this file tells it, or that of the one
   * value the variable {@code e} is assigned ({@link JavaTypes#assignedOnce}); null if it is none.
   */
  ValueBuilder constant(Expression e) {
    return constantOr(e, types::assignedOnce);
  }

  // An operand of a concatenation: a constant, or the one value a variable or field holds
  // (JavaTypes.heldOnce): "https://app:" + pw + "@db/" with String pw = "Kx9q" holds the literal
  // password, written in the source, not a placeholder.
  private ValueBuilder held(Expression e) {
    return constantOr(e, types::heldOnce);
  }

  // e's constant value, else that of the one value `variable` says it holds; null if neither.
  private ValueBuilder constantOr(Expression e, java.util.function.Function<Expression, Optional<JavaTypes.Constant>> variable) {
    ValueBuilder value = constant(e, 0);
    if (value == null) {
      Optional<JavaTypes.Constant> assigned = variable.apply(e);
      if (assigned.isPresent()) {
        value = constant(assigned.get().initializer(), 1);
      }
    }
    return value;
  }

  // String.format(f, args) and f.formatted(args): the format's text with each %s filled by its
  // argument where the argument is written (a literal password passed to a format is the literal
  // in the source), an argument that is no constant a placeholder, any other conversion left as
  // the format writes it ("%d" reads as a placeholder anyway). A format that is no constant is a
  // placeholder.
  private boolean formatted(ValueBuilder out, MethodCallExpr call) {
    int index = StringFormats.formatIndex(call);
    Expression formatArgument = index == StringFormats.SCOPE ? call.getScope().orElseThrow() : call.getArgument(index);
    ValueBuilder format = held(formatArgument);
    if (format == null) {
      appendPlaceholder(out, call);
      return true;
    }
    List<Expression> arguments = call.getArguments().subList(index == StringFormats.SCOPE ? 0 : index + 1, call.getArguments().size());
    int next = 0;
    for (int i = 0; i < format.length(); i++) {
      char c = format.charAt(i);
      if (c != '%' || i + 1 >= format.length()) {
        out.append(c, format.offsetAt(i));
        continue;
      }
      if (format.charAt(i + 1) == '%') {
        out.append('%', format.offsetAt(i));
        i++;
        continue;
      }
      int end = StringFormats.conversionEnd(format, i + 1);
      int argument = StringFormats.argumentIndex(format, i + 1, end, next);
      char conversion = end < format.length() ? format.charAt(end) : 0;
      if ((conversion == 's' || conversion == 'S') && argument >= 0 && argument < arguments.size()) {
        Expression a = arguments.get(argument);
        ValueBuilder value = held(a);
        if (value == null || !fold(out, value)) {
          appendPlaceholder(out, a);
        }
        next = argument + 1;
        i = end;
      } else {
        out.append(c, format.offsetAt(i));
      }
    }
    return true;
  }

  private void appendPlaceholder(ValueBuilder out, Expression e) {
    String placeholder = "${" + placeholderName(e) + "}";
    int at = beginOffset(e);
    for (int i = 0; i < placeholder.length(); i++) {
      out.append(placeholder.charAt(i), at);
    }
  }

  // One + tree without recursion; only a name followed to its declaration goes one level deeper.
  private ValueBuilder constant(Expression e, int depth) {
    if (depth > MAX_DEPTH) {
      return null;
    }
    ValueBuilder out = new ValueBuilder();
    Deque<Expression> stack = new ArrayDeque<>();
    stack.push(e);
    while (!stack.isEmpty()) {
      Expression x = stack.pop();
      if (x instanceof EnclosedExpr enclosed) {
        stack.push(enclosed.getInner());
      } else if (x instanceof BinaryExpr binary && binary.getOperator() == BinaryExpr.Operator.PLUS) {
        stack.push(binary.getRight());
        stack.push(binary.getLeft());
      } else if (!fold(out, operand(x, depth)) || out.length() > MAX_CONSTANT_LENGTH) {
        return null;
      }
    }
    return out;
  }

  // A literal, or a constant of this file by its name: its value is computed once per file, so
  // constants built from constants cost their length, not the number of paths to them.
  private ValueBuilder operand(Expression e, int depth) {
    if (e instanceof StringLiteralExpr || e instanceof TextBlockLiteralExpr) {
      return literal((LiteralStringValueExpr) e);
    }
    if (e instanceof CharLiteralExpr c) {
      return new ValueBuilder().append(c.asChar(), beginOffset(c) + 1);
    }
    if (e instanceof IntegerLiteralExpr number && isDigits(number.getValue())) {
      return new ValueBuilder().appendVerbatim(text, beginOffset(number), endOffset(number));
    }
    if (e instanceof UnaryExpr minus && minus.getOperator() == UnaryExpr.Operator.MINUS
        && minus.getExpression() instanceof IntegerLiteralExpr number && isDigits(number.getValue())) {
      return new ValueBuilder().append('-', beginOffset(minus)).appendVerbatim(text, beginOffset(number), endOffset(number));
    }
    if (!(e instanceof NameExpr || e instanceof FieldAccessExpr)) {
      return null;
    }
    Optional<JavaTypes.Constant> constant = types.constant(e);
    if (constant.isEmpty()) {
      return null;
    }
    Expression initializer = constant.get().initializer();
    ValueBuilder value;
    if (constants.containsKey(initializer)) {
      value = constants.get(initializer);
    } else {
      value = constant(initializer, depth + 1);
      constants.put(initializer, value);
    }
    if (value == null || constant.get().isString()) {
      return value;
    }
    // A number or char constant is no literal of a string: it stands where it is used.
    ValueBuilder used = new ValueBuilder();
    int at = beginOffset(e);
    for (int i = 0; i < value.length(); i++) {
      used.append(value.charAt(i), at);
    }
    return used;
  }

  private static boolean isDigits(String s) {
    return !s.isEmpty() && s.chars().allMatch(Character::isDigit);
  }

  // Copies a constant's `piece` into `out`, unless that takes the chars folded in this file past
  // the budget.
  private boolean fold(ValueBuilder out, ValueBuilder piece) {
    return piece != null && folded.take(piece.length()) && copy(out, piece);
  }

  private static boolean copy(ValueBuilder out, ValueBuilder piece) {
    if (piece == null) {
      return false;
    }
    for (int i = 0; i < piece.length(); i++) {
      out.append(piece.charAt(i), piece.offsetAt(i));
    }
    return true;
  }

  private static String placeholderName(Expression e) {
    if (e instanceof NameExpr name) {
      return name.getNameAsString();
    }
    if (e instanceof FieldAccessExpr field) {
      return field.getNameAsString();
    }
    if (e instanceof MethodCallExpr call) {
      return call.getNameAsString() + "()";
    }
    return "expr";
  }

  /**
   * The literal's value and offsets, decoded as javac decodes it ({@link JavaLiteral}, shared with
   * the Error Prone check). A text block with content on its opening line, which javac rejects and
   * JavaParser reads, is read without that content; a literal neither can give a value (an invalid
   * escape) is no value.
   */
  ValueBuilder literal(LiteralStringValueExpr literal) {
    if (literal.getRange().isEmpty()) {
      return null;
    }
    int begin = beginOffset(literal);
    int end = endOffset(literal);
    Optional<JavaLiteral> decoded = JavaLiteral.of(text, begin, end);
    if (decoded.isEmpty() && literal instanceof TextBlockLiteralExpr) {
      decoded = JavaLiteral.of(blankOpeningLine(text, begin, end), begin, end);
    }
    if (decoded.isEmpty()) {
      return null;
    }
    JavaLiteral map = decoded.get();
    ValueBuilder out = new ValueBuilder();
    for (int i = 0; i < map.value().length(); i++) {
      out.append(map.value().charAt(i), map.start(i));
    }
    return out;
  }

  /** {@code text} up to {@code end} with a text block's opening-line content made spaces. */
  private static String blankOpeningLine(String text, int begin, int end) {
    int from = begin + 3;
    int lineEnd = from;
    while (lineEnd < end && text.charAt(lineEnd) != '\n' && text.charAt(lineEnd) != '\r') {
      lineEnd++;
    }
    return text.substring(0, from) + " ".repeat(lineEnd - from) + text.substring(lineEnd, end);
  }

  int beginOffset(Node node) {
    Position p = node.getBegin().orElseThrow();
    return lines.offset(p.line, p.column);
  }

  /** Offset just after the node's last char. */
  int endOffset(Node node) {
    Position p = node.getEnd().orElseThrow();
    return lines.endOffset(p.line, p.column);
  }
}
