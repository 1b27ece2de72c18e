package dev.urilint.scanner.extract.javasource;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.Position;
import com.github.javaparser.Problem;
import com.github.javaparser.ast.CompilationUnit;
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
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.expr.TextBlockLiteralExpr;
import dev.urilint.lint.Usage;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.scanner.extract.SourceFile;
import dev.urilint.scanner.extract.ValueBuilder;
import dev.urilint.sinks.Sink;
import dev.urilint.sinks.SinkCatalog;
import dev.urilint.sinks.StringRole;
import dev.urilint.source.JavaLiteral;
import dev.urilint.source.UnicodeEscapes;
import dev.urilint.source.XmlNamespaces;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Reads Java sources with JavaParser (the newest language level it knows, Java 26, so no javac-valid
 * file is refused; comment attribution off): every string
 * literal and text block, decoded with an offset per char by {@link JavaLiteral} (the decoder the Error Prone check
 * uses). A
 * concatenation is one value: literal pieces keep their own offsets, and an operand that is not a
 * literal reads as a placeholder {@code ${name}} (every char at the operand's first char), so
 * {@code "https://" + host + "/api"} is checked as {@code https://${host}/api}. What a value is
 * comes from the shared policy ({@link StringRole}): the argument of a sink that {@link JavaSinks}
 * resolves by type (its key is the sink's name), a loose string that is plainly an absolute URI,
 * or not a URI (no rule runs on it). {@code @SuppressWarnings} on enclosing declarations fills {@link
 * ExtractedValue#suppressed()}.
 *
 * <p>JavaParser only computes node positions from tokens, so tokens stay on ({@code
 * setStoreTokens(false)} would leave every range empty).
 *
 * <pre>{@code
 * // URI base = URI.create("https://" + "user:pw@host");
 * ExtractedValue v = new JavaExtractor().extract(file).get(0);
 * v.value();   // "https://user:pw@host"
 * v.key();     // Optional[URI.create]
 * }</pre>
 */
public final class JavaExtractor implements Extractor {

  private final SinkCatalog catalog;

  /** Reads sinks from the built-in catalog. */
  public JavaExtractor() {
    this(SinkCatalog.builtIn());
  }

  /** Reads sinks from {@code catalog} (the built-in one plus the user's). */
  public JavaExtractor(SinkCatalog catalog) {
    this.catalog = catalog;
  }

  @Override
  public boolean isCode() {
    return true;
  }

  @Override
  public boolean accepts(SourceFile file) {
    return file.path().getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".java");
  }

  @Override
  public List<ExtractedValue> extract(SourceFile file) throws ExtractionException {
    String text = file.text();
    ParserConfiguration configuration =
        new ParserConfiguration()
            .setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_26)
            .setAttributeComments(false)
            .setDoNotAssignCommentsPrecedingEmptyLines(true)
            .setLexicalPreservationEnabled(false)
            .setStoreTokens(true);
    // javac translates Unicode escapes before it lexes (JLS 3.3): a backslash-u0022 can open a
    // string, and any number of u may follow the backslash. JavaParser's own translation misplaces
    // later positions, so the file is translated here and positions map back to the source.
    String parsed = text;
    LineIndex lines;
    if (text.contains("\\u")) {
      UnicodeEscapes.Translation translation = UnicodeEscapes.translate(text);
      parsed = translation.text();
      lines = LineIndex.ofTranslation(parsed, translation.sourceOffsets());
    } else {
      lines = LineIndex.of(text);
    }
    try {
      ParseResult<CompilationUnit> result = new JavaParser(configuration).parse(parsed);
      if (!result.isSuccessful() || result.getResult().isEmpty()) {
        throw new ExtractionException("invalid Java" + at(result.getProblems()));
      }
      return values(text, lines, result.getResult().get(), catalog);
    } catch (StackOverflowError e) {
      throw new ExtractionException("Java source nested too deeply to read");
    }
  }

  private static List<ExtractedValue> values(String text, LineIndex lines, CompilationUnit unit, SinkCatalog catalog) {
    JavaTypes types = new JavaTypes(unit, catalog);
    List<LiteralStringValueExpr> literals = new ArrayList<>();
    literals.addAll(unit.findAll(StringLiteralExpr.class));
    literals.addAll(unit.findAll(TextBlockLiteralExpr.class));
    Set<Expression> done = Collections.newSetFromMap(new IdentityHashMap<>());
    List<ExtractedValue> values = new ArrayList<>();
    for (LiteralStringValueExpr literal : literals) {
      Expression root = concatenationRoot(literal);
      if (!done.add(root) || JavaSinks.insideSuppressWarnings(root)) {
        continue;
      }
      ValueBuilder value = root == literal ? literal(text, lines, literal) : concatenation(text, lines, root);
      if (value == null) {
        continue;
      }
      int end =
          root == literal
              ? endOffset(lines, literal) - (literal instanceof TextBlockLiteralExpr ? 3 : 1)
              : endOf(value, lines, root);
      // The policy both Java front ends share: a sink's argument, a loose absolute URI, or not a
      // URI (kept, with no rule to run, so every string literal is accounted for).
      Optional<Sink> sink = JavaSinks.sinkOf(root, types);
      StringRole role =
          StringRole.of(sink.map(Sink::takes), value.toString(), sink.isPresent() ? Optional.empty() : JavaSinks.holderOf(root));
      // The namespace test the Error Prone check asks too: an XML namespace is named, not fetched.
      Optional<Usage> usage =
          XmlNamespaces.hasNamespaceAuthority(value.toString()) ? Optional.of(Usage.IDENTIFIER) : Optional.empty();
      values.add(value.build(end, sink.map(Sink::name), usage, JavaSinks.suppressedAt(root)).withRole(role));
    }
    values.sort(Comparator.comparingInt(v -> v.sourceOffsets()[0]));
    return values;
  }

  /** The outermost {@code +} chain (through parentheses) that {@code literal} is part of. */
  private static Expression concatenationRoot(Expression literal) {
    Expression root = literal;
    Node parent = root.getParentNode().orElse(null);
    while (parent instanceof BinaryExpr binary && binary.getOperator() == BinaryExpr.Operator.PLUS
        || parent instanceof EnclosedExpr enclosed && enclosedConcatenation(enclosed)) {
      root = (Expression) parent;
      parent = root.getParentNode().orElse(null);
    }
    while (root instanceof EnclosedExpr enclosed) {
      root = enclosed.getInner();
    }
    return root;
  }

  private static boolean enclosedConcatenation(EnclosedExpr enclosed) {
    return enclosed.getParentNode().orElse(null) instanceof BinaryExpr binary
        && binary.getOperator() == BinaryExpr.Operator.PLUS;
  }

  /** In-order leaves of the {@code +} tree, without recursion. */
  private static ValueBuilder concatenation(String text, LineIndex lines, Expression root) {
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
        ValueBuilder piece = literal(text, lines, (LiteralStringValueExpr) e);
        if (piece == null) {
          return null;
        }
        for (int i = 0; i < piece.length(); i++) {
          out.append(piece.charAt(i), piece.offsetAt(i));
        }
      } else if (e instanceof CharLiteralExpr c) {
        out.append(c.asChar(), beginOffset(lines, c) + 1);
      } else if (e instanceof IntegerLiteralExpr number && number.getValue().chars().allMatch(Character::isDigit)) {
        out.appendVerbatim(text, beginOffset(lines, number), endOffset(lines, number));
      } else {
        String placeholder = "${" + placeholderName(e) + "}";
        int at = beginOffset(lines, e);
        for (int i = 0; i < placeholder.length(); i++) {
          out.append(placeholder.charAt(i), at);
        }
      }
    }
    return out;
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
  private static ValueBuilder literal(String text, LineIndex lines, LiteralStringValueExpr literal) {
    if (literal.getRange().isEmpty()) {
      return null;
    }
    int begin = beginOffset(lines, literal);
    int end = endOffset(lines, literal);
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

  private static int endOf(ValueBuilder value, LineIndex lines, Expression root) {
    return value.length() == 0 ? beginOffset(lines, root) : value.offsetAt(value.length() - 1) + 1;
  }

  private static int beginOffset(LineIndex lines, Node node) {
    Position p = node.getBegin().orElseThrow();
    return lines.offset(p.line, p.column);
  }

  /** Offset just after the node's last char. */
  private static int endOffset(LineIndex lines, Node node) {
    Position p = node.getEnd().orElseThrow();
    return lines.endOffset(p.line, p.column);
  }

  private static String at(List<Problem> problems) {
    return problems.stream()
        .findFirst()
        .flatMap(Problem::getLocation)
        .flatMap(range -> range.getBegin().getRange())
        .map(r -> " at line " + r.begin.line + ", column " + r.begin.column)
        .orElse("");
  }
}
