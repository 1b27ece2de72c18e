/**
 * The scheme registry: one table of what urilint knows about each scheme (default port, whether
 * it needs a host and whether that host is a network address, hierarchical or not, cleartext and
 * its secure alternative, how common, its dialect family).
 *
 * <p>Beside the table: {@link dev.urilint.scheme.TypoDistance} (is a scheme one typo away from a
 * known one), {@code dialect} (JDBC URLs, transport lists) and {@code syntax} (each scheme's own
 * rules). The registry depends on nothing, so the engine's normalizer ({@code dev.urilint.uri}), the rule catalog
 * ({@code dev.urilint.rules}) and the scanner all read the same answer:
 *
 * <pre>{@code
 * SchemeRegistry.lookup("wss").defaultPort();            // 443
 * SchemeRegistry.find("jms").map(Scheme::dialect);       // Optional[CAMEL]
 * SchemeRegistry.find("htps");                           // Optional.empty: not a scheme urilint knows
 * }</pre>
 */
package dev.urilint.scheme;
