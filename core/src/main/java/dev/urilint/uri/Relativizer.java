package dev.urilint.uri;

import java.util.Objects;

/**
 * The inverse of {@link Resolver}: the shortest reference that resolves against a base to a given
 * target. RFC 3986 does not specify it; this class guarantees the round trip and prefers short
 * forms.
 *
 * <pre>{@code
 * Relativizer.relativize("http://a/b/c/d;p?q", "http://a/b/c/g");    // Success[uri=g]
 * Relativizer.relativize("http://a/b/c/d;p?q", "http://a/g");        // Success[uri=/g]
 * Relativizer.relativize("http://a/b/c/d;p?q", "http://a/b/c/d;p?y"); // Success[uri=?y]
 * Relativizer.relativize("http://a/b/c/d;p?q", "http://g/x");        // Success[uri=//g/x]
 * Relativizer.relativize("http://a/b/c/d;p?q", "https://a/b");       // Success[uri=https://a/b]
 * Relativizer.relativize("http://a/b/c/", "http://a/b/c/x:y");        // Success[uri=./x:y]
 * }</pre>
 *
 * <p><b>The guarantee.</b> For a base with a scheme and any URI-reference {@code t}: {@code
 * resolve(base, relativize(base, t))} equals {@code resolve(base, t)}. When {@code t} is an
 * absolute URI whose path has no dot-segments (the usual case) that is {@code t} itself. A target
 * with dot-segments ({@code http://a/x/../y}) cannot come back verbatim from any reference, because
 * §5.2.2 removes dot-segments from every path it produces; it comes back as {@code http://a/y}.
 * A relative target is resolved against the base first.
 *
 * <p><b>How.</b> The target is resolved (and so freed of dot-segments), then up to five candidate
 * references are built: the same-document forms ({@code ""}, {@code "?query"}, {@code
 * "#fragment"}), a relative path with {@code "../"} steps, an absolute path, a network-path
 * ({@code "//authority..."}) and the target itself. Each candidate is resolved against the base;
 * the shortest one that gives the target back wins (ties go to the earlier form, and to the
 * target itself). The target
 * itself always does, so a result always exists. Care points the candidates handle: a first
 * segment with {@code ":"} or an empty first segment gets a {@code "./"} prefix, a path starting
 * with {@code "//"} is never offered as an absolute path, a target without a query where the base
 * has one cannot use the empty reference, and a rootless base path (where §5.2.4 turns {@code
 * a/../b} into {@code /b}) falls back to a form that works.
 *
 * <p>The base's fragment is ignored (§5.1). Linear time; stateless and thread-safe.
 */
public final class Relativizer {

  private Relativizer() {}

  /**
   * Parses both strings as URI-references and relativizes {@code target} against {@code base};
   * never throws. Fails when {@code base} is malformed or has no scheme, or {@code target} is
   * malformed ({@link ReferenceResult.Operand#REFERENCE}).
   */
  public static ReferenceResult relativize(String base, String target) {
    ParseResult parsedBase = UriParser.parse(base);
    if (parsedBase instanceof ParseResult.Malformed malformed) {
      return new ReferenceResult.Failure(ReferenceResult.Operand.BASE, malformed.first());
    }
    UriReference baseReference = ((ParseResult.Parsed) parsedBase).reference();
    if (!baseReference.isAbsolute()) {
      return new ReferenceResult.Failure(ReferenceResult.Operand.BASE, Resolver.notAbsolute());
    }
    ParseResult parsedTarget = UriParser.parse(target);
    if (parsedTarget instanceof ParseResult.Malformed malformed) {
      return new ReferenceResult.Failure(ReferenceResult.Operand.REFERENCE, malformed.first());
    }
    return new ReferenceResult.Success(
        relativize(baseReference, ((ParseResult.Parsed) parsedTarget).reference()));
  }

  /**
   * Relativizes a parsed target against a parsed base.
   *
   * @throws IllegalArgumentException if {@code base} has no scheme
   */
  public static String relativize(UriReference base, UriReference target) {
    return relativize(UriComponents.of(base), UriComponents.of(target));
  }

