/**
 * Inline suppressions: {@code urilint:ignore [rule-id[,rule-id]]} in a comment on the line of a
 * finding or the line before, in every format that has comments.
 *
 * <pre>{@code
 * InlineSuppressions.parse(text, lines).isSuppressed(RuleId.INSECURE_SCHEME, 12);
 * }</pre>
 */
package dev.urilint.scanner.suppress;
