package dev.urilint.precision;

import dev.urilint.hosts.ColonLookalikes;
import dev.urilint.hosts.HostLikeNames;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Linter;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.TextUris;
import dev.urilint.lint.Usage;
import dev.urilint.scanner.classify.MessageBundle;
import dev.urilint.scanner.classify.UsageClassifier;
import dev.urilint.scanner.classify.WholeValueUri;
import dev.urilint.sinks.SinkCatalog;
import dev.urilint.sinks.StringRole;
import dev.urilint.sinks.Takes;
import dev.urilint.source.TestCodePolicy;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which plants urilint's documented policy says are reported at default settings; a required plant
 * that is missed fails the recall suite, the others are measured.
 *
 * <ul>
 *   <li>A security rule's defect ({@link DefectClass#security()}) is reported wherever it is
 *       written in main code: under any key, in any Java string that is plainly an absolute URI.
 *   <li>In main code's configuration, every defect under a key that names a locator, and under any
 *       other key every defect that leaves the value, as a whole, a URI ({@link WholeValueUri},
 *       docs/scanner.md): an absolute URI, one broken by one space, or a host under a top-level
 *       domain, a port and a path with the scheme left off; {@code localhost:8080/x} or a space
 *       before prose leaves a host and port or a sentence, which only a locator key makes a URI.
 *   <li>In test code, the defects of the test-code rules ({@link TestCodePolicy#TEST_CODE_RULES}:
 *       a password in the userinfo or the query, a misleading authority, a homograph), unless the
 *       planted secret is one of the test's own fixtures ({@link #isTestFixture}: a password for a
 *       local host). The grammar rules and {@code double-encoding} do not run in test code by
 *       default (docs/test-code.md): their plants there are measured, not required.
 *   <li>In a Java literal of main code, the defects the Java front ends' policy gives its rules
 *       outside every sink ({@link StringRole}, asked of the literal alone, as the Error Prone
 *       check reads a literal that starts a concatenation with a variable): a planted value that
 *       is still as a whole a URI gets the grammar rules (a space that leaves one word of path,
 *       a lost scheme before a host under a top-level domain included). Not required: the other
 *       rules there ({@code insecure-scheme} without a URL name, a lost scheme before {@code
 *       localhost}): whether the literal reaches a sink is the Java front ends' reading, measured
 *       by their own suite; and what a Camel route's endpoint call encodes itself ({@link
 *       #isDefect}).
 *   <li>Not required: in a message bundle, what leaves the message
 *       no whole URI (a bundle's key names a message); under a key that names a name ({@code id},
 *       {@code type}), all but the security rules; and what is no defect where it stands ({@link
 *       #isDefect}).
 * </ul>
 *
 * <pre>{@code
 * RecallPolicy.required(plant);   // true for a port 99999 under spring.datasource.url in main code
 * }</pre>
 */
final class RecallPolicy {

  private static final Linter LINTER = Linter.withDefaults();

  // The calls of a Camel route that take an endpoint, as a Java site's key writes them ("to(").
  private static final Set<String> CAMEL_CALLS = SinkCatalog.builtIn().sinks().stream()
      .filter(s -> s.takes() == Takes.CAMEL_ENDPOINT)
      .map(s -> s.member() + "(")
      .collect(Collectors.toUnmodifiableSet());

  private RecallPolicy() {}

  static boolean required(Plant plant) {
    DefectClass d = plant.defect();
    UrlSite site = plant.site();
    if (!isDefect(plant)) {
      return false;
    }
    // A text block is text: a URI in it gets what a URI inside text gets (TextUris), and only
    // around what may be part of a secret (an '@', a secret's '='), in main and test code alike.
    if (site.context() == KeyContext.JAVA_TEXT && !readInText(plant)) {
      return false;
    }
    if (site.test()) {
      return TestCodePolicy.TEST_CODE_RULES.contains(rule(d)) && !isTestFixture(plant);
    }
    if (site.context() == KeyContext.JAVA_TEXT) {
      return true;
    }
    if (site.context() == KeyContext.JAVA_LITERAL) {
      return d.security() || StringRole.of(Optional.empty(), plant.planted()).checks(rule(d));
    }
    // A message bundle's key names a message, and a key that names a name (id, type) holds a name
    // even when it is written as a URI (docs/scanner.md): there only the whole-value reading or
    // the security rules apply.
    boolean whole = d.leavesWholeValueUri() || WholeValueUri.is(plant.planted());
    if (MessageBundle.isMessageBundle(site.path())) {
      return whole;
    }
    if (UsageClassifier.namesAName(site.key())) {
      return d.security();
    }
    // Under an identifier's key (a YAML value in a CRD's openAPIV3Schema): what an identifier gets;
    // under a license's (a POM's licenses/license/url, package.json's license): what a link gets.
    Usage byKey = UsageClassifier.byKey(site.key());
    if (byKey == Usage.IDENTIFIER || byKey == Usage.LINK) {
      return byKey.checks(rule(d));
    }
    return site.context() == KeyContext.LOCATOR_KEY || whole;
  }

  /**
   * Whether a URI in text reads the plant: its rule is one a URI inside text gets ({@link
   * TextUris#checks(RuleId, CharSequence)}) and it holds what may be part of a secret (an {@code
   * '@'}, a secret's {@code '='}), around which alone text is read. The only plants a Java text
   * block gets ({@link Planter}): a grammar defect in prose is left alone by design.
   */
  static boolean readInText(Plant plant) {
    return TextUris.checks(rule(plant.defect()), plant.planted()) && TextUris.mayWritePartOfASecret(plant.planted());
  }

  /**
   * Whether what was planted is a defect where it stands, as the rules' documented exceptions read
   * it: a host and port under a key meant for {@code host:port} ({@code elasticsearchHosts},
   * {@code bootstrap.servers}; {@code relative-colon-segment}'s page) is what the key takes, and
   * a userinfo that names no host under a top-level domain the rules know ({@code a.b.c@}, {@code
   * my-domain.tld@}: {@code HostLikeNames}) reads as a user name ({@code first.last@}), not as a
   * trusted host. Such a plant is measured, not required.
   */
  static boolean isDefect(Plant plant) {
    UrlSite site = plant.site();
    return switch (plant.defect()) {
      case NO_SCHEME -> site.context() == KeyContext.JAVA_LITERAL
          || !ColonLookalikes.expectsHostPort(Optional.of(site.key()).filter(k -> !k.isEmpty()));
      case TRUSTED_AT_EVIL -> HostLikeNames.looksLikeHost(site.url().host());
      // Camel percent-encodes a space, '|' and a '%' that starts no escape in an endpoint before
      // it reads it (CamelEndpoints): in a Java route's .to("...") they break nothing.
      case SPACE_IN_PATH, PIPE_IN_PATH, BAD_PERCENT -> !isCamelEndpointCall(site);
      default -> true;
    };
  }

  /**
   * Whether a Java literal is the first argument of a call the sink catalog knows as a Camel
   * route's endpoint ({@code from(}, {@code to(}, {@code toD(}...: {@link Takes#CAMEL_ENDPOINT}).
   * The suite reads no types, so the name decides here, as the catalog's own names do.
   */
  static boolean isCamelEndpointCall(UrlSite site) {
    return site.context() == KeyContext.JAVA_LITERAL && CAMEL_CALLS.contains(site.key());
  }

  /**
   * Whether the plant, in test code, is what the test-code policy takes for the test's own fixture:
   * every finding of its rule on the planted value is one ({@link TestCodePolicy#reports}), so
   * default settings rightly stay quiet ({@code https://deploy:Tq7...@localhost:8081/}).
   */
  static boolean isTestFixture(Plant plant) {
    if (!plant.site().test()) {
      return false;
    }
    RuleId rule = rule(plant.defect());
    List<Finding> found = LINTER.lint(plant.planted(), Context.of(Usage.LOCATOR), EnumSet.of(rule));
    return !found.isEmpty()
        && found.stream().noneMatch(f -> TestCodePolicy.defaults().reports(true, plant.planted(), f));
  }

  private static RuleId rule(DefectClass d) {
    return RuleId.byId(d.rule()).orElseThrow();
  }
}
