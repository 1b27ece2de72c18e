package dev.urilint.scanner.report;

import dev.urilint.lint.RuleId;
import java.util.Optional;

/**
 * The CVSS-like score GitHub code scanning reads from a SARIF rule's {@code
 * properties.security-severity} (over 9.0 critical, 7.0–8.9 high, 4.0–6.9 medium, below low).
 * Only the security rules ({@link RuleId#isSecurity()}) have one.
 *
 * <pre>{@code
 * SecuritySeverity.of(RuleId.CREDENTIALS_IN_URI);   // Optional["8.0"]
 * SecuritySeverity.of(RuleId.NON_NORMALIZED);       // Optional.empty()
 * }</pre>
 */
public final class SecuritySeverity {

  private SecuritySeverity() {}

  /** The score as SARIF wants it (a string holding a decimal number), for security rules. */
  public static Optional<String> of(RuleId rule) {
    if (!rule.isSecurity()) {
      return Optional.empty();
    }
    return Optional.of(
        switch (rule) {
          case CREDENTIALS_IN_URI -> "8.0"; // a leaked credential: high
          case MISLEADING_AUTHORITY -> "7.5"; // phishing / SSRF bypass: high
          case MIXED_SCRIPT_HOST -> "7.5"; // the same deceit by look-alike letters: high
          case SENSITIVE_QUERY_PARAMETER -> "6.5"; // secrets in logs and referrers: medium
          case DOUBLE_ENCODING -> "5.3"; // filter bypass: medium
          default -> "5.0";
        });
  }
}
