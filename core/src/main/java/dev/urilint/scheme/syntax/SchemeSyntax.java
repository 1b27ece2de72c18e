package dev.urilint.scheme.syntax;

import java.util.List;

/**
 * The syntax rules of one scheme family, on top of RFC 3986.
 *
 * <pre>{@code
 * List<SchemeProblem> problems = new UrnSyntax().check(uri);   // urn:isbn: -> "NSS is empty"
 * }</pre>
 */
public interface SchemeSyntax {

  /** The problems of {@code uri}, leftmost first; empty when it follows its scheme. Never throws. */
  List<SchemeProblem> check(SchemeUri uri);
}
