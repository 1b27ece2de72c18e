package dev.urilint.precision;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Where a planted URL stands, as a reader sees it: under a key that names a locator, under any
 * other key (or none), in a Java string literal, or in a line of a Java text block. The suite's own reading, kept apart from the
 * scanner's so that it measures the scanner rather than repeats it: a key is locator-like when its
 * last word is one of {@link #LOCATOR_WORDS} or ends in {@code url} or {@code uri}.
 *
 * <pre>{@code
 * KeyContext.ofKey("spring.datasource.url");          // LOCATOR_KEY
 * KeyContext.ofKey("spring.kafka.bootstrapServers");  // LOCATOR_KEY
 * KeyContext.ofKey("homepage");                       // OTHER_KEY
 * }</pre>
 */
enum KeyContext {
  LOCATOR_KEY("locator key"),
  OTHER_KEY("other key"),
  JAVA_LITERAL("java literal"),
  /** A URL standing alone in a line of a Java text block: prose or a document, not a value. */
  JAVA_TEXT("java text block");

  /** Last words of keys that name where something is reached. */
  static final Set<String> LOCATOR_WORDS =
      Set.of(
          "url", "urls", "uri", "uris", "endpoint", "endpoints", "host", "hosts", "hostname", "server",
          "servers", "address", "addresses", "href", "link", "links", "location", "dsn", "webhook",
          "redirect", "callback", "src");

  private final String label;

  KeyContext(String label) {
    this.label = label;
  }

  String label() {
    return label;
  }

  /** The context of a config value under {@code key}. */
  static KeyContext ofKey(String key) {
    List<String> words = words(key);
    if (words.isEmpty()) {
      return OTHER_KEY;
    }
    String last = words.get(words.size() - 1);
    if (last.equals("string") && words.size() > 1 && words.get(words.size() - 2).equals("connection")) {
      return LOCATOR_KEY;
    }
    boolean locator = LOCATOR_WORDS.contains(last) || last.endsWith("url") || last.endsWith("uri");
    return locator ? LOCATOR_KEY : OTHER_KEY;
  }

  // Lower-case words of a key: split at '.', '/', '-', '_', '[', ':', spaces and camel humps.
  static List<String> words(String key) {
    List<String> words = new ArrayList<>();
    StringBuilder w = new StringBuilder();
    for (int i = 0; i < key.length(); i++) {
      char c = key.charAt(i);
      boolean hump = Character.isUpperCase(c) && i > 0 && Character.isLowerCase(key.charAt(i - 1));
      if (!Character.isLetterOrDigit(c) || hump) {
        if (!w.isEmpty()) {
          words.add(w.toString().toLowerCase(Locale.ROOT));
          w.setLength(0);
        }
      }
      if (Character.isLetterOrDigit(c)) {
        w.append(c);
      }
    }
    if (!w.isEmpty()) {
      words.add(w.toString().toLowerCase(Locale.ROOT));
    }
    return words;
  }
}