  /**
   * Relativizes on components; {@code base} and {@code target} must be the components of valid
   * URI-references.
   *
   * @throws IllegalArgumentException if {@code base} has no scheme
   */
  public static String relativize(UriComponents base, UriComponents target) {
    UriComponents baseUri = base.withoutFragment();
    // Resolving removes dot-segments; splitting the recomposed string again gives the components
    // a parser would see (a "//" path without an authority reads as one once written out).
    String goal = Resolver.resolve(baseUri, target).recompose();
    UriComponents t = UriComponents.split(goal);
    Candidates candidates = new Candidates(baseUri, goal);
    if (Objects.equals(t.scheme(), baseUri.scheme())) {
      if (Objects.equals(t.authority(), baseUri.authority())) {
        if (t.path().equals(baseUri.path())) {
          if (Objects.equals(t.query(), baseUri.query())) {
            candidates.offer(suffix("", null, t.fragment()));
          } else if (t.hasQuery()) {
            candidates.offer(suffix("", t.query(), t.fragment()));
          }
        }
        candidates.offer(relativePath(baseUri, t));
        if (t.path().startsWith("/") && !t.path().startsWith("//")) {
          candidates.offer(suffix(t.path(), t.query(), t.fragment()));
        }
      }
      if (t.hasAuthority()) {
        candidates.offer("//" + t.authority() + suffix(t.path(), t.query(), t.fragment()));
      }
    }
    return candidates.best();
  }

  /**
   * A path relative to the base's directory: one {@code "../"} per base directory segment that
   * the target does not share, then the rest of the target path; {@code null} when there is none.
   */
  private static String relativePath(UriComponents base, UriComponents target) {
    String directory =
        base.hasAuthority() && base.path().isEmpty()
            ? "/" // §5.2.3: merging with an empty base path under an authority adds "/"
            : base.path().substring(0, base.path().lastIndexOf('/') + 1);
    String path = target.path();
    int common = 0; // length of the longest shared prefix that ends with "/"
    for (int i = 0; i < Math.min(directory.length(), path.length()); i++) {
      if (directory.charAt(i) != path.charAt(i)) {
        break;
      }
      if (path.charAt(i) == '/') {
        common = i + 1;
      }
    }
    int ups = 0;
    for (int i = common; i < directory.length(); i++) {
      if (directory.charAt(i) == '/') {
        ups++;
      }
    }
    String rest = path.substring(common);
    String relative;
    if (ups > 0) {
      relative = rest.isEmpty() ? "../".repeat(ups - 1) + ".." : "../".repeat(ups) + rest;
    } else if (rest.isEmpty()) {
      relative = "."; // the base's directory itself
    } else if (rest.startsWith("/") || firstSegmentHasColon(rest)) {
      relative = "./" + rest; // "/x" would be absolute, "a:b" would be a scheme
    } else {
      relative = rest;
    }
    return suffix(relative, target.query(), target.fragment());
  }

  private static boolean firstSegmentHasColon(String path) {
    int slash = path.indexOf('/');
    int colon = path.indexOf(':');
    return colon >= 0 && (slash < 0 || colon < slash);
  }

  private static String suffix(String path, String query, String fragment) {
    return new UriComponents(null, null, path, query, fragment).recompose();
  }

  /** Keeps the shortest candidate that resolves against the base to the goal. */
  private static final class Candidates {
    private final UriComponents base;
    private final String goal;
    private String best;

    Candidates(UriComponents base, String goal) {
      this.base = base;
      this.goal = goal;
      this.best = goal; // an absolute URI without dot-segments resolves to itself
    }

    void offer(String candidate) {
      if (candidate != null
          && candidate.length() < best.length()
          && Resolver.resolve(base, UriComponents.split(candidate)).recompose().equals(goal)) {
        best = candidate;
      }
    }

    String best() {
      return best;
    }
  }
}
