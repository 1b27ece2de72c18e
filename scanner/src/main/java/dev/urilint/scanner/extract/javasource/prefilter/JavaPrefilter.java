package dev.urilint.scanner.extract.javasource.prefilter;

import dev.urilint.sinks.SinkCatalog;
import dev.urilint.source.JavaLiteral;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * Decides, before JavaParser runs, which parts of a Java file can hold a string that gets a rule,
 * and gives JavaParser only those. The shared policy ({@link dev.urilint.sinks.StringRole}) gives a
 * string rules only where it reaches a sink resolved by type, which needs a sink's name written at
 * the call ({@link SinkNames}), or where it is plainly an absolute URI, which needs a literal that
 * can write its scheme's colon ({@link #mayWriteSchemeColon}). So a method, constructor or
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
    boolean[] blank = new boolean[bodies.size()];
    if (namesAnyMethodType(text, tokens, bodies.importsEnd())) {
      // Any call on such a type is a sink, whatever its name: every body stays.
      return ParserText.of(text, tokens, new TokenRanges());
    }
    boolean staticImports = importsStaticSink(text, tokens);
    Set<String> constants = schemeConstants(text, tokens, bodies, staticImports);
    for (int b = 0; b < bodies.size(); b++) {
      blank[b] = !matters(text, tokens, bodies.open(b) + 1, bodies.close(b), staticImports, constants);
    }
    if (!keptMatters(text, tokens, bodies, blank, staticImports, constants)) {
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
                if (matters(text, tokens, from, to + 1, staticImports, constants)) {
                  return false;
                }
                blanked.add(from, to);
                return true;
              }

              @Override
              public boolean initializer(int from, int to) {
                if (matters(text, tokens, from, to + 1, staticImports, constants)) {
                  return false;
                }
                blanked.addNull(from, to);
                return true;
              }
            });
      }
    }
    return ParserText.of(text, tokens, TokenRanges.union(blanked, annotationArguments(text, tokens, bodies.match(), staticImports, constants)));
  }

  /**
   * The arguments of every annotation that is neither a sink's ({@code @GET}, {@code
   * @FeignClient}) nor {@code @SuppressWarnings} and writes nothing that matters: {@code
   * @Step(value = "Deploy the operator.")} is read as {@code @Step()}. An annotation declares
   * nothing, and its strings get no rule.
   */
  private TokenRanges annotationArguments(
      String text, JavaTokens tokens, int[] match, boolean staticImports, Set<String> constants) {
    TokenRanges out = new TokenRanges();
    int n = tokens.size();
    for (int i = 0; i < n; i++) {
      if (tokens.kind(i) != JavaTokens.AT || i + 1 >= n || tokens.kind(i + 1) != JavaTokens.IDENTIFIER
          || tokens.is(text, i + 1, "interface")) {
        continue;
      }
      int name = i + 1;
      while (name + 2 < n && tokens.kind(name + 1) == JavaTokens.OTHER && text.charAt(tokens.start(name + 1)) == '.'
          && tokens.kind(name + 2) == JavaTokens.IDENTIFIER) {
        name += 2;
      }
      int open = name + 1;
      if (open >= n || tokens.kind(open) != JavaTokens.OPEN_PAREN || tokens.is(text, name, "SuppressWarnings")
          || names.reachesSink(text, tokens.start(name), tokens.end(name), staticImports)) {
        continue;
      }
      int close = match[open];
      if (!matters(text, tokens, open + 1, close, staticImports, constants)) {
        out.add(open + 1, close - 1);
        i = close;
      }
    }
    return out;
  }

  private boolean namesAnyMethodType(String text, JavaTokens tokens, int from) {
    for (int i = from; i < tokens.size(); i++) {
      if (tokens.kind(i) == JavaTokens.IDENTIFIER && names.namesAnyMethodType(text, tokens.start(i), tokens.end(i))) {
        return true;
      }
    }
    return false;
  }

  /**
   * The names of the file's fields whose value can write a scheme's first colon: the scanner folds
   * a constant into the strings that use it ({@code BASE + "/x"} is {@code https://a/x} when {@code
   * BASE = "https://a/"}), so a body that names one matters as much as a literal would. A field
   * whose initializer has such a literal, or names such a field ({@code B = A + "//x"}), to a fixed
   * point; and so with {@code final} locals, whose uses are statements of their own.
   */
  private Set<String> schemeConstants(String text, JavaTokens tokens, MemberBodies bodies, boolean staticImports) {
    TokenRanges fields = TokenRanges.union(bodies.fields(), finalLocals(text, tokens, bodies.match()));
    Set<String> constants = new HashSet<>();
    boolean[] done = new boolean[fields.size()];
    boolean grew = true;
    while (grew) {
      grew = false;
      for (int f = 0; f < fields.size(); f++) {
        if (!done[f] && schemeValue(text, tokens, fields.from(f), fields.to(f), constants)) {
          done[f] = true;
          grew = true;
          for (int i = fields.from(f); i < fields.to(f); i++) {
            if (tokens.kind(i) == JavaTokens.IDENTIFIER && tokens.kind(i + 1) == JavaTokens.EQUALS) {
              constants.add(text.substring(tokens.start(i), tokens.end(i)));
            }
          }
        }
      }
    }
    return constants;
  }

  // Every `final ... name = ...` outside the fields (a final local, a resource), from `final` to
  // the ';' or ')' that ends it; a final parameter has no '=' and is none.
  private static TokenRanges finalLocals(String text, JavaTokens tokens, int[] match) {
    TokenRanges out = new TokenRanges();
    int n = tokens.size();
    int last = -1;
    for (int i = 0; i < n; i++) {
      if (i <= last || !tokens.is(text, i, "final")) {
        continue;
      }
      int k = i + 1;
      boolean equals = false;
      while (k < n) {
        byte kind = tokens.kind(k);
        if (kind == JavaTokens.SEMICOLON || kind == JavaTokens.CLOSE_PAREN || kind == JavaTokens.CLOSE_BRACE
            || kind == JavaTokens.OPEN_BRACE && !equals) {
          break;
        }
        equals |= kind == JavaTokens.EQUALS;
        k = kind == JavaTokens.OPEN_PAREN || kind == JavaTokens.OPEN_BRACE ? match[k] + 1 : k + 1;
      }
      if (equals) {
        out.add(i, Math.min(k, n - 1));
        last = k;
      }
    }
    return out;
  }

  // Whether tokens [from, to) hold a literal that can write a scheme's colon or name such a constant.
  private static boolean schemeValue(String text, JavaTokens tokens, int from, int to, Set<String> constants) {
    for (int i = from; i < to; i++) {
      byte k = tokens.kind(i);
      if ((k == JavaTokens.STRING || k == JavaTokens.TEXT_BLOCK || k == JavaTokens.CHAR)
          && mayWriteSchemeColon(text, tokens.start(i), tokens.end(i), k)
          || k == JavaTokens.IDENTIFIER && !constants.isEmpty() && constants.contains(text.substring(tokens.start(i), tokens.end(i)))) {
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
  private boolean matters(String text, JavaTokens tokens, int from, int to, boolean staticImports, Set<String> constants) {
    for (int i = from; i < to; i++) {
      byte k = tokens.kind(i);
      if (k == JavaTokens.IDENTIFIER) {
        if (names.reachesSink(text, tokens.start(i), tokens.end(i), staticImports)
            || !constants.isEmpty() && constants.contains(text.substring(tokens.start(i), tokens.end(i)))) {
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
  private boolean keptMatters(
      String text, JavaTokens tokens, MemberBodies bodies, boolean[] blank, boolean staticImports, Set<String> constants) {
    boolean string = false;
    boolean matters = false;
    int from = bodies.importsEnd();
    for (int b = 0; b <= bodies.size() && !(string && matters); b++) {
      int to = b < bodies.size() ? bodies.open(b) + 1 : tokens.size();
      if (b < bodies.size() && !blank[b]) {
        continue; // a kept body is read with what follows it
      }
      string |= hasString(tokens, from, to);
      matters |= matters(text, tokens, from, to, staticImports, constants);
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

  /**
   * Whether the literal {@code text[start, end)} (quotes included) can write the first colon of a
   * plainly absolute URI ({@link dev.urilint.sinks.AbsoluteUriShape}: {@code scheme ":" ["scheme"
   * ":"]... "//" ...}, no white space). Only a literal can write a {@code ':'} into a string (a
   * non-literal operand reads as {@code ${name}}), and the value starts with its scheme, so the
   * literal that writes the first colon has only scheme chars before it, and what follows it in
   * the literal continues the scheme chain: {@code "http:"}, {@code "http://a"}, {@code "://"},
   * {@code "jdbc:postgresql://"}, {@code ':'}; not {@code "localhost:8080"}, {@code "key: value"},
   * {@code "{}:{}"}. A literal with white space is no part of such a value. A literal with an
   * escape ({@code "http\72//"} is {@code "http://"}) or a text block is read as javac decodes it
   * ({@link JavaLiteral}); one that does not decode, and a char literal with an escape, count as
   * able. Unicode escapes never reach here ({@link JavaLexer}).
   */
  static boolean mayWriteSchemeColon(String text, int start, int end, byte kind) {
    if (kind == JavaTokens.CHAR) {
      return text.charAt(start + 1) == ':' || text.charAt(start + 1) == '\\';
    }
    if (kind == JavaTokens.TEXT_BLOCK || hasBackslash(text, start, end)) {
      // Escapes and a text block's indentation: read the value javac gives it.
      Optional<JavaLiteral> decoded = JavaLiteral.of(text, start, end);
      return decoded.isEmpty() || startsSchemeChain(decoded.get().value(), 0, decoded.get().value().length());
    }
    return startsSchemeChain(text, start + 1, end - 1);
  }

  private static boolean hasBackslash(String text, int start, int end) {
    for (int i = start; i < end; i++) {
      if (text.charAt(i) == '\\') {
        return true;
      }
    }
    return false;
  }

  // Whether s[from, to), no white space in it, has only scheme chars before its first colon and
  // the scheme chain goes on after it up to its end or a "//".
  private static boolean startsSchemeChain(String s, int from, int to) {
    for (int i = from; i < to; i++) {
      if (Character.isWhitespace(s.charAt(i))) {
        return false;
      }
    }
    int i = schemeChars(s, from, to);
    while (true) {
      if (i == to || s.charAt(i) != ':') {
        return false;
      }
      i++; // after a colon: the literal ends, "//" follows, or another scheme and its colon
      if (i == to) {
        return true;
      }
      char c = s.charAt(i);
      if (c == '/') {
        return i + 1 == to || s.charAt(i + 1) == '/';
      }
      if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')) {
        return false;
      }
      i = schemeChars(s, i, to);
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
