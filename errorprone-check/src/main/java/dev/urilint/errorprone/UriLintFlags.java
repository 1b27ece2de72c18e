package dev.urilint.errorprone;

import com.google.errorprone.ErrorProneFlags;
import dev.urilint.sinks.SinkSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Every {@code -XepOpt:UriLint:...} flag, parsed once per checker and validated: a bad value fails
 * the compilation with a message that names the flag.
 *
 * <pre>{@code
 * -XepOpt:UriLint:AdditionalSinks=com.acme.Http#get,com.acme.Client#new(1),@com.acme.Endpoint#url
 * -XepOpt:UriLint:TemplateSinks=com.acme.Links#expand
 * -XepOpt:UriLint:AllowedHosts=intranet.corp,*.internal
 * -XepOpt:UriLint:TestSourcesAllRules=true     (formerly CheckTestCode, still accepted)
 * -XepOpt:UriLint:ZoneIds=true
 * -XepOpt:UriLint:SuggestSuppressions=true
 * -XepOpt:UriLint:UnsafeFixes=true
 * }</pre>
 *
 * @param additionalSinks user sinks whose strings must be URIs
 * @param templateSinks user sinks whose strings may hold RFC 6570 variables
 * @param allowedHosts hosts {@code InsecureUriScheme} accepts (exact or {@code *.suffix})
 * @param testSourcesAllRules give test code every check (by default it gets the security checks only: {@code dev.urilint.source.TestCodePolicy})
 * @param zoneIds accept RFC 6874 zone ids ({@code [fe80::1%25eth0]}) in IPv6 literals
 * @param suggestSuppressions also offer {@code @SuppressWarnings} as a fix; off by default, since
 *     {@code -XepPatchChecks} would apply it and turn a build green with the defect still in the
 *     code (the convention of NullAway's {@code -XepOpt:NullAway:SuggestSuppressions})
 * @param unsafeFixes also offer the fixes core marks {@link dev.urilint.lint.Applicability#UNSAFE
 *     unsafe} ({@code http} to {@code https}, a typo'd scheme replaced): they change what the URI
 *     does, so {@code -XepPatchChecks} applies only the safe ones unless asked (ruff's {@code
 *     --unsafe-fixes})
 */
public record UriLintFlags(
    List<SinkSpec> additionalSinks,
    List<SinkSpec> templateSinks,
    Set<String> allowedHosts,
    boolean testSourcesAllRules,
    boolean zoneIds,
    boolean suggestSuppressions,
    boolean unsafeFixes) {

  /** The namespace of every flag: {@code -XepOpt:UriLint:<Name>=<value>}. */
  public static final String NAMESPACE = "UriLint";

  /**
   * The name of every flag, as documented in docs/errorprone.md's flags table (a test holds the two
   * together); any other name under {@link #NAMESPACE} is a typo and fails the compilation.
   */
  public static final List<String> NAMES =
      List.of(
          "AdditionalSinks",
          "TemplateSinks",
          "AllowedHosts",
          "TestSourcesAllRules",
          "ZoneIds",
          "SuggestSuppressions",
          "UnsafeFixes");

  /** Former names still accepted, each with the name that replaced it. */
  public static final Map<String, String> FORMER_NAMES = Map.of("CheckTestCode", "TestSourcesAllRules");

  public UriLintFlags {
    additionalSinks = List.copyOf(additionalSinks);
    templateSinks = List.copyOf(templateSinks);
    allowedHosts = Set.copyOf(allowedHosts);
  }

  /** The built-in sinks of the core catalog plus the user's. */
  public dev.urilint.sinks.SinkCatalog catalog() {
    return dev.urilint.sinks.SinkCatalog.builtIn().with(additionalSinks, templateSinks);
  }

  /** No flags given. */
  public static UriLintFlags defaults() {
    return new UriLintFlags(List.of(), List.of(), Set.of(), false, false, false, false);
  }

  /**
   * Reads the {@code UriLint:} flags.
   *
   * @throws IllegalArgumentException naming the flag whose value is invalid
   */
  public static UriLintFlags from(ErrorProneFlags flags) {
    rejectUnknownNames(flags);
    return new UriLintFlags(
        list(flags, "AdditionalSinks", SinkSpec::parse),
        list(flags, "TemplateSinks", SinkSpec::parse),
        Set.copyOf(list(flags, "AllowedHosts", UriLintFlags::host)),
        // The name of urilint.yml and the Maven plugin; CheckTestCode is its former name here.
        bool(flags, "TestSourcesAllRules") || bool(flags, "CheckTestCode"),
        bool(flags, "ZoneIds"),
        bool(flags, "SuggestSuppressions"),
        bool(flags, "UnsafeFixes"));
  }

  // A misspelt flag (-XepOpt:UriLint:ZoneId=true) would otherwise be ignored without a word, and the
  // user would believe the setting applies.
  private static void rejectUnknownNames(ErrorProneFlags flags) {
    String prefix = NAMESPACE + ":";
    for (String key : new TreeSet<>(flags.getFlagsMap().keySet())) {
      if (!key.startsWith(prefix)) {
        continue;
      }
      String name = key.substring(prefix.length());
      if (!NAMES.contains(name) && !FORMER_NAMES.containsKey(name)) {
        throw new IllegalArgumentException(
            "unknown flag -XepOpt:" + key + closest(name) + "; valid flags: " + String.join(", ", NAMES));
      }
    }
  }

  private static String closest(String name) {
    for (String known : NAMES) {
      if (known.equalsIgnoreCase(name)
          || known.toLowerCase(Locale.ROOT).startsWith(name.toLowerCase(Locale.ROOT))
          || name.toLowerCase(Locale.ROOT).startsWith(known.toLowerCase(Locale.ROOT))) {
        return " (did you mean " + known + "?)";
      }
    }
    return "";
  }

  private static <T> List<T> list(ErrorProneFlags flags, String name, Function<String, T> parse) {
    Optional<String> raw = flags.get(NAMESPACE + ":" + name);
    List<T> out = new ArrayList<>();
    if (raw.isEmpty()) {
      return out;
    }
    for (String item : raw.get().split(",", -1)) {
      try {
        out.add(parse.apply(item.trim()));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            "invalid value for -XepOpt:" + NAMESPACE + ":" + name + ": " + e.getMessage(), e);
      }
    }
    return out;
  }

  private static boolean bool(ErrorProneFlags flags, String name) {
    Optional<String> raw = flags.get(NAMESPACE + ":" + name);
    if (raw.isEmpty()) {
      return false;
    }
    return switch (raw.get().trim().toLowerCase(Locale.ROOT)) {
      case "true" -> true;
      case "false" -> false;
      default ->
          throw new IllegalArgumentException(
              "invalid value for -XepOpt:" + NAMESPACE + ":" + name + ": '" + raw.get() + "'; use true or false");
    };
  }

  private static String host(String item) {
    String h = item.startsWith("*.") ? item.substring(2) : item;
    if (h.isEmpty()) {
      throw new IllegalArgumentException("empty host; use a host name such as intranet.corp or *.internal");
    }
    for (int i = 0; i < h.length(); i++) {
      char c = h.charAt(i);
      if (!(Character.isLetterOrDigit(c) || c == '.' || c == '-' || c == '_' || c == ':' || c == '[' || c == ']')) {
        throw new IllegalArgumentException(
            "'" + item + "' is not a host; use a host name such as intranet.corp or *.internal");
      }
    }
    return item.toLowerCase(Locale.ROOT);
  }
}
