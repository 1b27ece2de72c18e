package dev.urilint.errorprone;

import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.ParenthesizedTree;
import java.util.List;
import java.util.Locale;

/**
 * Tells an XML namespace (an identifier that is never fetched) from a locator, so that {@code new
 * URI(ATOM_NAMESPACE)} is not reported as an insecure {@code http} connection.
 *
 * <p>A string that reaches a URI sink is an identifier when
 *
 * <ul>
 *   <li>it is passed by a constant whose name says so: a word {@code NAMESPACE}, {@code XMLNS} or
 *       {@code NS} in {@code UPPER_SNAKE} or {@code camelCase} ({@code ATOM_NAMESPACE}, {@code
 *       W3C_XML_SCHEMA_NS_URI}, {@code soapNs}); or
 *   <li>its authority is one that only publishes namespaces ({@code www.w3.org}, {@code purl.org},
 *       {@code xmlns.com}, {@code schemas.xmlsoap.org}, ... or a {@code java.sun.com/xml/ns} path).
 * </ul>
 *
 * <p>Outside URI sinks only the security rules run, whose verdict does not depend on the usage, so
 * {@code setNamespace(...)}, {@code createElementNS(...)} and the like need no special casing.
 *
 * <pre>{@code
 * NamespaceHeuristic.isNamespace(argument, "http://www.w3.org/2005/Atom");   // true
 * }</pre>
 */
final class NamespaceHeuristic {

  private static final List<String> NAMESPACE_PREFIXES =
      List.of(
          "http://www.w3.org/",
          "http://purl.org/",
          "http://xmlns.com/",
          "http://schemas.xmlsoap.org/",
          "http://schemas.openxmlformats.org/",
          "http://schemas.microsoft.com/",
          "http://java.sun.com/xml/ns/",
          "http://xmlns.jcp.org/xml/ns/",
          "http://maven.apache.org/POM/",
          "http://www.springframework.org/schema/");

  private NamespaceHeuristic() {}

  static boolean isNamespace(ExpressionTree argument, String value) {
    for (String prefix : NAMESPACE_PREFIXES) {
      if (value.regionMatches(true, 0, prefix, 0, prefix.length())) {
        return true;
      }
    }
    String name = constantName(argument);
    return name != null && hasNamespaceWord(name);
  }

  static boolean hasNamespaceWord(String name) {
    for (String word : words(name)) {
      if (word.equals("namespace") || word.equals("ns") || word.equals("xmlns")) {
        return true;
      }
    }
    return false;
  }

  // UPPER_SNAKE splits on '_', camelCase on each upper-case letter that follows a lower-case one.
  private static List<String> words(String name) {
    StringBuilder spaced = new StringBuilder(name.length() + 8);
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == '_' || c == '$') {
        spaced.append(' ');
      } else {
        if (i > 0 && Character.isUpperCase(c) && Character.isLowerCase(name.charAt(i - 1))) {
          spaced.append(' ');
        }
        spaced.append(c);
      }
    }
    return List.of(spaced.toString().toLowerCase(Locale.ROOT).trim().split(" +"));
  }

  private static String constantName(ExpressionTree tree) {
    while (tree instanceof ParenthesizedTree p) {
      tree = p.getExpression();
    }
    if (tree instanceof IdentifierTree || tree instanceof MemberSelectTree) {
      var symbol = ASTHelpers.getSymbol(tree);
      return symbol == null ? null : symbol.getSimpleName().toString();
    }
    return null;
  }
}
