package dev.urilint.sinks;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a front end without a compiler needs to know about the sinks' types to follow a builder
 * chain: the type a method returns ({@code WebClient.builder()} is a {@code WebClient.Builder},
 * every method of an OkHttp {@code Request.Builder} but {@code build()} returns the builder),
 * which types are subtypes of a sink's owner ({@code RestTemplate} is a {@code RestOperations}),
 * and the parameter type of a lambda passed to a method (Spring Cloud Gateway's {@code
 * builder.routes().route(r -> r.path("/x").uri("lb://x"))}: {@code r} is a {@code PredicateSpec}).
 * javac knows all this from the class files; the scanner reads it here, so a chain it cannot
 * follow is simply not a sink.
 *
 * <pre>{@code
 * TypeFacts f = TypeFacts.builtIn();
 * f.returnType("org.springframework.web.reactive.function.client.WebClient", "builder");
 *     // Optional[org.springframework.web.reactive.function.client.WebClient.Builder]
 * f.supertypes("org.springframework.web.client.RestTemplate");
 *     // [org.springframework.web.client.RestTemplate, org.springframework.web.client.RestOperations]
 * f.lambdaParameter("org.springframework.cloud.gateway.route.builder.RouteLocatorBuilder.Builder", "route");
 *     // Optional[org.springframework.cloud.gateway.route.builder.PredicateSpec]
 * }</pre>
 */
public final class TypeFacts {

  /** In a return fact, every method of the owner not named otherwise. */
  static final String ANY = "*";

  /**
   * Spring's fluent HTTP clients, {@code client.get().uri("/owners/{id}", id)} and {@code
   * builder.baseUrl("...")}: WebClient, RestClient, and the test clients built on them
   * (WebTestClient, and Spring 7's RestTestClient), each with a nested {@code UriSpec} and {@code Builder}.
   */
  static final List<String> SPRING_CLIENTS = List.of(
      "org.springframework.web.reactive.function.client.WebClient",
      "org.springframework.web.client.RestClient",
      "org.springframework.test.web.reactive.server.WebTestClient",
      "org.springframework.test.web.servlet.client.RestTestClient");
  private static final List<String> HTTP_VERBS = List.of("get", "head", "delete", "options", "post", "put", "patch", "method");

  /** The package of Spring Cloud Gateway's route DSL (WebFlux), with its trailing dot. */
  static final String GATEWAY = "org.springframework.cloud.gateway.route.builder.";

  /** The OpenTelemetry exporters whose builder ({@code <exporter>Builder}) takes an endpoint URL. */
  static final List<String> OTEL_EXPORTERS = List.of(
      "io.opentelemetry.exporter.otlp.http.trace.OtlpHttpSpanExporter",
      "io.opentelemetry.exporter.otlp.http.metrics.OtlpHttpMetricExporter",
      "io.opentelemetry.exporter.otlp.http.logs.OtlpHttpLogRecordExporter",
      "io.opentelemetry.exporter.otlp.trace.OtlpGrpcSpanExporter",
      "io.opentelemetry.exporter.otlp.metrics.OtlpGrpcMetricExporter",
      "io.opentelemetry.exporter.otlp.logs.OtlpGrpcLogRecordExporter",
      "io.opentelemetry.exporter.zipkin.ZipkinSpanExporter");

  /**
   * Other exporters of traces and metrics built with an endpoint URL: Prometheus' OpenTelemetry
   * exporter ({@code OpenTelemetryExporter.builder().endpoint("http://collector:4318")}) and
   * Zipkin's reporter senders ({@code URLConnectionSender.create("http://zipkin:9411/api/v2/spans")},
   * also by {@code newBuilder().endpoint(...)}).
   */
  static final String PROMETHEUS_OTEL_EXPORTER = "io.prometheus.metrics.exporter.opentelemetry.OpenTelemetryExporter";

  static final List<String> ZIPKIN_SENDERS = List.of(
      "zipkin2.reporter.urlconnection.URLConnectionSender",
      "zipkin2.reporter.okhttp3.OkHttpSender");

