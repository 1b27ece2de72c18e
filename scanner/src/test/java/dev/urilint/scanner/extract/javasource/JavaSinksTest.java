package dev.urilint.scanner.extract.javasource;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.SourceFile;
import dev.urilint.sinks.StringRole;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Which sink a Java string reaches, resolved by type and never by words: each row is a file's
 * imports, its declarations and one statement with the string {@code "S"}, and the role and sink
 * the scanner gives that string. Rows marked with a repository are real code from it.
 */
final class JavaSinksTest {

  @ParameterizedTest(name = "{2}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      textBlock =
          """
          import java.net.URI;                              | -                                   | URI.create("S")                                  | SINK_ARGUMENT     | URI.create
          import java.net.*;                                | -                                   | new URL("S")                                     | SINK_ARGUMENT     | new URL
          import static java.net.URI.create;                | -                                   | create("S")                                      | SINK_ARGUMENT     | URI.create
          import static java.net.URI.*;                     | -                                   | create("S")                                      | SINK_ARGUMENT     | URI.create
          -                                                 | -                                   | java.net.URI.create("S")                         | SINK_ARGUMENT     | URI.create
          import java.net.URI;                              | URI base;                           | base.resolve("S")                                | SINK_ARGUMENT     | URI.resolve
          import java.net.URI;                              | -                                   | var u = new URI("http://a/"); u.resolve("S")     | SINK_ARGUMENT     | URI.resolve
          import java.sql.DriverManager;                    | -                                   | DriverManager.getConnection("S", "u", "p")       | SINK_ARGUMENT     | DriverManager.getConnection
          import okhttp3.Request;                           | -                                   | new Request.Builder().header("a", "b").url("S")  | SINK_ARGUMENT     | Request.Builder.url
          import okhttp3.*;                                 | Request.Builder b;                  | b.url("S")                                       | SINK_ARGUMENT     | Request.Builder.url
          import org.springframework.web.client.RestTemplate; | private RestTemplate restTemplate; | restTemplate.getForObject("S", String.class)     | TEMPLATE_ARGUMENT | RestTemplate
          import org.springframework.web.reactive.function.client.WebClient; | - | WebClient.builder().baseUrl("S")                   | TEMPLATE_ARGUMENT | baseUrl
          import org.springframework.web.reactive.function.client.WebClient; | WebClient web; | web.get().uri("S", 1)                             | TEMPLATE_ARGUMENT | UriSpec.uri
          import org.apache.http.client.methods.HttpGet;    | -                                   | new HttpGet("S")                                 | SINK_ARGUMENT     | new HttpGet
          import org.springframework.test.web.reactive.server.WebTestClient; | -                   | `WebTestClient.bindToServer().baseUrl("S").build()` | TEMPLATE_ARGUMENT | baseUrl
          import org.springframework.test.web.reactive.server.WebTestClient; | WebTestClient client; | `client.get().uri("S").exchange()`              | TEMPLATE_ARGUMENT | UriSpec.uri
          import org.springframework.cloud.gateway.route.builder.RouteLocatorBuilder; | RouteLocatorBuilder builder; | `builder.routes().route(r -> r.path("/neverssl/**").filters(f -> f.stripPrefix(1)).uri("S"))` | SINK_ARGUMENT | UriSpec.uri
          import org.springframework.cloud.gateway.route.builder.*; | RouteLocatorBuilder builder;    | `builder.routes().route("id", r -> r.path("/a/**").and().host("*.acme.com").uri("S"))` | SINK_ARGUMENT | UriSpec.uri
          import org.springframework.cloud.gateway.route.builder.RouteLocatorBuilder; | RouteLocatorBuilder builder; | `builder.routes().route(r -> r.path("S"))`        | NOT_A_URI         | -
          import org.springframework.cloud.gateway.route.builder.RouteLocatorBuilder; | RouteLocatorBuilder builder; | `routes.route(r -> r.uri("S"))`                  | NOT_A_URI         | -
          import org.springframework.boot.web.client.RestTemplateBuilder; | RestTemplateBuilder restTemplateBuilder; | restTemplateBuilder.rootUri("S").build() | TEMPLATE_ARGUMENT | RestTemplateBuilder.rootUri
          import io.opentelemetry.exporter.otlp.http.metrics.OtlpHttpMetricExporter; | -              | OtlpHttpMetricExporter.builder().setEndpoint("S").build() | SINK_ARGUMENT | OtlpHttpMetricExporterBuilder.setEndpoint
          import io.opentelemetry.exporter.zipkin.ZipkinSpanExporter; | -                             | ZipkinSpanExporter.builder().setEndpoint("S")    | SINK_ARGUMENT     | ZipkinSpanExporterBuilder.setEndpoint
          import org.springframework.web.client.RestClient; | -                                     | RestClient.create("S")                           | TEMPLATE_ARGUMENT  | RestClient.create
          import org.springframework.web.reactive.function.client.WebClient; | -                    | WebClient.create("S")                            | TEMPLATE_ARGUMENT  | WebClient.create
          import feign.Feign;                               | -                                   | Feign.builder().decoder(d).target(Api.class, "S") | SINK_ARGUMENT     | Feign.Builder.target
          import io.vertx.ext.web.client.WebClient;         | WebClient client;                   | client.getAbs("S").send()                        | SINK_ARGUMENT      | WebClient.getAbs
          import org.asynchttpclient.*;                     | AsyncHttpClient http;               | http.prepareGet("S").execute()                   | SINK_ARGUMENT      | AsyncHttpClient.prepareGet
          import kong.unirest.Unirest;                      | -                                   | Unirest.get("S").asString()                      | TEMPLATE_ARGUMENT  | Unirest.get
          import org.jsoup.Jsoup;                           | -                                   | Jsoup.connect("S").get()                         | SINK_ARGUMENT      | Jsoup.connect
          import org.openqa.selenium.chrome.ChromeDriver;   | ChromeDriver driver;                | driver.get("S")                                  | SINK_ARGUMENT      | WebDriver.get
          import org.openqa.selenium.WebDriver;             | WebDriver driver;                   | driver.navigate().to("S")                        | SINK_ARGUMENT      | WebDriver.Navigation.to
          import org.springframework.jdbc.datasource.DriverManagerDataSource; | -                   | new DriverManagerDataSource("S", "u", "p")       | SINK_ARGUMENT      | new DriverManagerDataSource
          import org.springframework.jdbc.datasource.DriverManagerDataSource; | -                   | var ds = new DriverManagerDataSource(); ds.setUrl("S") | SINK_ARGUMENT | DataSource.setUrl
          import org.springframework.boot.jdbc.DataSourceBuilder; | -                             | DataSourceBuilder.create().username("u").url("S").build() | SINK_ARGUMENT | DataSourceBuilder.url
          import com.zaxxer.hikari.HikariDataSource;        | HikariDataSource ds;                | ds.setJdbcUrl("S")                               | SINK_ARGUMENT      | HikariConfig.setJdbcUrl
          import com.mongodb.client.MongoClients;           | -                                   | MongoClients.create("S")                         | SINK_ARGUMENT      | MongoClients.create
          import com.mongodb.ConnectionString;              | -                                   | new ConnectionString("S")                        | SINK_ARGUMENT      | new ConnectionString
          import io.lettuce.core.RedisURI;                  | -                                   | RedisURI.create("S")                             | SINK_ARGUMENT      | RedisURI.create
          import redis.clients.jedis.JedisPool;             | -                                   | new JedisPool("S")                               | SINK_ARGUMENT      | new JedisPool
          import org.apache.http.HttpHost;                  | -                                   | HttpHost.create("S")                             | HOST_PORT_ARGUMENT | HttpHost.create
          import com.datastax.driver.core.Cluster;          | -                                   | Cluster.builder().addContactPoint("S").build()   | HOST_PORT_ARGUMENT | Cluster.Builder.addContactPoint
          import com.rabbitmq.client.ConnectionFactory;     | ConnectionFactory f;                | f.setUri("S")                                    | SINK_ARGUMENT      | ConnectionFactory.setUri
          import org.springframework.amqp.rabbit.connection.CachingConnectionFactory; | CachingConnectionFactory f; | f.setAddresses("S")              | HOST_PORT_ARGUMENT | ConnectionFactory.setAddresses
          import org.apache.activemq.ActiveMQConnectionFactory; | -                               | new ActiveMQConnectionFactory("u", "p", "S")     | SINK_ARGUMENT      | new ActiveMQConnectionFactory
          import org.apache.pulsar.client.api.PulsarClient; | -                                   | PulsarClient.builder().serviceUrl("S").build()   | SINK_ARGUMENT      | ClientBuilder.serviceUrl
          import io.nats.client.Nats;                       | -                                   | Nats.connect("S")                                | SINK_ARGUMENT      | Nats.connect
          import org.eclipse.paho.client.mqttv3.MqttClient; | -                                   | new MqttClient("S", id)                          | SINK_ARGUMENT      | new MqttClient
          import io.grpc.ManagedChannelBuilder;             | -                                   | ManagedChannelBuilder.forTarget("S").build()     | HOST_PORT_ARGUMENT | ManagedChannelBuilder.forTarget
          import org.apache.camel.builder.RouteBuilder;     | -                                   | new RouteBuilder() { public void configure() { from("S"); } } | ENDPOINT_ARGUMENT | RouteBuilder.from
          import org.apache.camel.builder.RouteBuilder;     | -                                   | new RouteBuilder() { public void configure() { from("x").log("y").to("S"); } } | ENDPOINT_ARGUMENT | ProcessorDefinition.to
          import org.apache.camel.builder.RouteBuilder;     | -                                   | new RouteBuilder() { public void configure() { from("S"); } void from(String s) {} } | NOT_A_URI | -
          import java.sql.DriverManager;                    | -                                   | DriverManager\\u200b.getConnection("S")        | SINK_ARGUMENT      | DriverManager.getConnection
          import java.net.URI;                              | -                                   | URI\\u0000.create("S")                         | SINK_ARGUMENT      | URI.create
          import java.net.URI;                              | -                                   | URI\u200b.create("S")                           | SINK_ARGUMENT      | URI.create
          import io.opentelemetry.sdk.metrics.SdkMeterProvider; | -                                   | SdkMeterProvider.builder().setEndpoint("S")      | NOT_A_URI         | -
          -                                                 | -                                   | URI.create("S")                                  | NOT_A_URI         | -
          import com.acme.URI;                              | -                                   | URI.create("S")                                  | NOT_A_URI         | -
          import java.net.URI;                              | -                                   | client.uri("S")                                  | NOT_A_URI         | -
          import java.net.URI;                              | -                                   | resolve("S")                                     | NOT_A_URI         | -
          import javax.security.auth.callback.NameCallback; | -                                   | new NameCallback("S")                            | NOT_A_URI         | -
          import java.util.regex.Pattern;                   | -                                   | Pattern.compile("S")                             | NOT_A_URI         | -
          -                                                 | String s;                           | s.startsWith("S")                                | NOT_A_URI         | -
          -                                                 | String s;                           | s.replace("S", token)                            | NOT_A_URI         | -
          import java.net.URI;                              | -                                   | context.action("S" + dir)                        | NOT_A_URI         | -
          """)
  void resolvesCallTargetsByType(String imports, String declarations, String statement, StringRole role, String sink)
      throws Exception {
    String source =
        (imports.equals("-") ? "" : imports + "\n")
            + "class A {\n  " + (declarations.equals("-") ? "" : declarations) + "\n  void m() throws Exception {\n    "
            + statement + ";\n  }\n}\n";
    ExtractedValue value = only(source);
    assertThat(value.role()).as(source).contains(role);
    assertThat(value.key().orElse("-")).as(source).isEqualTo(sink);
  }

