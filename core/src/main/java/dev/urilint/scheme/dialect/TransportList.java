package dev.urilint.scheme.dialect;

import dev.urilint.uri.ParseOptions;
import dev.urilint.uri.ParseResult;
import dev.urilint.uri.UriParser;

/**
 * An ActiveMQ / Artemis list of transport URIs in parentheses, with options for the whole list:
 * {@code (tcp://a:61616,tcp://b:61616)?ha=true}. Artemis's {@code ActiveMQConnectionFactory}
 * takes it as is; with a scheme in front ({@code failover:(tcp://a,tcp://b)?randomize=false}) it
 * is a valid URI already, without one RFC 3986 reads {@code (tcp:} as a first segment with a colon.
 *
 * <pre>{@code
 * TransportList.isValid("(tcp://a:61616,tcp://b:61616)?ha=true", ParseOptions.DEFAULT); // true
 * TransportList.isValid("(tcp://a b:61616)", ParseOptions.DEFAULT);                     // false
 * }</pre>
 */
public final class TransportList {

  private TransportList() {}

  /** Whether {@code text} is such a list and every member and the options are valid. */
  public static boolean isValid(String text, ParseOptions options) {
    if (text.isEmpty() || text.charAt(0) != '(') {
      return false;
    }
    int close = text.indexOf(')');
    if (close < 2 || close + 1 < text.length() && text.charAt(close + 1) != '?') {
      return false;
    }
    int start = 1;
    while (start <= close) {
      int comma = text.indexOf(',', start);
      int end = comma < 0 || comma > close ? close : comma;
      String member = text.substring(start, end).strip();
      if (!(UriParser.parse(member, options) instanceof ParseResult.Parsed p)
          || !p.reference().isAbsolute()
          || !p.reference().hasAuthority()) {
        return false;
      }
      start = end + 1;
    }
    return UriParser.parse(text.substring(close + 1), options) instanceof ParseResult.Parsed;
  }
}
