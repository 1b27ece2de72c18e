package dev.urilint.scanner.extract.javasource.prefilter;

import dev.urilint.sinks.SinkCatalog;
import java.util.Optional;

/**
 * Decides, before JavaParser runs, which parts of a Java file can hold a string that gets a rule,
 * and gives JavaParser only those. The shared policy ({@link dev.urilint.sinks.StringRole}) gives a
 * string rules only where it reaches a sink resolved by type, which needs a sink's name written at
 * the call ({@link SinkNames}), or where it is plainly an absolute URI, which needs a literal that
 * can write its scheme's colon ({@link SchemeColonLiterals}). So a method, constructor or
 * initializer body ({@link MemberBodies}) that writes neither is blanked: the answer for every
 * string in it is "not a URI" with or without it; in a body that stays, so is a plain call or
 * assignment statement that writes neither, and a declared local's initializer that writes neither
 * becomes {@code null} ({@link ExpressionStatements}). Declarations, signatures, fields with their
 * initializers, imports and annotations always stay, and so does every body of a file that names a
 * type on which any call is a sink ({@code RestTemplate}). A file with nothing left that can get a
 * rule is not parsed at all. JavaParser reads the kept tokens one space apart ({@link ParserText}),
 * and every position it reports maps back to the file.
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

  /** The verdict for the Java file {@code text}. */
  public Verdict decide(String text) {
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
    boolean[] blank = new boolean[bodies.size()];
    for (int b = 0; b < bodies.size(); b++) {
      blank[b] = !relevance.matters(bodies.open(b) + 1, bodies.close(b));
    }
    if (!keptMatters(tokens, bodies, blank, relevance)) {
      return new NoValues();
    }
    TokenRanges blanked = new TokenRanges();
    for (int b = 0; b < bodies.size(); b++) {
      if (blank[b]) {
        blanked.add(bodies.open(b) + 1, bodies.close(b) - 1);
      } else {
        // In a body that stays, a plain call or assignment that writes nothing that matters goes.
        ExpressionStatements.forEach(text, tokens, bodies.open(b), bodies.close(b), bodies.match(),
            new ExpressionStatements.Sink() {
              @Override
              public boolean statement(int from, int to) {
                if (relevance.matters(from, to + 1)) {
                  return false;
                }
                blanked.add(from, to);
                return true;
              }

              @Override
              public boolean initializer(int from, int to) {
                if (relevance.matters(from, to + 1)) {
                  return false;
                }
                blanked.addNull(from, to);
                return true;
              }
            });
      }
    }
    return ParserText.of(text, tokens,
        TokenRanges.union(blanked, AnnotationArguments.of(text, tokens, bodies.match(), relevance)));
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

  // Whether what is kept (outside the imports) holds a string and writes something that matters.
  private static boolean keptMatters(JavaTokens tokens, MemberBodies bodies, boolean[] blank, Relevance relevance) {
    boolean string = false;
    boolean matters = false;
    int from = bodies.importsEnd();
    for (int b = 0; b <= bodies.size() && !(string && matters); b++) {
      int to = b < bodies.size() ? bodies.open(b) + 1 : tokens.size();
      if (b < bodies.size() && !blank[b]) {
        continue; // a kept body is read with what follows it
      }
      string |= hasString(tokens, from, to);
      matters |= relevance.matters(from, to);
      from = b < bodies.size() ? bodies.close(b) : to;
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
