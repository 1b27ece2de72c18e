package dev.urilint.scanner.extract.javasource.prefilter;

import dev.urilint.sinks.SinkCatalog;
import java.util.Optional;

/**
 * Decides, before JavaParser runs, which parts of a Java file can hold a string that gets a rule,
 * and gives JavaParser only those. The shared policy ({@link dev.urilint.sinks.StringRole}) gives a
 * string rules only where it reaches a sink resolved by type, which needs a sink's name written at
 * the call ({@link SinkNames}), or where it is plainly an absolute URI, which needs a {@code ':'}
 * written in a string or character literal. So a method, constructor or initializer body
 * ({@link MemberBodies}) that writes neither is blanked: the answer for every string in it is "not
 * a URI" with or without it. Declarations, signatures, fields with their initializers, imports and
 * annotations always stay, and so does every body of a file that names a type on which any call
 * is a sink ({@code RestTemplate}). The text JavaParser gets has the file's length and line breaks,
 * so every position it reports is the file's own.
 *
 * <pre>{@code
 * JavaPrefilter p = new JavaPrefilter(SinkCatalog.builtIn());
 * p.decide("class A { void m() { log(\"x\"); } }");    // NoValues: no string can get a rule
 * p.decide("class A { URI u = URI.create(\"http://a\"); }");  // Parse(the text, spaces compacted)
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
   * Parse {@code text} instead of the file: the same length and line breaks, the bodies that
   * cannot matter blanked and runs of white space and comments made one comment each.
   */
  public record Parse(String text) implements Verdict {}

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
    boolean[] blank = new boolean[bodies.size()];
    if (namesAnyMethodType(text, tokens, bodies.importsEnd())) {
      // Any call on such a type is a sink, whatever its name: every body stays.
      return new Parse(ParserText.of(text, tokens, new TokenRanges()));
    }
    boolean staticImports = importsStaticSink(text, tokens);
    for (int b = 0; b < bodies.size(); b++) {
      blank[b] = !matters(text, tokens, bodies.open(b) + 1, bodies.close(b), staticImports);
    }
    if (!keptMatters(text, tokens, bodies, blank, staticImports)) {
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
                if (matters(text, tokens, from, to + 1, staticImports)) {
                  return false;
                }
                blanked.add(from, to);
                return true;
              }

              @Override
              public boolean initializer(int from, int to) {
                if (matters(text, tokens, from, to + 1, staticImports) || !fitsNull(text, tokens.start(from), tokens.end(to))) {
                  return false;
                }
                blanked.addNull(from, to);
                return true;
              }
            });
      }
    }
    return new Parse(ParserText.of(text, tokens, blanked));
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

  // Whether tokens [from, to) write a sink's name or a literal that could put a ':' in a string.
  private boolean matters(String text, JavaTokens tokens, int from, int to, boolean staticImports) {
    for (int i = from; i < to; i++) {
      byte k = tokens.kind(i);
      if (k == JavaTokens.IDENTIFIER) {
        if (names.reachesSink(text, tokens.start(i), tokens.end(i), staticImports)) {
          return true;
        }
      } else if ((k == JavaTokens.STRING || k == JavaTokens.TEXT_BLOCK || k == JavaTokens.CHAR)
          && mayWriteSchemeColon(text, tokens.start(i), tokens.end(i), k)) {
        return true;
      }
    }
    return false;
  }

  // Whether what is kept (outside the imports) holds a string and writes something that matters.
  private boolean keptMatters(String text, JavaTokens tokens, MemberBodies bodies, boolean[] blank, boolean staticImports) {
    boolean string = false;
    boolean matters = false;
    int from = bodies.importsEnd();
    for (int b = 0; b <= bodies.size() && !(string && matters); b++) {
      int to = b < bodies.size() ? bodies.open(b) + 1 : tokens.size();
      if (b < bodies.size() && !blank[b]) {
        continue; // a kept body is read with what follows it
      }
      string |= hasString(tokens, from, to);
      matters |= matters(text, tokens, from, to, staticImports);
      from = b < bodies.size() ? bodies.close(b) : to;
    }
    return string && matters;
  }

  // Whether "null" can be written from `start` on one line within [start, end).
  private static boolean fitsNull(String text, int start, int end) {
    if (end - start < 4) {
      return false;
    }
    for (int i = start; i < start + 4; i++) {
      if (text.charAt(i) == '\n' || text.charAt(i) == '\r') {
        return false;
      }
    }
    return true;
  }

  private static boolean hasString(JavaTokens tokens, int from, int to) {
    for (int i = from; i < to; i++) {
      if (tokens.isString(i)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the literal {@code text[start, end)} (quotes included) can write the first colon of a
   * plainly absolute URI ({@link dev.urilint.sinks.AbsoluteUriShape}: {@code scheme ":" ["scheme"
   * ":"]... "//" ...}, no white space). Only a literal can write a {@code ':'} into a string (a
   * non-literal operand reads as {@code ${name}}), and the value starts with its scheme, so the
   * literal that writes the first colon has only scheme chars before it, and what follows it in
   * the literal continues the scheme chain: {@code "http:"}, {@code "http://a"}, {@code "://"},
   * {@code "jdbc:postgresql://"}, {@code ':'}; not {@code "localhost:8080"}, {@code "key: value"},
   * {@code "{}:{}"}. A string literal with a space or tab as written is no part of such a value. An
   * escape may write anything ({@code "http\72//"} is {@code "http://"}), and a text block's white
   * space is not read here: both count as able. Unicode escapes never reach here ({@link
   * JavaLexer}).
   */
  static boolean mayWriteSchemeColon(String text, int start, int end, byte kind) {
    if (kind == JavaTokens.TEXT_BLOCK) {
      for (int i = start + 3; i < end - 3; i++) {
        if (text.charAt(i) == ':' || text.charAt(i) == '\\') {
          return true;
        }
      }
      return false;
    }
    int from = start + 1;
    int to = end - 1;
    if (kind == JavaTokens.STRING) {
      for (int i = from; i < to; i++) {
        if (text.charAt(i) == ' ' || text.charAt(i) == '\t') {
          return false;
        }
      }
    }
    int i = schemeChars(text, from, to);
    while (true) {
      if (i == to || text.charAt(i) != ':') {
        return i < to && text.charAt(i) == '\\';
      }
      i++; // after a colon: the literal ends, "//" follows, or another scheme and its colon
      if (i == to || text.charAt(i) == '\\') {
        return true;
      }
      char c = text.charAt(i);
      if (c == '/') {
        return i + 1 == to || text.charAt(i + 1) == '/' || text.charAt(i + 1) == '\\';
      }
      if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')) {
        return false;
      }
      i = schemeChars(text, i, to);
      if (i == to) {
        return true;
      }
    }
  }

  // The index after the scheme chars (ALPHA / DIGIT / "+" / "-" / ".") from `i`.
  private static int schemeChars(String text, int i, int to) {
    while (i < to) {
      char c = text.charAt(i);
      if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.')) {
        return i;
      }
      i++;
    }
    return i;
  }


}
