package dev.urilint.scanner.extract.javasource;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.Problem;
import com.github.javaparser.Processor;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.BinaryExpr;
import com.github.javaparser.ast.expr.EnclosedExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.expr.LiteralStringValueExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.NameExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.expr.TextBlockLiteralExpr;
import com.github.javaparser.ast.validator.postprocessors.Java26PostProcessor;
import com.github.javaparser.ast.validator.postprocessors.PostProcessors;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Usage;
import dev.urilint.placeholders.SourceFormat;
import dev.urilint.scanner.extract.CommentSyntax;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.scanner.extract.SourceFile;
import dev.urilint.scanner.extract.ValueBuilder;
import dev.urilint.scanner.extract.javasource.prefilter.JavaPrefilter;
import dev.urilint.sinks.Sink;
import dev.urilint.sinks.SinkCatalog;
import dev.urilint.sinks.StringRole;
import dev.urilint.sinks.Takes;
import dev.urilint.source.UnicodeEscapes;
import dev.urilint.source.XmlNamespaces;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Reads Java sources with JavaParser (the newest language level it knows, Java 26, so no javac-valid
 * file is refused; comment attribution off): every string
 * literal and text block, decoded with an offset per char (the decoder the Error Prone check
 * uses), every concatenation as one value, every constant of the file that reaches a sink by its
 * name, and the URI each multi-argument {@code URI}/{@code URL} constructor builds ({@link
 * StringValues}: a constant keeps the offsets of its declaration, and an operand that is no
 * constant reads as a placeholder {@code ${name}}, so {@code "https://" + host + "/api"} is checked
 * as {@code https://${host}/api}). What a value is
 * comes from the shared policy ({@link StringRole}): the argument of a sink that {@link JavaSinks}
 * resolves by type (its key is the sink's name), a loose string that is plainly an absolute URI,
 * or not a URI (no rule runs on it). {@code @SuppressWarnings} on enclosing declarations fills {@link
 * ExtractedValue#suppressed()}.
 *
 * <p>Before JavaParser, the {@link JavaPrefilter} leaves out the code whose strings can get no
 * rule (and a file with none is not parsed): the values that get a rule are the same with and
 * without it, those that get none may be missing. {@link #withoutPrefilter} reads every string.
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
  private final Optional<JavaPrefilter> prefilter;

  /** Reads sinks from the built-in catalog. */
  public JavaExtractor() {
    this(SinkCatalog.builtIn());
  }

  /** Reads sinks from {@code catalog} (the built-in one plus the user's). */
  public JavaExtractor(SinkCatalog catalog) {
    this(catalog, Optional.of(new JavaPrefilter(catalog)));
  }

  private JavaExtractor(SinkCatalog catalog, Optional<JavaPrefilter> prefilter) {
    this.catalog = catalog;
    this.prefilter = prefilter;
  }

  /**
   * Reads every file whole with JavaParser, without the {@link JavaPrefilter}: the reference the
   * prefilter's equivalence is checked against. Every string literal is then a value, those that
   * get no rule too.
   */
  public static JavaExtractor withoutPrefilter(SinkCatalog catalog) {
    return new JavaExtractor(catalog, Optional.empty());
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
    ParserConfiguration configuration = parserConfiguration();
    // javac translates Unicode escapes before it lexes (JLS 3.3): a backslash-u0022 can open a
    // string, and any number of u may follow the backslash. JavaParser's own translation misplaces
    // later positions, so the file is translated here and positions map back to the source.
    boolean escapes = text.contains("\\u");
    UnicodeEscapes.Translation translation = escapes ? UnicodeEscapes.translate(text) : null;
    // javac ignores some characters in names (DriverManager\u200b is DriverManager): left out
    // before JavaParser reads the names; a file that has one is read whole, without the prefilter.
    Optional<UnicodeEscapes.Translation> stripped = IdentifierIgnorables.strip(escapes ? translation.text() : text);
    try {
      if (prefilter.isPresent() && stripped.isEmpty()) {
        JavaPrefilter.Verdict verdict = prefilter.get().decide(text);
        if (verdict instanceof JavaPrefilter.NoValues) {
          return List.of();
        }
        if (verdict instanceof JavaPrefilter.Parse p) {
          ParseResult<CompilationUnit> result = new JavaParser(configuration).parse(p.text());
          if (result.isSuccessful() && result.getResult().isPresent()) {
            return values(text, LineIndex.ofTranslation(p.text(), p.sourceOffsets()), result.getResult().get(), catalog);
          }
          // Not what the prefilter expected: the file as written decides, as without it.
        }
      }
      String parsed = text;
      LineIndex lines;
      if (stripped.isPresent()) {
        parsed = stripped.get().text();
        int[] offsets = stripped.get().sourceOffsets().clone();
        if (escapes) {
          for (int i = 0; i < offsets.length; i++) {
            offsets[i] = translation.sourceOffsets()[offsets[i]];
          }
        }
        lines = LineIndex.ofTranslation(parsed, offsets);
      } else if (escapes) {
        parsed = translation.text();
        lines = LineIndex.ofTranslation(parsed, translation.sourceOffsets());
      } else {
        lines = LineIndex.of(text);
      }
      ParseResult<CompilationUnit> result = new JavaParser(configuration).parse(parsed);
      if (!result.isSuccessful() || result.getResult().isEmpty()) {
        throw new ExtractionException("invalid Java" + at(result.getProblems()));
      }
      return values(text, lines, result.getResult().get(), catalog);
    } catch (StackOverflowError e) {
      throw new ExtractionException("Java source nested too deeply to read");
    }
  }

  /**
   * The parser's configuration: Java 26 syntax (its grammar and {@code yield}) and the level's
   * post-processing, which makes {@code var} a {@code VarType}, but none of JavaParser's
   * language-level validators. Those walk the whole tree a dozen times to report what javac would
   * reject beyond the grammar (an interface declared {@code final}, a class extending two); they
   * were a third of the CPU of reading a file whose every method calls a sink, and they change no
   * value of a file javac accepts. A file only they would reject (an editor's buffer half-way
   * through an edit) is read as written. The original line separator is not detected either:
   * positions come from {@link LineIndex}, and the detection walks every token again. Public so
   * that a benchmark's reference parse reads as the extractor does:
   *
   * <pre>{@code
   * new JavaParser(JavaExtractor.parserConfiguration()).parse(text);
   * }</pre>
   */
  public static ParserConfiguration parserConfiguration() {
    ParserConfiguration configuration =
        new ParserConfiguration()
            .setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_26)
            .setAttributeComments(false)
            .setDoNotAssignCommentsPrecedingEmptyLines(true)
            .setLexicalPreservationEnabled(false)
            .setDetectOriginalLineSeparator(false)
            .setStoreTokens(true);
    // The level's processor runs its validator and its post-processor; the others are off by the
    // settings above (comments, symbols, lexical preservation, escapes, line separators).
    // JAVA_26's post-processor, as setLanguageLevel(JAVA_26) runs it.
    PostProcessors post = new Java26PostProcessor();
    configuration.getProcessors().clear();
    configuration.getProcessors().add(() -> new Processor() {
      @Override
      public void postProcess(ParseResult<? extends Node> result, ParserConfiguration c) {
        post.postProcess(result, c);
      }
    });
    return configuration;
  }

  private static List<ExtractedValue> values(String text, LineIndex lines, CompilationUnit unit, SinkCatalog catalog) {
    JavaTypes types = new JavaTypes(unit, catalog);
    StringValues strings = new StringValues(text, lines, types);
    JavaConstants nodes = JavaConstants.of(unit);
    List<Expression> roots = new ArrayList<>();
    Set<Expression> done = Collections.newSetFromMap(new IdentityHashMap<>());
    for (LiteralStringValueExpr literal : nodes.literals()) {
      Expression root = concatenationRoot(literal);
      if (done.add(root)) {
        roots.add(root);
      }
    }
    // A constant of this file reaches a sink by its name too (URI.create(DOCS), BASE + PATH): its
    // value is read from its declaration, as javac folds it.
    // The names are screened by spelling only: a parameter named like a final local of another
    // method is no constant, so each is resolved as javac would before its concatenation counts.
    // A variable assigned once (JavaTypes.assignedOnce) reaches a sink as the whole argument, as
    // in the Error Prone check: the value it is assigned is checked there.
    for (Expression name : nodes.constantUses()) {
      Expression root = concatenationRoot(name);
      if (!done.contains(root)
          && (root != name || JavaSinks.sinkOf(name, types).isPresent())
          && (types.constant(name).isPresent() || root == name && types.assignedOnce(name).isPresent())
          && done.add(root)) {
        roots.add(root);
      }
    }
    List<ExtractedValue> values = new ArrayList<>();
    // The multi-argument URI and URL constructors take a URI in components: the URI they build is
    // the value (with every rule but those the constructor repairs), its arguments are none.
    Set<Expression> components = Collections.newSetFromMap(new IdentityHashMap<>());
    for (ObjectCreationExpr creation : nodes.creations()) {
      Optional<Sink> sink = JavaSinks.componentSink(creation, types);
      if (sink.isEmpty()) {
        continue;
      }
      creation.getArguments().forEach(a -> components.add(unparenthesized(a)));
      ValueBuilder value = strings.components(creation, sink.get().takes() == Takes.URL_COMPONENTS);
      if (value != null && value.length() > 0) {
        Set<RuleId> repaired = EnumSet.noneOf(RuleId.class);
        for (RuleId r : RuleId.values()) {
          if (sink.get().takes().repairs(r)) {
            repaired.add(r);
          }
        }
        StringRole role = StringRole.of(sink.map(Sink::takes), value.toString());
        values.add(value.build(endOf(value, strings, creation), Optional.of(sink.get().name()), Optional.empty(),
            JavaSinks.suppressedAt(creation)).withRole(role, repaired));
      }
    }
    Set<String> sinkConstants = new HashSet<>();
    for (Expression root : roots) {
      if (JavaSinks.insideSuppressWarnings(root)) {
        continue;
      }
      boolean literal = root instanceof LiteralStringValueExpr;
      boolean named = root instanceof NameExpr || root instanceof FieldAccessExpr;
      ValueBuilder value = literal ? strings.literal((LiteralStringValueExpr) root)
          : named ? strings.constant(root)
          : strings.concatenation(root);
      if (value == null || named && value.length() == 0) {
        continue;
      }
      int end = literal
          ? strings.endOffset(root) - (root instanceof TextBlockLiteralExpr ? 3 : 1)
          : endOf(value, strings, root);
      // The policy both Java front ends share: a sink's argument, a loose absolute URI, or not a
      // URI (kept, with no rule to run, so every string literal is accounted for).
      Optional<Sink> sink = JavaSinks.sinkOf(root, types);
      String v = value.toString();
      StringRole role = components.contains(root) ? StringRole.NOT_A_URI
          : StringRole.of(sink.map(Sink::takes), v, sink.isPresent() ? Optional.empty() : JavaSinks.holderOf(root));
      // A constant passed by name keeps the name: the namespace test reads it, and the rules its
      // declaration already gets are not checked again here.
      Optional<String> constant = named ? Optional.of(constantName(root)) : Optional.empty();
      Set<RuleId> skipped = EnumSet.noneOf(RuleId.class);
      for (RuleId r : RuleId.values()) {
        if (StringRole.isCheckedWhereWritten(r, v, constant)) {
          skipped.add(r);
        }
      }
      if (named && !sinkConstants.add(value.offsetAt(0) + " " + v.length() + " " + sink.map(Sink::name).orElse("") + " " + role)) {
        continue; // the same constant at the same kind of sink again: one finding, as at its declaration
      }
      // The namespace test the Error Prone check asks too: an XML namespace is named, not fetched.
      Optional<Usage> usage =
          XmlNamespaces.isNamespace(v, constant) ? Optional.of(Usage.IDENTIFIER) : Optional.empty();
      values.add(value.build(end, sink.map(Sink::name), usage, JavaSinks.suppressedAt(root)).withRole(role, skipped));
    }
    values.sort(Comparator.comparingInt(v -> v.sourceOffsets()[0]));
    return values;
  }

  private static Expression unparenthesized(Expression e) {
    while (e instanceof EnclosedExpr enclosed) {
      e = enclosed.getInner();
    }
    return e;
  }

  private static String constantName(Expression named) {
    return named instanceof NameExpr n ? n.getNameAsString() : ((FieldAccessExpr) named).getNameAsString();
  }

  /**
   * The outermost {@code +} chain (through parentheses) that {@code literal} is part of, or the
   * format call it fills or is the format of ({@code String.format(f, args)}, {@code
   * f.formatted(args)}), and that call's own chain: the filled format is the value.
   */
  private static Expression concatenationRoot(Expression literal) {
    Expression root = literal;
    while (true) {
      Node parent = root.getParentNode().orElse(null);
      while (parent instanceof BinaryExpr binary && binary.getOperator() == BinaryExpr.Operator.PLUS
          || parent instanceof EnclosedExpr enclosed && enclosedConcatenation(enclosed)) {
        root = (Expression) parent;
        parent = root.getParentNode().orElse(null);
      }
      while (root instanceof EnclosedExpr enclosed) {
        root = enclosed.getInner();
      }
      Node call = root.getParentNode().orElse(null);
      if (!(call instanceof MethodCallExpr m) || StringFormats.formatIndex(m) == StringFormats.NONE) {
        return root;
      }
      root = m;
    }
  }

  private static boolean enclosedConcatenation(EnclosedExpr enclosed) {
    return enclosed.getParentNode().orElse(null) instanceof BinaryExpr binary
        && binary.getOperator() == BinaryExpr.Operator.PLUS;
  }

  private static int endOf(ValueBuilder value, StringValues strings, Expression root) {
    return value.length() == 0 ? strings.beginOffset(root) : value.offsetAt(value.length() - 1) + 1;
  }

  private static String at(List<Problem> problems) {
    return problems.stream()
        .findFirst()
        .flatMap(Problem::getLocation)
        .flatMap(range -> range.getBegin().getRange())
        .map(r -> " at line " + r.begin.line + ", column " + r.begin.column)
        .orElse("");
  }

  @Override
  public CommentSyntax comments() {
    return CommentSyntax.JAVA;
  }

  @Override
  public SourceFormat format(SourceFile file) {
    return SourceFormat.JAVA;
  }
}
