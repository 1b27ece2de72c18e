package dev.urilint.placeholders;

import dev.urilint.uri.Span;
import dev.urilint.uri.UriChars;
import java.util.Optional;
import java.util.Set;

/**
 * Matches one placeholder at a given index of one string; {@link Placeholders#scan} drives it from
 * left to right. Pairs of {@code { }} and {@code ( )} are matched once for the whole string (a
 * stack pass), so nested and unclosed openers cost linear time in total.
 */
final class PlaceholderScanner {

  private final String input;
  private final Set<PlaceholderSyntax> syntaxes;
  private final BracketPairs brackets;
  // Memo of the last search for "}}" (index 0) and "}}}" (index 1): from where, and what it found.
  private final int[] closeSearchFrom = {-1, -1};
  private final int[] closeSearchAt = {-1, -1};

  PlaceholderScanner(String input, Set<PlaceholderSyntax> syntaxes) {
    this.input = input;
    this.syntaxes = syntaxes;
    this.brackets = new BracketPairs(input);
  }

  /** The placeholder starting at {@code i}, or null. */
  Placeholder matchAt(int i) {
    char c = input.charAt(i);
    char next = i + 1 < input.length() ? input.charAt(i + 1) : '\0';
    return switch (c) {
      case '$' -> dollar(i, next);
      case '#' -> next == '{' ? braced(i, i + 1, PlaceholderSyntax.HASH_BRACE) : null;
      case '{' -> brace(i, next);
      case '@' -> next == '{' ? braced(i, i + 1, PlaceholderSyntax.ANT_ATTRIBUTE) : atToken(i);
      case '<' -> fillIn(i, '<', '>');
      case '[' -> fillIn(i, '[', ']');
      case 'R' -> next == 'A' ? camelRaw(i) : null;
      case '%' -> printf(i, next);
      default -> null;
    };
  }

  private Placeholder dollar(int i, char next) {
    if (next == '{' && syntaxes.contains(PlaceholderSyntax.DOLLAR_BRACE)) {
      return dollarBrace(i);
    }
    if (next == '(' && syntaxes.contains(PlaceholderSyntax.DOLLAR_PAREN)) {
      int close = brackets.closing(i + 1, '(');
      return close > i + 2 ? of(i, close + 1, PlaceholderSyntax.DOLLAR_PAREN) : null;
    }
    if (syntaxes.contains(PlaceholderSyntax.DOLLAR_NAME) && isNameStart(next)) {
      int end = i + 2;
      while (end < input.length() && isNamePart(input.charAt(end))) {
        end++;
      }
      return of(i, end, PlaceholderSyntax.DOLLAR_NAME);
    }
    return null;
  }

  // ${VAR}, ${?VAR}, ${key:default}, ${VAR:-default}, ${VAR:=default}; the default may nest.
  private Placeholder dollarBrace(int i) {
    int close = brackets.closing(i + 1, '{');
    if (close <= i + 2) {
      return null; // unclosed, or "${}"
    }
    Optional<Span> defaultValue = Optional.empty();
    int colon = -1;
    int depth = 0;
    for (int k = i + 2; k < close; k++) {
      char c = input.charAt(k);
      if (c == '{') {
        depth++;
      } else if (c == '}') {
        depth--;
      } else if (c == ':' && depth == 0) {
        colon = k;
        break;
      }
    }
    if (colon > i + 2 && input.charAt(i + 2) != '?') {
      int start = colon + 1;
      if (start < close && (input.charAt(start) == '-' || input.charAt(start) == '=')) {
        start++;
      }
      defaultValue = Optional.of(new Span(start, close));
    }
    return new Placeholder(new Span(i, close + 1), PlaceholderSyntax.DOLLAR_BRACE, defaultValue);
  }

  private Placeholder braced(int i, int open, PlaceholderSyntax syntax) {
    if (!syntaxes.contains(syntax)) {
      return null;
    }
    int close = brackets.closing(open, '{');
    return close > open + 1 ? of(i, close + 1, syntax) : null;
  }

