package dev.urilint.scanner.classify;

import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * A config value that is a comma-separated list of absolute URIs, as Spring and friends read
 * {@code allowed-origins}, Eureka's {@code defaultZone} or a list of brokers:
 * {@code http://localhost:3000,https://app.example.org}. Read as one URI, the first item's port
 * would run into the second item ({@code 3000,https}); each item is checked on its own instead.
 *
 * <pre>{@code
 * UriList.items("http://a:3000, https://b");   // [[0, 13), [15, 24)]
 * UriList.items("https://a/x,y");               // [[0, 13)]: "y" is no URI, so no list
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
    if (value.indexOf(',') < 0) {
      return List.of(whole); // most values: no search beyond this one
    }
    List<Span> items = new ArrayList<>();
    int from = 0;
    for (int i = 0; i <= value.length(); i++) {
      if (i == value.length() || value.charAt(i) == ',') {
        int start = skipSpaces(value, from, i);
        int end = i;
        while (end > start && value.charAt(end - 1) == ' ') {
          end--;
        }
        if (!startsWithSchemeAndSlashes(value, start, end)) {
          return List.of(whole);
        }
        items.add(new Span(start, end));
        from = i + 1;
      }
    }
    return List.copyOf(items);
  }

  private static int skipSpaces(String value, int from, int to) {
    int i = from;
    while (i < to && value.charAt(i) == ' ') {
      i++;
    }
    return i;
  }

  // RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then "://".
  private static boolean startsWithSchemeAndSlashes(String value, int start, int end) {
    if (start >= end || !isAsciiLetter(value.charAt(start))) {
      return false;
    }
    int i = start + 1;
    while (i < end && isSchemeChar(value.charAt(i))) {
      i++;
    }
    return value.startsWith("://", i) && i + 3 <= end;
  }

  private static boolean isAsciiLetter(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
  }

  private static boolean isSchemeChar(char c) {
    return isAsciiLetter(c) || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.';
  }
}
