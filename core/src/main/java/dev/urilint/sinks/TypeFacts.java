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
 * every method of an OkHttp {@code Request.Builder} but {@code build()} returns the builder) and
 * which types are subtypes of a sink's owner ({@code RestTemplate} is a {@code RestOperations}).
 * javac knows all this from the class files; the scanner reads it here, so a chain it cannot
 * follow is simply not a sink.
 *
 * <pre>{@code
 * TypeFacts f = TypeFacts.builtIn();
 * f.returnType("org.springframework.web.reactive.function.client.WebClient", "builder");
 *     // Optional[org.springframework.web.reactive.function.client.WebClient.Builder]
 * f.supertypes("org.springframework.web.client.RestTemplate");
 *     // [org.springframework.web.client.RestTemplate, org.springframework.web.client.RestOperations]
 * }</pre>
 */
public final class TypeFacts {

  /** In a return fact, every method of the owner not named otherwise. */
  static final String ANY = "*";

  private static final String WEB_CLIENT = "org.springframework.web.reactive.function.client.WebClient";
  private static final String REST_CLIENT = "org.springframework.web.client.RestClient";
  private static final List<String> HTTP_VERBS = List.of("get", "head", "delete", "options", "post", "put", "patch", "method");

  private final Map<String, String> returns;
  private final Map<String, List<String>> supertypes;

  private TypeFacts(Map<String, String> returns, Map<String, List<String>> supertypes) {
    this.returns = Map.copyOf(returns);
    this.supertypes = Map.copyOf(supertypes);
  }

  /** The facts of the built-in sinks' libraries. */
  static TypeFacts builtIn() {
    Map<String, String> r = new HashMap<>();
    Map<String, List<String>> up = new HashMap<>();
    // OkHttp: new Request.Builder().header(...).url("...")
    fluent(r, "okhttp3.Request.Builder", "okhttp3.Request");
    // Retrofit: new Retrofit.Builder().client(c).baseUrl("...")
    fluent(r, "retrofit2.Retrofit.Builder", "retrofit2.Retrofit");
    // Spring WebClient and RestClient: WebClient.builder().baseUrl("..."), client.get().uri("...")
    for (String c : List.of(WEB_CLIENT, REST_CLIENT)) {
      r.put(c + "#builder", c + ".Builder");
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
    // JAX-RS: ClientBuilder.newClient().target("...")
    for (String pkg : List.of("javax.ws.rs.client.", "jakarta.ws.rs.client.")) {
      r.put(pkg + "ClientBuilder#newClient", pkg + "Client");
      r.put(pkg + "ClientBuilder#newBuilder", pkg + "ClientBuilder");
      fluent(r, pkg + "ClientBuilder", pkg + "Client");
    }
    return new TypeFacts(r, up);
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

  /** Every type the facts name. */
  Set<String> types() {
    Set<String> out = new HashSet<>(supertypes.keySet());
    supertypes.values().forEach(out::addAll);
    returns.forEach((k, v) -> {
      out.add(k.substring(0, k.indexOf('#')));
      out.add(v);
    });
    return out;
  }
}
