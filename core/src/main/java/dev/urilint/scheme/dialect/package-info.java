/**
 * Dialects that are not RFC 3986 as written but are read by a well-known client: JDBC URLs
 * ({@code jdbc:} and its driver's URL, {@link dev.urilint.scheme.dialect.JdbcUrls}), ActiveMQ /
 * Artemis transport lists ({@code (tcp://a,tcp://b)?ha=true}, {@link
 * dev.urilint.scheme.dialect.TransportList}) and Apache Camel endpoints, which Camel encodes
 * before it parses them ({@code kafka:t?repo=#bean}, {@link
 * dev.urilint.scheme.dialect.CamelEndpoints}).
 *
 * <pre>{@code
 * JdbcUrls.asDriverScheme("jdbc:mysql:replication://h/db");   // "jdbc+mysql+replication://h/db"
 * TransportList.isValid("(tcp://a:61616,tcp://b:61616)?ha=true", ParseOptions.DEFAULT);   // true
 * }</pre>
 *
 * <p>Owns: how each dialect maps onto the generic syntax. May use: the engine and the scheme
 * registry.
 */
package dev.urilint.scheme.dialect;
