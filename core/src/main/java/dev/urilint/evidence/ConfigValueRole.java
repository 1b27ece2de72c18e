package dev.urilint.evidence;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.LintResult;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Usage;
import dev.urilint.placeholders.Placeholders;
import java.util.Locale;

/**
 * What a config value is, decided from the evidence that it is a URI: the twin of {@code
 * dev.urilint.sinks.StringRole} for Java strings, and the one answer for every front end that reads
 * config files (the scanner, so {@code urilint check}, the Maven plugin, pre-commit and the language
 * server). A list ({@code http://a,https://b}, Kafka listeners, {@code ;}-separated origins) is cut
 * into its items before, each item getting its own role.
 *
 * <table>
 *   <caption>Roles of a config value</caption>
 *   <tr><th>role</th><th>evidence</th><th>example</th><th>rules</th><th>at most</th><th>safe fixes</th></tr>
 *   <tr><td>{@link #URI}</td><td>its own shape</td><td>{@code https://h/p}, {@code jdbc:postgresql://h/db}</td><td>every rule its usage gets</td><td>the rule's own</td><td>yes</td></tr>
 *   <tr><td>{@link #REFERENCE}</td><td>its position</td><td>{@code cb.url=/done}, {@code db.url=db:5432/app}</td><td>its usage's rules but {@code non-normalized}</td><td>warning</td><td>no</td></tr>
 *   <tr><td>{@link #HOST_AND_PORT}</td><td>its position</td><td>{@code registry.url=zk-1:2181}</td><td>its usage's rules but {@code relative-colon-segment} and {@code non-normalized}</td><td>warning</td><td>no</td></tr>
 *   <tr><td>{@link #TEXT}</td><td>none</td><td>{@code 帮助链接}, {@code ^0.17.4}, {@code $['cb']}, a sentence, a value no key names</td><td>the secret rules, on each URI around a secret inside it</td><td>the rule's own</td><td>no</td></tr>
 * </table>
 *
 * <pre>{@code
 * ConfigValueRole.of("https://h/a b", Usage.TEXT);      // URI: its own shape, under any key
 * ConfigValueRole.of("/done page", Usage.LOCATOR);      // REFERENCE: a warning at most
 * ConfigValueRole.of("zk-1:2181", Usage.LOCATOR);       // HOST_AND_PORT
 * ConfigValueRole.of("^0.17.4", Usage.LOCATOR);         // TEXT: a version range, though its key says url
 * ConfigValueRole.of("nginx:1.25", Usage.TEXT);         // TEXT
 * }</pre>
 */
public enum ConfigValueRole {
  /** A URI by its own shape ({@link OwnShape}): every rule its usage gets, at the rule's severity. */
  URI(Evidence.OWN_SHAPE),
  /**
   * A URI reference only because of where it stands, and shaped like one ({@link ReferenceShape}):
   * its usage's rules but {@code non-normalized} (a relative reference's normal form is its
   * writer's: dot-segments in a file location mean what they say), at most warnings, no safe fix.
   */
  REFERENCE(Evidence.POSITION),
  /**
   * A host and port alone where a key names a locator ({@link HostAndPort}): a socket address or a
   * URI that lost its scheme, as its consumer reads it. What a reference gets but {@code
   * relative-colon-segment}, whose fix (a scheme or {@code //} before it) breaks a consumer of
   * {@code host:port}.
   */
  HOST_AND_PORT(Evidence.POSITION),
  /**
   * No URI: a value whose usage names no locator and whose shape says no URI, or one a key names
   * that has no URI-reference shape (a translated label, a version range, an expression, a
   * sentence). Only the secret rules, on each URI around a secret inside it ({@code
   * dev.urilint.lint.TextUris}).
   */
  TEXT(Evidence.NONE);

  private final Evidence evidence;

  ConfigValueRole(Evidence evidence) {
    this.evidence = evidence;
  }

  /** The role of {@code value}, whose key or extractor says it is used as {@code usage}. */
  public static ConfigValueRole of(String value, Usage usage) {
    if (value.isBlank()) {
      return TEXT;
    }
    if (usage != Usage.LOCATOR && usage != Usage.LINK) {
      // An identifier or text: only its own shape says URI. Most values of a file are read here,
      // so no placeholder is looked for.
      return OwnShape.is(value) && !ReferenceShape.readsAsSentence(value) ? URI : TEXT;
    }
    // Where a key names a locator, a placeholder stands for a value ("{{ .Values.url }}/x" is no
    // sentence of three words).
    String neutral = Placeholders.neutralize(value, Placeholders.find(value, Context.CONFIG_PLACEHOLDERS));
    if (ReferenceShape.readsAsSentence(neutral)) {
      return TEXT;
    }
    if (OwnShape.is(value)) {
      return URI;
    }
    if (!ReferenceShape.is(neutral)) {
      return TEXT;
    }
    return HostAndPort.isAlone(neutral.strip()) ? HOST_AND_PORT : REFERENCE;
  }

  /** What says the value is a URI. */
  public Evidence evidence() {
    return evidence;
  }

  /** Whether a value of this role, used as {@code usage}, is checked by {@code rule} as a whole. */
  public boolean checks(RuleId rule, Usage usage) {
    return switch (this) {
      case URI -> usage.checks(rule);
      case REFERENCE -> usage.checks(rule) && rule != RuleId.NON_NORMALIZED;
      case HOST_AND_PORT -> usage.checks(rule) && rule != RuleId.NON_NORMALIZED && rule != RuleId.RELATIVE_COLON_SEGMENT;
      case TEXT -> false;
    };
  }

  /**
   * {@code finding} as a value of this role may report it: its severity at most the evidence's
   * ceiling, its fix kept only when the evidence allows a safe fix or the fix is unsafe anyway.
   *
   * <pre>{@code
   * ConfigValueRole.REFERENCE.bound(error);   // the same finding as a warning, without a safe fix
   * }</pre>
   */
  public Finding bound(Finding finding) {
    var severity = evidence.bound(finding.severity());
    var fix = finding.fix().filter(f -> evidence.allowsSafeFixes() || !f.isSafe());
    if (severity == finding.severity() && fix.equals(finding.fix())) {
      return finding;
    }
    return new Finding(finding.rule(), severity, finding.message(), finding.span(), fix);
  }

  /** {@code result} as a value of this role may report it: each finding {@link #bound(Finding)}. */
  public LintResult bound(LintResult result) {
    return this == URI ? result : result.map(this::bound, evidence.ceiling());
  }

  /** The role's name in docs and the scanner's table, {@code host-and-port}. */
  public String id() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