  static final String FEIGN = "feign.Feign";
  static final String VERTX_WEB_CLIENT = "io.vertx.ext.web.client.WebClient";
  static final String ASYNC_HTTP_CLIENT = "org.asynchttpclient.AsyncHttpClient";
  static final String WEB_DRIVER = "org.openqa.selenium.WebDriver";
  static final String SPRING_DRIVER_DATA_SOURCE = "org.springframework.jdbc.datasource.AbstractDriverBasedDataSource";
  static final String DATA_SOURCE_BUILDER = "org.springframework.boot.jdbc.DataSourceBuilder";
  static final String HIKARI_CONFIG = "com.zaxxer.hikari.HikariConfig";
  static final String CASSANDRA_CLUSTER = "com.datastax.driver.core.Cluster";
  static final String SPRING_AMQP_FACTORY = "org.springframework.amqp.rabbit.connection.AbstractConnectionFactory";
  static final String PULSAR = "org.apache.pulsar.client.api.";
  static final String CAMEL_ROUTE_BUILDER = "org.apache.camel.builder.RouteBuilder";
  static final String CAMEL_PROCESSOR = "org.apache.camel.model.ProcessorDefinition";

  private final Map<String, String> returns;
  private final Map<String, List<String>> supertypes;
  private final Map<String, String> lambdaParameters;
  // For each type, the types one step from it: its subtypes, and the owners of a method that
  // returns it or passes it to a lambda. leadingTo walks it backwards from its targets.
  private final Map<String, Set<String>> leadersOf;

  private TypeFacts(Map<String, String> returns, Map<String, List<String>> supertypes, Map<String, String> lambdaParameters) {
    this.returns = Map.copyOf(returns);
    this.supertypes = Map.copyOf(supertypes);
    this.lambdaParameters = Map.copyOf(lambdaParameters);
    Map<String, Set<String>> leaders = new HashMap<>();
    this.supertypes.forEach((type, ups) -> ups.forEach(up -> leaders.computeIfAbsent(up, k -> new HashSet<>()).add(type)));
    for (Map<String, String> facts : List.of(this.returns, this.lambdaParameters)) {
      facts.forEach((member, type) ->
          leaders.computeIfAbsent(type, k -> new HashSet<>()).add(member.substring(0, member.indexOf('#'))));
    }
    this.leadersOf = Map.copyOf(leaders);
  }

  /** The facts of the built-in sinks' libraries. */
  static TypeFacts builtIn() {
    Map<String, String> r = new HashMap<>();
    Map<String, List<String>> up = new HashMap<>();
    Map<String, String> lambdas = new HashMap<>();
    // OkHttp: new Request.Builder().header(...).url("...")
    fluent(r, "okhttp3.Request.Builder", "okhttp3.Request");
    // Retrofit: new Retrofit.Builder().client(c).baseUrl("...")
    fluent(r, "retrofit2.Retrofit.Builder", "retrofit2.Retrofit");
    // Spring WebClient and RestClient: WebClient.builder().baseUrl("..."), client.get().uri("...")
    for (String c : SPRING_CLIENTS) {
      r.put(c + "#builder", c + ".Builder");
      r.put(c + "#bindToServer", c + ".Builder");
      r.put(c + "#create", c);
      fluent(r, c + ".Builder", c);
      for (String verb : HTTP_VERBS) {
        r.put(c + "#" + verb, c + ".UriSpec");
      }
      up.put(c + ".RequestHeadersUriSpec", List.of(c + ".UriSpec"));
      up.put(c + ".RequestBodyUriSpec", List.of(c + ".UriSpec"));
    }
    // Spring RestTemplate implements RestOperations; RestTemplateBuilder builds one.
    up.put("org.springframework.web.client.RestTemplate", List.of("org.springframework.web.client.RestOperations"));
    fluent(r, "org.springframework.boot.web.client.RestTemplateBuilder", "org.springframework.web.client.RestTemplate");
    fluent(r, "org.springframework.boot.restclient.RestTemplateBuilder", "org.springframework.web.client.RestTemplate");
    gatewayRoutes(r, up, lambdas);
    // OpenTelemetry: OtlpHttpSpanExporter.builder().setEndpoint("...").build()
    for (String exporter : OTEL_EXPORTERS) {
      r.put(exporter + "#builder", exporter + "Builder");
      fluent(r, exporter + "Builder", exporter);
    }
    r.put(PROMETHEUS_OTEL_EXPORTER + "#builder", PROMETHEUS_OTEL_EXPORTER + ".Builder");
    fluent(r, PROMETHEUS_OTEL_EXPORTER + ".Builder", PROMETHEUS_OTEL_EXPORTER);
    for (String sender : ZIPKIN_SENDERS) {
      r.put(sender + "#newBuilder", sender + ".Builder");
      fluent(r, sender + ".Builder", sender);
    }
    // JAX-RS: ClientBuilder.newClient().target("...")
    for (String pkg : List.of("javax.ws.rs.client.", "jakarta.ws.rs.client.")) {
      r.put(pkg + "ClientBuilder#newClient", pkg + "Client");
      r.put(pkg + "ClientBuilder#newBuilder", pkg + "ClientBuilder");
      fluent(r, pkg + "ClientBuilder", pkg + "Client");
    }
    clients(r, up);
    return new TypeFacts(r, up, lambdas);
  }

