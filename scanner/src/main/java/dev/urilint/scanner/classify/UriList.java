package dev.urilint.scanner.classify;

import dev.urilint.uri.Span;
import dev.urilint.uri.UriChars;
import java.util.ArrayList;
import java.util.List;

/**
 * A config value that is a comma-separated list of absolute URIs, as Spring and friends read
 * {@code allowed-origins}, Eureka's {@code defaultZone} or a list of brokers:
 * {@code http://localhost:3000,https://app.example.org}, a {@code ;}-separated one ({@code
 * ws://a:9095;ws://b:9195;}), a list of Kafka listeners ({@code
 * PLAINTEXT://kafka:29092,PLAINTEXT_HOST://localhost:9092}), or such a list in brackets, written in a
 * string as a JSON or YAML flow sequence ({@code '["https://es:9200"]'}). Read as one URI, the first item's port
 * would run into the second item ({@code 3000,https}); each item is checked on its own instead.
 *
 * <pre>{@code
 * UriList.items("http://a:3000, https://b");   // [[0, 13), [15, 24)]
 * UriList.items("https://a/x,y");               // [[0, 13)]: "y" is no URI, so no list
 * UriList.items("[\"https://a:9200\"]");        // [[2, 16)]: a flow sequence in a string
 * }</pre>
 */
public final class UriList {

  private UriList() {}

  /**
   * The spans of the items when every comma-separated item (spaces around it dropped) starts with
   * {@code scheme://}; otherwise the whole value, one span.
   */
  public static List<Span> items(String value) {
    Span whole = new Span(0, value.length());
    int n = value.length();
    boolean bracketed = n >= 2 && value.charAt(0) == '[' && value.charAt(n - 1) == ']';
    if (!bracketed && value.indexOf(',') < 0 && value.indexOf(';') < 0) {
      return List.of(whole); // most values: no search beyond this one
    }
    // A list in brackets is one written in a string as a JSON or YAML flow sequence, which the
    // program parses itself (Beats' hosts: '["https://${ELASTICSEARCH_HOSTS:es:9200}"]'): its
    // items may be quoted.
    List<Span> items = bracketed ? split(value, 1, n - 1, true, ',') : split(value, 0, n, false, ',');
    if (items == null && !bracketed) {
      // Origins a program splits at ';' itself (Apache ShenYu's allowOrigins:
      // "ws://localhost:9095;ws://localhost:9195;"). A ';' inside a URI is a sub-delimiter, so
      // the value is a list only when every piece starts with a scheme and '//'.
      items = split(value, 0, n, false, ';');
    }
    return items == null ? List.of(whole) : items;
  }

  /**
   * The items of {@code value[from, to)} at its commas, spaces around each dropped (and its quotes,
   * {@code "} or {@code '}, when {@code quoted}); null when one does not start with {@code
   * scheme://}.
   */
  private static List<Span> split(String value, int from, int to, boolean quoted, char separator) {
    List<Span> items = new ArrayList<>();
    int itemStart = from;
    for (int i = from; i <= to; i++) {
      if (i == to || value.charAt(i) == separator) {
        int start = skipSpaces(value, itemStart, i);
        int end = i;
        while (end > start && value.charAt(end - 1) == ' ') {
          end--;
        }
        if (quoted && end - start >= 2 && (value.charAt(start) == '"' || value.charAt(start) == '\'')
            && value.charAt(end - 1) == value.charAt(start)) {
          start++;
          end--;
        }
        if (start == end && i == to && !items.isEmpty()) {
          break; // a separator after the last item ("a://x;b://y;")
        }
        if (!startsWithSchemeAndSlashes(value, start, end)) {
          return null;
        }
        items.add(new Span(start, end));
        itemStart = i + 1;
      }
    }
    return items.size() < 2 && !quoted ? null : List.copyOf(items);
  }

  /**
   * The spans of the non-blank lines of a text block, each trimmed of white space: a URI never
   * holds a line break (RFC 3986 Appendix C: a URI in text ends at white space), so a value of
   * several lines that no key marks as a locator (XML text such as a documentation snippet, a
   * list of URIs one per line) is read line by line. One span, the whole value, when it has one
   * line.
   *
   * <pre>{@code
   * UriList.lines("http://a/x\nhttp://a/y");        // [[0, 10), [11, 21)]
   * UriList.lines("http://a/x");                      // [[0, 10)]
   * }</pre>
   */
  public static List<Span> lines(String value) {
    if (value.indexOf('\n') < 0 && value.indexOf('\r') < 0) {
      return List.of(new Span(0, value.length()));
    }
    List<Span> lines = new ArrayList<>();
    int from = 0;
    for (int i = 0; i <= value.length(); i++) {
      if (i == value.length() || value.charAt(i) == '\n' || value.charAt(i) == '\r') {
        int start = from;
        int end = i;
        while (start < end && Character.isWhitespace(value.charAt(start))) {
          start++;
        }
        while (end > start && Character.isWhitespace(value.charAt(end - 1))) {
          end--;
        }
        if (start < end) {
          lines.add(new Span(start, end));
        }
        from = i + 1;
      }
    }
    return lines.size() == 1 ? List.of(new Span(0, value.length())) : List.copyOf(lines);
  }

  /**
   * Whether a line of a text block can be a URI on its own: one word, without the quotes and angle
   * brackets that delimit a URI in text (RFC 3986 Appendix C). A line of prose ({@code
   * http://localhost:8080/myapp/j_security_check URI or at some other}) or of a markup snippet
   * ({@code https://jakarta.ee/xml/ns/jakartaee/web-app_6_2.xsd"}) is text.
   */
  public static boolean isBareWord(String line) {
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (Character.isWhitespace(c) || c == '"' || c == '<' || c == '>') {
        return false;
      }
    }
    return !line.isEmpty();
  }

  private static int skipSpaces(String value, int from, int to) {
    int i = from;
    while (i < to && value.charAt(i) == ' ') {
      i++;
    }
    return i;
  }

  // RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then "://". Or a Kafka
  // listener's name, which may hold '_' (listeners=INTERNAL://kafka:29092,EXTERNAL_TLS://h:9093):
  // a list's item in its consumer's dialect, which each item's own shape then judges.
  private static boolean startsWithSchemeAndSlashes(String value, int start, int end) {
    if (start >= end || !UriChars.isAlpha(value.charAt(start))) {
      return false;
    }
    int i = start + 1;
    while (i < end && (UriChars.isSchemeChar(value.charAt(i)) || value.charAt(i) == '_')) {
      i++;
    }
    return value.startsWith("://", i) && i + 3 <= end;
  }
}
