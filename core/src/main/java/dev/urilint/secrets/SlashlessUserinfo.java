package dev.urilint.secrets;

import dev.urilint.scheme.Scheme;
import dev.urilint.scheme.SchemeRegistry;
import dev.urilint.secrets.SecretSpans.Kind;
import dev.urilint.secrets.SecretSpans.Secret;
import dev.urilint.uri.UriChars;
import java.util.List;

/**
 * The userinfo of a hierarchical scheme whose {@code //} is missing or mistyped ({@code
 * http:bob:pw@h/}, {@code http:/bob:pw@h}, {@code http:\\bob:pw@h}): every client that repairs
 * the URI sends it, so its password is a secret. Read at the start of a value, and wherever a
 * later token of a value or any token of a source line starts.
 *
 * <pre>{@code
 * // "D=http:bob:pw@h/ # x": the password at [11, 13)
 * SlashlessUserinfo.inLine("D=http:bob:pw@h/ # x", secrets);
 * }</pre>
 */
final class SlashlessUserinfo {

  private SlashlessUserinfo() {}

  /**
   * At the start of {@code value}, one string read as one URI: its userinfo runs to the first
   * {@code / ? # \} or line break, or, for a scheme that needs a host, past it to a later {@code
   * '@'} as a userinfo after {@code //} does ({@link UserinfoEnd}: {@code
   * http:admin:2024/Secret@db.example.com/}; not {@code jdbc:oracle:thin:scott/tiger@db}, whose
   * driver reads it). Only there: in
   * running text {@code scm:git:git@host} and the like would read as user and password.
   */
  private static void atStart(String value, List<Secret> secrets) {
    int colon = value.indexOf(':');
    Scheme scheme = colon <= 0 ? null : SchemeRegistry.lookup(value, 0, colon);
    if (scheme == null || !scheme.hierarchical()) {
      return;
    }
    int start = userinfoStart(value, colon);
    if (start < 0) {
      return;
    }
    int at = -1;
    int userColon = -1;
    int stop = start;
    for (; stop < value.length() && !ends(value.charAt(stop), true); stop++) {
      if (value.charAt(stop) == '@') {
        at = stop;
      } else if (value.charAt(stop) == ':' && userColon < 0) {
        userColon = stop;
      }
    }
    if (at < 0 && userColon >= 0 && scheme.needsHost() && !nestedAuthority(value, stop)) {
      // "http:admin:2024/Secret@db.example.com/": a password may hold the char that stopped it.
      at = new UserinfoEnd(value, true).at(start, userColon, stop);
    }
    add(value, start, userColon, at, secrets);
  }

  /**
   * Wherever a token of {@code line} (running text: a source line) starts with a hierarchical
   * scheme's colon; the userinfo also ends at white space or a quote. Exact and linear: every
   * userinfo that starts inside one run (the text up to the next char that ends one) ends at that
   * run's last {@code '@'}, or, when the run holds none, where {@link UserinfoEnd} reads it past
   * the run's end ({@code http:u:pw/x@h/}), so each run is read once, the first {@code ':'} after
   * each start is found by a pointer that only moves forward, and a password inside the run's
   * first one, or inside one that ran past its run, is answered for by it ({@link Run#covers}).
   * (Before, each start looked 256 chars ahead, and a longer password was printed.)
   */
  static void inLine(String line, List<Secret> secrets) {
    atTokens(line, 0, 0, secrets);
  }

  /**
   * {@link #atStart} and, as in a line, wherever a later token starts: a value that is no URI at
   * its start can still hold one ({@code x=1 plain=http:u:pw@h/}, found by fuzzing the scan:
   * its report showed the password).
   */
  static void inValue(String value, List<Secret> secrets) {
    int before = secrets.size();
    atStart(value, secrets);
    // A token inside the password found at the start is hidden with it, and no second secret.
    Secret first = secrets.size() > before ? secrets.get(secrets.size() - 1) : null;
    int hiddenTo = first != null && !first.placeholder() && first.defaultOf().isEmpty() ? first.span().end() : 0;
    atTokens(value, 1, hiddenTo, secrets);
  }

