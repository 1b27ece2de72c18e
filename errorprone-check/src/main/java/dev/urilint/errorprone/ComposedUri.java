package dev.urilint.errorprone;

import com.google.errorprone.VisitorState;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import dev.urilint.sinks.UriComponents;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Puts the arguments of the multi-argument {@code java.net.URI} and {@code java.net.URL}
 * constructors together into the URI they build ({@link UriComponents}, the layout the scanner
 * uses too), so every component is checked in place (a port above 65535, a password in the user
 * info, an {@code http} scheme...), and each finding maps back to the argument it came from; a
 * delimiter the constructor adds maps to the {@code new} expression. Only when every argument is
 * a constant or {@code null}.
 *
 * <pre>{@code
 * new URI("http", "bob:pw", "example.com", 8080, "/a", null, null)
 * // composes "http://bob:pw@example.com:8080/a"; a finding on "pw" points into the second argument
 * }</pre>
 *
 * <p>The component constructors of {@code URI} percent-encode illegal characters and {@code %}
 * themselves (see their Javadoc), so grammar and double-encoding findings do not apply to them
 * ({@link dev.urilint.sinks.Takes#repairs}).
 */
final class ComposedUri {

  private ComposedUri() {}

  /**
   * The composed value and its pieces; empty when an argument is not constant. A {@code String}
   * argument is read as every folded constant is ({@link ConstantReading}): javac's value while the
   * compilation unit's folded chars are within their budget, else its operands as placeholders, so
   * many constructors over a chain of constants ({@code new URI("http", A9999, "h", ...)}) cost
   * linear time as sinks of the same constants do.
   */
  static Optional<Composed> compose(NewClassTree tree, VisitorState state) {
    List<? extends ExpressionTree> a = tree.getArguments();
    List<Optional<String>> values = new ArrayList<>(a.size());
    List<Supplier<List<StringPiece>>> traced = new ArrayList<>(a.size());
    for (ExpressionTree arg : a) {
      if (arg.getKind() == Tree.Kind.NULL_LITERAL) {
        values.add(Optional.empty());
        traced.add(List::of);
        continue;
      }
      String value = StringOrigins.stringValue(arg);
      if (value == null) {
        return Optional.empty();
      }
      if (ASTHelpers.constValue(arg) instanceof String) {
        ConstantReading read = ConstantReading.of(arg, value, state);
        values.add(Optional.of(read.value()));
        traced.add(read.pieces());
      } else {
        values.add(Optional.of(value)); // a port: an int
        traced.add(() -> StringOrigins.trace(arg, state));
      }
    }
    boolean url = ASTHelpers.getType(tree).tsym.getQualifiedName().contentEquals("java.net.URL");
    Optional<List<UriComponents.Part>> parts = UriComponents.compose(url, values);
    if (parts.isEmpty()) {
      return Optional.empty();
    }
    List<UriComponents.Part> composed = parts.get();
    return Optional.of(new Composed(UriComponents.value(composed), () -> pieces(composed, traced, tree), url));
  }

  // Where each part of the composed value was written; asked once a rule found something.
  private static List<StringPiece> pieces(
      List<UriComponents.Part> parts, List<Supplier<List<StringPiece>>> traced, NewClassTree tree) {
    List<StringPiece> pieces = new ArrayList<>();
    int offset = 0;
    for (UriComponents.Part p : parts) {
      if (p.argument() == UriComponents.DELIMITER) {
        pieces.add(new StringPiece(offset, p.text().length(), tree, Optional.empty()));
      } else {
        for (StringPiece q : traced.get(p.argument()).get()) {
          pieces.add(new StringPiece(offset + q.offset(), q.length(), q.anchor(), q.literal()));
        }
      }
      offset += p.text().length();
    }
    return List.copyOf(pieces);
  }

  /**
   * A URI put together from constructor arguments.
   *
   * @param value the URI the constructor builds (before its own quoting)
   * @param pieces where each part of {@code value} came from, traced when asked
   * @param url whether it is a {@code java.net.URL} (which quotes nothing)
   */
  record Composed(String value, Supplier<List<StringPiece>> pieces, boolean url) {}
}
