package dev.urilint.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The name of the environment variable a password moved out of a URI goes to, derived from the
 * whole key path that held the URI: each of its words and list positions, upper case, joined by
 * {@code _}, then {@code _PASSWORD}. The whole path, not its last words: {@code db.url} and
 * {@code db.uri} hold two passwords, and a name made of {@code db} alone gave both one variable,
 * so after the fix the application logged in to both with one password. Two keys that differ
 * only in punctuation ({@code db.url}, {@code db-url}) still give one name; the fix engine, which
 * sees the whole file, tells their passwords apart when they differ.
 *
 * <pre>{@code
 * PasswordVariable.of(Optional.of("spring.datasource.url"));   // "SPRING_DATASOURCE_URL_PASSWORD"
 * PasswordVariable.of(Optional.of("db.url"));                  // "DB_URL_PASSWORD"
 * PasswordVariable.of(Optional.of("mongoUri"));                // "MONGO_URI_PASSWORD"
 * PasswordVariable.of(Optional.of("servers[1]"));              // "SERVERS_1_PASSWORD"
 * PasswordVariable.of(Optional.empty());                       // "URL_PASSWORD"
 * }</pre>
 */
final class PasswordVariable {

  private static final String SUFFIX = "_PASSWORD";

  private PasswordVariable() {}

  static String of(Optional<String> key) {
    List<String> words = key.map(PasswordVariable::words).orElse(List.of());
    int end = words.size();
    // "db.password" holding a URL: DB_PASSWORD, not DB_PASSWORD_PASSWORD.
    if (end > 0 && words.get(end - 1).equals("password")) {
      end--;
    }
    String stem = end == 0 ? "URL" : String.join("_", words.subList(0, end)).toUpperCase(Locale.ROOT);
    // An environment variable name cannot start with a digit ("0.url", a list at the top).
    return (Character.isDigit(stem.charAt(0)) ? "_" : "") + stem + SUFFIX;
  }

  // ASCII letter and digit runs, split again where a lower-case letter meets an upper-case one
  // (mongoUri); a list position ([0]) is a word of its own, so items of one list differ.
  private static List<String> words(String key) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    for (int i = 0; i < key.length(); i++) {
      char c = key.charAt(i);
      boolean letterOrDigit = c < 0x80 && Character.isLetterOrDigit(c);
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
