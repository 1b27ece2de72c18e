package dev.urilint.scheme.syntax;

import dev.urilint.uri.UriReference;
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

  /**
   * Whether {@link #check} can find anything in {@code uri}, by a look at its components alone:
   * false only when it finds nothing whatever the text. A checker whose commonest shape has
   * nothing to report says so here, so the caller can skip building the {@link SchemeUri}.
   *
   * <pre>{@code
   * new FileSyntax().mayFind(reference of "file:///etc/hosts");   // false
   * }</pre>
   */
  default boolean mayFind(UriReference uri) {
    return true;
  }
}
