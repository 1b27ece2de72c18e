package dev.urilint.uri;

import java.util.Optional;

/**
 * The outcome of an operation on two strings that must first parse: {@link Resolver#resolve(String,
 * String)} and {@link Relativizer#relativize(String, String)}. Either the resulting URI or the
 * reason the inputs were refused; nothing throws.
 *
 * <pre>{@code
 * switch (Resolver.resolve("http://a/b/c/d;p?q", "../g")) {
 *   case ReferenceResult.Success s -> print(s.uri());              // http://a/b/g
 *   case ReferenceResult.Failure f -> report(f.operand(), f.violation().message());
 * }
 * }</pre>
 */
public sealed interface ReferenceResult permits ReferenceResult.Success, ReferenceResult.Failure {

  /** Which input was refused. */
  enum Operand {
    /** The base URI: not a URI-reference, or without a scheme (§5.1 needs an absolute URI). */
    BASE,
    /** The reference to resolve, or the target to relativize: not a URI-reference. */
    REFERENCE
  }

  /** The resulting URI, or empty on failure. */
  Optional<String> value();

  /** The inputs parsed; {@code uri} is the result. */
  record Success(String uri) implements ReferenceResult {
    @Override
    public Optional<String> value() {
      return Optional.of(uri);
    }

    /** Shows the result with a userinfo password as {@code ****}. */
    @Override
    public String toString() {
      return "Success[uri=" + UriComponents.split(uri) + "]";
    }
  }

  /**
   * {@code operand} was refused; {@code violation} says where and why (its index is into that
   * operand; its message never shows a password).
   */
  record Failure(Operand operand, Violation violation) implements ReferenceResult {
    @Override
    public Optional<String> value() {
      return Optional.empty();
    }
  }
}
