package dev.urilint.sinks;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class SinkCatalogTest {

  private final SinkCatalog catalog = SinkCatalog.builtIn();

  @ParameterizedTest(name = "{0}#{1} takes {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          java.net.URI                                               | create        | URI
          java.net.URI                                               | resolve       | URI
          java.sql.DriverManager                                     | getConnection | JDBC_URL
          okhttp3.Request.Builder                                    | url           | URI
          org.apache.http.client.methods.HttpGet                     | new           | URI
          org.apache.hc.client5.http.classic.methods.HttpPost        | new           | URI
          org.springframework.web.client.RestOperations              | getForObject  | URI_TEMPLATE
          org.springframework.web.reactive.function.client.WebClient.UriSpec | uri   | URI_TEMPLATE
          org.springframework.web.reactive.function.client.WebClient.Builder | baseUrl | URI_TEMPLATE
          org.springframework.web.util.UriComponentsBuilder          | fromUriString | URI_TEMPLATE
          jakarta.ws.rs.client.Client                                | target        | URI_TEMPLATE
          retrofit2.Retrofit.Builder                                 | baseUrl       | BASE_URL
          org.springframework.cloud.openfeign.FeignClient            | url           | URL_OR_HOST
          retrofit2.http.GET                                         | value         | URI_TEMPLATE
          org.springframework.cloud.gateway.route.builder.UriSpec   | uri           | URI
          org.springframework.test.web.reactive.server.WebTestClient.UriSpec | uri  | URI_TEMPLATE
          org.springframework.test.web.servlet.client.RestTestClient.Builder | baseUrl | URI_TEMPLATE
          org.springframework.boot.web.client.RestTemplateBuilder    | rootUri       | URI_TEMPLATE
          org.springframework.boot.restclient.RestTemplateBuilder    | rootUri       | URI_TEMPLATE
          io.opentelemetry.exporter.otlp.http.trace.OtlpHttpSpanExporterBuilder | setEndpoint | URI
          io.opentelemetry.exporter.otlp.trace.OtlpGrpcSpanExporterBuilder | setEndpoint | URI
          io.opentelemetry.exporter.zipkin.ZipkinSpanExporterBuilder | setEndpoint   | URI
          io.prometheus.metrics.exporter.opentelemetry.OpenTelemetryExporter.Builder | endpoint | URI
          zipkin2.reporter.urlconnection.URLConnectionSender         | create        | URI
          zipkin2.reporter.okhttp3.OkHttpSender.Builder              | endpoint      | URI
          org.springframework.web.client.RestClient                  | create        | URI_TEMPLATE
          feign.Feign.Builder                                        | target        | BASE_URL
          io.vertx.ext.web.client.WebClient                          | getAbs        | URI
          org.asynchttpclient.AsyncHttpClient                        | prepareGet    | URI
          kong.unirest.core.Unirest                                  | get           | URI_TEMPLATE
          org.jsoup.Jsoup                                            | connect       | URI
          org.openqa.selenium.WebDriver                              | get           | URI
          org.springframework.jdbc.datasource.DriverManagerDataSource | new          | JDBC_URL
          org.springframework.boot.jdbc.DataSourceBuilder            | url           | JDBC_URL
          com.zaxxer.hikari.HikariConfig                             | setJdbcUrl    | JDBC_URL
          com.mongodb.client.MongoClients                            | create        | URI
          com.mongodb.ConnectionString                               | new           | URI
          io.lettuce.core.RedisClient                                | create        | URI
          redis.clients.jedis.Jedis                                  | new           | URI
          org.apache.http.HttpHost                                   | create        | HOST_PORT_LIST
          com.datastax.driver.core.Cluster.Builder                   | addContactPoint | HOST_PORT_LIST
          com.rabbitmq.client.ConnectionFactory                      | setUri        | URI
          org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory | new     | URI
          org.apache.pulsar.client.api.ClientBuilder                 | serviceUrl    | URI
          io.nats.client.Nats                                        | connect       | URI
          org.eclipse.paho.client.mqttv3.MqttClient                  | new           | URI
          io.grpc.ManagedChannelBuilder                              | forTarget     | GRPC_TARGET
          com.amazonaws.client.builder.AwsClientBuilder.EndpointConfiguration | new  | URI
          org.apache.camel.builder.RouteBuilder                      | from          | CAMEL_ENDPOINT
          org.apache.camel.model.ProcessorDefinition                 | to            | CAMEL_ENDPOINT
          org.apache.camel.model.ProcessorDefinition                 | toF           | CAMEL_ENDPOINT
          org.apache.camel.builder.RouteBuilder                      | fromF         | CAMEL_ENDPOINT
          org.apache.camel.ProducerTemplate                          | sendBody      | CAMEL_ENDPOINT
          org.apache.camel.ProducerTemplate                          | requestBodyAndHeaders | CAMEL_ENDPOINT
          org.apache.camel.ConsumerTemplate                          | receiveBody   | CAMEL_ENDPOINT
          org.apache.camel.CamelContext                              | getEndpoint   | CAMEL_ENDPOINT
          org.apache.camel.EndpointInject                            | value         | CAMEL_ENDPOINT
          org.apache.camel.Produce                                   | uri           | CAMEL_ENDPOINT
          """)
  void knowsTheSinksOfTheCommonLibraries(String owner, String member, Takes takes) {
    assertThat(catalog.ofOwner(owner))
        .filteredOn(s -> s.hasMember(member))
        .extracting(Sink::takes)
        .contains(takes);
  }

  /** A template's sendBody(body) sends a body to the default endpoint: its string is no URI. */
  @Test
  void aCamelTemplateTakesTheEndpointOnlyWhereItsFirstParameterIsOne() {
    List<Sink> sendBody = catalog.ofOwner("org.apache.camel.ProducerTemplate").stream()
        .filter(s -> s.hasMember("sendBody")).toList();

    assertThat(sendBody).isNotEmpty().allSatisfy(s -> assertThat(s.parameters()).isPresent());
    assertThat(sendBody).noneMatch(s -> s.parameters().get().size() == 1);
  }

  @Test
  void aTypeWithoutSinksHasNone() {
    assertThat(catalog.ofOwner("java.lang.String")).isEmpty();
    assertThat(catalog.ofOwner("java.util.regex.Pattern")).isEmpty();
  }

  @Test
  void userSinksAreAddedWithTheirKind() {
    SinkCatalog c =
        catalog.with(
            List.of(SinkSpec.parse("com.acme.Http#get"), SinkSpec.parse("com.acme.Client#new(1)")),
            List.of(SinkSpec.parse("com.acme.Links#expand"), SinkSpec.parse("@com.acme.Endpoint#url")));
    assertThat(c.ofOwner("com.acme.Http"))
        .containsExactly(new Sink("com.acme.Http#get", "com.acme.Http", Call.METHOD, "get", Optional.empty(), Sink.FIRST_STRING, Takes.URI));
    assertThat(c.ofOwner("com.acme.Client").get(0).argument()).isEqualTo(1);
    assertThat(c.ofOwner("com.acme.Client").get(0).call()).isEqualTo(Call.CONSTRUCTOR);
    assertThat(c.ofOwner("com.acme.Links").get(0).takes()).isEqualTo(Takes.URI_TEMPLATE);
    assertThat(c.ofOwner("com.acme.Endpoint").get(0).call()).isEqualTo(Call.ANNOTATION);
    assertThat(catalog.ofOwner("com.acme.Http")).as("the built-in catalog is unchanged").isEmpty();
  }

  @Test
  void theArgumentIsTheIndexedOrFirstStringParameter() {
    Sink url = catalog.ofOwner("java.net.URL").stream()
        .filter(s -> s.parameters().equals(Optional.of(List.of("java.net.URL", SinkCatalog.STRING))))
        .findFirst().orElseThrow();
    assertThat(url.argumentIndex(List.of("java.net.URL", SinkCatalog.STRING))).isEqualTo(1);
    assertThat(url.argumentIndex(List.of("java.net.URL"))).isEqualTo(-1);
    Sink user = SinkCatalog.builtIn().with(List.of(SinkSpec.parse("com.acme.Http#get")), List.of()).ofOwner("com.acme.Http").get(0);
    assertThat(user.argumentIndex(List.of("int", SinkCatalog.STRING))).isEqualTo(1);
    assertThat(user.argumentIndex(List.of("int"))).isEqualTo(-1);
  }

  @Test
  void typeFactsFollowBuilderChains() {
    TypeFacts f = catalog.facts();
    String webClient = "org.springframework.web.reactive.function.client.WebClient";
    assertThat(f.returnType(webClient, "builder")).contains(webClient + ".Builder");
    assertThat(f.returnType(webClient + ".Builder", "defaultHeader")).contains(webClient + ".Builder");
    assertThat(f.returnType(webClient + ".Builder", "build")).contains(webClient);
    assertThat(f.returnType(webClient, "get")).contains(webClient + ".UriSpec");
    assertThat(f.returnType("okhttp3.Request.Builder", "header")).contains("okhttp3.Request.Builder");
    assertThat(f.returnType("okhttp3.Request", "newBuilder")).isEmpty();
    assertThat(f.supertypes("org.springframework.web.client.RestTemplate"))
        .containsExactly("org.springframework.web.client.RestTemplate", "org.springframework.web.client.RestOperations");
    assertThat(catalog.knows("okhttp3.Request.Builder")).isTrue();
    assertThat(catalog.knows("org.springframework.web.client.RestTemplate")).isTrue();
    assertThat(catalog.knows("com.acme.Request")).isFalse();
  }

  @Test
  void typeFactsFollowTheGatewayRouteDsl() {
    // spring-cloud-gateway spring-cloud-gateway-integration-tests/http2/.../Http2Application.java:
    // builder.routes().route(r -> r.path("/neverssl/**").filters(f -> f.stripPrefix(1)).uri("http://neverssl.com"))
    TypeFacts f = catalog.facts();
    String dsl = "org.springframework.cloud.gateway.route.builder.";
    assertThat(f.returnType(dsl + "RouteLocatorBuilder", "routes")).contains(dsl + "RouteLocatorBuilder.Builder");
    assertThat(f.lambdaParameter(dsl + "RouteLocatorBuilder.Builder", "route")).contains(dsl + "PredicateSpec");
    assertThat(f.returnType(dsl + "PredicateSpec", "path")).contains(dsl + "BooleanSpec");
    assertThat(f.returnType(dsl + "BooleanSpec", "filters")).contains(dsl + "UriSpec");
    assertThat(f.lambdaParameter(dsl + "BooleanSpec", "filters")).contains(dsl + "GatewayFilterSpec");
    assertThat(f.supertypes(dsl + "BooleanSpec.BooleanOpSpec"))
        .containsExactly(dsl + "BooleanSpec.BooleanOpSpec", dsl + "PredicateSpec", dsl + "UriSpec");
    assertThat(f.lambdaParameter(dsl + "RouteLocatorBuilder.Builder", "build")).isEmpty();
    assertThat(f.lambdaParameter("java.util.Optional", "map")).isEmpty();
  }

  @Test
  void anyMethodTypesAreTheWildcardOwnersAndWhatLeadsToThem() {
    // spring-petclinic: restTemplate.getForObject("/owners/{id}", ...) on a RestTemplate field; a
    // RestTemplateBuilder's build() gives one. URI has named sinks only.
    assertThat(SinkCatalog.builtIn().anyMethodTypes())
        .contains(
            "org.springframework.web.client.RestOperations",
            "org.springframework.web.client.RestTemplate",
            "org.springframework.boot.web.client.RestTemplateBuilder")
        .doesNotContain("java.net.URI", "okhttp3.Request.Builder");
    assertThat(SinkCatalog.builtIn().with(List.of(SinkSpec.parse("com.acme.Http#get")), List.of()).anyMethodTypes())
        .isEqualTo(SinkCatalog.builtIn().anyMethodTypes());
  }
}