  // The builders and subtypes of the other clients' sinks.
  private static void clients(Map<String, String> r, Map<String, List<String>> up) {
    // Feign.builder().encoder(e).target(Api.class, "https://api.acme.com")
    r.put(FEIGN + "#builder", FEIGN + ".Builder");
    fluent(r, FEIGN + ".Builder", FEIGN);
    up.put("org.asynchttpclient.DefaultAsyncHttpClient", List.of(ASYNC_HTTP_CLIENT));
    r.put("org.asynchttpclient.Dsl#asyncHttpClient", ASYNC_HTTP_CLIENT);
    r.put(VERTX_WEB_CLIENT + "#create", VERTX_WEB_CLIENT);
    // Selenium: driver.navigate().to("..."); every driver is a RemoteWebDriver, a WebDriver.
    r.put(WEB_DRIVER + "#navigate", WEB_DRIVER + ".Navigation");
    up.put("org.openqa.selenium.remote.RemoteWebDriver", List.of(WEB_DRIVER));
    for (String d : List.of("chrome.ChromeDriver", "firefox.FirefoxDriver", "edge.EdgeDriver", "safari.SafariDriver")) {
      up.put("org.openqa.selenium." + d, List.of("org.openqa.selenium.remote.RemoteWebDriver"));
    }
    for (String d : List.of("DriverManagerDataSource", "SimpleDriverDataSource")) {
      up.put("org.springframework.jdbc.datasource." + d, List.of(SPRING_DRIVER_DATA_SOURCE));
    }
    up.put("org.springframework.jdbc.datasource.SingleConnectionDataSource",
        List.of("org.springframework.jdbc.datasource.DriverManagerDataSource"));
    // DataSourceBuilder.create().url("jdbc:...").username("u").build()
    r.put(DATA_SOURCE_BUILDER + "#create", DATA_SOURCE_BUILDER);
    fluent(r, DATA_SOURCE_BUILDER, "javax.sql.DataSource");
    up.put("com.zaxxer.hikari.HikariDataSource", List.of(HIKARI_CONFIG));
    r.put(CASSANDRA_CLUSTER + "#builder", CASSANDRA_CLUSTER + ".Builder");
    fluent(r, CASSANDRA_CLUSTER + ".Builder", CASSANDRA_CLUSTER);
    for (String f : List.of("CachingConnectionFactory", "SingleConnectionFactory", "ThreadChannelConnectionFactory", "PooledChannelConnectionFactory")) {
      up.put("org.springframework.amqp.rabbit.connection." + f, List.of(SPRING_AMQP_FACTORY));
    }
    // PulsarClient.builder().serviceUrl("pulsar://broker:6650").build()
    r.put(PULSAR + "PulsarClient#builder", PULSAR + "ClientBuilder");
    fluent(r, PULSAR + "ClientBuilder", PULSAR + "PulsarClient");
    r.put("io.nats.client.Options#builder", "io.nats.client.Options.Builder");
    fluent(r, "io.nats.client.Options.Builder", "io.nats.client.Options");
    // Camel: from("...") gives a RouteDefinition, a ProcessorDefinition whose methods return it.
    String route = "org.apache.camel.model.RouteDefinition";
    r.put(CAMEL_ROUTE_BUILDER + "#from", route);
    r.put(route + "#" + ANY, route);
    up.put(route, List.of(CAMEL_PROCESSOR));
    up.put("org.apache.camel.builder.endpoint.EndpointRouteBuilder", List.of(CAMEL_ROUTE_BUILDER));
  }

