package dev.urilint.precision;

/**
 * Which plants urilint's documented policy says are reported at default settings; a required plant
 * that is missed fails the recall suite, the others are measured.
 *
 * <ul>
 *   <li>A security rule's defect ({@link DefectClass#security()}) is reported wherever it is
 *       written: under any key, in any Java string that is plainly an absolute URI, in main and in
 *       test code (docs/test-code.md; the planted secrets are no recognisable dummies).
 *   <li>In main code's configuration, every defect under a key that names a locator, and under any
 *       other key every defect that leaves the value, as a whole, an absolute URI (docs/scanner.md):
 *       a space in the path or a scheme left off leaves prose or a host and port, which only a
 *       locator key makes a URI.
 *   <li>Not required: the other rules in a Java literal (whether it reaches a sink is the Java front
 *       ends' reading, measured by their own suite) and in test code (only the security rules are
 *       reported there by default).
 * </ul>
 *
 * <pre>{@code
 * RecallPolicy.required(plant);   // true for a port 99999 under spring.datasource.url in main code
 * }</pre>
 */
final class RecallPolicy {

  private RecallPolicy() {}

  static boolean required(Plant plant) {
    DefectClass d = plant.defect();
    UrlSite site = plant.site();
    if (d.security()) {
      return true;
    }
    if (site.test() || site.context() == KeyContext.JAVA_LITERAL) {
      return false;
    }
    return site.context() == KeyContext.LOCATOR_KEY || d.leavesWholeValueUri();
  }
}
