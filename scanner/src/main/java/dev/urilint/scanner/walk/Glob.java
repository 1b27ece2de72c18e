package dev.urilint.scanner.walk;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * An include or exclude pattern, matched against a {@code /}-separated path relative to the scan
 * root.
 *
 * <ul>
 *   <li>{@code **} matches any number of whole path segments, including none;
 *   <li>{@code *} matches within one segment, {@code ?} one character of a segment;
 *   <li>a pattern without {@code /} matches the file name at any depth ({@code *.yml} matches
 *       {@code a/b/c.yml});
 *   <li>a trailing {@code /} names a folder and everything below it ({@code generated/}, at any
 *       depth when it has no other {@code /}).
 * </ul>
 *
 * <pre>{@code
 * Glob.of("src/main/**").matches("src/main/resources/application.yml");   // true
 * Glob.of("*.json").matches("a/b/package.json");                          // true
 * Glob.of("generated/").matches("generated/x/app.yml");                   // true
 * }</pre>
 *
 * <p>The pattern is compiled once to a regular expression; globs are matched once per file, never
 * on the URI hot path.
 */
public final class Glob {

  private final String pattern;
  private final Pattern regex;

  private Glob(String pattern, Pattern regex) {
    this.pattern = pattern;
    this.regex = regex;
  }

  /** Compiles {@code pattern}; backslashes are read as {@code /} so Windows-style patterns work. */
  public static Glob of(String pattern) {
    String p = pattern.trim().replace('\\', '/');
    while (p.startsWith("./")) {
      p = p.substring(2);
    }
    boolean folder = p.endsWith("/");
    if (folder) {
      p = p.substring(0, p.length() - 1);
    }
    if (!p.contains("/")) {
      p = "**/" + p;
    }
    if (folder) {
      p = p + "/**";
    }
    return new Glob(pattern, Pattern.compile(toRegex(p)));
  }

  /**
   * Why {@code pattern}, as a user wrote it, would silently match nothing that was meant: it is
   * blank, or uses the bracket or brace syntax of other glob dialects ({@code [abc]}, {@code
   * {a,b}}), which this one reads literally. Front ends and the config reader reject such a
   * pattern with this message instead of scanning nothing.
   *
   * <pre>{@code
   * Glob.problem("[");            // Optional["'[' is not a glob urilint reads: ..."]
   * Glob.problem("src/**");       // Optional.empty()
   * }</pre>
   */
  public static Optional<String> problem(String pattern) {
    if (pattern.isBlank()) {
      return Optional.of("an empty glob matches nothing");
    }
    for (int i = 0; i < pattern.length(); i++) {
      char c = pattern.charAt(i);
      if (c == '[' || c == ']' || c == '{' || c == '}') {
        return Optional.of(
            "'" + pattern + "' is not a glob urilint reads: it knows **, * and ?, and no [...] or {...}");
      }
    }
    return Optional.empty();
  }

  /** Whether {@code relativePath} ({@code /}-separated, no leading {@code /}) matches. */
  public boolean matches(String relativePath) {
    return regex.matcher(relativePath).matches();
  }

  /** The pattern as written. */
  public String pattern() {
    return pattern;
  }

  private static String toRegex(String glob) {
    StringBuilder re = new StringBuilder(glob.length() * 2);
    int i = 0;
    while (i < glob.length()) {
      char c = glob.charAt(i);
      if (c == '*' && i + 1 < glob.length() && glob.charAt(i + 1) == '*') {
        boolean slashAfter = i + 2 < glob.length() && glob.charAt(i + 2) == '/';
        if (slashAfter) {
          re.append("(?:[^/]*/)*"); // "**/": zero or more whole segments
          i += 3;
        } else {
          re.append(".*"); // "**" at the end: everything below
          i += 2;
        }
      } else if (c == '*') {
        re.append("[^/]*");
        i++;
      } else if (c == '?') {
        re.append("[^/]");
        i++;
      } else {
        if ("\\.[]{}()+-^$|".indexOf(c) >= 0) {
          re.append('\\');
        }
        re.append(c);
        i++;
      }
    }
    return re.toString();
  }

  @Override
  public String toString() {
    return pattern;
  }
}