  // The reading of inLine, for the tokens that start at or after `firstToken` with their scheme's
  // colon at or after `from`.
  private static void atTokens(String line, int firstToken, int from, List<Secret> secrets) {
    int n = line.indexOf('@') < 0 ? 0 : line.length(); // a userinfo ends at an '@'
    int token = 0;
    Run run = new Run(line);
    UserinfoEnd ends = new UserinfoEnd(line, false);
    int hiddenTo = from;
    int nextColon = -1;
    for (int i = 0; i < n; i++) {
      char c = line.charAt(i);
      Scheme scheme = c == ':' && i > token && token >= firstToken && i >= hiddenTo && isAsciiLetter(line.charAt(token))
          ? SchemeRegistry.lookup(line, token, i) : null;
      if (scheme != null && scheme.hierarchical()) {
        int start = userinfoStart(line, i);
        if (start >= 0) {
          run.reach(start);
          if (nextColon < start) {
            nextColon = line.indexOf(':', start);
            nextColon = nextColon < 0 ? line.length() : nextColon;
          }
          int at = run.at >= start ? run.at : -1;
          if (at < 0 && nextColon < run.end && scheme.needsHost() && !nestedAuthority(line, run.end)) {
            // The run stopped at a char a password may hold ("http:u:pw/x@h/"): as after "//".
            at = ends.at(start, nextColon, run.end);
          }
          if (nextColon < run.end && nextColon < at && !run.covers(nextColon + 1)) {
            int before = secrets.size();
            add(line, start, nextColon, at, secrets);
            run.found(nextColon + 1, secrets, before);
            Secret added = secrets.size() > before ? secrets.get(secrets.size() - 1) : null;
            if (at > run.end && added != null && !added.placeholder() && added.defaultOf().isEmpty()) {
              hiddenTo = at; // a token inside a password that runs past its run is hidden with it
            }
          }
        }
      }
      if (!UriChars.isSchemeChar(c)) {
        token = i + 1;
      }
    }
  }

  /**
   * The run of a source line that userinfos starting at or after {@code start} read: to the next
   * char that ends a userinfo, with its last {@code '@'} and the first password found in it.
   */
  private static final class Run {
    final String line;
    int start;
    int end = -1;
    int at = -1;
    int firstSecret = -1;
    boolean firstHidden;

    Run(String line) {
      this.line = line;
    }

    /** Moves to the run holding {@code from}, reading it if it is a new one. */
    void reach(int from) {
      if (from >= start && from <= end) {
        return;
      }
      start = from;
      at = -1;
      firstSecret = -1;
      end = from;
      while (end < line.length() && !ends(line.charAt(end), false)) {
        if (line.charAt(end) == '@') {
          at = end;
        }
        end++;
      }
    }

    /**
     * Whether the run's first password (which ends at the same {@code '@'}) answers for a
     * password from {@code from}: it lies inside that one, which is masked; or that one is a
     * placeholder's text (shown), and this one starts as a placeholder would ({@code $}, {@code
     * #}, <code>{</code>), which reading would cost a search to the placeholder's end once per
     * start. A password inside a placeholder that starts otherwise is still masked.
     */
    boolean covers(int from) {
      if (firstSecret < 0 || from < firstSecret) {
        return false;
      }
      char c = line.charAt(from);
      return firstHidden || c == '$' || c == '#' || c == '{';
    }

    void found(int from, List<Secret> secrets, int before) {
      if (firstSecret < 0 && secrets.size() > before) {
        Secret s = secrets.get(secrets.size() - 1);
        firstSecret = from;
        firstHidden = !s.placeholder() && s.defaultOf().isEmpty();
      }
    }
  }

  // Where the userinfo after the scheme's colon at `colon` starts, past a "/" or "\" or two
  // typed for "//"; -1 for a real "//", which userinfoPasswords reads.
  private static int userinfoStart(String text, int colon) {
    int start = colon + 1;
    if (text.startsWith("//", start)) {
      return -1;
    }
    while (start < text.length() && start <= colon + 3
        && (text.charAt(start) == '/' || text.charAt(start) == '\\')) {
      start++;
    }
    return start;
  }

  // Whether the userinfo stopped at a "//": a nested URI's authority starts there, which the
  // "//" reading reads ("scm:git:scm:git:ssh://git@github.com:org/repo.git", a Maven SCM URL:
  // its "git:ssh:" is no user and password, found by the precision corpus).
  private static boolean nestedAuthority(String text, int stop) {
    return text.startsWith("//", stop);
  }

  private static void add(String text, int start, int userColon, int at, List<Secret> secrets) {
    if (userColon >= 0 && userColon < at && !SecretSpans.looksLikeHostPort(text, start, userColon, at)
        && !SecretValues.namesAPort(text, userColon + 1, at)) {
      SecretSpans.addSecret(text, userColon + 1, at, Kind.USERINFO_PASSWORD, secrets);
    }
  }

  // What ends a userinfo: the authority's end or a line break; in running text also what ends
  // a URI there (white space, a quote).
  private static boolean ends(char c, boolean value) {
    return c == '/' || c == '?' || c == '#' || c == '\\' || c == '\n' || c == '\r'
        || !value && SecretSpans.endsToken(c, false);
  }

  private static boolean isAsciiLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }
}
