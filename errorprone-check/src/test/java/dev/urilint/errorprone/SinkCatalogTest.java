package dev.urilint.errorprone;

import com.google.errorprone.CompilationTestHelper;
import org.junit.jupiter.api.Test;

final class SinkCatalogTest {

  private final CompilationTestHelper helper =
      LibraryStubs.addTo(CompilationTestHelper.newInstance(MarkerChecker.class, getClass()));

  @Test
  void identification() {
    helper
        .addSourceLines(
            "A.java",
            """
            import java.net.URI;
            import java.net.URL;
            import java.sql.DriverManager;
            import org.springframework.cloud.openfeign.FeignClient;
            import retrofit2.http.GET;

            // BUG: Diagnostic contains: mark at 12 as locator of -
            @FeignClient(name = "api", url = "https://api/!")
            interface A {
              // BUG: Diagnostic contains: mark at 11 as locator of - with templates
              @GET("users/{id}/!")
              Object user();

              static void negatives(String variable, okhttp3.Request.Builder request) throws Exception {
                // A local assigned once carries its literal to the sink, as a constant does.
                // BUG: Diagnostic contains: mark at 9 as locator of -
                String local = "http://a/!";
                URI.create(local);
                URI.create("http://a/" + variable + "!");
                System.setProperty("endpoint", "http://a/!");
                new java.net.InetSocketAddress("localhost!", 8080);
                request.header("X-Link", "http://a/!");
                new URI("http", "host", "/!" + variable, null);
              }

              static void java(URI base, okhttp3.Request.Builder request) throws Exception {
                // BUG: Diagnostic contains: mark at 9 as locator of -
                URI.create("http://a/!");
                // BUG: Diagnostic contains: mark at 9 as locator of -
                new URI("http://a/!");
                // BUG: Diagnostic contains: mark at 1 as locator of -
                base.resolve("b!");
                // BUG: Diagnostic contains: mark at 9 as locator of -
                new URL("http://a/!");
                // BUG: Diagnostic contains: mark at 1 as locator of -
                new URL(base.toURL(), "b!");
                // BUG: Diagnostic contains: mark at 12 as locator of -
                new URI("http", "host", "/!", null);
                // BUG: Diagnostic contains: mark at 24 as locator of -
                DriverManager.getConnection("jdbc:postgresql://db/app!", "user", "x");
              }

              static void libraries(okhttp3.Request.Builder request,
                  org.springframework.web.client.RestTemplate rest,
                  org.springframework.web.client.RestClient client,
                  org.springframework.web.reactive.function.client.WebClient web,
                  jakarta.ws.rs.client.Client jaxrs,
                  retrofit2.Retrofit.Builder retrofit) {
                // BUG: Diagnostic contains: mark at 9 as locator of -
                okhttp3.HttpUrl.get("http://a/!");
                // BUG: Diagnostic contains: mark at 9 as locator of -
                okhttp3.HttpUrl.parse("http://a/!");
                // BUG: Diagnostic contains: mark at 9 as locator of -
                request.url("http://a/!");
                // BUG: Diagnostic contains: mark at 9 as locator of -
                new org.apache.hc.client5.http.classic.methods.HttpGet("http://a/!");
                // BUG: Diagnostic contains: mark at 9 as locator of -
                new org.apache.hc.core5.net.URIBuilder("http://a/!");
                // BUG: Diagnostic contains: mark at 9 as locator of -
                org.apache.hc.core5.http.io.support.ClassicRequestBuilder.post("http://a/!");
                // BUG: Diagnostic contains: mark at 13 as locator of - with templates
                rest.getForObject("http://a/{id}!", String.class, 1);
                // BUG: Diagnostic contains: mark at 13 as locator of - with templates
                client.get().uri("http://a/{id}!", 1);
                // BUG: Diagnostic contains: mark at 13 as locator of - with templates
                web.get().uri("http://a/{id}!", 1);
                // BUG: Diagnostic contains: mark at 9 as locator of - with templates
                org.springframework.web.util.UriComponentsBuilder.fromHttpUrl("http://a/!");
                // BUG: Diagnostic contains: mark at 9 as locator of - with templates
                javax.ws.rs.core.UriBuilder.fromUri("http://a/!");
                // BUG: Diagnostic contains: mark at 9 as locator of - with templates
                jaxrs.target("http://a/!");
                // BUG: Diagnostic contains: mark at 9 as locator of -
                retrofit.baseUrl("http://a/!");
              }
            }
            """)
        .doTest();
  }

  @Test
  void usersAddSinksWithFlags() {
    helper
        .setArgs(
            "-XepOpt:UriLint:AdditionalSinks=com.acme.Http#get,com.acme.Http#new(1)",
            "-XepOpt:UriLint:TemplateSinks=@com.acme.Http.Endpoint#url")
        .addSourceLines(
            "B.java",
            """
            import com.acme.Http;
            class B {
              // BUG: Diagnostic contains: mark at 12 as locator of - with templates
              @Http.Endpoint(url = "http://a/{x}!")
              void endpoint() {}

              void calls() {
                // BUG: Diagnostic contains: mark at 9 as locator of -
                Http.get(3, "http://a/!");
                // BUG: Diagnostic contains: mark at 9 as locator of -
                new Http("name!", "http://a/!");
              }
            }
            """)
        .doTest();
  }
}
