package dev.urilint.errorprone;

import com.google.errorprone.VisitorState;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Puts the arguments of the multi-argument {@code java.net.URI} and {@code java.net.URL}
 * constructors together into the URI they build, so every component is checked in place (a port
 * above 65535, a password in the user info, an {@code http} scheme...), and each finding maps back
 * to the argument it came from. Only when every argument is a constant or {@code null}.
 *
 * <pre>{@code
 * new URI("http", "bob:pw", "example.com", 8080, "/a", null, null)
 * // composes "http://bob:pw@example.com:8080/a"; a finding on "pw" points into the second argument
 * }</pre>
 *
 * <p>The component constructors of {@code URI} percent-encode illegal characters and {@code %}
 * themselves (see their Javadoc), so grammar and double-encoding findings do not apply to them.
 */
final class ComposedUri {

  private final List<StringPiece> pieces = new ArrayList<>();
  private final StringBuilder value = new StringBuilder();
  private final Tree whole;
  private final VisitorState state;

  private ComposedUri(Tree whole, VisitorState state) {
    this.whole = whole;
    this.state = state;
  }

  /** The composed value and its pieces; empty when an argument is not constant. */
  static Optional<Composed> compose(NewClassTree tree, VisitorState state) {
    List<? extends ExpressionTree> a = tree.getArguments();
    for (ExpressionTree arg : a) {
      if (arg.getKind() != Tree.Kind.NULL_LITERAL && ASTHelpers.constValue(arg) == null) {
        return Optional.empty();
      }
    }
    ComposedUri c = new ComposedUri(tree, state);
    boolean url = ASTHelpers.getType(tree).tsym.getQualifiedName().contentEquals("java.net.URL");
    if (url) {
      // URL(protocol, host, file) and URL(protocol, host, port, file)
      c.part(a.get(0), "").separator("://").part(a.get(1), "");
      if (a.size() == 4) {
        c.port(a.get(2));
      }
      c.part(a.get(a.size() - 1), "");
    } else if (a.size() == 3) {
      // URI(scheme, ssp, fragment)
      c.part(a.get(0), "").separatorIf(a.get(0), ":").part(a.get(1), "").part(a.get(2), "#");
    } else if (a.size() == 4) {
      // URI(scheme, host, path, fragment)
      c.scheme(a.get(0)).authority(null, a.get(1), null).part(a.get(2), "").part(a.get(3), "#");
    } else if (a.size() == 5) {
      // URI(scheme, authority, path, query, fragment)
      c.scheme(a.get(0)).authority(null, a.get(1), null).part(a.get(2), "").part(a.get(3), "?").part(a.get(4), "#");
    } else {
      // URI(scheme, userInfo, host, port, path, query, fragment)
      c.scheme(a.get(0)).authority(a.get(1), a.get(2), a.get(3)).part(a.get(4), "").part(a.get(5), "?").part(a.get(6), "#");
    }
    return Optional.of(new Composed(c.value.toString(), List.copyOf(c.pieces), url));
  }

  private ComposedUri scheme(ExpressionTree scheme) {
    return part(scheme, "").separatorIf(scheme, ":");
  }

  private ComposedUri authority(ExpressionTree userInfo, ExpressionTree host, ExpressionTree port) {
    boolean hasPort = port != null && !isMinusOne(port);
    if (present(userInfo) || present(host) || hasPort) {
      separator("//");
      if (present(userInfo)) {
        part(userInfo, "").separator("@");
      }
      part(host, "");
      if (hasPort) {
        port(port);
      }
    }
    return this;
  }

  private ComposedUri port(ExpressionTree port) {
    if (!isMinusOne(port)) {
      separator(":");
      String digits = String.valueOf(ASTHelpers.constValue(port));
      pieces.add(new StringPiece(value.length(), digits.length(), port, Optional.empty()));
      value.append(digits);
    }
    return this;
  }

  // A component, with its delimiter before it when present; null leaves both out.
  private ComposedUri part(ExpressionTree arg, String delimiter) {
    if (!present(arg)) {
      return this;
    }
    separator(delimiter);
    for (StringPiece p : StringOrigins.trace(arg, state)) {
      pieces.add(new StringPiece(value.length() + p.offset(), p.length(), p.anchor(), p.literal()));
    }
    value.append(StringOrigins.stringValue(arg));
    return this;
  }

  private ComposedUri separatorIf(ExpressionTree arg, String text) {
    return present(arg) ? separator(text) : this;
  }

  private ComposedUri separator(String text) {
    if (!text.isEmpty()) {
      pieces.add(new StringPiece(value.length(), text.length(), whole, Optional.empty()));
      value.append(text);
    }
    return this;
  }

  private static boolean present(ExpressionTree arg) {
    return arg != null && arg.getKind() != Tree.Kind.NULL_LITERAL;
  }

  private static boolean isMinusOne(ExpressionTree port) {
    return ASTHelpers.constValue(port) instanceof Integer i && i == -1;
  }

  /**
   * A URI put together from constructor arguments.
   *
   * @param value the URI the constructor builds (before its own quoting)
   * @param pieces where each part of {@code value} came from
   * @param url whether it is a {@code java.net.URL} (which quotes nothing)
   */
  record Composed(String value, List<StringPiece> pieces, boolean url) {}
}
