package dev.urilint.scanner.extract.javasource.prefilter;

import java.util.Arrays;
import java.util.Optional;

/**
 * The member bodies of a Java file's types, found from its tokens alone: the braces of every
 * method, constructor (compact ones too) and initializer declared directly in a class, interface,
 * enum or record body, at any depth of member types. What lies inside a body (statements, local
 * and anonymous classes, lambdas) is one unit: the prefilter keeps or blanks it whole. Field
 * initializers, enum constants' bodies and annotation defaults are never bodies: they stay.
 * Also the import and package declarations, whose names call nothing.
 *
 * <p>Empty when the braces or parentheses do not balance: the file is then parsed whole.
 *
 * <pre>{@code
 * String s = "class A { int f = 1; void m() { run(); } static { init(); } }";
 * MemberBodies b = MemberBodies.of(s, JavaLexer.lex(s).orElseThrow()).orElseThrow();
 * b.size();   // 2: m's braces and the initializer's
 * }</pre>
 */
public final class MemberBodies {

  // Member types nested deeper than this are kept whole; javac itself gives up long before.
  private static final int MAX_TYPE_DEPTH = 64;

  private final String text;
  private final JavaTokens tokens;
  private final int[] match;
  private int[] starts = new int[16];
  private int[] opens = new int[16];
  private int[] closes = new int[16];
  private int size;
  private TokenRanges fields = new TokenRanges();
  private TokenRanges declarations = new TokenRanges();
  private int importsEnd;

  private MemberBodies(String text, JavaTokens tokens, int[] match) {
    this.text = text;
    this.tokens = tokens;
    this.match = match;
  }

  /** The member bodies of the file {@code text} lexed into {@code tokens}; empty if unbalanced. */
  public static Optional<MemberBodies> of(String text, JavaTokens tokens) {
    int[] match = matches(tokens);
    if (match == null) {
      return Optional.empty();
    }
    MemberBodies bodies = new MemberBodies(text, tokens, match);
    bodies.compilationUnit();
    return Optional.of(bodies);
  }

  /** For each brace and parenthesis token, the index of its partner (-1 for other tokens). */
  int[] match() {
    return match;
  }

  /**
   * The declarations of the types' fields that have an initializer ({@code static final String
   * BASE = "https://a/";}), from their first token to their ';'.
   */
  TokenRanges fields() {
    return fields;
  }

  /**
   * Every member declaration that ends with a {@code ;} (fields with or without an initializer,
   * methods without a body, annotation elements), from its first token to its ';'.
   */
  TokenRanges declarations() {
    return declarations;
  }

  /** How many bodies, in source order. */
  public int size() {
    return size;
  }

  /**
   * The token index of the first token of body {@code b}'s member: its first annotation or
   * modifier, or its opening brace for an instance initializer.
   */
  public int start(int b) {
    return starts[b];
  }

  /** The token index of body {@code b}'s opening brace. */
  public int open(int b) {
    return opens[b];
  }

  /** The token index of body {@code b}'s closing brace. */
  public int close(int b) {
    return closes[b];
  }

  /**
   * The index of the first token after the package and import declarations (0 when the package
   * declaration is annotated: its annotations can hold values).
   */
  public int importsEnd() {
    return importsEnd;
  }

  // For each brace and parenthesis, the index of its partner; null if they do not balance. The
  // open brackets wait on two int stacks (no boxing: a file has tens of thousands of them).
  private static int[] matches(JavaTokens tokens) {
    int n = tokens.size();
    int[] match = new int[n];
    Arrays.fill(match, -1);
    int[] braces = new int[16];
    int[] parens = new int[16];
    int openBraces = 0;
    int openParens = 0;
    for (int i = 0; i < n; i++) {
      byte k = tokens.kind(i);
      if (k == JavaTokens.OPEN_BRACE) {
        if (openBraces == braces.length) {
          braces = Arrays.copyOf(braces, openBraces * 2);
        }
        braces[openBraces++] = i;
      } else if (k == JavaTokens.OPEN_PAREN) {
        if (openParens == parens.length) {
          parens = Arrays.copyOf(parens, openParens * 2);
        }
        parens[openParens++] = i;
      } else if (k == JavaTokens.CLOSE_BRACE || k == JavaTokens.CLOSE_PAREN) {
        boolean brace = k == JavaTokens.CLOSE_BRACE;
        if (brace ? openBraces == 0 : openParens == 0) {
          return null;
        }
        int open = brace ? braces[--openBraces] : parens[--openParens];
        match[open] = i;
        match[i] = open;
      }
    }
    return openBraces == 0 && openParens == 0 ? match : null;
  }