  private Placeholder brace(int i, char next) {
    if (next == '{' && syntaxes.contains(PlaceholderSyntax.DOUBLE_BRACE)) {
      Placeholder p = doubleBrace(i);
      if (p != null) {
        return p;
      }
    }
    int end = indexedBraceEnd(i);
    if (end > 0) {
      if (syntaxes.contains(PlaceholderSyntax.INDEXED_BRACE)) {
        return of(i, end, PlaceholderSyntax.INDEXED_BRACE);
      }
      if (syntaxes.contains(PlaceholderSyntax.RFC6570) && end > i + 2) {
        return of(i, end, PlaceholderSyntax.RFC6570); // {0} is also an RFC 6570 variable
      }
    }
    if (syntaxes.contains(PlaceholderSyntax.RFC6570)) {
      int close = rfc6570End(i);
      return close > 0 ? of(i, close, PlaceholderSyntax.RFC6570) : null;
    }
    return null;
  }

  // {{ x }} and Mustache's {{{ x }}}: up to the first matching run of closing braces.
  private Placeholder doubleBrace(int i) {
    boolean triple = input.startsWith("{{{", i);
    String closer = triple ? "}}}" : "}}";
    int from = i + closer.length();
    int at = findDoubleClose(from, closer);
    return at > from ? of(i, at + closer.length(), PlaceholderSyntax.DOUBLE_BRACE) : null;
  }

  private int findDoubleClose(int from, String closer) {
    int m = closer.length() - 2;
    if (closeSearchFrom[m] >= 0 && from >= closeSearchFrom[m]
        && (closeSearchAt[m] < 0 || from <= closeSearchAt[m])) {
      return closeSearchAt[m]; // the same answer as the last search: keeps "{{{{{{..." linear
    }
    int at = input.indexOf(closer, from);
    closeSearchFrom[m] = from;
    closeSearchAt[m] = at;
    return at;
  }

  // {} and {0}, {12}, {0,number}: MessageFormat and SLF4J.
  private int indexedBraceEnd(int i) {
    int k = i + 1;
    int n = input.length();
    if (k < n && input.charAt(k) == '}') {
      return k + 1;
    }
    int digits = k;
    while (k < n && UriChars.isDigit(input.charAt(k))) {
      k++;
    }
    if (k == digits) {
      return -1;
    }
    if (k < n && input.charAt(k) == ',') {
      while (k < n && input.charAt(k) != '}' && input.charAt(k) != '{') {
        k++;
      }
    }
    return k < n && input.charAt(k) == '}' ? k + 1 : -1;
  }

  // RFC 6570 §2.2: "{" [ operator ] variable-list "}", varspec = varname [ ":" max-length / "*" ].
  private int rfc6570End(int i) {
    int k = i + 1;
    int n = input.length();
    if (k < n && "+#./;?&=,!@|".indexOf(input.charAt(k)) >= 0) {
      k++;
    }
    int body = k;
    while (k < n) {
      char c = input.charAt(k);
      if (c < 0x80 && Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '%' || c == ','
          || c == ':' || c == '*') {
        k++;
      } else {
        break;
      }
    }
    return k > body && k < n && input.charAt(k) == '}' ? k + 1 : -1;
  }

  // @token@ (Maven resource filtering): not when glued to letters on either side, so that
  // "john@doe.com@host" stays a (malformed) authority rather than a placeholder.
  private Placeholder atToken(int i) {
    if (!syntaxes.contains(PlaceholderSyntax.AT_TOKEN)
        || i > 0 && isNamePart(input.charAt(i - 1))) {
      return null;
    }
    int k = i + 1;
    int n = input.length();
    if (k >= n || !isNameStart(input.charAt(k))) {
      return null;
    }
    while (k < n && (isNamePart(input.charAt(k)) || input.charAt(k) == '.' || input.charAt(k) == '-')) {
      k++;
    }
    if (k >= n || input.charAt(k) != '@' || k + 1 < n && isNamePart(input.charAt(k + 1))) {
      return null;
    }
    return of(i, k + 1, PlaceholderSyntax.AT_TOKEN);
  }