  // builder.routes().route("id", r -> r.path("/a/**").and().host("*.acme.com").filters(f -> f.stripPrefix(1)).uri("lb://a"))
  private static void gatewayRoutes(Map<String, String> r, Map<String, List<String>> up, Map<String, String> lambdas) {
    String builder = GATEWAY + "RouteLocatorBuilder.Builder";
    String predicate = GATEWAY + "PredicateSpec";
    String bool = GATEWAY + "BooleanSpec";
    String booleanOp = bool + ".BooleanOpSpec";
    String filters = GATEWAY + "GatewayFilterSpec";
    String uri = GATEWAY + "UriSpec";
    r.put(GATEWAY + "RouteLocatorBuilder#routes", builder);
    fluent(r, builder, "org.springframework.cloud.gateway.route.RouteLocator");
    lambdas.put(builder + "#route", predicate);
    // Every predicate (path, host, header...) returns a BooleanSpec, which combines or filters.
    r.put(predicate + "#" + ANY, bool);
    r.put(bool + "#and", booleanOp);
    r.put(bool + "#or", booleanOp);
    r.put(bool + "#negate", bool);
    r.put(bool + "#filters", uri);
    lambdas.put(bool + "#filters", filters);
    lambdas.put(predicate + "#not", predicate);
    lambdas.put(booleanOp + "#nested", predicate);
    r.put(filters + "#" + ANY, filters);
    r.put(uri + "#" + ANY, uri);
    up.put(predicate, List.of(uri));
    up.put(bool, List.of(uri));
    up.put(booleanOp, List.of(predicate));
    up.put(filters, List.of(uri));
  }

  // Every method of a builder returns the builder, except build(), which returns what it builds.
  private static void fluent(Map<String, String> r, String builder, String built) {
    r.put(builder + "#" + ANY, builder);
    r.put(builder + "#build", built);
  }

  /** The type {@code method} of {@code owner} returns, if known. */
  public Optional<String> returnType(String owner, String method) {
    String exact = returns.get(owner + "#" + method);
    return Optional.ofNullable(exact != null ? exact : returns.get(owner + "#" + ANY));
  }

  /** {@code type} and every supertype of it that the facts know, nearest first. */
  public List<String> supertypes(String type) {
    List<String> out = new ArrayList<>();
    out.add(type);
    for (int i = 0; i < out.size(); i++) {
      for (String s : supertypes.getOrDefault(out.get(i), List.of())) {
        if (!out.contains(s)) {
          out.add(s);
        }
      }
    }
    return out;
  }

  /**
   * The type of the single parameter of a lambda passed to {@code method} of {@code owner} (its
   * functional interface's parameter), if known: what an implicitly typed {@code r -> ...} is.
   */
  public Optional<String> lambdaParameter(String owner, String method) {
    return Optional.ofNullable(lambdaParameters.get(owner + "#" + method));
  }

  /**
   * {@code targets} and every type the facts lead to them from: a subtype, or a type with a method
   * that returns one ({@code RestTemplateBuilder#build} returns a {@code RestTemplate}, a {@code
   * RestOperations}) or passes one to a lambda, to a fixed point.
   */
  Set<String> leadingTo(Set<String> targets) {
    // A walk backwards over the one-step edges: each type is entered once. (A fixed point over
    // every type per round, per sink owner, took a third of a second of every run's start-up.)
    Set<String> out = new HashSet<>(targets);
    java.util.ArrayDeque<String> todo = new java.util.ArrayDeque<>(targets);
    while (!todo.isEmpty()) {
      for (String leader : leadersOf.getOrDefault(todo.pop(), Set.of())) {
        if (out.add(leader)) {
          todo.push(leader);
        }
      }
    }
    return out;
  }

  /** Every type the facts name. */
  Set<String> types() {
    Set<String> out = new HashSet<>(supertypes.keySet());
    supertypes.values().forEach(out::addAll);
    for (Map<String, String> facts : List.of(returns, lambdaParameters)) {
      facts.forEach((k, v) -> {
        out.add(k.substring(0, k.indexOf('#')));
        out.add(v);
      });
    }
    return out;
  }
}
