package dev.urilint.scanner.extract.javasource;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The prefilter's equivalence on generated Java: files put together from the shapes that decide
 * what it keeps (sink calls by every kind of name, literals that can and cannot write a scheme's
 * colon, comments and strings with braces, lambdas, anonymous and member classes, initializers,
 * enums, annotations, text blocks, escapes, keyword statements, variables named like sink methods,
 * fields, locals and imports that nothing else names) give the same values that get a rule with and
 * without it ({@link PrefilterEquivalence}).
 */
final class JavaPrefilterProperties {

  private static final List<String> IMPORTS = List.of(
      "import java.net.URI;",
      "import static java.net.URI.create;",
      "import org.springframework.web.client.RestTemplate;",
      "import okhttp3.Request;",
      "import java.util.regex.Pattern;",
      "import java.util.List;",
      "import java.util.*;",
      "import static org.junit.Assert.assertEquals;");

  private static final List<String> LITERALS = List.of(
      "\"http://a.example/\"", "\"key: value\"", "\"host:8080\"", "\"/p\"", "\"ftp://u:p@h/\"", "\"jdbc:h2:mem\"",
      "\"http\\72//o.example/\"", "\"}{\\\"\"", "\"http:\"", "\"//x.example\"", "\"\"", "\"a b://c\"");

  private static final List<String> STATEMENTS = List.of(
      "log.info(%s);",
      "String a = %s + v;",
      "URI.create(%s);",
      "create(%s);",
      "new java.net.URL(%s);",
      "Foo f = make(%s);",
      "var u = new java.net.URI(%s); u.resolve(%s);",
      "ops.run(v -> { check(%s); });",
      "if (a) run(%s + %s);",
      "for (int i = 0; next(i); step(i)) { f(%s); }",
      "Runnable r = () -> { g(%s); };",
      "// a comment with } and \" %s\n",
      "/* a block { %s */",
      "x = new Object() { int y = 1; void z() { f(%s); } };",
      "String t = \"\"\"\n    %s\n    \"\"\";",
      "char c = ':'; String s = \"http\" + c + %s;",
      "@SuppressWarnings(\"UriCredentials\") String s = %s;",
      "rest.getForObject(%s, String.class);",
      "new Request.Builder().url(%s);",
      "Pattern.compile(%s);",
      "this.field = %s;",
      "list.forEach(e -> e.put(%s, %s));",
      "String w = BASE + %s;",
      "final String k = %s; f(k + %s);",
      "g(C.F + %s);",
      "if (a) { log.info(%s); } else if (b) run(); else { stop(%s); }",
      "if (a) return; else g(%s);",
      "try (var r = open()) { g(%s); } catch (IllegalStateException | RuntimeException e) { h(); } finally { close(%s); }",
      "do { n(%s); } while (next());",
      "do n(); while (more(%s));",
      "while (more()) { w(%s); }",
      "switch (k) { case 1: f(%s); break; default: g(%s); }",
      "synchronized (this) { s(%s); }",
      "String url = %s; log(url);",
      "URI uri = u; target(uri, %s);",
      "assertEquals(%s, x);",
      "List<String> l = List.of(%s);",
      "label: for (String s : l) { if (s.isEmpty()) continue label; f(%s); }",
      "g(LOG, b, %s);",
      "final Object f = make(%s); Object c = f.open(); c.start(%s);",
      "final String p = %s; Client k = make(); k.url(p + %s);",
      "final Object o; o = make(%s);");

  @Property(tries = 300)
  void sameValuesThatGetARuleWithAndWithoutThePrefilter(@ForAll("files") String source) throws Exception {
    PrefilterEquivalence.extract(source);
  }

  @Provide
  Arbitrary<String> files() {
    Arbitrary<String> imports = Arbitraries.of(IMPORTS).list().ofMaxSize(3).map(l -> String.join("\n", l));
    Arbitrary<String> members = member().list().ofMaxSize(5).map(l -> String.join("\n  ", l));
    return Combinators.combine(imports, members).as((i, m) -> i + "\nclass A {\n  RestTemplate rest;\n  " + m + "\n}\n");
  }

  private Arbitrary<String> member() {
    Arbitrary<String> body = statement().list().ofMaxSize(4).map(l -> String.join("\n    ", l));
    Arbitrary<String> literal = Arbitraries.of(LITERALS);
    return Arbitraries.oneOf(
        literal.map(l -> "static final String BASE = " + l + ";"),
        literal.map(l -> "static final String OTHER = BASE + " + l + ";"),
        body.map(b -> "void m(String v) {\n    " + b + "\n  }"),
        literal.map(l -> "String url() { return " + l + "; }"),
        body.map(b -> "static {\n    " + b + "\n  }"),
        body.map(b -> "static class C { String f = \"x\"; static final String F = \"http:\"; void n() { " + b + " } }"),
        body.map(b -> "enum E { P { void q() { " + b + " } }, Q; void r() { } }"),
        literal.map(l -> "@Deprecated @Other(value = " + l + ") void o() { }"),
        literal.map(l -> "private static final Object LOG = make(" + l + ");"),
        literal.map(l -> "int a, b = 1; String url = " + l + ";"),
        body.map(b -> "@Deprecated String url(String url) throws Exception {\n    " + b + "\n    return url;\n  }"),
        body.map(b -> "abstract void p(String url);\n  void q(URI uri) {\n    " + b + "\n    throw new IllegalStateException();\n  }"),
        body.map(b -> "A() throws Exception {\n    " + b + "\n  }"));
  }

  private Arbitrary<String> statement() {
    return Combinators.combine(Arbitraries.of(STATEMENTS), Arbitraries.of(LITERALS), Arbitraries.of(LITERALS))
        .as((s, a, b) -> String.format(s, a, b));
  }
}
