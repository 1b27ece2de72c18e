package dev.urilint.errorprone;

import static com.google.errorprone.matchers.method.MethodMatchers.constructor;
import static com.google.errorprone.matchers.method.MethodMatchers.instanceMethod;
import static com.google.errorprone.matchers.method.MethodMatchers.staticMethod;

import com.google.errorprone.VisitorState;
import com.google.errorprone.matchers.Matcher;
import com.google.errorprone.matchers.Matchers;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import dev.urilint.errorprone.Sink.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The methods and constructors whose {@code String} arguments are URIs: the JDK, OkHttp, Apache
 * HttpClient 4 and 5, Spring, JAX-RS, Retrofit, JDBC, plus the user's {@code AdditionalSinks} and
 * {@code TemplateSinks}. Matched by class and method name, so none of these libraries is needed
 * to build urilint.
 *
 * <pre>{@code
 * SinkCatalog.of(flags).match(invocation, state);   // Optional[URI.create(0)] for URI.create("...")
 * }</pre>
 */
final class SinkCatalog {

  private static final String STRING = "java.lang.String";
  private static final List<String> HTTP_METHODS =
      List.of("get", "post", "put", "delete", "head", "options", "patch", "trace");
  private static final List<String> HTTP_REQUEST_CLASSES =
      List.of("HttpGet", "HttpPost", "HttpPut", "HttpDelete", "HttpHead", "HttpOptions", "HttpPatch", "HttpTrace");

  private final List<Sink> sinks;

  private SinkCatalog(List<Sink> sinks) {
    this.sinks = List.copyOf(sinks);
  }

  /** The built-in sinks plus those the flags add. */
  static SinkCatalog of(UriLintFlags flags) {
    List<Sink> all = new ArrayList<>(builtIn());
    flags.additionalSinks().stream().filter(s -> !s.annotation()).forEach(s -> all.add(user(s, Kind.URI)));
    flags.templateSinks().stream().filter(s -> !s.annotation()).forEach(s -> all.add(user(s, Kind.TEMPLATE)));
    return new SinkCatalog(all);
  }

  /** The sink {@code tree} (a method invocation or {@code new} expression) calls, with its URI argument. */
  Optional<SinkHit> match(ExpressionTree tree, VisitorState state) {
    List<? extends ExpressionTree> arguments = arguments(tree);
    if (!hasConstantString(arguments)) {
      return Optional.empty();
    }
    for (Sink sink : sinks) {
      if (!sink.matcher().matches(tree, state)) {
        continue;
      }
      if (sink.kind() == Kind.URI_COMPONENTS || sink.kind() == Kind.URL_COMPONENTS) {
        return Optional.of(new SinkHit(sink, Optional.empty()));
      }
      int index = argumentIndex(sink, tree, state);
      if (index >= 0 && index < arguments.size()) {
        return Optional.of(new SinkHit(sink, Optional.of(arguments.get(index))));
      }
    }
    return Optional.empty();
  }

  /**
   * Whether {@code tree} can reach a sink at all: only a call with a constant {@code String}
   * argument can. The cheap guard in front of every lookup: almost no call has one.
   */
  static boolean mayReachSink(ExpressionTree tree) {
    return hasConstantString(arguments(tree));
  }

  static List<? extends ExpressionTree> arguments(ExpressionTree tree) {
    if (tree instanceof MethodInvocationTree invocation) {
      return invocation.getArguments();
    }
    if (tree instanceof NewClassTree newClass) {
      return newClass.getArguments();
    }
    return List.of();
  }

  private static boolean hasConstantString(List<? extends ExpressionTree> arguments) {
    for (ExpressionTree a : arguments) {
      if (ASTHelpers.constValue(a, String.class) != null) {
        return true;
      }
    }
    return false;
  }

  // The sink's index if that parameter is a String; the first String parameter for FIRST_STRING.
  private static int argumentIndex(Sink sink, ExpressionTree tree, VisitorState state) {
    if (!(ASTHelpers.getSymbol(tree) instanceof MethodSymbol method)) {
      return -1;
    }
    var params = method.getParameters();
    if (sink.argument() != Sink.FIRST_STRING) {
      return sink.argument() < params.size() && isString(params.get(sink.argument()).type, state)
          ? sink.argument()
          : -1;
    }
    for (int i = 0; i < params.size(); i++) {
      if (isString(params.get(i).type, state)) {
        return i;
      }
    }
    return -1;
  }

  private static boolean isString(com.sun.tools.javac.code.Type type, VisitorState state) {
    return ASTHelpers.isSameType(type, state.getSymtab().stringType, state);
  }

  private static Sink user(SinkSpec spec, Kind kind) {
    int argument = spec.argument().orElse(Sink.FIRST_STRING);
    Matcher<ExpressionTree> matcher =
        spec.member().equals(SinkSpec.CONSTRUCTOR)
            ? constructor().forClass(spec.owner())
            : Matchers.anyOf(
                staticMethod().onClass(spec.owner()).named(spec.member()),
                instanceMethod().onDescendantOf(spec.owner()).named(spec.member()));
    return new Sink(spec.owner() + "#" + spec.member(), matcher, argument, kind);
  }

