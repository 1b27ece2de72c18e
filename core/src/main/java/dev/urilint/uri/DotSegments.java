package dev.urilint.uri;

/**
 * The {@code remove_dot_segments} algorithm of RFC 3986 §5.2.4, exactly as the RFC writes it.
 *
 * <pre>{@code
 * DotSegments.remove("/a/b/c/./../../g");  // "/a/g"
 * DotSegments.remove("mid/content=5/../6"); // "mid/6"
 * DotSegments.remove("a/../c");             // "/c"  (see below)
 * DotSegments.remove("/.//g");              // "//g"
 * DotSegments.removeKeepingForm("/.//g", false); // "/.//g": no authority, keep the "//" a path
 * }</pre>
 *
 * <p>The literal algorithm has two consequences that implementations disagree on; this class
 * follows the RFC text in both (the conformance vectors' oracle does the same):
 *
 * <ul>
 *   <li>A rootless path whose first segment is removed by a later {@code ".."} becomes absolute:
 *       {@code "a/../c"} gives {@code "/c"}, because rule C replaces {@code "/../"} with {@code
 *       "/"}. So {@code foo:a/b} resolved with {@code ../c} is {@code foo:/c}.
 *   <li>The output may start with {@code "//"} ({@code "/.//g"} gives {@code "//g"}). Recomposed
 *       without an authority, such a path would read as one: {@code f:} + {@code //g} is {@code
 *       f://g}, a URI with host {@code g}, and {@code http:} + {@code //a:b} is not a URI at all
 *       (port {@code b}). {@link #removeKeepingForm(String, boolean)} is the variant {@link
 *       Resolver} and {@link Normalizer} use: it keeps a {@code "/."} in front of such a path,
 *       as uriparser does, so the result is the same path and still a valid URI.
 * </ul>
 *
 * <p>Runs in time linear in the path length: the input is read once by index and each output
 * character is appended once and removed at most once. The output never contains a {@code "."}
 * or {@code ".."} segment, so removing twice gives the same result as removing once.
 */
public final class DotSegments {

  private DotSegments() {}

  /** Applies §5.2.4 to {@code path} and returns the result; {@code path} itself if it has no dot. */
  public static String remove(String path) {
    if (path.indexOf('.') < 0) {
      return path; // no dot, no dot-segment: every step would be rule E
    }
    int n = path.length();
    StringBuilder out = new StringBuilder(n);
    int i = 0; // the input buffer is path[i..n)
    while (i < n) {
      if (path.startsWith("../", i)) {
        i += 3; // A: remove the prefix "../"
      } else if (path.startsWith("./", i)) {
        i += 2; // A: remove the prefix "./"
      } else if (path.startsWith("/./", i)) {
        i += 2; // B: replace "/./" with "/"
      } else if (i + 2 == n && path.startsWith("/.", i)) {
        out.append('/'); // B: replace a final "/." with "/", which E then moves to the output
        i = n;
      } else if (path.startsWith("/../", i)) {
        i += 3; // C: replace "/../" with "/" and drop the last output segment
        removeLastSegment(out);
      } else if (i + 3 == n && path.startsWith("/..", i)) {
        removeLastSegment(out); // C: a final "/.." becomes "/", which E then moves
        out.append('/');
        i = n;
      } else if (n - i == 1 && path.charAt(i) == '.' || n - i == 2 && path.startsWith("..", i)) {
        i = n; // D: the input is "." or ".."
      } else {
        // E: move the first segment, with its leading "/" if any, to the output
        int end = path.indexOf('/', path.charAt(i) == '/' ? i + 1 : i);
        if (end < 0) {
          end = n;
        }
        out.append(path, i, end);
        i = end;
      }
    }
    return out.toString();
  }

  /**
   * {@link #remove(String)}, then, when the path has no authority in front of it and the result
   * starts with {@code "//"}, a {@code "/."} prefix so that the written-out URI does not read the
   * first segment as an authority: {@code removeKeepingForm("/.//g", false)} is {@code "/.//g"},
   * {@code removeKeepingForm("/.//g", true)} is {@code "//g"}. Applying it again gives the same
   * result.
   */
  public static String removeKeepingForm(String path, boolean hasAuthority) {
    String removed = remove(path);
    return !hasAuthority && removed.startsWith("//") ? "/." + removed : removed;
  }

  /** Removes "the last segment and its preceding "/" (if any) from the output buffer". */
  private static void removeLastSegment(StringBuilder out) {
    int slash = out.lastIndexOf("/");
    out.setLength(Math.max(slash, 0));
  }
}
