package dev.urilint.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The name of the environment variable a password moved out of a URI goes to, derived from the
 * key that held the URI: its words, less a trailing "url"-like word, at most the last two, upper
 * case, then {@code _PASSWORD}. Spring, Quarkus and Micronaut bind such a variable to the
 * matching property by their relaxed binding, so the name reads as the key it came from.
 *
 * <pre>{@code
 * PasswordVariable.of(Optional.of("spring.datasource.url"));   // "SPRING_DATASOURCE_PASSWORD"
 * PasswordVariable.of(Optional.of("db.url"));                  // "DB_PASSWORD"
 * PasswordVariable.of(Optional.of("mongoUri"));                // "MONGO_PASSWORD"
 * PasswordVariable.of(Optional.empty());                       // "URL_PASSWORD"
 * }</pre>
 */
final class PasswordVariable {

  // The words that say "this is an address": a variable named after them says nothing.
  private static final Set<String> ADDRESS_WORDS =
      Set.of("url", "uri", "urls", "uris", "dsn", "href", "endpoint", "address", "connection", "string",
          "conn", "link", "location", "jdbc", "value", "default");

  private static final int MAX_WORDS = 2;

  private PasswordVariable() {}

  static String of(Optional<String> key) {
    List<String> words = key.map(PasswordVariable::words).orElse(List.of());
    int end = words.size();
    while (end > 0 && ADDRESS_WORDS.contains(words.get(end - 1))) {
      end--;
    }
    List<String> kept = words.subList(Math.max(0, end - MAX_WORDS), end);
    String stem = kept.isEmpty() ? "URL" : String.join("_", kept).toUpperCase(Locale.ROOT);
    return (Character.isDigit(stem.charAt(0)) ? "_" : "") + stem + "_PASSWORD";
  }

  // ASCII letter and digit runs, split again where a lower-case letter meets an upper-case one
  // (mongoUri); a list position ([0]) is digits and dropped with the other separators' content.
  private static List<String> words(String key) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inBrackets = false;
    for (int i = 0; i < key.length(); i++) {
      char c = key.charAt(i);
      inBrackets = c == '[' || inBrackets && c != ']';
      boolean letterOrDigit = !inBrackets && (c < 0x80 && Character.isLetterOrDigit(c));
      boolean split = !letterOrDigit
          || word.length() > 0 && Character.isUpperCase(c) && Character.isLowerCase(word.charAt(word.length() - 1));
      if (split && word.length() > 0) {
        words.add(word.toString().toLowerCase(Locale.ROOT));
        word.setLength(0);
      }
      if (letterOrDigit) {
        word.append(c);
      }
    }
    if (word.length() > 0) {
      words.add(word.toString().toLowerCase(Locale.ROOT));
    }
    return words;
  }
}
