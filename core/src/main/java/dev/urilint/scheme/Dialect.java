package dev.urilint.scheme;

/**
 * The family of strings a scheme belongs to: who defines its syntax beyond RFC 3986, and so how
 * a rule reads the rest of the string.
 *
 * <pre>{@code
 * SchemeRegistry.lookup("seda").dialect();      // CAMEL: "seda:work?size=100"
 * SchemeRegistry.lookup("failover").dialect();  // MESSAGING: "failover:(tcp://a:61616,tcp://b:61616)"
 * }</pre>
 */
public enum Dialect {
  /** Defined by an RFC or the IANA registry and read by generic clients: {@code http}, {@code mailto}, {@code urn}. */
  STANDARD,
  /** De-facto schemes of the Java, build and cloud ecosystems: {@code classpath}, {@code s3}, {@code jar}. */
  ECOSYSTEM,
  /**
   * {@code jdbc:} and its driver URL (JDBC 4.3 §9.4): {@code jdbc:postgresql://db/app}, {@code
   * jdbc:h2:mem:test}.
   */
  JDBC,
  /**
   * Apache Camel endpoint URIs and Spring Integration channels: {@code component:path?options},
   * with {@code {{prop}}} property placeholders and {@code RAW(...)} option values that are
   * taken verbatim ({@code direct:start}, {@code stream:in?promptMessage=Enter: },
   * {@code jdbc:dataSource}).
   */
  CAMEL,
  /**
   * ActiveMQ and Artemis transport URIs: {@code tcp://host:61616?options}, {@code vm://0}, and
   * the composite {@code failover:(tcp://a,tcp://b)?options} whose parentheses hold a list.
   */
  MESSAGING,
  /** Spring Cloud Gateway route targets: {@code lb://service}, {@code forward:/path}. */
  GATEWAY,
  /**
   * Addresses of service registries and configuration centres, read by their clients (Dubbo's
   * registry, config-center and metadata-report addresses): {@code
   * nacos://nacos:8848?username=nacos&password=nacos}, {@code zookeeper://zk:2181}. The client
   * parses its credentials out of the parameters and logs in with them, as a JDBC driver does, so
   * a {@code password=} there is a connection string's password ({@code
   * dev.urilint.secrets.ConnectionStrings}), not a secret sent in a request's query.
   */
  REGISTRY
}
