package dev.urilint.sinks;

import dev.urilint.lint.Expects;
import dev.urilint.lint.RuleId;

/**
 * What a sink's argument holds, which decides how its string is checked.
 *
 * <pre>{@code
 * Takes.URI_TEMPLATE.allowsTemplates();   // true: RestTemplate expands {id} before the request
 * Takes.URI.allowsTemplates();            // false: URI.create("https://a/{id}") throws
 * }</pre>
 */
public enum Takes {
  /** A URI or URI reference used as is ({@code URI.create}, {@code new HttpGet}). */
  URI,
  /** A URI template: RFC 6570 variables ({@code {id}}) are expanded before use. */
  URI_TEMPLATE,
  /** A JDBC URL ({@code DriverManager.getConnection}). */
  JDBC_URL,
  /** A base URL that relative paths are resolved against ({@code Retrofit.Builder.baseUrl}). */
  BASE_URL,
  /** The multi-argument {@code java.net.URI} constructors: components the constructor quotes itself. */
  URI_COMPONENTS,
  /** The multi-argument {@code java.net.URL} constructors: components used as is. */
  URL_COMPONENTS,
  /**
   * A URI, or a host and port the client completes itself, alone or in a comma-separated list
   * ({@code kafka-1:9092,kafka-2:9092}, {@code HttpHost.create("es:9200")}, a Cassandra contact
   * point, Spring AMQP's addresses): {@code host:port} is no scheme there.
   */
  HOST_PORT_LIST,
  /**
   * A gRPC target ({@code ManagedChannelBuilder.forTarget}): a URI with a name resolver's scheme
   * ({@code dns:///greeter:50051}, {@code unix:/run/x.sock}) or an authority alone ({@code
   * greeter:50051}), which gRPC reads as {@code host:port}.
   */
  GRPC_TARGET,
  /**
   * A base URL or a host with an optional port: {@code @FeignClient(url = "api.acme.com:8443")},
   * which Spring Cloud OpenFeign prefixes with {@code http://} when it has no scheme.
   */
  URL_OR_HOST,
  /** An Apache Camel endpoint URI ({@code from("kafka:orders?brokers=k:9092")}), read by Camel's own rules. */
  CAMEL_ENDPOINT;

  /** Whether RFC 6570 variables are allowed in the argument. */
  public boolean allowsTemplates() {
    return this == URI_TEMPLATE;
  }

  /**
   * Whether the sink repairs itself what {@code rule} reports, so the rule does not run on its
   * argument: the {@code java.net.URI} component constructors quote illegal characters and {@code
   * %} (their Javadoc), so {@code malformed-uri} and {@code double-encoding} have nothing to say.
   */
  public boolean repairs(RuleId rule) {
    return this == URI_COMPONENTS && (rule == RuleId.MALFORMED_URI || rule == RuleId.DOUBLE_ENCODING);
  }

  /**
   * What the parameter takes, as the rules read it: {@code host:port} is no scheme where the
   * client completes it, a Camel endpoint follows Camel's rules.
   *
   * <pre>{@code
   * Takes.GRPC_TARGET.expects();   // Expects.HOST_PORT: forTarget("greeter:50051") is valid
   * Takes.URI.expects();           // Expects.URI: URI.create("greeter:50051") is scheme 'greeter'
   * }</pre>
   */
  public Expects expects() {
    return switch (this) {
      case HOST_PORT_LIST, GRPC_TARGET, URL_OR_HOST -> Expects.HOST_PORT;
      case CAMEL_ENDPOINT -> Expects.CAMEL_ENDPOINT;
      case URI, URI_TEMPLATE, JDBC_URL, BASE_URL, URI_COMPONENTS, URL_COMPONENTS -> Expects.URI;
    };
  }

  /** Whether the sink takes a URI in pieces, one argument per component, rather than one string. */
  public boolean takesComponents() {
    return this == URI_COMPONENTS || this == URL_COMPONENTS;
  }
}