  // <YOUR HOST NAME>, <your-host>, <port>: a fill-in; "<a href=" or "<>" are not. Also doubled
  // (<<unknown>>, what Quarkus writes for a VCS URL it could not find) and in square brackets
  // ([userid], [password]; Apache's EZT download pages: [preferred]/jmeter/, [link]), which
  // never holds a ':' (an IP literal always does) nor starts "v1." (an IPvFuture).
  private Placeholder fillIn(int i, char open, char close) {
    if (!syntaxes.contains(PlaceholderSyntax.FILL_IN)) {
      return null;
    }
    int n = input.length();
    boolean doubled = open == '<' && i + 1 < n && input.charAt(i + 1) == '<';
    int first = doubled ? i + 2 : i + 1;
    int k = first;
    boolean letter = false;
    while (k < n && k - i <= MAX_FILL_IN) {
      char c = input.charAt(k);
      if (c == close) {
        break;
      }
      if (!(c < 0x80 && Character.isLetterOrDigit(c) || c == ' ' || c == '-' || c == '_' || c == '.')) {
        return null;
      }
      letter |= c < 0x80 && Character.isLetter(c);
      k++;
    }
    if (k >= n || input.charAt(k) != close || !letter || k == first || input.charAt(first) == ' '
        || input.charAt(k - 1) == ' ' || open == '[' && !isSquareFillIn(first, k)) {
      return null;
    }
    if (doubled) {
      if (k + 1 >= n || input.charAt(k + 1) != '>') {
        return null;
      }
      k++;
    }
    return of(i, k + 1, PlaceholderSyntax.FILL_IN);
  }

  // [userid], [preferred]: a letter first, no space, and not an IPvFuture ("v" HEXDIG "." ...);
  // not right after a name, where brackets index it (a query's "filter[name]=x").
  private boolean isSquareFillIn(int first, int end) {
    int open = first - 1;
    if (!Character.isLetter(input.charAt(first))
        || open > 0 && (Character.isLetterOrDigit(input.charAt(open - 1)) || input.charAt(open - 1) == '_')) {
      return false;
    }
    for (int k = first; k < end; k++) {
      if (input.charAt(k) == ' ') {
        return false;
      }
    }
    if (input.charAt(first) != 'v' && input.charAt(first) != 'V') {
      return true;
    }
    int k = first + 1;
    while (k < end && Character.digit(input.charAt(k), 16) >= 0) {
      k++;
    }
    return k == first + 1 || k >= end || input.charAt(k) != '.';
  }

  private static final int MAX_FILL_IN = 64;

  // RAW(value) in a Camel endpoint's options: the value is a literal, kept as the default.
  private Placeholder camelRaw(int i) {
    if (!syntaxes.contains(PlaceholderSyntax.CAMEL_RAW)
        || !input.startsWith("RAW(", i)
        || i > 0 && "=&?".indexOf(input.charAt(i - 1)) < 0) {
      return null;
    }
    int close = brackets.closing(i + 3, '(');
    if (close < 0) {
      return null;
    }
    return new Placeholder(new Span(i, close + 1), PlaceholderSyntax.CAMEL_RAW, Optional.of(new Span(i + 4, close)));
  }

  // %s, %d, %1$s, %2$d; %d followed by a hex digit is a percent-encoding (%de), not a format.
  private Placeholder printf(int i, char next) {
    if (!syntaxes.contains(PlaceholderSyntax.PRINTF)) {
      return null;
    }
    int k = i + 1;
    int n = input.length();
    if (UriChars.isDigit(next)) {
      while (k < n && UriChars.isDigit(input.charAt(k))) {
        k++;
      }
      if (k >= n || input.charAt(k) != '$') {
        return null;
      }
      k++;
    }
    if (k >= n) {
      return null;
    }
    char conversion = input.charAt(k);
    if (conversion == 's' || conversion == 'd' && !(k + 1 < n && UriChars.isHexDigit(input.charAt(k + 1)))) {
      return of(i, k + 1, PlaceholderSyntax.PRINTF);
    }
    return null;
  }

  private static Placeholder of(int start, int end, PlaceholderSyntax syntax) {
    return new Placeholder(new Span(start, end), syntax, Optional.empty());
  }

  private static boolean isNameStart(char c) {
    return c < 0x80 && Character.isLetter(c) || c == '_';
  }

  private static boolean isNamePart(char c) {
    return c < 0x80 && Character.isLetterOrDigit(c) || c == '_';
  }
}
