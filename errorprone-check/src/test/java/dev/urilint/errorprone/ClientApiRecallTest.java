package dev.urilint.errorprone;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The client-API recall suite: a generated Java module that calls each popular client API
 * ({@code clientapis/apis.txt}: HTTP clients, data stores, brokers, gRPC, the AWS SDK, Camel, and
 * {@code @FeignClient}) with defective strings and valid controls, each in three forms: a literal, a
 * {@code static final} constant, and a local assigned once ({@code String} or {@code var}; an
 * annotation takes no local). The library types are stubs with their real names and signatures
 * ({@code clientapis/stubs.txt}) compiled with it. The module is compiled with every check at
 * {@code WARN} and scanned with the scanner ({@link BothFrontEndsAgreeTest} runs both).
 *
 * <p>What a parameter takes decides the strings: a URI gets {@code host:port/path} without its
 * scheme, a password in the userinfo and a space; a JDBC URL an Oracle thin password and a space; a
 * {@code host:port} parameter (Kafka's bootstrap servers, a gRPC target, {@code HttpHost.create},
 * Cassandra's contact points, {@code @FeignClient}'s url) a port above 65535, with {@code
 * host:port} as its valid control; a Camel endpoint a port above 65535, with a Kafka endpoint, a
 * SQL endpoint and a file endpoint with a space as controls (Camel encodes what RFC 3986 forbids in
 * them). An API is known when both front ends report every defect of it in every form, on the
 * line the string is written, and stay quiet on its controls.
 *
 * <p>Fails on a missed defect of an API not listed in {@link #UNKNOWN}, on a finding on a control,
 * and on any difference between the two front ends.
 */
final class ClientApiRecallTest {

  /**
   * The APIs no front end knows yet, each with why: the test fails when one becomes known. None
   * since a Java string that is as a whole a URI gets the grammar rules outside every sink: Kafka's
   * {@code bootstrap.servers} is still no sink (a config key in code), but its planted
   * {@code https://es.acme.com:99999} is a whole URI, so its port is reported wherever it is
   * written, and its control {@code es.acme.com:9200} stays quiet.
   */
  private static final Map<String, String> UNKNOWN = Map.of();

  private static final Map<String, List<Planted>> DEFECTS = Map.of(
      "uri", List.of(
          new Planted("api.acme.com:8443/v1", "relative-colon-segment"),
          new Planted("https://admin:Hunter2x@api.acme.com/v1", "credentials-in-uri"),
          new Planted("https://api.acme.com/a b", "malformed-uri")),
      "jdbc", List.of(
          new Planted("jdbc:oracle:thin:scott/Tiger2x@db.acme.com:1521:orcl", "credentials-in-uri"),
          new Planted("jdbc:postgresql://db.acme.com:5432/a b", "malformed-uri")),
      "hostport", List.of(new Planted("https://es.acme.com:99999", "invalid-port")),
      "camel", List.of(new Planted("https://api.acme.com:99999/x", "invalid-port")));

  private static final Map<String, List<String>> CONTROLS = Map.of(
      "uri", List.of("https://api.acme.com:8443/v1"),
      "jdbc", List.of("jdbc:postgresql://db.acme.com:5432/app"),
      "hostport", List.of("es.acme.com:9200"),
      // Camel encodes a space, a '*' or a '#' of an endpoint itself: RFC 3986 calls the netty
      // endpoint's second '#' malformed, so it is quiet only where the string is known to be one.
      "camel", List.of("kafka:orders?brokers=kafka-1.acme.com:9092",
          "sql:select * from orders where id = :#id?dataSource=#orders", "file:/data/in box?noop=true",
          "netty:tcp://localhost:4444?encoders=#bean:enc&decoders=#bean:dec"));

  @TempDir Path scratch;

  @Test
  void bothFrontEndsKnowTheClientApisAndAgree() throws IOException {
    List<Api> apis = apis();
    List<TestSources.Source> sources = new ArrayList<>();
    stubs().forEach((path, text) -> sources.add(new TestSources.Source(path, text)));
    Map<String, Generated> generated = new LinkedHashMap<>();
    for (int i = 0; i < apis.size(); i++) {
      Generated g = generate(apis.get(i), i + 1);
      generated.put(apis.get(i).name(), g);
      sources.add(new TestSources.Source(g.path(), g.text()));
    }
    // javac stops printing warnings after 100 unless told otherwise.
    TestSources.Compilation module = new TestSources.Compilation("client-apis", sources, List.of("-Xmaxwarns", "100000"));

    BothFrontEndsAgreeTest.Compiled compiled = BothFrontEndsAgreeTest.errorProne(module);
    Set<String> scanned = BothFrontEndsAgreeTest.scanner(module, scratch);

    assertThat(compiled.errors()).as("the module javac rejects").isEmpty();
    assertThat(scanned).as("findings only the scanner reports").isSubsetOf(compiled.findings());
    assertThat(compiled.findings()).as("findings only the Error Prone check reports").isSubsetOf(scanned);

    Set<String> known = new TreeSet<>();
    Map<String, List<String>> missed = new TreeMap<>();
    List<String> noisyControls = new ArrayList<>();
    for (Api api : apis) {
      Generated g = generated.get(api.name());
      Set<String> reported = new TreeSet<>();
      for (String f : compiled.findings()) {
        if (f.startsWith(g.path() + ":")) {
          String[] parts = f.substring(g.path().length() + 1).split("[: ]");
          reported.add(parts[0] + " " + parts[2]);
        }
      }
      List<String> missing = new ArrayList<>();
      for (String expected : g.defects()) {
        if (!reported.contains(expected)) {
          missing.add(expected);
        }
      }
      for (String f : reported) {
        if (g.controlLines().contains(Integer.parseInt(f.substring(0, f.indexOf(' '))))) {
          noisyControls.add(api.name() + " line " + f);
        }
      }
      if (missing.isEmpty()) {
        known.add(api.name());
      } else {
        missed.put(api.name(), missing);
      }
    }
    System.out.printf("client APIs known to both front ends: %d of %d%n", known.size(), apis.size());
    missed.forEach((api, lines) -> System.out.println("  not known: " + api + " (missed, line rule: " + lines + ")"));

    assertThat(noisyControls).as("findings on valid controls").isEmpty();
    assertThat(missed.keySet()).as("APIs with a missed defect").isEqualTo(UNKNOWN.keySet());
    assertThat(known).as("APIs known to both front ends").hasSizeGreaterThanOrEqualTo(40);
  }

  /** A defective string and the rule that must report it. */
  private record Planted(String value, String rule) {}

  /** One client API: its name, what its parameter takes, imports, members and the call with {@code %s}. */
  private record Api(String name, String takes, List<String> imports, String members, String call) {
    boolean isAnnotation() {
      return call.startsWith("@");
    }
  }

  /** A generated class: its path, text, expected findings ("line rule") and control lines. */
  private record Generated(String path, String text, Set<String> defects, Set<Integer> controlLines) {}

  private static Generated generate(Api api, int n) {
    String name = String.format("Api%02d", n);
    List<String> lines = new ArrayList<>();
    Set<String> defects = new TreeSet<>();
    Set<Integer> controls = new TreeSet<>();
    lines.add("package fixture;");
    api.imports().forEach(i -> lines.add("import " + i + ";"));
    boolean subclass = api.members().startsWith("extends ");
    lines.add("// " + api.name());
    lines.add("abstract class " + name + (subclass ? " " + api.members() : "") + " {");
    if (!subclass && !api.members().equals("-")) {
      lines.add("  " + api.members());
    }
    List<Planted> planted = DEFECTS.get(api.takes());
    List<String> valid = CONTROLS.get(api.takes());
    // The constant form: declarations first, the uses below.
    for (int i = 0; i < planted.size(); i++) {
      lines.add("  static final String D" + i + " = " + quoted(planted.get(i).value()) + ";");
      defects.add(lines.size() + " " + planted.get(i).rule());
    }
    for (int i = 0; i < valid.size(); i++) {
      lines.add("  static final String K" + i + " = " + quoted(valid.get(i)) + ";");
      controls.add(lines.size());
    }
    if (api.isAnnotation()) {
      for (int i = 0; i < planted.size(); i++) {
        lines.add("  " + api.call().formatted(quoted(planted.get(i).value())) + " interface L" + i + " {}");
        defects.add(lines.size() + " " + planted.get(i).rule());
        lines.add("  " + api.call().formatted("D" + i) + " interface C" + i + " {}");
      }
      for (int i = 0; i < valid.size(); i++) {
        lines.add("  " + api.call().formatted(quoted(valid.get(i))) + " interface V" + i + " {}");
        controls.add(lines.size());
        lines.add("  " + api.call().formatted("K" + i) + " interface W" + i + " {}");
      }
    } else {
      lines.add("  void literal() throws Exception {");
      for (Planted p : planted) {
        lines.add("    " + api.call().formatted(quoted(p.value())) + ";");
        defects.add(lines.size() + " " + p.rule());
      }
      for (String v : valid) {
        lines.add("    " + api.call().formatted(quoted(v)) + ";");
        controls.add(lines.size());
      }
      lines.add("  }");
      lines.add("  void constant() throws Exception {");
      for (int i = 0; i < planted.size(); i++) {
        lines.add("    " + api.call().formatted("D" + i) + ";");
      }
      for (int i = 0; i < valid.size(); i++) {
        lines.add("    " + api.call().formatted("K" + i) + ";");
      }
      lines.add("  }");
      // The local form: assigned once, not final; every other API writes it with var.
      String type = n % 2 == 0 ? "var" : "String";
      lines.add("  void local() throws Exception {");
      for (int i = 0; i < planted.size(); i++) {
        lines.add("    " + type + " d" + i + " = " + quoted(planted.get(i).value()) + ";");
        defects.add(lines.size() + " " + planted.get(i).rule());
        lines.add("    " + api.call().formatted("d" + i) + ";");
      }
      for (int i = 0; i < valid.size(); i++) {
        lines.add("    " + type + " k" + i + " = " + quoted(valid.get(i)) + ";");
        controls.add(lines.size());
        lines.add("    " + api.call().formatted("k" + i) + ";");
      }
      lines.add("  }");
    }
    lines.add("}");
    return new Generated("fixture/" + name + ".java", String.join("\n", lines) + "\n", defects, controls);
  }

  private static String quoted(String s) {
    return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }

  private static List<Api> apis() {
    List<Api> out = new ArrayList<>();
    for (String line : resource("clientapis/apis.txt").lines().toList()) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] c = line.split(" \\| ", -1);
      out.add(new Api(c[0].strip(), c[1].strip(), List.of(c[2].strip().split(";")), c[3].strip(), c[4].strip()));
    }
    return out;
  }

  // "=== path" starts a file.
  private static Map<String, String> stubs() {
    Map<String, String> out = new LinkedHashMap<>();
    String path = null;
    StringBuilder text = new StringBuilder();
    for (String line : resource("clientapis/stubs.txt").lines().toList()) {
      if (line.startsWith("=== ")) {
        if (path != null) {
          out.put(path, text.toString());
        }
        path = line.substring(4).strip();
        text.setLength(0);
      } else if (path != null) {
        text.append(line).append('\n');
      }
    }
    if (path != null) {
      out.put(path, text.toString());
    }
    return out;
  }

  private static String resource(String name) {
    try (InputStream in = ClientApiRecallTest.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
