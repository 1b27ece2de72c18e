package dev.urilint.sinks;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The methods, constructors and annotation elements whose {@code String} arguments are URIs, and
 * what each takes ({@link Takes}: a URI, a template, a base URL, a JDBC URL, a {@code host:port}
 * list, a gRPC target, a Camel endpoint): the JDK, OkHttp, Apache HttpClient 4 and 5, Spring
 * (RestTemplate, RestClient, WebClient, Spring Boot's RestTemplateBuilder and DataSourceBuilder,
 * DriverManagerDataSource, Spring Cloud Gateway's route DSL, Spring AMQP), JAX-RS, Retrofit,
 * OpenFeign, Vert.x, async-http-client, Unirest, Jsoup, Selenium, JDBC, HikariCP, MongoDB,
 * Lettuce, Jedis, Elasticsearch, Cassandra, RabbitMQ, ActiveMQ and Artemis, Pulsar, NATS, Paho
 * MQTT, gRPC, the AWS SDK, Camel routes, the OpenTelemetry exporters, plus the
 * user's own ({@code -XepOpt:UriLint:AdditionalSinks}, {@code sinks:} in {@code urilint.yml}).
 * Data only: the Error Prone check builds its matchers from it and the scanner matches the types
 * it resolves against it, so both front ends agree on what a sink is. None of these libraries is
 * needed to build urilint.
 *
 * <pre>{@code
 * SinkCatalog catalog = SinkCatalog.builtIn().with(List.of(SinkSpec.parse("com.acme.Http#get")), List.of());
 * catalog.ofOwner("java.net.URI");   // new URI(String), URI.create, URI.resolve, the component constructors
 * }</pre>
 */
public final class SinkCatalog {

  /** The one parameter type a URI argument has. */
  public static final String STRING = "java.lang.String";

  private static final List<String> HTTP_METHODS =
      List.of("get", "post", "put", "delete", "head", "options", "patch", "trace");
  private static final List<String> HTTP_REQUEST_CLASSES =
      List.of("HttpGet", "HttpPost", "HttpPut", "HttpDelete", "HttpHead", "HttpOptions", "HttpPatch", "HttpTrace");
  private static final List<String> RETROFIT_METHODS =
      List.of("GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS");

  private static final SinkCatalog BUILT_IN = new SinkCatalog(builtInSinks(), TypeFacts.builtIn());

  private final List<Sink> sinks;
  private final Map<String, List<Sink>> byOwner;
  private final TypeFacts facts;
  private final Set<String> knownTypes;

  private SinkCatalog(List<Sink> sinks, TypeFacts facts) {
    this.sinks = List.copyOf(sinks);
    this.facts = facts;
    Map<String, List<Sink>> owners = new HashMap<>();
    for (Sink s : this.sinks) {
      owners.computeIfAbsent(s.owner(), o -> new ArrayList<>()).add(s);
    }
    owners.replaceAll((o, list) -> List.copyOf(list));
    this.byOwner = Map.copyOf(owners);
    Set<String> types = new HashSet<>(byOwner.keySet());
    types.addAll(facts.types());
    this.knownTypes = Set.copyOf(types);
  }

  /** The built-in sinks. */
  public static SinkCatalog builtIn() {
    return BUILT_IN;
  }

  /**
   * This catalog plus the user's sinks: {@code uriSinks} take URIs, {@code templateSinks} URI
   * templates; an annotation element always takes a template (Spring resolves {@code ${...}} in
   * it, Retrofit expands {@code {name}}).
   */
  public SinkCatalog with(List<SinkSpec> uriSinks, List<SinkSpec> templateSinks) {
    if (uriSinks.isEmpty() && templateSinks.isEmpty()) {
      return this;
    }
    List<Sink> all = new ArrayList<>(sinks);
    uriSinks.forEach(s -> all.add(user(s, Takes.URI)));
    templateSinks.forEach(s -> all.add(user(s, Takes.URI_TEMPLATE)));
    return new SinkCatalog(all, facts);
  }

  /** Every sink, built-in first. */
  public List<Sink> sinks() {
    return sinks;
  }

  /** The sinks whose owner is exactly {@code type} (fully qualified). */
  public List<Sink> ofOwner(String type) {
    return byOwner.getOrDefault(type, List.of());
  }

  /** What the catalog knows about types besides their sinks: return types of builder chains, supertypes. */
  public TypeFacts facts() {
    return facts;
  }

  /**
   * The types a call on which may reach a sink whatever the method is named: the owners of {@link
   * Sink#ANY_METHOD} sinks ({@code RestOperations}) and every type the facts lead to them from
   * ({@code RestTemplate}, {@code RestTemplateBuilder}). A source that names none of them reaches a
   * sink only through a call, constructor or annotation named as in the catalog.
   *
   * <pre>{@code
   * SinkCatalog.builtIn().anyMethodTypes();   // [...RestOperations, ...RestTemplate, ...RestTemplateBuilder]
   * }</pre>
   */
  public Set<String> anyMethodTypes() {
    Set<String> owners = new HashSet<>();
    for (Sink s : sinks) {
      if (s.member().equals(Sink.ANY_METHOD) && s.call() != Call.ANNOTATION) {
        owners.add(s.owner());
      }
    }
    return owners.isEmpty() ? Set.of() : Set.copyOf(facts.leadingTo(owners));
  }

  /**
   * The types from which a call can reach an instance sink of {@code owner}: the owner, its
   * subtypes, and every type the facts lead to it from (a builder's, a lambda's), to a fixed point.
   * A front end that resolves types from one file reaches such a sink only where the file writes
   * one of them ({@code Feign} for {@code Feign.builder().target(...)}, {@code ChromeDriver} for
   * {@code driver.get(...)}).
   *
   * <pre>{@code
   * SinkCatalog.builtIn().typesLeadingTo("feign.Feign.Builder");   // [feign.Feign.Builder, feign.Feign]
   * }</pre>
   */
  public Set<String> typesLeadingTo(String owner) {
    return Set.copyOf(facts.leadingTo(Set.of(owner)));
  }

  /** Whether {@code type} owns a sink or is named by a type fact: worth resolving an on-demand import to. */
  public boolean knows(String type) {
    return knownTypes.contains(type);
  }

  private static Sink user(SinkSpec spec, Takes takes) {
    Call call = spec.annotation() ? Call.ANNOTATION : spec.member().equals(Sink.CONSTRUCTOR) ? Call.CONSTRUCTOR : Call.METHOD;
    // An annotation is shown as written (@Endpoint#url), a method by its full owner.
    String name = spec.annotation() ? "@" + simpleName(spec.owner()) + "#" + spec.member() : spec.owner() + "#" + spec.member();
    return new Sink(
        name,
        spec.owner(),
        call,
        spec.member(),
        Optional.empty(),
        spec.argument().orElse(Sink.FIRST_STRING),
        spec.annotation() ? Takes.URI_TEMPLATE : takes);
  }

  private static List<Sink> builtInSinks() {
    List<Sink> s = new ArrayList<>();
    Optional<List<String>> string = Optional.of(List.of(STRING));
    // java.net
    s.add(new Sink("new URI", "java.net.URI", Call.CONSTRUCTOR, "new", string, 0, Takes.URI));
    s.add(new Sink("URI.create", "java.net.URI", Call.STATIC, "create", string, 0, Takes.URI));
    s.add(new Sink("URI.resolve", "java.net.URI", Call.INSTANCE, "resolve", string, 0, Takes.URI));
    for (List<String> p : List.of(
        List.of(STRING, STRING, STRING),
        List.of(STRING, STRING, STRING, STRING),
        List.of(STRING, STRING, STRING, STRING, STRING),
        List.of(STRING, STRING, STRING, "int", STRING, STRING, STRING))) {
      s.add(new Sink("new URI", "java.net.URI", Call.CONSTRUCTOR, "new", Optional.of(p), Sink.FIRST_STRING, Takes.URI_COMPONENTS));
    }
    s.add(new Sink("new URL", "java.net.URL", Call.CONSTRUCTOR, "new", string, 0, Takes.URI));
    s.add(new Sink("new URL", "java.net.URL", Call.CONSTRUCTOR, "new", Optional.of(List.of("java.net.URL", STRING)), 1, Takes.URI));
    for (List<String> p : List.of(List.of(STRING, STRING, STRING), List.of(STRING, STRING, "int", STRING))) {
      s.add(new Sink("new URL", "java.net.URL", Call.CONSTRUCTOR, "new", Optional.of(p), Sink.FIRST_STRING, Takes.URL_COMPONENTS));
    }
    s.add(new Sink("DriverManager.getConnection", "java.sql.DriverManager", Call.STATIC, "getConnection", Optional.empty(), 0, Takes.JDBC_URL));
    // OkHttp
    for (String m : List.of("get", "parse")) {
      s.add(new Sink("HttpUrl." + m, "okhttp3.HttpUrl", Call.STATIC, m, string, 0, Takes.URI));
    }
    s.add(new Sink("Request.Builder.url", "okhttp3.Request.Builder", Call.INSTANCE, "url", string, 0, Takes.URI));
    // Apache HttpClient 5 and 4
    for (String pkg : List.of("org.apache.hc.client5.http.classic.methods.", "org.apache.http.client.methods.")) {
      for (String c : HTTP_REQUEST_CLASSES) {
        s.add(new Sink("new " + c, pkg + c, Call.CONSTRUCTOR, "new", string, 0, Takes.URI));
      }
    }
    for (String c : List.of("org.apache.hc.core5.net.URIBuilder", "org.apache.http.client.utils.URIBuilder")) {
      s.add(new Sink("new URIBuilder", c, Call.CONSTRUCTOR, "new", string, 0, Takes.URI));
    }
    for (String c : List.of(
        "org.apache.hc.core5.http.io.support.ClassicRequestBuilder",
        "org.apache.hc.client5.http.async.methods.SimpleRequestBuilder")) {
      for (String m : HTTP_METHODS) {
        s.add(new Sink(simpleName(c) + "." + m, c, Call.STATIC, m, string, 0, Takes.URI));
      }
    }
    // Spring: URI templates with {variables}
    s.add(new Sink("RestTemplate", "org.springframework.web.client.RestOperations", Call.INSTANCE, Sink.ANY_METHOD, Optional.empty(), 0, Takes.URI_TEMPLATE));
    for (String c : TypeFacts.SPRING_CLIENTS) {
      s.add(new Sink("UriSpec.uri", c + ".UriSpec", Call.INSTANCE, "uri", Optional.empty(), 0, Takes.URI_TEMPLATE));
      s.add(new Sink("baseUrl", c + ".Builder", Call.INSTANCE, "baseUrl", string, 0, Takes.URI_TEMPLATE));
    }
    for (String m : List.of("fromUriString", "fromHttpUrl")) {
      s.add(new Sink("UriComponentsBuilder." + m, "org.springframework.web.util.UriComponentsBuilder", Call.STATIC, m, string, 0, Takes.URI_TEMPLATE));
    }
    // JAX-RS (javax and jakarta)
    for (String pkg : List.of("javax.ws.rs.", "jakarta.ws.rs.")) {
      s.add(new Sink("UriBuilder.fromUri", pkg + "core.UriBuilder", Call.STATIC, "fromUri", string, 0, Takes.URI_TEMPLATE));
      s.add(new Sink("Client.target", pkg + "client.Client", Call.INSTANCE, "target", string, 0, Takes.URI_TEMPLATE));
    }
    // Spring Boot's RestTemplateBuilder (Boot 2-3, and Boot 4's own package): the root is put in
    // front of every relative template before it is expanded, so it is a template too.
    for (String c : List.of(
        "org.springframework.boot.web.client.RestTemplateBuilder",
        "org.springframework.boot.restclient.RestTemplateBuilder")) {
      s.add(new Sink("RestTemplateBuilder.rootUri", c, Call.INSTANCE, "rootUri", string, 0, Takes.URI_TEMPLATE));
    }
    // Spring Cloud Gateway's route DSL: route(r -> r.path("/x/**").uri("lb://service")), read
    // with URI.create by Route.AsyncBuilder.
    s.add(new Sink("UriSpec.uri", TypeFacts.GATEWAY + "UriSpec", Call.INSTANCE, "uri", string, 0, Takes.URI));
    // OpenTelemetry exporters: OtlpHttpSpanExporter.builder().setEndpoint("http://collector:4318/v1/traces"),
    // parsed with new URI(...).
    for (String exporter : TypeFacts.OTEL_EXPORTERS) {
      s.add(new Sink(simpleName(exporter) + "Builder.setEndpoint", exporter + "Builder", Call.INSTANCE, "setEndpoint", string, 0, Takes.URI));
    }
    // Prometheus' OpenTelemetry exporter and Zipkin's senders: the endpoint is a whole URL (a
    // Zipkin sender reads it with new URL(...), so "zipkin:9411/api/v2/spans" fails at start).
    s.add(new Sink("OpenTelemetryExporter.Builder.endpoint", TypeFacts.PROMETHEUS_OTEL_EXPORTER + ".Builder", Call.INSTANCE,
        "endpoint", string, 0, Takes.URI));
    for (String sender : TypeFacts.ZIPKIN_SENDERS) {
      s.add(new Sink(simpleName(sender) + ".create", sender, Call.STATIC, "create", string, 0, Takes.URI));
      s.add(new Sink(simpleName(sender) + ".Builder.endpoint", sender + ".Builder", Call.INSTANCE, "endpoint", string, 0, Takes.URI));
    }
    // Retrofit
    s.add(new Sink("Retrofit.Builder.baseUrl", "retrofit2.Retrofit.Builder", Call.INSTANCE, "baseUrl", string, 0, Takes.BASE_URL));
    httpClients(s);
    dataStores(s);
    messaging(s);
    // Annotation elements: all templates (Spring resolves ${...} in them, Retrofit expands {name}),
    // but @FeignClient's url: Spring Cloud OpenFeign puts http:// before a url without a scheme,
    // so "api.acme.com:8443" is a host and port there.
    s.add(new Sink("@FeignClient#url", "org.springframework.cloud.openfeign.FeignClient", Call.ANNOTATION, "url", Optional.empty(), 0, Takes.URL_OR_HOST));
    for (String m : RETROFIT_METHODS) {
      s.add(new Sink("@" + m + "#value", "retrofit2.http." + m, Call.ANNOTATION, "value", Optional.empty(), 0, Takes.URI_TEMPLATE));
    }
    s.add(new Sink("@HTTP#path", "retrofit2.http.HTTP", Call.ANNOTATION, "path", Optional.empty(), 0, Takes.URI_TEMPLATE));
    return s;
  }

  // HTTP clients beyond the JDK's: Spring's create(String), Feign, Vert.x, async-http-client,
  // Unirest, Jsoup, Selenium; the AWS SDK v1 endpoint (v2's endpointOverride takes a URI, made by
  // URI.create).
  private static void httpClients(List<Sink> s) {
    Optional<List<String>> string = Optional.of(List.of(STRING));
    for (String c : List.of("org.springframework.web.client.RestClient", "org.springframework.web.reactive.function.client.WebClient")) {
      s.add(new Sink(simpleName(c) + ".create", c, Call.STATIC, "create", string, 0, Takes.URI_TEMPLATE));
    }
    // Feign.builder().target(Api.class, "https://api.acme.com"): the base URL of every request.
    s.add(new Sink("Feign.Builder.target", TypeFacts.FEIGN + ".Builder", Call.INSTANCE, "target", Optional.empty(), 1, Takes.BASE_URL));
    for (String m : List.of("getAbs", "postAbs", "putAbs", "deleteAbs", "headAbs", "patchAbs")) {
      s.add(new Sink("WebClient." + m, TypeFacts.VERTX_WEB_CLIENT, Call.INSTANCE, m, string, 0, Takes.URI));
    }
    s.add(new Sink("WebClient.requestAbs", TypeFacts.VERTX_WEB_CLIENT, Call.INSTANCE, "requestAbs", Optional.empty(), 1, Takes.URI));
    for (String verb : List.of("Get", "Post", "Put", "Delete", "Head", "Options", "Patch", "Trace", "Connect")) {
      s.add(new Sink("AsyncHttpClient.prepare" + verb, TypeFacts.ASYNC_HTTP_CLIENT, Call.INSTANCE, "prepare" + verb, string, 0, Takes.URI));
    }
    // Unirest expands {name} route parameters (routeParam) before the request.
    for (String c : List.of("kong.unirest.Unirest", "kong.unirest.core.Unirest")) {
      for (String m : List.of("get", "post", "put", "delete", "patch", "head", "options")) {
        s.add(new Sink("Unirest." + m, c, Call.STATIC, m, string, 0, Takes.URI_TEMPLATE));
      }
    }
    s.add(new Sink("Jsoup.connect", "org.jsoup.Jsoup", Call.STATIC, "connect", string, 0, Takes.URI));
    s.add(new Sink("WebDriver.get", TypeFacts.WEB_DRIVER, Call.INSTANCE, "get", string, 0, Takes.URI));
    s.add(new Sink("WebDriver.Navigation.to", TypeFacts.WEB_DRIVER + ".Navigation", Call.INSTANCE, "to", string, 0, Takes.URI));
    s.add(new Sink("new EndpointConfiguration", "com.amazonaws.client.builder.AwsClientBuilder.EndpointConfiguration", Call.CONSTRUCTOR, "new", Optional.empty(), 0, Takes.URI));
  }

  // JDBC data sources, MongoDB, Redis, Elasticsearch, Cassandra.
  private static void dataStores(List<Sink> s) {
    Optional<List<String>> string = Optional.of(List.of(STRING));
    s.add(new Sink("DriverManager.getDriver", "java.sql.DriverManager", Call.STATIC, "getDriver", string, 0, Takes.JDBC_URL));
    s.add(new Sink("new DriverManagerDataSource", "org.springframework.jdbc.datasource.DriverManagerDataSource", Call.CONSTRUCTOR, "new", Optional.empty(), 0, Takes.JDBC_URL));
    s.add(new Sink("DataSource.setUrl", TypeFacts.SPRING_DRIVER_DATA_SOURCE, Call.INSTANCE, "setUrl", string, 0, Takes.JDBC_URL));
    s.add(new Sink("DataSourceBuilder.url", TypeFacts.DATA_SOURCE_BUILDER, Call.INSTANCE, "url", string, 0, Takes.JDBC_URL));
    s.add(new Sink("HikariConfig.setJdbcUrl", TypeFacts.HIKARI_CONFIG, Call.INSTANCE, "setJdbcUrl", string, 0, Takes.JDBC_URL));
    for (String c : List.of("com.mongodb.client.MongoClients", "com.mongodb.reactivestreams.client.MongoClients")) {
      s.add(new Sink("MongoClients.create", c, Call.STATIC, "create", string, 0, Takes.URI));
    }
    for (String c : List.of("com.mongodb.ConnectionString", "com.mongodb.MongoClientURI")) {
      s.add(new Sink("new " + simpleName(c), c, Call.CONSTRUCTOR, "new", Optional.empty(), 0, Takes.URI));
    }
    for (String c : List.of("io.lettuce.core.RedisClient", "io.lettuce.core.RedisURI", "io.lettuce.core.cluster.RedisClusterClient")) {
      s.add(new Sink(simpleName(c) + ".create", c, Call.STATIC, "create", string, 0, Takes.URI));
    }
    // Jedis reads its one String as a redis:// URI, or else as a host alone: "localhost:6379" is
    // neither, so it is checked as a URI.
    for (String c : List.of("redis.clients.jedis.Jedis", "redis.clients.jedis.JedisPool", "redis.clients.jedis.JedisPooled")) {
      s.add(new Sink("new " + simpleName(c), c, Call.CONSTRUCTOR, "new", string, 0, Takes.URI));
    }
    // Elasticsearch's low-level client: HttpHost.create("https://es:9200") or "es:9200".
    for (String c : List.of("org.apache.http.HttpHost", "org.apache.hc.core5.http.HttpHost")) {
      s.add(new Sink("HttpHost.create", c, Call.STATIC, "create", string, 0, Takes.HOST_PORT_LIST));
    }
    s.add(new Sink("Cluster.Builder.addContactPoint", TypeFacts.CASSANDRA_CLUSTER + ".Builder", Call.INSTANCE, "addContactPoint", string, 0, Takes.HOST_PORT_LIST));
    s.add(new Sink("Cluster.Builder.addContactPoints", TypeFacts.CASSANDRA_CLUSTER + ".Builder", Call.INSTANCE, "addContactPoints", Optional.empty(), 0, Takes.HOST_PORT_LIST));
    s.add(new Sink("CqlSessionFactoryBean.setContactPoints", "org.springframework.data.cassandra.config.CqlSessionFactoryBean", Call.INSTANCE, "setContactPoints", string, 0, Takes.HOST_PORT_LIST));
  }

  // Message brokers, gRPC and Camel routes.
  private static void messaging(List<Sink> s) {
    Optional<List<String>> string = Optional.of(List.of(STRING));
    Optional<List<String>> threeStrings = Optional.of(List.of(STRING, STRING, STRING));
    s.add(new Sink("ConnectionFactory.setUri", "com.rabbitmq.client.ConnectionFactory", Call.INSTANCE, "setUri", string, 0, Takes.URI));
    s.add(new Sink("ConnectionFactory.setUri", TypeFacts.SPRING_AMQP_FACTORY, Call.INSTANCE, "setUri", string, 0, Takes.URI));
    s.add(new Sink("ConnectionFactory.setAddresses", TypeFacts.SPRING_AMQP_FACTORY, Call.INSTANCE, "setAddresses", string, 0, Takes.HOST_PORT_LIST));
    // ActiveMQ Classic takes (brokerURL) or (user, password, brokerURL); Artemis (url) or (url, user, password).
    String classic = "org.apache.activemq.ActiveMQConnectionFactory";
    String artemis = "org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory";
    s.add(new Sink("new ActiveMQConnectionFactory", classic, Call.CONSTRUCTOR, "new", string, 0, Takes.URI));
    s.add(new Sink("new ActiveMQConnectionFactory", classic, Call.CONSTRUCTOR, "new", threeStrings, 2, Takes.URI));
    s.add(new Sink("new ActiveMQConnectionFactory", artemis, Call.CONSTRUCTOR, "new", string, 0, Takes.URI));
    s.add(new Sink("new ActiveMQConnectionFactory", artemis, Call.CONSTRUCTOR, "new", threeStrings, 0, Takes.URI));
    for (String c : List.of(classic, artemis)) {
      s.add(new Sink("ActiveMQConnectionFactory.setBrokerURL", c, Call.INSTANCE, "setBrokerURL", string, 0, Takes.URI));
    }
    s.add(new Sink("ClientBuilder.serviceUrl", TypeFacts.PULSAR + "ClientBuilder", Call.INSTANCE, "serviceUrl", string, 0, Takes.URI));
    s.add(new Sink("Nats.connect", "io.nats.client.Nats", Call.STATIC, "connect", string, 0, Takes.URI));
    s.add(new Sink("Options.Builder.server", "io.nats.client.Options.Builder", Call.INSTANCE, "server", string, 0, Takes.URI));
    for (String pkg : List.of("org.eclipse.paho.client.mqttv3.", "org.eclipse.paho.mqttv5.client.")) {
      for (String c : List.of("MqttClient", "MqttAsyncClient")) {
        s.add(new Sink("new " + c, pkg + c, Call.CONSTRUCTOR, "new", Optional.empty(), 0, Takes.URI));
      }
    }
    // gRPC: a target is "dns:///greeter:50051" or "greeter:50051" (host and port).
    for (String c : List.of(
        "io.grpc.ManagedChannelBuilder",
        "io.grpc.netty.NettyChannelBuilder",
        "io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder",
        "io.grpc.okhttp.OkHttpChannelBuilder")) {
      s.add(new Sink(simpleName(c) + ".forTarget", c, Call.STATIC, "forTarget", string, 0, Takes.GRPC_TARGET));
    }
    s.add(new Sink("Grpc.newChannelBuilder", "io.grpc.Grpc", Call.STATIC, "newChannelBuilder", Optional.empty(), 0, Takes.GRPC_TARGET));
    // Camel's Java DSL: from("kafka:orders").to("jms:queue:x"), read by Camel's endpoint rules.
    s.add(new Sink("RouteBuilder.from", TypeFacts.CAMEL_ROUTE_BUILDER, Call.INSTANCE, "from", string, 0, Takes.CAMEL_ENDPOINT));
    for (String m : List.of("to", "toD", "wireTap", "enrich", "pollEnrich")) {
      s.add(new Sink("ProcessorDefinition." + m, TypeFacts.CAMEL_PROCESSOR, Call.INSTANCE, m, string, 0, Takes.CAMEL_ENDPOINT));
    }
    camelClients(s);
  }

  // Camel beyond the route DSL: fromF/toF (a format string, whose %s are placeholders), the
  // templates that send to and receive from an endpoint by its URI, the context's endpoint
  // lookup, and the annotations that inject an endpoint. A template's one-argument sendBody(body)
  // sends a body, so only the overloads whose first parameter is the endpoint URI are sinks.
  private static void camelClients(List<Sink> s) {
    Optional<List<String>> string = Optional.of(List.of(STRING));
    Optional<List<String>> anyParameters = Optional.empty();
    s.add(new Sink("RouteBuilder.fromF", TypeFacts.CAMEL_ROUTE_BUILDER, Call.INSTANCE, "fromF", anyParameters, 0, Takes.CAMEL_ENDPOINT));
    s.add(new Sink("ProcessorDefinition.toF", TypeFacts.CAMEL_PROCESSOR, Call.INSTANCE, "toF", anyParameters, 0, Takes.CAMEL_ENDPOINT));
    String producer = "org.apache.camel.ProducerTemplate";
    List<List<String>> sends = List.of(
        List.of(STRING, OBJECT),
        List.of(STRING, OBJECT, STRING, OBJECT),
        List.of(STRING, OBJECT, "java.util.Map"));
    for (String m : List.of("sendBody", "requestBody", "asyncSendBody", "asyncRequestBody",
        "sendBodyAndHeader", "requestBodyAndHeader", "sendBodyAndHeaders", "requestBodyAndHeaders")) {
      for (List<String> parameters : sends) {
        s.add(new Sink("ProducerTemplate." + m, producer, Call.INSTANCE, m, Optional.of(parameters), 0, Takes.CAMEL_ENDPOINT));
      }
    }
    for (String m : List.of("receive", "receiveBody", "receiveNoWait", "receiveBodyNoWait")) {
      s.add(new Sink("ConsumerTemplate." + m, "org.apache.camel.ConsumerTemplate", Call.INSTANCE, m, string, 0, Takes.CAMEL_ENDPOINT));
    }
    s.add(new Sink("CamelContext.getEndpoint", "org.apache.camel.CamelContext", Call.INSTANCE, "getEndpoint", string, 0, Takes.CAMEL_ENDPOINT));
    for (String a : List.of("EndpointInject", "Produce", "Consume")) {
      for (String element : List.of("value", "uri")) {
        s.add(new Sink("@" + a + "#" + element, "org.apache.camel." + a, Call.ANNOTATION, element, Optional.empty(), 0, Takes.CAMEL_ENDPOINT));
      }
    }
  }

  private static final String OBJECT = "java.lang.Object";

  private static String simpleName(String type) {
    return type.substring(type.lastIndexOf('.') + 1);
  }
}
