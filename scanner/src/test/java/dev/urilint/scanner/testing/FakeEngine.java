package dev.urilint.scanner.testing;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.LintResult;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.SeverityPolicy;
import dev.urilint.lint.Usage;
import dev.urilint.scanner.LintEngine;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Three toy rules with predictable spans, so orchestration tests do not depend on the real
 * catalog's messages: a space is {@code malformed-uri}, {@code http://} in a locator is {@code
 * insecure-scheme}, {@code user:password@} is {@code credentials-in-uri} (a security rule).
 */
public final class FakeEngine implements LintEngine {

  private final SeverityPolicy policy;

  public FakeEngine(SeverityPolicy policy) {
    this.policy = policy;
  }

  public FakeEngine() {
    this(SeverityPolicy.defaults());
  }

  @Override
  public LintResult lint(String value, Context context, Set<RuleId> rules) {
    List<Finding> out = new ArrayList<>();
    int space = value.indexOf(' ');
    if (space >= 0) {
      add(out, rules, RuleId.MALFORMED_URI, new Span(space, space + 1),
          "illegal character ' ' at index " + space + " in '" + mask(value) + "'");
    }
    if (value.startsWith("http://") && context.usage() == Usage.LOCATOR) {
      add(out, rules, RuleId.INSECURE_SCHEME, new Span(0, 4), "insecure scheme 'http' in '" + mask(value) + "'");
    }
    Optional<Span> password = password(value);
    password.ifPresent(p -> add(out, rules, RuleId.CREDENTIALS_IN_URI, p,
        "password in URI userinfo '" + mask(value) + "'"));
    return new LintResult(out);
  }

  private void add(List<Finding> out, Set<RuleId> rules, RuleId rule, Span span, String message) {
    if (rules.contains(rule) && policy.isEnabled(rule)) {
      out.add(new Finding(rule, policy.severityOf(rule).orElseThrow(), message, span, Optional.empty()));
    }
  }

  @Override
  public String mask(String text) {
    Optional<Span> p = password(text);
    return p.map(s -> text.substring(0, s.start()) + "****" + text.substring(s.end())).orElse(text);
  }

  private static Optional<Span> password(String value) {
    int authority = value.indexOf("://");
    if (authority < 0) {
      return Optional.empty();
    }
    int at = value.indexOf('@', authority);
    int colon = value.indexOf(':', authority + 3);
    if (at < 0 || colon < 0 || colon > at) {
      return Optional.empty();
    }
    return Optional.of(new Span(colon + 1, at));
  }
}
