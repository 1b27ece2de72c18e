package dev.urilint.rules;

import dev.urilint.lint.RuleId;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Every rule of urilint, one instance per {@link RuleId}.
 *
 * <pre>{@code
 * RuleCatalog.all();                              // 14 rules, in RuleId order
 * RuleCatalog.rule(RuleId.DOUBLE_ENCODING).triggers();
 * }</pre>
 */
public final class RuleCatalog {

  private static final Map<RuleId, Rule> RULES = build();

  private RuleCatalog() {}

  /** Every rule, in {@link RuleId} order. */
  public static List<Rule> all() {
    return List.copyOf(RULES.values());
  }

  /** The rule with {@code id}. */
  public static Rule rule(RuleId id) {
    return RULES.get(id);
  }

  // An exhaustive switch: a RuleId without its rule class does not compile.
  private static Map<RuleId, Rule> build() {
    EnumMap<RuleId, Rule> map = new EnumMap<>(RuleId.class);
    for (RuleId id : RuleId.values()) {
      map.put(
          id,
          switch (id) {
          case MALFORMED_URI -> new MalformedUriRule();
          case CREDENTIALS_IN_URI -> new CredentialsInUriRule();
          case DOUBLE_ENCODING -> new DoubleEncodingRule();
          case RELATIVE_COLON_SEGMENT -> new RelativeColonSegmentRule();
          case MISSING_HOST -> new MissingHostRule();
          case INVALID_PORT -> new InvalidPortRule();
          case RARE_IP_FORMAT -> new RareIpFormatRule();
          case MISLEADING_AUTHORITY -> new MisleadingAuthorityRule();
          case SENSITIVE_QUERY_PARAMETER -> new SensitiveQueryParameterRule();
          case INSECURE_SCHEME -> new InsecureSchemeRule();
          case MIXED_SCRIPT_HOST -> new MixedScriptHostRule();
          case SCHEME_SYNTAX -> new SchemeSyntaxRule();
          case UNKNOWN_SCHEME -> new UnknownSchemeRule();
          case NON_NORMALIZED -> new NonNormalizedRule();
          });
    }
    return map;
  }
}
