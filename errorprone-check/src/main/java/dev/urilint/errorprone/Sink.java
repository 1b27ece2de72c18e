package dev.urilint.errorprone;

import com.google.errorprone.matchers.Matcher;
import com.sun.source.tree.ExpressionTree;

/**
 * A method or constructor whose {@code String} argument is used as a URI.
 *
 * <pre>{@code
 * new Sink("URI.create", staticMethod().onClass("java.net.URI").named("create"), 0, Kind.URI);
 * }</pre>
 *
 * @param name how the sink is named in the context handed to the rules
 * @param matcher which invocations or {@code new} expressions are this sink
 * @param argument the 0-based index of the URI argument, or {@link #FIRST_STRING}
 * @param kind what the argument holds
 */
record Sink(String name, Matcher<ExpressionTree> matcher, int argument, Kind kind) {

  /** The argument is the first parameter of type {@code String}. */
  static final int FIRST_STRING = -1;

  /** What the sink's argument holds. */
  enum Kind {
    /** A URI or URI reference used as is. */
    URI,
    /** A URI template: RFC 6570 variables ({@code {id}}) are expanded before use. */
    TEMPLATE,
    /** The multi-argument {@code java.net.URI} constructors: components that the constructor quotes. */
    URI_COMPONENTS,
    /** The multi-argument {@code java.net.URL} constructors: components used as is. */
    URL_COMPONENTS
  }
}
