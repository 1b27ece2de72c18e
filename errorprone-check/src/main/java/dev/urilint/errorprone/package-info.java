/**
 * The urilint Error Prone checks: one {@link com.google.errorprone.bugpatterns.BugChecker} per
 * urilint rule, named as in the rule catalog ({@code MalformedUri}, {@code UriCredentials}, ...).
 *
 * <p>Each check is a thin adapter over the core rule ({@link dev.urilint.rules}). The shared work
 * lives in small classes: {@link dev.urilint.errorprone.UriRuleChecker} finds compile-time constant
 * strings that reach a URI sink ({@code SinkCatalog}, {@code AnnotationSinks}, {@code ComposedUri});
 * {@link dev.urilint.errorprone.LooseUriRuleChecker} adds every plainly absolute URI constant for
 * the security rules; {@code StringOrigins} and {@link dev.urilint.source.JavaLiteral}
 * trace a value back to the characters of the literals it was written as, so {@code
 * FindingReporter} can point at the offending character and rewrite just that part; {@link
 * dev.urilint.errorprone.UriLintFlags} holds the {@code -XepOpt:UriLint:...} flags.
 *
 * <pre>{@code
 * javac -XDcompilePolicy=simple --should-stop=ifError=FLOW \
 *   -processorpath error_prone_core.jar:urilint-errorprone.jar:urilint-core.jar \
 *   '-Xplugin:ErrorProne -Xep:NonNormalizedUri:OFF -XepOpt:UriLint:AllowedHosts=intranet.corp' ...
 * }</pre>
 */
package dev.urilint.errorprone;
