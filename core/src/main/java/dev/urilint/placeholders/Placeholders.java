package dev.urilint.placeholders;

import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Recognises placeholder and template syntaxes ({@link PlaceholderSyntax}) in a string, and
 * replaces them by filler the URI grammar accepts.
 *
 * <pre>{@code
 * Placeholders.find("http://${HOST:localhost}/x/{id}", EnumSet.allOf(PlaceholderSyntax.class));
 * // [[7, 24), [27, 31)]
 * Placeholders.neutralize("http://${H}:${P}/", spans);   // "http://xxxx:0000/"
 * }</pre>
 *
 * <p>One pass, leftmost-longest, no regular expressions. Brace and parenthesis pairs are matched
 * with a stack computed once per string, so nested and unclosed openers ({@code ${a:${b}}},
 * {@code "${${${"}) stay linear in the input length.
 */
public final class Placeholders {

  private Placeholders() {}

  /** Spans of every placeholder of the given syntaxes, leftmost-longest, not overlapping. */
  public static List<Span> find(String input, Set<PlaceholderSyntax> syntaxes) {
    List<Placeholder> found = scan(input, syntaxes);
    List<Span> spans = new ArrayList<>(found.size());
    for (Placeholder p : found) {
      spans.add(p.span());
    }
    return List.copyOf(spans);
  }

  /**
   * Every placeholder of the given syntaxes, in order, not overlapping, with the span of its
   * default value where it declares one ({@code ${key:default}}, {@code ${VAR:-default}}, {@code
   * ${VAR:=default}}).
   */
  public static List<Placeholder> scan(String input, Set<PlaceholderSyntax> syntaxes) {
    if (syntaxes.isEmpty() || !mayHoldPlaceholder(input)) {
      return List.of();
    }
    PlaceholderScanner scanner = new PlaceholderScanner(input, syntaxes);
    List<Placeholder> found = new ArrayList<>();
    int i = 0;
    while (i < input.length()) {
      Placeholder p = scanner.matchAt(i);
      if (p == null) {
        i++;
      } else {
        found.add(p);
        i = p.span().end();
      }
    }
    return List.copyOf(found);
  }

  // Most strings hold no placeholder; skip the scanner for them without allocating. indexOf is
  // vectorised by the JIT: four of them beat one loop testing four characters.
  private static boolean mayHoldPlaceholder(String input) {
    return input.indexOf('$') >= 0
        || input.indexOf('{') >= 0
        || input.indexOf('@') >= 0
        || input.indexOf('%') >= 0
        || input.indexOf('<') >= 0
        || input.indexOf('[') >= 0
        || input.indexOf("RAW(") >= 0;
  }

  /**
   * {@code input} with each span replaced by filler of the same length that the URI grammar
   * accepts where the placeholder stands: {@code 0}s in a port (after the host's colon), an
   * IPv6-literal filler ({@code ::}, {@code ::0}, {@code v0.xx...}) when the placeholder is the
   * whole content of brackets, {@code x}s everywhere else (valid in a scheme, host, userinfo,
   * path, query and fragment).
   */
  public static String neutralize(String input, List<Span> spans) {
    if (spans.isEmpty()) {
      return input;
    }
    AuthorityShape shape = AuthorityShape.of(input, spans);
    // Filled in place in one array: each char is written once, so the whole is linear in the
    // input. (StringBuilder.replace moved the rest of the string on every call, even for a filler
    // of the same length: 10 MiB of "${a}" took minutes.)
    char[] out = input.toCharArray();
    for (Span span : spans) {
      if (shape.isWholeBracketContent(span)) {
        ipLiteralFiller(out, span);
      } else {
        java.util.Arrays.fill(out, span.start(), span.end(), shape.isInPort(span) ? '0' : 'x');
      }
    }
    return new String(out);
  }

  // "::", "::0", "v0.xx..." over the span: a placeholder standing for a whole IP literal.
  private static void ipLiteralFiller(char[] out, Span span) {
    String filler = ipLiteralFiller(span.length());
    filler.getChars(0, filler.length(), out, span.start());
  }

  private static String ipLiteralFiller(int length) {
    return switch (length) {
      case 1 -> "0"; // cannot be valid; a one-character placeholder does not exist anyway
      case 2 -> "::";
      case 3 -> "::0";
      default -> "v0." + "x".repeat(length - 3);
    };
  }

  /** Where the authority, the brackets of an IP-literal and the port lie, placeholders opaque. */
  private record AuthorityShape(int portStart, int authorityEnd, int bracketOpen, int bracketClose) {

    static AuthorityShape of(String input, List<Span> spans) {
      int n = input.length();
      SpanCursor cursor = new SpanCursor(spans);
      int k = 0;
      // Skip a (possibly nested, "jdbc:mysql:") scheme prefix: scheme characters, ':' and placeholders.
      while (k < n) {
        Span p = cursor.at(k);
        if (p != null) {
          k = p.end();
          continue;
        }
        char c = input.charAt(k);
        if (c < 0x80 && Character.isLetterOrDigit(c) || c == '+' || c == '-' || c == '.' || c == ':') {
          k++;
        } else {
          break;
        }
      }
      if (!input.startsWith("//", k) || k > 0 && input.charAt(k - 1) != ':') {
        return new AuthorityShape(-1, -1, -1, -1);
      }
      int start = k + 2;
      int end = start;
      int lastAt = -1;
      while (end < n) {
        Span p = cursor.at(end);
        if (p != null) {
          end = p.end();
          continue;
        }
        char c = input.charAt(end);
        if (c == '/' || c == '?' || c == '#') {
          break;
        }
        if (c == '@') {
          lastAt = end;
        }
        end++;
      }
      int host = lastAt >= 0 ? lastAt + 1 : start;
      int open = -1;
      int close = -1;
      int colonSearch = host;
      if (host < end && input.charAt(host) == '[') {
        open = host;
        close = input.indexOf(']', host);
        if (close < 0 || close > end) {
          close = end;
        }
        colonSearch = close;
      }
      SpanCursor portCursor = new SpanCursor(spans);
      int port = -1;
      for (int i = colonSearch; i < end; i++) {
        Span p = portCursor.at(i);
        if (p != null) {
          i = p.end() - 1;
        } else if (input.charAt(i) == ':') {
          port = i + 1;
          break;
        }
      }
      return new AuthorityShape(port, end, open, close);
    }

    boolean isInPort(Span span) {
      return portStart >= 0 && span.start() >= portStart && span.start() < authorityEnd;
    }

    boolean isWholeBracketContent(Span span) {
      return bracketOpen >= 0 && span.start() == bracketOpen + 1 && span.end() == bracketClose;
    }
  }

  /** Walks sorted, non-overlapping spans alongside an increasing index: linear overall. */
  private static final class SpanCursor {
    private final List<Span> spans;
    private int next;

    SpanCursor(List<Span> spans) {
      this.spans = spans;
    }

    /** The span starting at {@code index}, if any; indexes must not decrease between calls. */
    Span at(int index) {
      while (next < spans.size() && spans.get(next).start() < index) {
        next++;
      }
      return next < spans.size() && spans.get(next).start() == index ? spans.get(next) : null;
    }
  }
}
