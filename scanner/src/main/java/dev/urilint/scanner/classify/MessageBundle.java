package dev.urilint.scanner.classify;

import dev.urilint.uri.Span;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a file is a message bundle: the text a program shows its users, one message per key
 * ({@code java.util.ResourceBundle}, Tomcat's {@code LocalStrings}, Jenkins' {@code Messages} and
 * view bundles, Bean Validation's {@code ValidationMessages}, Spring's {@code messages}). Its keys
 * name messages, not settings ({@code hostManagerServlet.noHost}, {@code BUILD_URL.blurb}), and its
 * values are prose in every language ({@code 主机}, {@code Hôte}, {@code URL invalide: [{0}]}), so
 * the scanner reads every value as text: a URL inside a message is linted only by the security
 * rules (a password in a message is still a leak). A message that is, as a whole, a URI ({@link
 * WholeValueUri}: Jenkins' {@code url=https://www.jenkins.io/redirect/log-levels}) is a link the
 * program shows, read with its key like any config value.
 *
 * <p>A {@code .properties} file is a bundle when its name carries a locale suffix the way {@code
 * ResourceBundle} names them, {@code base_ll[_Ssss][_CC[_variant]]} with {@code ll} an ISO 639
 * language, {@code Ssss} an ISO 15924 script, {@code CC} an ISO 3166 country or a UN M.49 area
 * ({@code LocalStrings_zh_CN}, {@code Messages_sv_SE}, {@code config_pt_BR}, {@code
 * buildEnv_es_AR}), or when its base name names a bundle: its last word is {@code messages} or {@code
 * bundle} ({@code ValidationMessages}, {@code messages}, {@code Bundle}), or it is {@code
 * LocalStrings} (Tomcat) or {@code Strings}. A file of connection strings ({@code
 * connectionStrings.properties}) is not a bundle. The name alone decides, so a cached verdict never depends on other
 * files.
 *
 * <pre>{@code
 * MessageBundle.isMessageBundle("java/org/apache/catalina/LocalStrings_fr.properties"); // true
 * MessageBundle.isMessageBundle("hudson/model/Messages.properties");                    // true
 * MessageBundle.isMessageBundle("src/main/resources/application.properties");          // false
 * MessageBundle.isMessageBundle("config/db_prod.properties");                          // false
 * }</pre>
 */
public final class MessageBundle {

  private static final String SUFFIX = ".properties";

  /** Last words of base names that name a bundle ({@code ValidationMessages}, {@code Bundle}). */
  private static final Set<String> BUNDLE_WORDS = Set.of("messages", "bundle");

  private static final Set<String> LANGUAGES = Set.of(Locale.getISOLanguages());
  private static final Set<String> COUNTRIES = Set.of(Locale.getISOCountries());

  private MessageBundle() {}

  /**
   * The link a message is, if it is one: the message less the white space around it, when that is,
   * as a whole, a URI ({@link WholeValueUri}). The white space is no part of the link the program
   * shows (an HTML {@code href} drops it), and a translator's trailing space ({@code
   * fingerprint.link=https://www.jenkins.io/redirect/fingerprint }) does not make the link prose.
   *
   * <pre>{@code
   * MessageBundle.link("https://www.jenkins.io/redirect/fingerprint ");  // Optional[[0, 43)]
   * MessageBundle.link("Voir https://www.jenkins.io/");                  // Optional.empty
   * }</pre>
   */
  public static Optional<Span> link(String message) {
    int start = 0;
    int end = message.length();
    while (start < end && Character.isWhitespace(message.charAt(start))) {
      start++;
    }
    while (end > start && Character.isWhitespace(message.charAt(end - 1))) {
      end--;
    }
    String link = start == 0 && end == message.length() ? message : message.substring(start, end);
    return WholeValueUri.is(link) ? Optional.of(new Span(start, end)) : Optional.empty();
  }

  /** Whether the file at {@code path} ({@code /}-separated) is a message bundle. */
  public static boolean isMessageBundle(String path) {
    String name = path.substring(path.lastIndexOf('/') + 1);
    if (!name.regionMatches(true, name.length() - SUFFIX.length(), SUFFIX, 0, SUFFIX.length())) {
      return false;
    }
    String base = name.substring(0, name.length() - SUFFIX.length());
    return hasLocaleSuffix(base) || namesABundle(base);
  }

  // base_ll, base_ll_CC, base_ll_CC_variant, base_ll_Ssss, base_ll_Ssss_CC (ResourceBundle's
  // candidate names). The language is the first of the trailing parts that is one.
  private static boolean hasLocaleSuffix(String base) {
    String[] parts = base.split("_", -1);
    for (int i = parts.length - 1; i >= 1; i--) {
      if (LANGUAGES.contains(parts[i]) && isLocaleTail(parts, i + 1)) {
        return !parts[0].isEmpty();
      }
    }
    return false;
  }

  private static boolean isLocaleTail(String[] parts, int from) {
    int i = from;
    if (i < parts.length && isScript(parts[i])) {
      i++;
    }
    if (i == parts.length) {
      return true;
    }
    if (!isRegion(parts[i])) {
      return false;
    }
    // At most one variant after a region: "en_AU_variant", "ja_JP_JP".
    return i + 1 == parts.length || i + 2 == parts.length && !parts[i + 1].isEmpty();
  }

  private static boolean isScript(String part) {
    return part.length() == 4
        && Character.isUpperCase(part.charAt(0))
        && part.chars().skip(1).allMatch(c -> c >= 'a' && c <= 'z');
  }

  private static boolean isRegion(String part) {
    return COUNTRIES.contains(part)
        || part.length() == 3 && part.chars().allMatch(c -> c >= '0' && c <= '9');
  }

  private static boolean namesABundle(String base) {
    return base.equalsIgnoreCase("LocalStrings")
        || base.equalsIgnoreCase("Strings")
        || KeyWords.last(base).map(BUNDLE_WORDS::contains).orElse(false);
  }
}
