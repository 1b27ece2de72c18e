package dev.urilint.errorprone;

import com.google.errorprone.CompilationTestHelper;
import com.google.errorprone.scanner.ScannerSupplier;
import org.junit.jupiter.api.Test;

/**
 * Sink calls as real code writes them, every check at once: the strings of the corpus the
 * precision suite judges (repository and path beside each), and the shapes where the scanner and
 * the check are known to differ. {@link BothFrontEndsAgreeTest} scans these sources too, and
 * {@code front-end-differences.tsv} lists what only one front end reports, with the reason.
 */
final class RealSinkCallsTest {

  private static CompilationTestHelper everyCheck() {
    return LibraryStubs.addTo(
        CompilationTestHelper.newInstance(
            ScannerSupplier.fromBugCheckerClasses(
                MalformedUri.class, UriCredentials.class, DoubleEncodedUri.class, RelativeUriColonSegment.class,
                UriMissingHost.class, InvalidUriPort.class, RareIpAddressFormat.class, MisleadingUriAuthority.class,
                UriSensitiveQueryParameter.class, InsecureUriScheme.class, UriHostHomograph.class,
                SchemeSpecificUri.class, UnknownUriScheme.class, NonNormalizedUri.class),
            RealSinkCallsTest.class));
  }

  @Test
  void corpusSinkCallsAndNamedUrls() {
    everyCheck()
        .addSourceLines(
            "Recipes.java",
            """
            import java.net.URI;
            import java.sql.DriverManager;
            import okhttp3.Request;
            import org.springframework.web.client.RestClient;
            class Recipes {
              void asynchronousGet() {
                // okhttp samples/guide/src/main/java/okhttp3/recipes/AsynchronousGet.java
                // BUG: Diagnostic contains: [InsecureUriScheme]
                new Request.Builder().url("http://publicobject.com/helloworld.txt");
              }
              void deviceFlow(RestClient.Builder builder) {
                // keycloak-quickstarts device/src/main/java/org/keycloak/quickstart/DeviceFlowService.java
                builder.baseUrl("http://localhost:8080/realms/device-flow-quickstart/protocol/openid-connect");
              }
              // jenkins core/src/main/java/hudson/model/UpdateCenter.java: a URL name outside sinks
              // BUG: Diagnostic contains: [InsecureUriScheme]
              String getConnectionCheckUrl() { return "http://www.google.com"; }
              void database() throws Exception {
                // BUG: Diagnostic contains: [UriCredentials]
                DriverManager.getConnection("jdbc:postgresql://app:s3cr3t-pw@db.acme.com:5432/app");
              }
              void components() throws Exception {
                // BUG: Diagnostic contains: [InvalidUriPort]
                new URI("https", null, "api.acme.com", 99999, "/", null, null);
              }
            }
            """)
        .doTest();
  }

  /** Route and client DSLs of the corpus: the lambda's parameter type comes from the call it is passed to. */
  @Test
  void routeAndExporterDsls() {
    everyCheck()
        .addSourceLines(
            "Routes.java",
            """
            import io.opentelemetry.exporter.zipkin.ZipkinSpanExporter;
            import org.springframework.boot.web.client.RestTemplateBuilder;
            import org.springframework.cloud.gateway.route.builder.RouteLocatorBuilder;
            class Routes {
              // spring-cloud-gateway spring-cloud-gateway-integration-tests/http2/src/main/java/org/springframework/cloud/gateway/tests/http2/Http2Application.java
              Object myRouteLocator(RouteLocatorBuilder builder) {
                return builder.routes()
                    .route(r -> r.path("/myprefix/**").filters(f -> f.stripPrefix(1)).uri("lb://myservice"))
                    // BUG: Diagnostic contains: [InsecureUriScheme]
                    .route(r -> r.path("/neverssl/**").filters(f -> f.stripPrefix(1)).uri("http://neverssl.com"))
                    // a route's empty path stays empty: the gateway appends the request's path
                    .route(r -> r.path("/httpbin/**").uri("https://nghttp2.org"))
                    // BUG: Diagnostic contains: [MalformedUri]
                    .route("id", r -> r.path("/a/**").and().host("*.acme.com").uri("https://a.acme.com/a b"))
                    .build();
              }
              // opentelemetry-java-examples doc-snippets/spring-starter/src/main/java/otel/RestTemplateController.java
              Object restTemplate(RestTemplateBuilder restTemplateBuilder) {
                // BUG: Diagnostic contains: [MalformedUri]
                restTemplateBuilder.rootUri("https://api.acme.com/a b/{id}");
                // a root URI is a base that paths are appended to: no '/' for its empty path
                return restTemplateBuilder.rootUri("http://localhost:8080").build();
              }
              // opentelemetry-java-examples doc-snippets/exporters/src/main/java/otel/ZipkinExporter.java
              Object zipkin() {
                ZipkinSpanExporter.builder().setEndpoint("http://localhost:9411/api/v2/spans").build();
                // BUG: Diagnostic contains: [InsecureUriScheme]
                return ZipkinSpanExporter.builder().setEndpoint("http://zipkin.acme.com:9411/api/v2/spans").build();
              }
            }
            """)
        .doTest();
  }

