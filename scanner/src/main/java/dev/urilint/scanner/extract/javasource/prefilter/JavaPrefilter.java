package dev.urilint.scanner.extract.javasource.prefilter;

import dev.urilint.sinks.SinkCatalog;
import dev.urilint.source.UnicodeEscapes;
import java.util.Optional;

/**
 * Decides, before JavaParser runs, which parts of a Java file can hold a string that gets a rule,
 * and gives JavaParser only those. The shared policy ({@link dev.urilint.sinks.StringRole}) gives a
 * string rules only where it reaches a sink resolved by type, which needs a sink's name written at
 * the call ({@link SinkNames}), or where it is plainly an absolute URI, which needs a literal that
 * can write its scheme's colon ({@link SchemeColonLiterals}); {@link Relevance} says whether code
 * writes either. A method, constructor or initializer ({@link MemberBodies}) that writes neither
 * goes whole, signature and annotations too (a signature that does stays without the body): the
 * answer for every string in it is "not a URI" with or without it. In a body that stays, a plain
 * call or assignment statement, or a statement that starts with a keyword, goes when it writes
 * neither, and a declared local's initializer that writes neither becomes {@code null} ({@link
 * ExpressionStatements}). Then the declarations (fields, methods without a body, locals) and the
 * imports whose names nothing kept writes go ({@link UnusedDeclarations}, {@link UnusedImports}).
 * Every body of a file that names a type on which any call is a sink ({@code RestTemplate}) stays. A
 * file with nothing left that can get a rule is not parsed at all. JavaParser reads the kept
 * tokens one space apart ({@link ParserText}), and every position it reports maps back to the
 * file.
 *
 * <pre>{@code
 * JavaPrefilter p = new JavaPrefilter(SinkCatalog.builtIn());
 * p.decide("class A { void m() { log(\"x\"); } }");                 // NoValues: no string can get a rule
 * p.decide("class A { URI u = URI.create(\"http://a\"); }");        // Parse: the tokens, one space apart
 * }</pre>
 */
public final class JavaPrefilter {

  private final SinkNames names;

  /** A prefilter for the sinks of {@code catalog}. */
  public JavaPrefilter(SinkCatalog catalog) {
    this.names = SinkNames.of(catalog);
  }

  /** What to do with one file. */
  public sealed interface Verdict {}

  /** No string of the file can get a rule: it need not be parsed. */
  public record NoValues() implements Verdict {}

  /** The lexer is unsure of the file (see {@link JavaLexer}): parse it as written. */
  public record Whole() implements Verdict {}

  /**
   * Parse {@code text} instead of the file: its tokens without those that cannot matter, one space
   * between two; {@code sourceOffsets} gives the file's offset of each of its chars (and, last, the
   * file's length), for {@link dev.urilint.scanner.extract.LineIndex#ofTranslation}.
   */
  public record Parse(String text, int[] sourceOffsets) implements Verdict {}

  /**
   * The verdict for the Java file {@code text}, as written. A file with Unicode escapes is read as
   * javac reads it, escapes translated first (JLS 3.3: an escape can write a quote or end a
   * comment), and the offsets of the text JavaParser gets map through the translation's to the
   * file.
   */
  public Verdict decide(String text) {
    if (text.indexOf("\\u") < 0) {
      return decideTranslated(text);
    }
    UnicodeEscapes.Translation translation = UnicodeEscapes.translate(text);
    Verdict verdict = decideTranslated(translation.text());
    if (!(verdict instanceof Parse p)) {
      return verdict;
    }
    int[] offsets = p.sourceOffsets();
    int[] translated = translation.sourceOffsets();
    for (int i = 0; i < offsets.length; i++) {
      offsets[i] = translated[offsets[i]];
    }
    return p;
  }

