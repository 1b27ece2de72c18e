package dev.urilint.lint;

import dev.urilint.placeholders.PlaceholderSyntax;
import dev.urilint.placeholders.SourceFormat;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Where a checked string came from; rules use it to stay quiet on look-alikes.
 *
 * <pre>{@code
 * Context.locator();                                   // a string used to reach a resource
 * Context.identifier();                                // an XML namespace: never "insecure"
 * Context.locator().withKey("spring.kafka.bootstrap-servers");  // host:port expected
 * Context.locator().withAllowedHosts(Set.of("intranet.corp"));
 * }</pre>
 *
 * @param usage locator, link, identifier or plain text
 * @param key the config key the string is the value of, if known (a Java sink is no key: what
 *     it takes is {@code expects})
 * @param placeholders the placeholder syntaxes recognised in this string
 * @param allowedHosts hosts (exact, or {@code *.suffix}) that {@code insecure-scheme} accepts
 * @param zoneIds accept RFC 6874 zone ids in IPv6 literals
 * @param expects what the place the string is used at takes besides a URI ({@link Expects#URI}
 *     unless a sink says more)
 * @param expanded the placeholder syntaxes the string's format expands ({@link SourceFormat}): a
 *     password made only of placeholders is templated where each is expanded, literal elsewhere
 */
public record Context(
    Usage usage,
    Optional<String> key,
    Set<PlaceholderSyntax> placeholders,
    Set<String> allowedHosts,
    boolean zoneIds,
    Expects expects,
    Set<PlaceholderSyntax> expanded) {

  public Context {
    placeholders = Set.copyOf(placeholders);
    allowedHosts = Set.copyOf(allowedHosts);
    expanded = Set.copyOf(expanded);
  }

  /** A context of unknown format ({@link SourceFormat#UNKNOWN}: every syntax may be expanded). */
  public Context(
      Usage usage, Optional<String> key, Set<PlaceholderSyntax> placeholders, Set<String> allowedHosts, boolean zoneIds,
      Expects expects) {
    this(usage, key, placeholders, allowedHosts, zoneIds, expects, SourceFormat.UNKNOWN.expands());
  }

  /** A context whose place takes a URI ({@link Expects#URI}), of unknown format. */
  public Context(Usage usage, Optional<String> key, Set<PlaceholderSyntax> placeholders, Set<String> allowedHosts, boolean zoneIds) {
    this(usage, key, placeholders, allowedHosts, zoneIds, Expects.URI);
  }

  /**
   * Every placeholder syntax, RFC 6570 templates included: a config value or a string of unknown
   * use may well be a template ({@code https://api.example.com/users/{id}} for RestTemplate,
   * Feign or WebClient). The default of {@link #of(Usage)}. Immutable, so the contexts a scanner
   * derives per value ({@link #withKey}) share it instead of copying it.
   */
  public static final Set<PlaceholderSyntax> CONFIG_PLACEHOLDERS = Set.copyOf(EnumSet.allOf(PlaceholderSyntax.class));

  /**
   * Every placeholder syntax but RFC 6570: for a string in code whose sink takes a URI, not a
   * template ({@code URI.create("https://a/{id}")} throws at run time); see {@link
   * #withoutTemplates()}.
   */
  public static final Set<PlaceholderSyntax> CODE_PLACEHOLDERS =
      Set.copyOf(EnumSet.complementOf(EnumSet.of(PlaceholderSyntax.RFC6570)));

  public static Context of(Usage usage) {
    return new Context(usage, Optional.empty(), CONFIG_PLACEHOLDERS, Set.of(), false);
  }

  public static Context locator() {
    return of(Usage.LOCATOR);
  }

  public static Context identifier() {
    return of(Usage.IDENTIFIER);
  }

  public static Context text() {
    return of(Usage.TEXT);
  }

  public Context withKey(String newKey) {
    return new Context(usage, Optional.ofNullable(newKey), placeholders, allowedHosts, zoneIds, expects, expanded);
  }

  public Context withPlaceholders(Set<PlaceholderSyntax> syntaxes) {
    return new Context(usage, key, syntaxes, allowedHosts, zoneIds, expects, expanded);
  }

  /** This context plus RFC 6570 templates ({@code {id}}, {@code {?q}}): for template sinks. */
  public Context withTemplates() {
    EnumSet<PlaceholderSyntax> all = EnumSet.noneOf(PlaceholderSyntax.class);
    all.addAll(placeholders);
    all.add(PlaceholderSyntax.RFC6570);
    return withPlaceholders(all);
  }

  /**
   * This context without RFC 6570 templates: for code whose sink takes a URI, so that a {@code
   * {id}} is reported as the malformed URI it is there.
   *
   * <pre>{@code
   * Context.locator().withoutTemplates();   // URI.create("https://a/{id}"): '{' is malformed
   * }</pre>
   */
  public Context withoutTemplates() {
    EnumSet<PlaceholderSyntax> some = EnumSet.noneOf(PlaceholderSyntax.class);
    some.addAll(placeholders);
    some.remove(PlaceholderSyntax.RFC6570);
    return withPlaceholders(some);
  }

  /**
   * Whether the key's last word is one of {@code words} (lower-case letters and digits), read
   * case-insensitively and across separators: {@code "spring.kafka.bootstrap-servers"},
   * {@code "BOOTSTRAP_SERVERS"} and {@code "bootstrapServers"} all end with {@code "servers"}.
   * A list position is not part of the key's words: an item of a list ({@code kafkaServer[0]},
   * {@code allowed-origins[2]}) is read by the key of its list. Rules that trust a key ({@code
   * SENTRY_DSN}, {@code allowed-origins}) ask this.
   */
  public boolean keyEndsWith(List<String> words) {
    return keyEndsWith(key, words);
  }

  /** {@link #keyEndsWith(List)} for a key without its context. */
  public static boolean keyEndsWith(Optional<String> key, List<String> words) {
    if (key.isEmpty()) {
      return false;
    }
    for (String word : words) {
      if (endsWithWord(key.get(), word)) {
        return true;
      }
    }
    return false;
  }

  // From the end, list positions ("[0]") and separators skipped, no copy: the key of every
  // scanned value may be asked.
  private static boolean endsWithWord(String key, String word) {
    int k = key.length() - 1;
    while (k > 0 && key.charAt(k) == ']') {
      int open = key.lastIndexOf('[', k);
      if (open <= 0) {
        break;
      }
      k = open - 1;
    }
    for (int w = word.length() - 1; w >= 0; w--, k--) {
      while (k >= 0 && !Character.isLetterOrDigit(key.charAt(k))) {
        k--;
      }
      if (k < 0 || Character.toLowerCase(key.charAt(k)) != word.charAt(w)) {
        return false;
      }
    }
    return true;
  }

  public Context withAllowedHosts(Set<String> hosts) {
    return new Context(usage, key, placeholders, hosts, zoneIds, expects, expanded);
  }

  public Context withZoneIds(boolean accept) {
    return new Context(usage, key, placeholders, allowedHosts, accept, expects, expanded);
  }

  /**
   * This context at a place that takes {@code what}: a Java sink's parameter.
   *
   * <pre>{@code
   * Context.locator().withExpects(Expects.HOST_PORT);   // ManagedChannelBuilder.forTarget("greeter:50051")
   * }</pre>
   */
  public Context withExpects(Expects what) {
    return new Context(usage, key, placeholders, allowedHosts, zoneIds, what, expanded);
  }

  /**
   * This context for a string that names rather than locates (an XML namespace, as {@code
   * XmlNamespaces} tells it in both Java front ends): {@link Usage#IDENTIFIER}, no allowed hosts,
   * no zone ids, a URI expected; its key, placeholders and format kept.
   */
  public Context asIdentifier() {
    return new Context(Usage.IDENTIFIER, key, placeholders, Set.of(), false, Expects.URI, expanded);
  }

  /**
   * This context for a string written in {@code format}: a password made only of placeholders is
   * templated only where the format expands them ({@link SourceFormat#expands()}).
   *
   * <pre>{@code
   * Context.locator().withFormat(SourceFormat.PROPERTIES);   // "//u:$DB_PASS@h": the password as written
   * Context.locator().withFormat(SourceFormat.ENV);          // "//u:$DB_PASS@h": templated
   * }</pre>
   */
  public Context withFormat(SourceFormat format) {
    return format.expands().equals(expanded) ? this : new Context(usage, key, placeholders, allowedHosts, zoneIds, expects, format.expands());
  }
}