  // Strings no sink takes, from the corpus: only a plainly absolute URI is checked, its grammar
  // only when it writes no pattern, and only a name that says URL makes it a locator.
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      textBlock =
          """
          `new NameCallback("Username: ");`                                  | NOT_A_URI      | activemq-artemis PropertiesLoginModule.java
          `if (url.startsWith("file:")) {}`                                   | NOT_A_URI      | tomcat ManagerServlet.java
          `String p = "jdbc:postgresql";`                                     | NOT_A_URI      | testcontainers-java CockroachContainer.java
          `Pattern.compile("jdbc:tc:(?<type>[a-z0-9]+)://(?<h>[^?]+)");`       | NOT_A_URI      | testcontainers-java ConnectionUrl.java
          `s.replace("{TOKEN}", token);`                                      | NOT_A_URI      | keycloak-quickstarts RedirectToExternalApplication.java
          `String c = "curl -X " + m + " " + scheme + "://localhost:" + port;` | NOT_A_URI      | strimzi-kafka-operator CruiseControlUtils.java
          `throw new IllegalArgumentException("URI did not contain a matching parenthesis.");` | NOT_A_URI | activemq-artemis URISupport.java
          `String u = "jdbc:postgresql://app:s3cret@db/app";`                 | WHOLE_URI      | a credential no sink uses
          `String ns = "http://java.sun.com/JSP/Page";`                       | WHOLE_URI      | tomcat TagConstants.java
          `Pattern.compile("https://github\\\\.com/.*");`                    | LOOSE_ABSOLUTE | a pattern: the security rules only
          `String checkUrl = "http://www.google.com";`                        | NAMED_URL      | jenkins UpdateCenter.java
          """)
  void looseStringsFollowTheSharedPolicy(String statement, StringRole role, String from) throws Exception {
    String source = "class A {\n  void m(String s, String url) throws Exception {\n    " + statement + "\n  }\n}\n";
    assertThat(extract(source)).as(from).extracting(v -> v.role().orElseThrow()).first().isEqualTo(role);
  }

  // Constants of the file reach a sink by name, as javac folds them (JLS 15.29: simple names and
  // TypeName.Identifier of final String or primitive variables with a constant initializer): the
  // value a sink gets, and the line its first char is written on (3: the declaration, 5: the call).
  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      textBlock =
          """
          `static final String DOCS = "https://docs.acme.com/";`                  | `URI.create(DOCS)`                    | https://docs.acme.com/          | 3
          `interface K { String DOCS = "https://docs.acme.com/"; }`               | `URI.create(K.DOCS)`                  | https://docs.acme.com/          | 3
          `static final String BASE = "https://api.acme.com";`                    | `URI.create(BASE + "/v1/" + id)`      | https://api.acme.com/v1/${id}   | 3
          `static final String B = "https://api.acme.com"; static final String V1 = B + "/v1";` | `URI.create(V1)` | https://api.acme.com/v1         | 3
          `static final int PORT = 8443;`                                          | `URI.create("https://a.acme.com:" + PORT)` | https://a.acme.com:8443    | 5
          `static String DOCS = "https://docs.acme.com/";`                         | `URI.create(DOCS)`                    | -                               | -
          `static final String DOCS; static { DOCS = "https://docs.acme.com/"; }`  | `URI.create(DOCS)`                    | https://docs.acme.com/          | 3
          `int unused;`                                                            | `String d = "https://docs.acme.com/"; URI.create(d)` | https://docs.acme.com/ | 5
          `int unused;`                                                            | `var d = "https://docs.acme.com/"; URI.create(d)` | https://docs.acme.com/ | 5
          `int unused;`                                                            | `String d = "https://a.acme.com/"; d = "https://b.acme.com/"; URI.create(d)` | - | -
          `static String DOCS; static { DOCS = "https://docs.acme.com/"; }`        | `URI.create(DOCS)`                    | -                               | -
          `static final Object DOCS = "https://docs.acme.com/";`                   | `URI.create(DOCS)`                    | -                               | -
          `static final String DOCS = System.getProperty("docs");`                 | `URI.create(DOCS)`                    | -                               | -
          `static final String DOCS = "https://docs.acme.com/";`                  | `URI.create(this.DOCS)`               | -                               | -
          `static final String DOCS = "https://docs.acme.com/";`                  | `String DOCS = id; URI.create(DOCS)`  | -                               | -
          """)
  void constantsOfTheFileReachSinksByName(String declarations, String statement, String value, String line) throws Exception {
    String source = "import java.net.URI;\nclass A {\n  " + declarations + "\n  void m(String id) {\n    " + statement + ";\n  }\n}\n";
    List<ExtractedValue> atSinks = extract(source).stream()
        .filter(v -> v.role().orElseThrow() == StringRole.SINK_ARGUMENT)
        .toList();
    if (value.equals("-")) {
      assertThat(atSinks).as(source).isEmpty();
      return;
    }
    assertThat(atSinks).as(source).singleElement().satisfies(v -> {
      assertThat(v.value()).isEqualTo(value);
      assertThat(v.key()).contains("URI.create");
      assertThat(source.substring(0, v.sourceOffset(0)).lines().count()).isEqualTo(Long.parseLong(line));
    });
  }

  // The multi-argument URI and URL constructors: the URI they build is one value at the new, keyed
  // by the sink; its arguments are no values of their own. Only when every argument is a constant.
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      textBlock =
          """
          `new URI("https", "bob:pw", "a.acme.com", 8443, "/a", null, null)` | https://bob:pw@a.acme.com:8443/a | new URI
          `new URI("https", null, "a.acme.com", -1, "/a", null, null)`       | https://a.acme.com/a             | new URI
          `new URI("mailto", "a@acme.com", null)`                            | mailto:a@acme.com                | new URI
          `new URL("http", "a.acme.com", "/feed")`                           | http://a.acme.com/feed           | new URL
          `new URL("https", "a.acme.com", 8443, "/a b")`                     | https://a.acme.com:8443/a b      | new URL
          `new URI("https", id, "/a", null)`                                 | -                                | -
          `new URL(new URL("https://a.acme.com/"), "/feed", null)`           | -                                | -
          """)
  void componentConstructorsBuildOneUri(String statement, String value, String sink) throws Exception {
    String source = "import java.net.*;\nclass A {\n  void m(String id) throws Exception {\n    " + statement + ";\n  }\n}\n";
    List<ExtractedValue> atSinks = extract(source).stream()
        .filter(v -> v.role().orElseThrow() != StringRole.NOT_A_URI)
        .filter(v -> !v.key().equals(java.util.Optional.of("new URL")) || !v.value().equals("https://a.acme.com/"))
        .toList();
    if (value.equals("-")) {
      assertThat(atSinks).as(source).isEmpty();
      return;
    }
    assertThat(atSinks).as(source).singleElement().satisfies(v -> {
      assertThat(v.value()).isEqualTo(value);
      assertThat(v.key()).contains(sink);
    });
  }

  @Test
  void aConstantIsReadOnceAndNoLongerThanJavacAllows() throws Exception {
    // static final String A0 = "https://a.acme.com/ "; static final String A1 = A0 + A0; ... A16:
    // each constant doubles the one before; javac gives up at 65,535 chars ("constant string too long").
    StringBuilder declarations = new StringBuilder("static final String A0 = \"https://a.acme.com/ \";");
    for (int i = 1; i <= 16; i++) {
      declarations.append(" static final String A").append(i).append(" = A").append(i - 1).append(" + A").append(i - 1).append(';');
    }
    String source = "import java.net.URI;\nclass A {\n  " + declarations
        + "\n  void m() {\n    URI.create(A11);\n    URI.create(A12);\n    URI.create(A16);\n  }\n}\n";
    List<ExtractedValue> atSinks = extract(source).stream()
        .filter(v -> v.role().orElseThrow() == StringRole.SINK_ARGUMENT)
        .toList();
    assertThat(atSinks).singleElement().satisfies(v -> assertThat(v.value()).hasSize(20 * 2048));
  }

  private static ExtractedValue only(String source) throws Exception {
    List<ExtractedValue> values = extract(source);
    return values.stream().filter(v -> v.value().startsWith("S")).findFirst().orElseThrow();
  }

  private static List<ExtractedValue> extract(String source) throws Exception {
    return PrefilterEquivalence.extract(source);
  }
}
