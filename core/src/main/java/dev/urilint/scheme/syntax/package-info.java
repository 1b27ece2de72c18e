/**
 * Scheme-specific syntax: one small checker per scheme family behind the {@code scheme-syntax}
 * rule ({@code dev.urilint.rules.SchemeSyntaxRule}), which picks the checker by scheme.
 *
 * <p>RFC 3986 is the generic syntax; each scheme narrows it. RFC 1738 §3 and §5 still define ftp
 * ({@code ;type=}), gopher, news, nntp, telnet, wais and prospero; RFC 8089 defines file, RFC 6068
 * mailto, RFC 8141 urn, RFC 2397 data; RFC 9110 deprecates userinfo in http(s); the JDBC
 * specification and {@code java.net.JarURLConnection} define {@code jdbc:} and {@code jar:}.
 *
 * <pre>{@code
 * SchemeUri uri = new SchemeUri(input, reference, placeholders);
 * List<SchemeProblem> problems = new FtpSyntax().check(uri);
 * }</pre>
 *
 * <p>A checker sees a string that already is a valid RFC 3986 URI-reference, never throws, and
 * skips every part that a placeholder touches. It depends on {@code dev.urilint.uri} only.
 */
package dev.urilint.scheme.syntax;
