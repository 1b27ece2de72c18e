/**
 * The rule catalog: one class per {@link dev.urilint.lint.RuleId}, each a {@link
 * dev.urilint.rules.Rule} that reads a {@code dev.urilint.candidate.Candidate} and returns
 * findings at the rule's default severity; {@link dev.urilint.rules.RuleCatalog} lists them. Every
 * rule has a page {@code docs/rules/<id>.md} and a test {@code <Name>RuleTest}.
 *
 * <pre>{@code
 * RuleCatalog.rule(RuleId.DOUBLE_ENCODING).check(Candidate.of("https://h/a%2520b", Context.locator()));
 * }</pre>
 *
 * <p>Owns: the rules and nothing else. May use: the lint API's values, the candidate, the engine,
 * the scheme registry and its dialects and syntaxes, placeholders, secrets and masking, host
 * analysis. A rule never uses another rule: a fact two rules need lives in one of those packages.
 */
package dev.urilint.rules;
