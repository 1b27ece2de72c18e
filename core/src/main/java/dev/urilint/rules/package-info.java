/**
 * The rule catalog: what urilint reports about a string, beyond "is it RFC 3986".
 *
 * <p>A front end builds a {@link dev.urilint.rules.Context} (where the string came from), hands
 * string and context to a {@link dev.urilint.rules.Linter}, and gets {@link
 * dev.urilint.rules.Finding}s back:
 *
 * <pre>{@code
 * Linter linter = new Linter(SeverityPolicy.defaults().off(RuleId.NON_NORMALIZED));
 * for (Finding f : linter.lint("http://u:hunter2@api.corp.com/x y", Context.locator())) {
 *   System.out.println(f.severity().id() + " [" + f.rule().id() + "] " + f.message());
 * }
 * }</pre>
 *
 * <p>Inside, the linter makes one {@link dev.urilint.rules.Candidate} per string: {@link
 * dev.urilint.rules.Placeholders} finds {@code ${VAR}}, {@code {{ x }}}, RFC 6570 {@code {id}}
 * and friends and swaps them for same-length filler, the engine parses the result once, and each
 * {@link dev.urilint.rules.Rule} (one class per {@link dev.urilint.rules.RuleId}) reads the
 * shared parse and skips templated parts. The {@link dev.urilint.rules.SeverityPolicy} decides
 * each finding's final severity; {@link dev.urilint.rules.Masking} guarantees no message shows a
 * password or secret parameter in clear. Every rule has a page under {@code docs/rules/}.
 */
package dev.urilint.rules;
