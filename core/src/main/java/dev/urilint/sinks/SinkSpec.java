package dev.urilint.sinks;

import java.util.OptionalInt;

/**
 * A URI sink a user names in a flag: a method or constructor parameter, or an annotation element.
 *
 * <pre>{@code
 * SinkSpec.parse("com.acme.Http#get");          // first String parameter of Http.get(...)
 * SinkSpec.parse("com.acme.Client#new(1)");     // second parameter of new Client(...)
 * SinkSpec.parse("@com.acme.Endpoint#url");     // element url of @Endpoint
 * }</pre>
 *
 * @param owner the fully qualified class or annotation name
 * @param member the method name, {@code new} for a constructor, or the annotation element
 * @param argument the 0-based parameter index; empty means the first {@code String} parameter
 * @param annotation whether {@code owner} is an annotation and {@code member} one of its elements
 */
public record SinkSpec(String owner, String member, OptionalInt argument, boolean annotation) {

  /** The member name that stands for a constructor. */
  public static final String CONSTRUCTOR = "new";

  /**
   * Parses {@code [@]fully.qualified.Owner#member[(index)]}.
   *
   * @throws IllegalArgumentException saying what is wrong with {@code text}
   */
  public static SinkSpec parse(String text) {
    boolean annotation = text.startsWith("@");
    String body = annotation ? text.substring(1) : text;
    int hash = body.indexOf('#');
    if (hash <= 0 || hash == body.length() - 1) {
      throw new IllegalArgumentException(
          "'" + text + "' is not a sink; write fully.qualified.Class#method, Class#new(1) or @Annotation#element");
    }
    String owner = body.substring(0, hash);
    String member = body.substring(hash + 1);
    OptionalInt argument = OptionalInt.empty();
    int paren = member.indexOf('(');
    if (paren >= 0) {
      if (annotation || !member.endsWith(")")) {
        throw new IllegalArgumentException("'" + text + "': an argument index is written Class#method(0)");
      }
      try {
        argument = OptionalInt.of(Integer.parseInt(member.substring(paren + 1, member.length() - 1)));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("'" + text + "': the argument index must be a number", e);
      }
      if (argument.getAsInt() < 0) {
        throw new IllegalArgumentException("'" + text + "': the argument index must not be negative");
      }
      member = member.substring(0, paren);
    }
    if (!isQualifiedName(owner) || !isIdentifier(member)) {
      throw new IllegalArgumentException(
          "'" + text + "' is not a sink; write fully.qualified.Class#method, Class#new(1) or @Annotation#element");
    }
    return new SinkSpec(owner, member, argument, annotation);
  }

  private static boolean isQualifiedName(String s) {
    for (String part : s.split("\\.", -1)) {
      if (!isIdentifier(part)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isIdentifier(String s) {
    if (s.isEmpty() || !Character.isJavaIdentifierStart(s.charAt(0))) {
      return false;
    }
    for (int i = 1; i < s.length(); i++) {
      if (!Character.isJavaIdentifierPart(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }
}
