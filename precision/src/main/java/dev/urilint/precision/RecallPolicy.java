package dev.urilint.precision;

import dev.urilint.hosts.ColonLookalikes;
import dev.urilint.hosts.HostLikeNames;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Linter;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Usage;
import dev.urilint.scanner.classify.MessageBundle;
import dev.urilint.scanner.classify.UsageClassifier;
import dev.urilint.sinks.StringRole;
import dev.urilint.source.TestCodePolicy;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

/**
 * Which plants urilint's documented policy says are reported at default settings; a required plant
 * that is missed fails the recall suite, the others are measured.
 *
 * <ul>
 *   <li>A security rule's defect ({@link DefectClass#security()}) is reported wherever it is
 *       written in main code: under any key, in any Java string that is plainly an absolute URI.
 *   <li>In main code's configuration, every defect under a key that names a locator, and under any
 *       other key every defect that leaves the value, as a whole, an absolute URI (docs/scanner.md):
 *       a space in the path or a scheme left off leaves prose or a host and port, which only a
 *       locator key makes a URI.
 *   <li>In test code, the defects of the test-code rules ({@link TestCodePolicy#TEST_CODE_RULES}:
 *       a password in the userinfo or the query, a misleading authority, a homograph), unless the
 *       planted secret is one of the test's own fixtures ({@link #isTestFixture}: a password for a
 *       local host). The grammar rules and {@code double-encoding} do not run in test code by
 *       default (docs/test-code.md): their plants there are measured, not required.
 *   <li>In a Java literal of main code, the defects the Java front ends' policy gives its rules
 *       outside every sink ({@link StringRole}): a planted value that is still as a whole an
 *       absolute URI gets the grammar rules. Not required: the other rules there ({@code insecure-scheme}
 *       without a URL name, a space or a lost scheme): whether the literal reaches a sink is the
 *       Java front ends' reading, measured by their own suite.
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

  private RecallPolicy() {}

  static boolean required(Plant plant) {
    DefectClass d = plant.defect();
    UrlSite site = plant.site();
    if (!isDefect(plant)) {
      return false;
    }
    if (site.test()) {
      return TestCodePolicy.TEST_CODE_RULES.contains(rule(d)) && !isTestFixture(plant);
    }
    if (site.context() == KeyContext.JAVA_LITERAL) {
      return d.security() || StringRole.of(Optional.empty(), plant.planted()).checks(rule(d));
    }
    // A message bundle's key names a message, and a key that names a name (id, type) holds a name
    // even when it is written as a URI (docs/scanner.md): there only the whole-value reading or
    // the security rules apply.
    if (MessageBundle.isMessageBundle(site.path())) {
      return d.leavesWholeValueUri();
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
    return site.context() == KeyContext.LOCATOR_KEY || d.leavesWholeValueUri();
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
      case NO_SCHEME -> !ColonLookalikes.expectsHostPort(Optional.of(site.key()).filter(k -> !k.isEmpty()));
      case TRUSTED_AT_EVIL -> HostLikeNames.looksLikeHost(site.url().host());
      default -> true;
    };
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
