package dev.urilint.scanner.extract.javasource.prefilter;

import java.util.Set;

/**
 * Whether a run of one file's tokens writes something that can make a string get a rule: a sink's
 * name ({@link SinkNames}), a literal that can write a scheme's first colon ({@link
 * SchemeColonLiterals}) or part of a secret in text ({@link SecretLiterals}), or the name of a constant of the file whose value can ({@link
 * SchemeConstants}). Code that writes none of these holds only strings that are "not a URI".
 *
 * <pre>{@code
 * // class A { void m() { log("x"); f("http://a"); } }
 * relevance.matters(from, to);   // false over log("x"), true over f("http://a")
 * }</pre>
 */
final class Relevance {

  private final String text;
  private final JavaTokens tokens;
  private final SinkNames names;
  private final boolean staticImports;
  private final NameSet constants;
  private final NameSet instanceMembers;

  /**
   * @param staticImports whether the file imports a static sink's owner statically, so that its
   *     methods are called by their names alone
   * @param constants the names of the file's constants that can write a scheme's colon
   */
  Relevance(String text, JavaTokens tokens, SinkNames names, boolean staticImports, Set<String> constants) {
    this.text = text;
    this.tokens = tokens;
    this.names = names;
    this.staticImports = staticImports;
    this.instanceMembers = names.instanceMembersIn(text, tokens);
    this.constants = constants.isEmpty() ? null : NameSet.of(constants);
  }

  /** Whether tokens {@code [from, to)} write a sink's name, a scheme-colon literal or such a constant. */
  boolean matters(int from, int to) {
    for (int i = from; i < to; i++) {
      if (matters(i)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether token {@code i} is a sink's name where it can call or name the sink, a scheme-colon
   * literal or such a constant. A sink's name reaches the sink only as a call's name ({@code
   * url(}), a constructor's or annotation's class ({@code URL(}, {@code HttpGet<>(}, {@code
   * GET(}) or a static call's scope ({@code URI.}): the scanner resolves nothing else to a sink,
   * so a variable named {@code url} or {@code target}, or a declared {@code URI u}, does not keep
   * the code that writes it.
   */
  boolean matters(int i) {
    byte k = tokens.kind(i);
    if (k == JavaTokens.IDENTIFIER) {
      return names.reachesSink(text, tokens.start(i), tokens.end(i), staticImports, instanceMembers) && callsOrQualifies(i + 1)
          || constants != null && constants.contains(text, tokens.start(i), tokens.end(i));
    }
    return (k == JavaTokens.STRING || k == JavaTokens.TEXT_BLOCK || k == JavaTokens.CHAR)
        && (SchemeColonLiterals.mayWriteSchemeColon(text, tokens.start(i), tokens.end(i), k)
            || SecretLiterals.mayWriteSecret(text, tokens.start(i), tokens.end(i), k));
  }

  // Whether the token at `next` opens a call's arguments or type arguments, or qualifies a name.
  private boolean callsOrQualifies(int next) {
    if (next >= tokens.size()) {
      return false;
    }
    byte k = tokens.kind(next);
    if (k == JavaTokens.OPEN_PAREN) {
      return true;
    }
    char c = text.charAt(tokens.start(next));
    return k == JavaTokens.OTHER && (c == '.' || c == '<');
  }

  /** Whether the identifier at {@code i} is a sink's name (an annotation's, a call's). */
  boolean reachesSink(int i) {
    return names.reachesSink(text, tokens.start(i), tokens.end(i), staticImports, instanceMembers);
  }
}
