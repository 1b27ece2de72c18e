/**
 * What says a string is a URI, and how loud a finding about it may be: the one policy for config
 * values ({@link dev.urilint.evidence.ConfigValueRole}), decided from the string's own evidence
 * ({@link dev.urilint.evidence.OwnShape}, {@link dev.urilint.evidence.ReferenceShape}, {@link
 * dev.urilint.evidence.HostAndPort}) and bounded by it ({@link dev.urilint.evidence.Evidence}): an
 * error needs the string's own shape; a key makes a value a candidate, never an error on its own.
 *
 * <pre>{@code
 * ConfigValueRole role = ConfigValueRole.of(value, usage);
 * if (role.checks(rule, usage)) { ... role.bound(finding) ... }
 * }</pre>
 *
 * <p>Owns: the roles of config values, their rules, severity ceilings and fix applicability. May
 * use: the lint API values, the scheme registry, placeholders, the URI character classes.
 */
package dev.urilint.evidence;
