package dev.urilint.scanner.classify;

import dev.urilint.secrets.SecretSpans;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * Where text that is not linted as a URI still holds a password: a value that does not read as a
 * URI, or a whole file whose parser rejected it (read as plain text). A password in a URI leaks
 * wherever the URI is written, so a Maven {@code <scm><developerConnection>} ({@code
 * scm:git:https://user:pw@host/repo.git}), a placeholder default ({@code
 * ${DB_URL:jdbc:mysql://app:pw@db/app}}), a link in a message, a SQL Server or registry
 * connection string ({@code jdbc:sqlserver://h;user=sa;password=pw}, {@code
 * nacos://h:8848?username=u&password=pw}), an Oracle thin URL ({@code
 * jdbc:oracle:thin:scott/pw@db:1521:orcl}) or a URI that lost its slashes ({@code
 * http:u:pw@h/}) is checked for credentials even when nothing else about it is linted.
 *
 * <p>Where a secret sits is the one answer core gives every reader ({@link SecretSpans#inLine},
 * what masking hides in a source line): this class only cuts the run of text around each, up to
 * white space, a quote or an angle bracket, so a URI inside prose or HTML ({@code
 * <code>https://u:pw@host/</code>}) is checked on its own. The {@code credentials-in-uri} rule
 * decides on each run, as it does on any value: a placeholder or an example password ({@code
 * https://user:password@host/}) is its call. It was a search of its own for {@code
 * //user:password@}, so a YAML file with one syntax error, read as plain text, lost its SQL Server,
 * Oracle, registry and slashless passwords.
 *
 * <pre>{@code
 * EmbeddedCredentials.candidates("scm:git:https://u:pw@git.example.org/r.git");  // [[0, 42)]
 * EmbeddedCredentials.candidates("see <code>https://u:pw@h/</code>");            // [[10, 25)]
 * EmbeddedCredentials.candidates("ssh://git@github.com:22/r.git");               // []: no password
 * }</pre>
 */
public final class EmbeddedCredentials {

  private EmbeddedCredentials() {}

  /**
   * The spans of the runs of {@code value} that hold a password, in order, not overlapping; most
   * often none. Line by line; linear in the length of {@code value}.
   */
  public static List<Span> candidates(String value) {
    if (value.indexOf('@') < 0 && value.indexOf('=') < 0) {
      return List.of(); // every password the rule reports ends at an '@' or follows an '='
    }
    List<Span> out = new ArrayList<>(1);
    int n = value.length();
    int lineStart = 0;
    while (lineStart < n) {
      int lineEnd = lineStart;
      while (lineEnd < n && value.charAt(lineEnd) != '\n' && value.charAt(lineEnd) != '\r') {
        lineEnd++;
      }
      if (lineEnd > lineStart) {
        runs(value, lineStart, lineEnd, out);
      }
      lineStart = lineEnd + 1;
    }
    return out;
  }

  // The runs of the line [from, to) around its secrets; a run that reaches the one before joins it.
  private static void runs(String value, int from, int to, List<Span> out) {
    String line = value.substring(from, to);
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
        out.add(new Span(last.start(), runEnd(value, Math.max(end, last.end()), to)));
        done = out.get(out.size() - 1).end();
        continue;
      }
      // Back to the run's start, never past the last run (linear however many secrets a run holds).
      int runStart = start;
      while (runStart > done && !isDelimiter(value.charAt(runStart - 1))) {
        runStart--;
      }
      out.add(new Span(runStart, runEnd(value, end, to)));
      done = out.get(out.size() - 1).end();
    }
  }

  private static int runEnd(String value, int from, int to) {
    int end = from;
    while (end < to && !isDelimiter(value.charAt(end))) {
      end++;
    }
    return end;
  }

  // What ends a URI written in text: white space, quotes, angle brackets (RFC 3986 Appendix C).
  private static boolean isDelimiter(char c) {
    return Character.isWhitespace(c) || c == '"' || c == '\'' || c == '<' || c == '>' || c == '`';
  }
}
