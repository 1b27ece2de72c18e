package dev.urilint.rules;

import java.util.EnumSet;
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
 * @param usage locator, identifier or plain text
 * @param key the config key or the sink (method, annotation element) the string reached, if known
 * @param placeholders the placeholder syntaxes recognised in this string
 * @param allowedHosts hosts (exact, or {@code *.suffix}) that {@code insecure-scheme} accepts
 * @param zoneIds accept RFC 6874 zone ids in IPv6 literals
 */
public record Context(
    Usage usage,
    Optional<String> key,
    Set<PlaceholderSyntax> placeholders,
    Set<String> allowedHosts,
    boolean zoneIds) {

  public Context {
    placeholders = Set.copyOf(placeholders);
    allowedHosts = Set.copyOf(allowedHosts);
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
    return new Context(usage, Optional.ofNullable(newKey), placeholders, allowedHosts, zoneIds);
  }

  public Context withPlaceholders(Set<PlaceholderSyntax> syntaxes) {
    return new Context(usage, key, syntaxes, allowedHosts, zoneIds);
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

  public Context withAllowedHosts(Set<String> hosts) {
    return new Context(usage, key, placeholders, hosts, zoneIds);
  }

  public Context withZoneIds(boolean accept) {
    return new Context(usage, key, placeholders, allowedHosts, accept);
  }
}