  // The verdict for a file's text with its Unicode escapes translated.
  private Verdict decideTranslated(String text) {
    Optional<JavaTokens> lexed = JavaLexer.lex(text);
    if (lexed.isEmpty()) {
      return new Whole();
    }
    JavaTokens tokens = lexed.get();
    if (!hasString(tokens, 0, tokens.size())) {
      return new NoValues();
    }
    Optional<MemberBodies> found = MemberBodies.of(text, tokens);
    if (found.isEmpty()) {
      return new Whole();
    }
    MemberBodies bodies = found.get();
    if (namesAnyMethodType(text, tokens, bodies.importsEnd())) {
      // Any call on such a type is a sink, whatever its name: every body stays.
      return ParserText.of(text, tokens, new TokenRanges());
    }
    Relevance relevance = new Relevance(
        text, tokens, names, importsStaticSink(text, tokens), SchemeConstants.of(text, tokens, bodies));
    TokenRanges blanked = new TokenRanges();
    UnusedDeclarations.Locals locals = new UnusedDeclarations.Locals();
    for (int b = 0; b < bodies.size(); b++) {
      int open = bodies.open(b);
      int close = bodies.close(b);
      if (!relevance.matters(open + 1, close)) {
        if (relevance.matters(bodies.start(b), open)) {
          blanked.add(open + 1, close - 1); // the signature matters (an annotation's value): it stays
        } else {
          blanked.add(bodies.start(b), close); // nothing in the member matters: it goes whole
        }
      } else {
        // In a body that stays, a statement that writes nothing that matters goes.
        ExpressionStatements.forEach(text, tokens, open, close, bodies.match(), new ExpressionStatements.Sink() {
          @Override
          public boolean statement(int from, int to) {
            if (relevance.matters(from, to + 1)) {
              return false;
            }
            blanked.add(from, to);
            return true;
          }

          @Override
          public boolean declaration(int from, int name, int equals, int last, boolean constant) {
            if (relevance.matters(equals + 1, last)) {
              return false;
            }
            if (!constant) {
              blanked.addNull(equals + 1, last - 1);
            }
            locals.add(from, name, last);
            return true;
          }
        });
      }
    }
    int from = bodies.importsEnd();
    TokenRanges dropped = TokenRanges.union(blanked, AnnotationArguments.of(text, tokens, bodies.match(), relevance));
    if (!keptMatters(tokens, from, dropped, relevance)) {
      return new NoValues(); // most files end here: leaving out more would not change it
    }
    // Then the declarations and imports that nothing kept names any more.
    dropped = TokenRanges.union(
        UnusedDeclarations.of(text, tokens, bodies.match(), from, bodies.declarations(), locals, dropped, relevance),
        dropped);
    if (!keptMatters(tokens, from, dropped, relevance)) {
      return new NoValues();
    }
    return ParserText.of(text, tokens, TokenRanges.union(UnusedImports.of(text, tokens, from, dropped), dropped));
  }

  private boolean namesAnyMethodType(String text, JavaTokens tokens, int from) {
    for (int i = from; i < tokens.size(); i++) {
      if (tokens.kind(i) == JavaTokens.IDENTIFIER && names.namesAnyMethodType(text, tokens.start(i), tokens.end(i))) {
        return true;
      }
    }
    return false;
  }

  // Whether the file has an `import static` of a static sink's owner (or of one of its methods).
  private boolean importsStaticSink(String text, JavaTokens tokens) {
    for (int i = 0; i + 1 < tokens.size(); i++) {
      if (tokens.is(text, i, "import") && tokens.is(text, i + 1, "static")) {
        for (int k = i + 2; k < tokens.size() && tokens.kind(k) != JavaTokens.SEMICOLON; k++) {
          if (tokens.kind(k) == JavaTokens.IDENTIFIER && names.ownsStaticSink(text, tokens.start(k), tokens.end(k))) {
            return true;
          }
        }
      }
    }
    return false;
  }

  // Whether the tokens kept after the imports hold a string and write something that matters:
  // otherwise no value that JavaParser would read can get a rule.
  private static boolean keptMatters(JavaTokens tokens, int from, TokenRanges dropped, Relevance relevance) {
    boolean string = false;
    boolean matters = false;
    int range = 0;
    int i = from;
    while (i < tokens.size() && !(string && matters)) {
      while (range < dropped.size() && dropped.to(range) < i) {
        range++;
      }
      if (range < dropped.size() && dropped.from(range) <= i) {
        i = dropped.to(range) + 1;
        continue;
      }
      string |= tokens.isString(i);
      matters = matters || relevance.matters(i);
      i++;
    }
    return string && matters;
  }

  private static boolean hasString(JavaTokens tokens, int from, int to) {
    for (int i = from; i < to; i++) {
      if (tokens.isString(i)) {
        return true;
      }
    }
    return false;
  }
}
