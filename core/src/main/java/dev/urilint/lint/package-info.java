/**
 * The lint API every front end uses: hand a string and its {@link dev.urilint.lint.Context}
 * (where it came from, how it is used) to a {@link dev.urilint.lint.Linter} and get {@link
 * dev.urilint.lint.Finding}s back, each with its {@link dev.urilint.lint.RuleId}, final {@link
 * dev.urilint.lint.Severity} (decided by the {@link dev.urilint.lint.SeverityPolicy}), a masked
 * message, the offending span and perhaps a {@link dev.urilint.lint.Fix}.
 *
 * <pre>{@code
 * Linter linter = new Linter(SeverityPolicy.defaults().off(RuleId.NON_NORMALIZED));
 * for (Finding f : linter.lint("http://u:hunter2@api.corp.com/x y", Context.locator())) {
 *   System.out.println(f.severity().id() + " [" + f.rule().id() + "] " + f.message());
 * }
 * }</pre>
 *
 * <p>Owns: the API values and the linter's loop (one {@code dev.urilint.candidate.Candidate} per
 * string, each rule of {@code dev.urilint.rules.RuleCatalog} whose triggers the candidate has,
 * the policy applied last). May use: the engine ({@code dev.urilint.uri}), the candidate, the rule
 * catalog, masking ({@code dev.urilint.secrets}). Front ends use nothing of core's rule side but
 * this package.
 */
package dev.urilint.lint;