  private void compilationUnit() {
    int i = 0;
    int n = tokens.size();
    boolean annotated = false;
    while (i < n && (tokens.is(text, i, "package") || tokens.is(text, i, "import") || annotatedPackage(i))) {
      annotated |= tokens.kind(i) == JavaTokens.AT;
      i = statementEnd(i, n);
    }
    // A package's annotations (package-info.java: @XmlSchema(namespace = "http://...")) hold values.
    importsEnd = annotated ? 0 : i;
    while (i < n) {
      i = declaration(i, n, 0);
    }
  }

  // package-info.java: annotations before the package declaration.
  private boolean annotatedPackage(int i) {
    if (tokens.kind(i) != JavaTokens.AT) {
      return false;
    }
    int end = statementEnd(i, tokens.size());
    for (int k = i; k < end; k++) {
      if (tokens.is(text, k, "package")) {
        return true;
      }
      if (tokens.kind(k) == JavaTokens.OPEN_BRACE) {
        return false;
      }
    }
    return false;
  }

  // The index after the ';' that ends the statement at `i` (parentheses and braces skipped).
  private int statementEnd(int i, int end) {
    while (i < end && tokens.kind(i) != JavaTokens.SEMICOLON) {
      i = skip(i);
    }
    return Math.min(i + 1, end);
  }

  // The index after token i, or after the partner of a brace or parenthesis at i.
  private int skip(int i) {
    byte k = tokens.kind(i);
    return (k == JavaTokens.OPEN_BRACE || k == JavaTokens.OPEN_PAREN) ? match[i] + 1 : i + 1;
  }

  /**
   * One member (or top-level declaration) from token {@code start}, inside a body that ends before
   * {@code end}: returns the index after it.
   */
  private int declaration(int start, int end, int depth) {
    boolean equals = false;
    boolean typeKeyword = false;
    boolean enumType = false;
    boolean throwsClause = false;
    boolean onlyNames = true;
    int i = start;
    while (i < end) {
      byte k = tokens.kind(i);
      if (k == JavaTokens.SEMICOLON) {
        if (equals && depth > 0) {
          fields.add(start, i);
        }
        if (depth > 0) {
          declarations.add(start, i);
        }
        return i + 1;
      }
      if (k == JavaTokens.OPEN_BRACE) {
        int close = match[i];
        if (equals) {
          i = close + 1; // an array initializer, anonymous class or lambda of a field: kept
          continue;
        }
        if (typeKeyword && depth < MAX_TYPE_DEPTH) {
          typeBody(i, close, enumType, depth + 1);
          return close + 1;
        }
        boolean method = i > start && tokens.kind(i - 1) == JavaTokens.CLOSE_PAREN || throwsClause;
        if (depth > 0 && (method || onlyNames)) {
          add(start, i, close);
          return close + 1;
        }
        i = close + 1; // an annotation default, a module body, or a shape not known: kept
        continue;
      }
      if (k == JavaTokens.EQUALS) {
        equals = true;
      } else if (k == JavaTokens.IDENTIFIER && !equals) {
        if (tokens.is(text, i, "class") || tokens.is(text, i, "interface")) {
          typeKeyword = true;
        } else if (tokens.is(text, i, "enum")) {
          typeKeyword = true;
          enumType = true;
        } else if (tokens.is(text, i, "record") && i + 1 < end && tokens.kind(i + 1) == JavaTokens.IDENTIFIER) {
          typeKeyword = true;
        } else if (tokens.is(text, i, "throws")) {
          throwsClause = true;
        }
      }
      if (k != JavaTokens.IDENTIFIER && k != JavaTokens.AT && !isDot(i)) {
        onlyNames = false;
      }
      i = skip(i);
    }
    return end;
  }

  private boolean isDot(int i) {
    return tokens.kind(i) == JavaTokens.OTHER && text.charAt(tokens.start(i)) == '.';
  }

  private void typeBody(int open, int close, boolean enumType, int depth) {
    int i = open + 1;
    if (enumType) {
      // The constants, up to the first ';': their arguments and class bodies are kept.
      while (i < close && tokens.kind(i) != JavaTokens.SEMICOLON) {
        i = skip(i);
      }
      i++;
    }
    while (i < close) {
      i = declaration(i, close, depth);
    }
  }

  private void add(int start, int open, int close) {
    if (size == opens.length) {
      starts = Arrays.copyOf(starts, size * 2);
      opens = Arrays.copyOf(opens, size * 2);
      closes = Arrays.copyOf(closes, size * 2);
    }
    starts[size] = start;
    opens[size] = open;
    closes[size] = close;
    size++;
  }
}