  /** The check reports a same-file constant where it is written, with the rules of the sink it reaches. */
  @Test
  void aConstantFollowedIntoASink() {
    everyCheck()
        .addSourceLines(
            "Links.java",
            """
            import java.net.URI;
            class Links {
              // BUG: Diagnostic contains: [InsecureUriScheme]
              static final String UPDATES = "http://updates.acme.com/";
              // BUG: Diagnostic contains: [MalformedUri]
              static final String DOCS = "https://docs.acme.com/a b";
              void fetch(String id) {
                URI.create(UPDATES);
                URI.create(DOCS);
                // not a constant, but its literal is a URI on its own: both check it where written
                // BUG: Diagnostic contains: [MalformedUri]
                URI.create("https://api.acme.com/a b/" + id);
                // not a constant, and no literal of it a URI alone: the check is silent, the
                // scanner reads the literal parts
                URI.create("https://" + id + "/a b");
              }
            }
            """)
        .doTest();
  }

  /**
   * Constants as javac folds them, in both front ends: through concatenations and other constants,
   * simple and qualified names, locals; a finding points into the literal it was written in (a
   * number where it is used); a constant is checked once where it is written for what it gets
   * there, and at the sink for the rest.
   */
  @Test
  void constantsFollowedAsJavacFoldsThem() {
    everyCheck()
        .addSourceLines(
            "Feeds.java",
            """
            import java.net.URI;
            class Feeds {
              // BUG: Diagnostic contains: [InsecureUriScheme]
              static final String API_ROOT = "http://api.acme.com";
              static final String API = "https://api.acme.com";
              // BUG: Diagnostic contains: [InsecureUriScheme]
              static final String FEED_URL = "http://feeds.acme.com/";
              static final String ATOM_NS = "http://feeds.acme.org/atom";
              static final int PORT = 99999;
              // BUG: Diagnostic contains: [InsecureUriScheme]
              static final String LEGACY = "http://legacy.acme.com";
              static final String LEGACY_V1 = LEGACY + "/v1/";
              void fetch() {
                URI.create(API_ROOT + "/v1/");
                // BUG: Diagnostic contains: [MalformedUri]
                URI.create(API + "/a b");
                URI.create(FEED_URL);
                URI.create(FEED_URL);
                URI.create(ATOM_NS);
                // BUG: Diagnostic contains: [InvalidUriPort]
                URI.create("https://api.acme.com:" + PORT + "/");
                // BUG: Diagnostic contains: [MalformedUri]
                final String docs = "https://docs.acme.com/a b";
                URI.create(docs);
                URI.create(Feeds.LEGACY_V1 + "users");
              }
            }
            """)
        .doTest();
  }

  /**
   * The multi-argument {@code URI} and {@code URL} constructors, in both front ends: the components
   * put together as the constructor does, each finding in its argument (a constant's where it is
   * written, a port where it is used); the {@code URI} ones quote illegal characters themselves.
   */
  @Test
  void componentConstructorsPutTogether() {
    everyCheck()
        .addSourceLines(
            "Parts.java",
            """
            import java.net.URI;
            import java.net.URL;
            class Parts {
              static final String HOST = "api.acme.com";
              static final int PORT = 70000;
              void build() throws Exception {
                // BUG: Diagnostic contains: [UriCredentials]
                new URI("https", "bob:s3cret-pw", HOST, 8443, "/a", null, null);
                new URI("https", HOST, "/a b", "q=1", null);
                new URI("https", null, HOST, -1, "/a", null, null);
                // BUG: Diagnostic contains: [InsecureUriScheme]
                new URL("http", HOST, "/feed");
                // BUG: Diagnostic contains: [InvalidUriPort]
                new URL("https", HOST, PORT, "/");
                // BUG: Diagnostic contains: [MalformedUri]
                new URL("https", HOST, 8443, "/a b");
              }
            }
            """)
        .doTest();
  }

  /** {@code Class#method} without an index is the first {@code String} parameter, in both front ends. */
  @Test
  void aUserSinkByItsFirstStringParameter() {
    everyCheck()
        .setArgs("-XepOpt:UriLint:AdditionalSinks=com.acme.Http#get")
        .addSourceLines(
            "Client.java",
            """
            import com.acme.Http;
            class Client {
              void fetch() {
                // BUG: Diagnostic contains: [MalformedUri]
                Http.get(3, "https://api.acme.com/a b");
              }
            }
            """)
        .doTest();
  }
}
