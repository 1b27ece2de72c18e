package dev.urilint.lint;

import dev.urilint.secrets.SecretNames;
import dev.urilint.secrets.SecretSpans;
import dev.urilint.uri.Span;
import dev.urilint.uri.UriChars;
import java.util.ArrayList;
import java.util.List;

/**
 * The URIs written inside text that is not itself a URI, and which rules they get: the one answer
 * for a config value read as text (a sentence, a line of markup, a file its parser rejected) and for
 * a Java string that is not plainly a URI (XML in a text block, a log message). A password in a URI
 * leaks wherever the URI is written, so a Maven {@code <scm><developerConnection>} ({@code
 * scm:git:https://user:pw@host/repo.git}), a placeholder default ({@code
 * ${DB_URL:jdbc:mysql://app:pw@db/app}}), {@code "connecting to jdbc:postgresql://app:pw@db/x"} or
 * {@code xmlns:xsi="http://deploy:pw@www.w3.org/..."} in a Java text block is checked, though
 * nothing else about the text is.
 *
 * <p>Where a secret sits is the one answer core gives every reader ({@link SecretSpans#inLine}, what
 * masking hides in a source line): a userinfo password, slashless ({@code http:u:pw@h/}) or not, an
 * Oracle thin {@code user/password@}, a SQL Server or registry {@code password=}. This class only
 * cuts the run of text around each, up to white space, a quote, an angle bracket or a backtick (RFC
 * 3986 Appendix C: in text, a URI ends there), so each URI is checked on its own; the rules decide
 * on each run as on any value (a placeholder or an example password, {@code
 * https://user:password@host/}, is their call).
 *
 * <pre>{@code
 * TextUris.runs("scm:git:https://u:pw@git.example.org/r.git");  // [[0, 42)]
 * TextUris.runs("see <code>https://u:pw@h/</code>");            // [[10, 25)]
 * TextUris.runs("ssh://git@github.com:22/r.git");               // []: no password
 * TextUris.checks(RuleId.MISLEADING_AUTHORITY, "https://u:pw@h/"); // true: a security rule
 * TextUris.checks(RuleId.INVALID_PORT, "https://u:pw@h:99999/");  // false: only the security rules
 * }</pre>
 */
public final class TextUris {

  private TextUris() {}

  /**
   * Whether a URI found inside text gets {@code rule}: a security rule ({@link Usage#TEXT}'s), since
   * the run is known to be a URI only as far as its secret goes. The scanner's config values and
   * both Java front ends ask this, so a URI inside text gets the same rules wherever the text is
   * written; {@link #checks(RuleId, CharSequence)} says which of them a given run gets.
   */
  public static boolean checks(RuleId rule) {
    return Usage.TEXT.checks(rule);
  }

  /**
   * Whether the run {@code run} of text ({@link #runs}) gets {@code rule}: {@code
   * credentials-in-uri} on every run, since a password leaks whatever holds it (an ADO.NET {@code
   * Source=db;Password=pw}); the other security rules only on a run that is a URI, one that starts
   * with a scheme and its colon or with {@code //}: a bare {@code token=abc123} or {@code
   * password=${pw} for user ${u}} in a message is a parameter of nothing, and {@code
   * sensitive-query-parameter} would call it a path.
   *
   * <pre>{@code
   * TextUris.checks(RuleId.SENSITIVE_QUERY_PARAMETER, "https://h/?token=abc");  // true
   * TextUris.checks(RuleId.SENSITIVE_QUERY_PARAMETER, "token=abc");            // false
   * TextUris.checks(RuleId.CREDENTIALS_IN_URI, "Source=db;Password=pw");       // true
   * }</pre>
   */
  public static boolean checks(RuleId rule, CharSequence run) {
    return rule == RuleId.CREDENTIALS_IN_URI || checks(rule) && isUri(run);
  }

  // A scheme and its colon first (RFC 3986 §3.1: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"),
  // or a network-path reference ("//").
  private static boolean isUri(CharSequence run) {
    int n = run.length();
    if (n >= 2 && run.charAt(0) == '/' && run.charAt(1) == '/') {
      return true;
    }
    if (n == 0 || !UriChars.isAlpha(run.charAt(0))) {
      return false;
    }
    for (int i = 1; i < n; i++) {
      char c = run.charAt(i);
      if (c == ':') {
        return true;
      }
      if (!UriChars.isSchemeChar(c)) {
        return false;
      }
    }
    return false;
  }

