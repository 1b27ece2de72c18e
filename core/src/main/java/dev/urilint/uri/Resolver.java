package dev.urilint.uri;

/**
 * Reference resolution, RFC 3986 §5.2 (strict), with §5.2.4 dot-segment removal and §5.3
 * recomposition.
 *
 * <pre>{@code
 * Resolver.resolve("http://a/b/c/d;p?q", "../g");      // Success[uri=http://a/b/g]
 * Resolver.resolve("http://a/b/c/d;p?q", "http:g");    // Success[uri=http:g]  (strict)
 * Resolver.resolve("a/b", "c");                         // Failure: BASE has no scheme
 * }</pre>
 *
 * <p><b>Strict.</b> A reference with a scheme is never treated as relative, even when its scheme
 * equals the base's: {@code http:g} against {@code http://a/b/c/d;p?q} is {@code http:g} (§5.2.2;
 * the "non-strict" backwards-compatible variant is not offered).
 *
 * <p><b>The base.</b> §5.2.1 requires an absolute URI (a scheme). A base with a fragment is
 * accepted and its fragment ignored: §5.1 says a base is "stripped of any fragment component prior
 * to its use", and the algorithm of §5.2.2 never reads {@code Base.fragment}. A base without a
 * scheme is refused ({@link ReferenceResult.Failure} with {@link ReferenceResult.Operand#BASE}).
 *
 * <p><b>Output.</b> The result follows the RFC text literally, including {@code foo:a/b} with
 * {@code ../c} giving {@code foo:/c} (see {@link DotSegments}), with one exception: where the
 * target has no authority and its path would start with {@code "//"} ({@code f:/a} with {@code
 * .//g}), the literal recomposition {@code f://g} would read {@code g} as a host, and {@code
 * http:/a} with {@code .//x:y} would not even be a URI ({@code http://x:y}). The resolver keeps a
 * {@code "/."} in front of such a path ({@code f:/.//g}, as uriparser does; {@link
 * DotSegments#removeKeepingForm}), so every result is a valid {@code URI} with the components
 * §5.2.2 computed. Resolution copies components as written: it does not normalize case or
 * percent-encodings (use {@link Normalizer} on the result).
 *
 * <p>Linear time in the length of the inputs; stateless and thread-safe.
 */
public final class Resolver {

  private Resolver() {}

  /**
   * Parses both strings as URI-references and resolves {@code reference} against {@code base};
   * never throws.
   */
  public static ReferenceResult resolve(String base, String reference) {
    ParseResult parsedBase = UriParser.parse(base);
    if (parsedBase instanceof ParseResult.Malformed malformed) {
      return new ReferenceResult.Failure(ReferenceResult.Operand.BASE, malformed.first());
    }
    UriReference baseReference = ((ParseResult.Parsed) parsedBase).reference();
    if (!baseReference.isAbsolute()) {
      return new ReferenceResult.Failure(ReferenceResult.Operand.BASE, notAbsolute());
    }
    ParseResult parsedReference = UriParser.parse(reference);
    if (parsedReference instanceof ParseResult.Malformed malformed) {
      return new ReferenceResult.Failure(ReferenceResult.Operand.REFERENCE, malformed.first());
    }
    return new ReferenceResult.Success(
        resolve(baseReference, ((ParseResult.Parsed) parsedReference).reference()));
  }

  /** The violation for a base without a scheme. */
  static Violation notAbsolute() {
    return new Violation(
        0,
        ViolationKind.WRONG_FORM,
        GrammarRule.URI,
        "the base URI has no scheme; RFC 3986 §5.2.1 resolves only against an absolute URI");
  }

  /**
   * Resolves a parsed {@code reference} against a parsed {@code base} and recomposes the target.
   *
   * @throws IllegalArgumentException if {@code base} has no scheme
   */
  public static String resolve(UriReference base, UriReference reference) {
    return resolve(UriComponents.of(base), UriComponents.of(reference)).recompose();
  }

  /**
   * The algorithm of §5.2.2 on components: the target's components, not yet recomposed.
   *
   * @throws IllegalArgumentException if {@code base} has no scheme
   */
  public static UriComponents resolve(UriComponents base, UriComponents reference) {
    if (!base.hasScheme()) {
      throw new IllegalArgumentException(notAbsolute().message());
    }
    String scheme;
    String authority;
    String path;
    String query;
    if (reference.hasScheme()) {
      scheme = reference.scheme();
      authority = reference.authority();
      path = DotSegments.removeKeepingForm(reference.path(), authority != null);
      query = reference.query();
    } else {
      scheme = base.scheme();
      if (reference.hasAuthority()) {
        authority = reference.authority();
        path = DotSegments.remove(reference.path()); // path-abempty after an authority
        query = reference.query();
      } else {
        authority = base.authority();
        if (reference.path().isEmpty()) {
          path = base.path();
          query = reference.hasQuery() ? reference.query() : base.query();
        } else {
          path =
              DotSegments.removeKeepingForm(
                  reference.path().startsWith("/")
                      ? reference.path()
                      : merge(base, reference.path()),
                  authority != null);
          query = reference.query();
        }
      }
    }
    return new UriComponents(scheme, authority, path, query, reference.fragment());
  }

  /**
   * §5.2.3: {@code "/" + path} when the base has an authority and an empty path; otherwise the
   * base path up to and including its last {@code "/"} (nothing if it has none), then {@code
   * referencePath}.
   */
  static String merge(UriComponents base, String referencePath) {
    if (base.hasAuthority() && base.path().isEmpty()) {
      return "/" + referencePath;
    }
    int slash = base.path().lastIndexOf('/');
    return base.path().substring(0, slash + 1) + referencePath;
  }
}