  private static List<Sink> builtIn() {
    List<Sink> s = new ArrayList<>();
    // java.net
    s.add(new Sink("new URI", constructor().forClass("java.net.URI").withParameters(STRING), 0, Kind.URI));
    s.add(new Sink("URI.create", staticMethod().onClass("java.net.URI").named("create").withParameters(STRING), 0, Kind.URI));
    s.add(new Sink("URI.resolve", instanceMethod().onExactClass("java.net.URI").named("resolve").withParameters(STRING), 0, Kind.URI));
    s.add(new Sink("new URI", uriComponentConstructors(), Sink.FIRST_STRING, Kind.URI_COMPONENTS));
    s.add(new Sink("new URL", constructor().forClass("java.net.URL").withParameters(STRING), 0, Kind.URI));
    s.add(new Sink("new URL", constructor().forClass("java.net.URL").withParameters("java.net.URL", STRING), 1, Kind.URI));
    s.add(new Sink("new URL", urlComponentConstructors(), Sink.FIRST_STRING, Kind.URL_COMPONENTS));
    s.add(new Sink("DriverManager.getConnection", staticMethod().onClass("java.sql.DriverManager").named("getConnection"), 0, Kind.URI));
    // OkHttp
    s.add(new Sink("HttpUrl.get", staticMethod().onClass("okhttp3.HttpUrl").namedAnyOf("get", "parse").withParameters(STRING), 0, Kind.URI));
    s.add(new Sink("Request.Builder.url", instanceMethod().onDescendantOf("okhttp3.Request.Builder").named("url").withParameters(STRING), 0, Kind.URI));
    // Apache HttpClient 5 and 4
    for (String pkg : List.of("org.apache.hc.client5.http.classic.methods.", "org.apache.http.client.methods.")) {
      for (String c : HTTP_REQUEST_CLASSES) {
        s.add(new Sink("new " + c, constructor().forClass(pkg + c).withParameters(STRING), 0, Kind.URI));
      }
    }
    for (String c : List.of("org.apache.hc.core5.net.URIBuilder", "org.apache.http.client.utils.URIBuilder")) {
      s.add(new Sink("new URIBuilder", constructor().forClass(c).withParameters(STRING), 0, Kind.URI));
    }
    for (String c : List.of(
        "org.apache.hc.core5.http.io.support.ClassicRequestBuilder",
        "org.apache.hc.client5.http.async.methods.SimpleRequestBuilder")) {
      s.add(new Sink("RequestBuilder", staticMethod().onClass(c).namedAnyOf(HTTP_METHODS).withParameters(STRING), 0, Kind.URI));
    }
    // Spring: URI templates with {variables}
    s.add(new Sink("RestTemplate", instanceMethod().onDescendantOf("org.springframework.web.client.RestOperations").withAnyName(), 0, Kind.TEMPLATE));
    for (String c : List.of(
        "org.springframework.web.client.RestClient.UriSpec",
        "org.springframework.web.reactive.function.client.WebClient.UriSpec")) {
      s.add(new Sink("UriSpec.uri", instanceMethod().onDescendantOf(c).named("uri"), 0, Kind.TEMPLATE));
    }
    for (String c : List.of(
        "org.springframework.web.client.RestClient.Builder",
        "org.springframework.web.reactive.function.client.WebClient.Builder")) {
      s.add(new Sink("baseUrl", instanceMethod().onDescendantOf(c).named("baseUrl").withParameters(STRING), 0, Kind.TEMPLATE));
    }
    s.add(new Sink("UriComponentsBuilder", staticMethod().onClass("org.springframework.web.util.UriComponentsBuilder")
        .namedAnyOf("fromUriString", "fromHttpUrl").withParameters(STRING), 0, Kind.TEMPLATE));
    // JAX-RS (javax and jakarta)
    for (String pkg : List.of("javax.ws.rs.", "jakarta.ws.rs.")) {
      s.add(new Sink("UriBuilder.fromUri", staticMethod().onClass(pkg + "core.UriBuilder").named("fromUri").withParameters(STRING), 0, Kind.TEMPLATE));
      s.add(new Sink("Client.target", instanceMethod().onDescendantOf(pkg + "client.Client").named("target").withParameters(STRING), 0, Kind.TEMPLATE));
    }
    // Retrofit
    s.add(new Sink("Retrofit.Builder.baseUrl", instanceMethod().onDescendantOf("retrofit2.Retrofit.Builder").named("baseUrl").withParameters(STRING), 0, Kind.URI));
    return s;
  }

  private static Matcher<ExpressionTree> uriComponentConstructors() {
    return Matchers.anyOf(
        constructor().forClass("java.net.URI").withParameters(STRING, STRING, STRING),
        constructor().forClass("java.net.URI").withParameters(STRING, STRING, STRING, STRING),
        constructor().forClass("java.net.URI").withParameters(STRING, STRING, STRING, STRING, STRING),
        constructor().forClass("java.net.URI").withParameters(STRING, STRING, STRING, "int", STRING, STRING, STRING));
  }

  private static Matcher<ExpressionTree> urlComponentConstructors() {
    return Matchers.anyOf(
        constructor().forClass("java.net.URL").withParameters(STRING, STRING, STRING),
        constructor().forClass("java.net.URL").withParameters(STRING, STRING, "int", STRING));
  }

  /**
   * A call that reached a sink.
   *
   * @param sink which sink
   * @param argument the URI argument; empty for component constructors, whose arguments {@link
   *     ComposedUri} reads
   */
  record SinkHit(Sink sink, Optional<ExpressionTree> argument) {

    /** Whether {@code tree} is the URI argument of this call: any argument of a component constructor. */
    boolean takes(Tree tree) {
      return argument.map(a -> a == tree).orElse(true);
    }
  }
}
