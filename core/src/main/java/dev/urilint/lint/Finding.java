package dev.urilint.lint;

import dev.urilint.uri.Span;
import java.util.Optional;

/**
 * What a rule found in one string.
 *
 * <pre>{@code
 * Finding f = linter.lint("https://bob:hunter2@example.com/", Context.locator()).get(0);
 * f.rule();      // CREDENTIALS_IN_URI
 * f.span();      // [12, 19): the password
 * f.message();   // "password in URI userinfo 'https://bob:****@example.com/'; ..." (masked)
 * }</pre>
 *
 * @param rule which rule
 * @param severity the severity after the policy was applied
 * @param message one sentence a user can act on; any URI in it is masked
 * @param span the offending part of the checked string (0-based, half-open)
 * @param fix a safe edit, when one exists
 */
public record Finding(RuleId rule, Severity severity, String message, Span span, Optional<Fix> fix) {}
