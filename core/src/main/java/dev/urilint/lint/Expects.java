package dev.urilint.lint;

/**
 * What the place a string is used at takes, where that place says more than "a URI": the
 * parameter of a Java sink that reads {@code host:port} itself (Kafka's bootstrap servers, a gRPC
 * target, Elasticsearch's {@code HttpHost.create}, {@code @FeignClient(url = "host:8443")}, which
 * Spring Cloud OpenFeign prefixes with {@code http://}), or an Apache Camel endpoint ({@code
 * from("kafka:orders")}). A config key says the same with its words ({@link Context#key()}); a
 * sink says it with this, never with its name.
 *
 * <pre>{@code
 * Context.locator().withExpects(Expects.HOST_PORT);   // "kafka-1:9092" is no scheme 'kafka-1'
 * }</pre>
 */
public enum Expects {
  /** A URI reference: what every string is unless its place says more. */
  URI,
  /** A URI, or a host and port (or a list of them) that the client completes itself. */
  HOST_PORT,
  /** An Apache Camel endpoint URI ({@code component:path?options}), read by Camel's own rules. */
  CAMEL_ENDPOINT
}