  /**
   * Whether {@code piece}, a part of a string built from several (a literal of a Java
   * concatenation), can write part of a secret that {@link #runs} finds in the whole: it holds an
   * {@code '@'} (a userinfo or Oracle password ends at one), or an {@code '='} after a secret's name,
   * after {@code key} (an API key's) or after no name in the piece (the name may be in the piece
   * before). A piece that cannot is needed by no run, so a reader may leave out code whose strings
   * have no such piece (the scanner's Java prefilter).
   *
   * <pre>{@code
   * TextUris.mayWritePartOfASecret("connecting to jdbc:postgresql://app:");  // false
   * TextUris.mayWritePartOfASecret("Hunter2@db/x");                          // true
   * TextUris.mayWritePartOfASecret(";password=");                            // true
   * TextUris.mayWritePartOfASecret("id={}");                                 // false
   * }</pre>
   */
  public static boolean mayWritePartOfASecret(String piece) {
    if (piece.indexOf('@') >= 0) {
      return true;
    }
    for (int eq = piece.indexOf('='); eq >= 0; eq = piece.indexOf('=', eq + 1)) {
      String name = SecretNames.nameBefore(piece, eq + 1).of(piece);
      if (name.isEmpty() || SecretNames.isSecret(name) || name.equalsIgnoreCase("key")) {
        return true;
      }
    }
    return false;
  }

  /**
   * The spans of the runs of {@code text} that hold a secret, in order, not overlapping; most often
   * none. Line by line; linear in the length of {@code text}.
   */
  public static List<Span> runs(String text) {
    if (text.indexOf('@') < 0 && text.indexOf('=') < 0) {
      return List.of(); // every password the rule reports ends at an '@' or follows an '='
    }
    List<Span> out = new ArrayList<>(1);
    int n = text.length();
    int lineStart = 0;
    while (lineStart < n) {
      int lineEnd = lineStart;
      while (lineEnd < n && text.charAt(lineEnd) != '\n' && text.charAt(lineEnd) != '\r') {
        lineEnd++;
      }
      if (lineEnd > lineStart) {
        runs(text, lineStart, lineEnd, out);
      }
      lineStart = lineEnd + 1;
    }
    return out;
  }

  // The runs of the line [from, to) around its secrets; a run that reaches the one before joins it.
  private static void runs(String text, int from, int to, List<Span> out) {
    String line = text.substring(from, to);
    if (line.indexOf('@') < 0 && line.indexOf('=') < 0) {
      return;
    }
    int done = out.isEmpty() ? from : Math.max(from, out.get(out.size() - 1).end());
    for (SecretSpans.Secret secret : SecretSpans.inLine(line)) {
      int start = from + secret.span().start();
      int end = from + secret.span().end();
      if (!out.isEmpty() && start < out.get(out.size() - 1).end()) {
        // Inside the last run, or running past it: that run grows to hold it.
        Span last = out.remove(out.size() - 1);
        out.add(new Span(last.start(), runEnd(text, Math.max(end, last.end()), to)));
        done = out.get(out.size() - 1).end();
        continue;
      }
      // Back to the run's start, never past the last run (linear however many secrets a run holds).
      int runStart = start;
      while (runStart > done && !isDelimiter(text.charAt(runStart - 1))) {
        runStart--;
      }
      out.add(new Span(runStart, runEnd(text, end, to)));
      done = out.get(out.size() - 1).end();
    }
  }

  private static int runEnd(String text, int from, int to) {
    int end = from;
    while (end < to && !isDelimiter(text.charAt(end))) {
      end++;
    }
    return end;
  }

  // What ends a URI written in text: white space, quotes, angle brackets (RFC 3986 Appendix C).
  private static boolean isDelimiter(char c) {
    return Character.isWhitespace(c) || c == '"' || c == '\'' || c == '<' || c == '>' || c == '`';
  }
}
