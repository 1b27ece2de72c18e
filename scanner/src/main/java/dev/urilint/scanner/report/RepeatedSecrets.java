package dev.urilint.scanner.report;

import dev.urilint.secrets.Masking;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Where a secret found on a source line stands again on that line, as text the scanner did not
 * read as a secret: a plain value beside the URI that uses it ({@code {"pw": "Qx7zK9mW", "url":
 * "https://app:Qx7zK9mW@db/"}}) or a template's default ({@code "a": "${PW:Qx7zK9mW}"}).
 * {@code --show-source} printed it there in clear beside its own mask.
 *
 * <p>Linear in the line: every occurrence that is a whole token (bounded by quotes, spaces and the
 * delimiters of values and URIs) is found in one pass over the line's tokens; a secret that holds
 * such a delimiter itself is searched for as a substring, for at most {@value #SUBSTRING_SEARCHES}
 * distinct secrets per line (a longer line of such secrets is masked at each token that any of
 * their pieces is, which stays linear and masks more, never less, of those pieces).
 *
 * <pre>{@code
 * RepeatedSecrets.in("{\"pw\": \"Qx7zK9mW\", \"url\": \"https://app:Qx7zK9mW@db/\"}", List.of(new Span(36, 44)));
 * // [Span[start=8, end=16]]
 * }</pre>
 */
final class RepeatedSecrets {

  static final int SUBSTRING_SEARCHES = 32;
  private static final String DELIMITERS = "\"'` \t,;:={}()[]<>&?#@/\\|";

  private RepeatedSecrets() {}

  /** The spans of {@code line} that repeat the text of one of {@code secrets} (spans of the line). */
  static List<Span> in(String line, List<Span> secrets) {
    Set<String> tokens = new HashSet<>();
    Set<String> withDelimiters = new LinkedHashSet<>();
    for (Span s : secrets) {
      if (s.start() < 0 || s.end() > line.length() || s.length() < 2) {
        continue;
      }
      String text = line.substring(s.start(), s.end());
      if (text.equals(Masking.MASK)) {
        continue;
      }
      if (holdsDelimiter(text)) {
        withDelimiters.add(text);
      } else {
        tokens.add(text);
      }
    }
    List<Span> found = new ArrayList<>();
    int searched = 0;
    for (String text : withDelimiters) {
      if (searched++ == SUBSTRING_SEARCHES) {
        break;
      }
      for (int at = line.indexOf(text); at >= 0; at = line.indexOf(text, at + text.length())) {
        found.add(new Span(at, at + text.length()));
      }
    }
    if (searched > SUBSTRING_SEARCHES) {
      // The rest: each of their tokens counts as a secret's token.
      for (String text : withDelimiters) {
        addTokens(text, tokens);
      }
    }
    if (tokens.isEmpty()) {
      return found;
    }
    int start = 0;
    for (int i = 0; i <= line.length(); i++) {
      if (i == line.length() || DELIMITERS.indexOf(line.charAt(i)) >= 0) {
        if (i > start && tokens.contains(line.substring(start, i))) {
          found.add(new Span(start, i));
        }
        start = i + 1;
      }
    }
    return found;
  }

  private static boolean holdsDelimiter(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (DELIMITERS.indexOf(text.charAt(i)) >= 0) {
        return true;
      }
    }
    return false;
  }

  private static void addTokens(String text, Set<String> tokens) {
    int start = 0;
    for (int i = 0; i <= text.length(); i++) {
      if (i == text.length() || DELIMITERS.indexOf(text.charAt(i)) >= 0) {
        if (i - start >= 2) {
          tokens.add(text.substring(start, i));
        }
        start = i + 1;
      }
    }
  }
}
