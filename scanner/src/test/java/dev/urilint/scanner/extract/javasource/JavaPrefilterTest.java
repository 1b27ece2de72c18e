package dev.urilint.scanner.extract.javasource;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParserConfiguration;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.javasource.prefilter.JavaPrefilter;
import dev.urilint.sinks.SinkCatalog;
import dev.urilint.sinks.SinkSpec;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The prefilter gives JavaParser only the bodies that can hold a string that gets a rule, and its
 * answer equals the parser's: each row is a file (a shape met in the corpus, named by repository
 * and path, or a look-alike), read with and without the prefilter; both give the same values that
 * get a rule ({@link PrefilterEquivalence}), the text JavaParser gets in place of the file parses
 * and maps each of its chars back to the file, and the row says what the prefilter does with it.
 */
final class JavaPrefilterTest {

  private static final JavaPrefilter PREFILTER = new JavaPrefilter(SinkCatalog.builtIn());

  @ParameterizedTest(name = "{2}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      textBlock =
          """
          # source                                                                                       | verdict  | origin
          `@XmlSchema(namespace = "http://activemq.apache.org/schema") package org.a;`                    | PARSE    | activemq-artemis artemis-dto package-info.java: a value before any type
          `class A { void m() { log("no colon here"); } }`                                              | NONE     | a string no rule can get
          `class A { void m() { int a = 1; } }`                                                         | NONE     | no string at all
          `class A { void m() { URI.create(s); } }`                                                     | NONE     | a sink call, but no string anywhere
          `class A { static final String BASE = "/api"; void m() { URI.create(BASE); } }`              | PARSE    | a constant that reaches a sink through its name: field and call stay
          `import java.net.URI; class A { void m() { URI.create("/relative"); } }`                      | PARSE    | a sink's argument without a colon
          `import static java.net.URI.create; class A { void m() { create("/x"); } }`                   | PARSE    | a statically imported sink
          `import java.net.URL; class A { void m() throws Exception { new URL("x"); } }`                 | PARSE    | a sink constructor, after a throws clause
          `import org.springframework.web.client.RestTemplate; class A { private RestTemplate rest; void m() { rest.getForObject("/users/{id}", String.class, 1); } }` | PARSE | spring-petclinic: any method of a RestTemplate is a sink
          `class A { void m() { String u = "http\\72//user:pw@h"; } }`                                   | PARSE    | an octal escape writes the scheme's colon
          `class A { void m() { String u = "http\\072//h/"; } }`                                         | PARSE    | an octal escape alone writes the colon
          `class A { void m() { String u = "http" + ':' + "//h/"; } }`                                  | PARSE    | the colon is a char literal
          `class A { void m() { String u = "\\u0068ttp://h"; } }`                                       | PARSE    | a Unicode escape: read as javac reads it, escapes translated first
          `enum E { A { String u() { return "http://a.example/"; } }, B; void m() { log("x"); } }`      | PARSE    | an enum constant's class body stays
          `record R(String u) { R { u = "http://r.example/"; } void n() { log("x"); } }`              | PARSE    | a compact constructor
          `class A { Runnable r = new Runnable() { public void run() { f("http://a.example/"); } }; }` | PARSE    | an anonymous class in a field initializer stays with the field
          `class A { java.util.function.Supplier<String> s = () -> "http://a.example/"; }`            | PARSE    | a lambda in a field initializer
          `class A { void m() { class L { String u = "http://l.example/"; } } void n() { f("{"); } }` | PARSE    | a local class is part of its method's body
          `class A { static class B { String u() { return "http://b.example/"; } } void n() { f("}"); } }` | PARSE | a member class's methods are read one by one
          `interface I { default String u() { return "http://i.example/"; } }`                          | PARSE    | an interface's default method
          `@interface Api { String url() default "http://api.example/"; }`                               | PARSE    | an annotation element's default
          `class A { <T> T m() { return (T) "http://g.example/"; } }`                                   | PARSE    | a generic method
          `class A { void m() { // } "\\n  f("http://c.example/"); /* { */ } }`                          | PARSE    | braces and quotes in comments
          `class A { void m() { f("}{\\"", '}'); } void n() { g("http://s.example/"); } }`               | PARSE    | braces and quotes in strings and chars
          `class A { @SuppressWarnings("UriCredentials") void m() { f("http://u:p@s.example/"); } }`     | PARSE    | a suppression on a kept method
          `class A { void m() { String t = \"\"\"\n    http://t.example/\n    \"\"\"; } }`             | NONE     | a text block whose value ends in a line break is no absolute URI
          `class A { int x = 6 /       /* c */ 2; void m() { f("http://d.example/"); } }`             | PARSE    | a '/' before a comment
          `class A { void m() { log.info("x"); Foo f = make(1); var u = new java.net.URI("h"); u.resolve("y"); } }` | PARSE | a plain call goes, a declared local's initializer becomes null, a var keeps its initializer
          `class A { void m() { ops.run(v -> { check(v); assertThat(u, is("http://e.example/")); }); } }` | PARSE  | a lambda's statements are read one by one
          `class A { void m() { for (int i = 0; next(i); step(i)) { f("http://f.example/"); } } }`    | PARSE    | a for header is no statement
          `class A { void m() { if (a) run(); x = new Object() { int y = 1; void z() { f("http://g.example/"); } }; } }` | PARSE | a statement after if without braces, an anonymous class's fields
          `class A { void m() { String s = "host:8080"; String k = "key: value"; } }`                  | NONE     | colons that start no scheme
          `class A { void m() { String s = "jdbc:postgresql://db/x"; } }`                              | PARSE    | a nested scheme
          `class A { static final String URL = "jdbc:oracle:thin:scott/tiger@db:1521:orcl"; }`        | PARSE    | a JDBC URL needs no "//": an Oracle thin password in a constant
          `class A { void m() { String s = "JDBC:h2:" + name; } }`                                     | PARSE    | a JDBC prefix, any case
          `class A { static final String BASE = "https://a.example"; void m() { String u = BASE + "/x"; } }` | PARSE | a constant folded into a concatenation writes the colon
          `class A { static final String S = "http:"; static final String B = S + "//b.example"; void m() { f(B + "/x"); } }` | PARSE | a constant built from a constant
          `interface L { String DOCS = "https://docs.example/"; } class A { void m() { f(L.DOCS + "p"); } }` | PARSE | an interface field, by its qualified name
          `class A { void m() { final String u = "http://l.example"; run(() -> f(u + "/x")); } }`     | PARSE    | a final local used in a lambda
          `class A { @Step(value = "Deploy.", expected = @Desc("ok")) @Other(url = "http://h.example/") void m() { } }` | PARSE | strimzi-kafka-operator LoggingChangeST.java: test-doc annotations go, one with a URI stays
          `import retrofit2.http.GET; interface Api { @GET("users/{id}") Object user(); }`            | PARSE    | a sink annotation stays
          `class A { void m() { String t = \"\"\"\n    key: value\n    \"\"\"; String u = \"\"\"\n    http://t.example/\"\"\"; } }` | PARSE | a text block is read as decoded
          `class A { void m() { String t = \"\"\"\n    key: value\n    other: x\n    \"\"\"; } }`     | NONE     | a text block of YAML-like lines
          `void main() { System.out.println("http://compact.example/"); }`                             | PARSE    | a compact source file: its methods stay
          `class A { void m() { f("http://a.example/"); }`                                               | WHOLE    | unbalanced braces: invalid Java, read as written
          `class A {\n\tvoid m() {\r\n\t\tf("x");\r\t}\n\tString u = "http://tab.example/";\n}`         | PARSE    | tabs and every kind of line break
          `class A { void m() { f("http://\\uD83D\\uDE00.example/"); } }`                                 | PARSE    | a surrogate pair written as escapes
          `class A { void m() { f("x"); /* 😀 */ } String u = "http://😀.example/"; }`                   | PARSE    | a char outside the BMP in a blanked body
          `class A { void m() { b.append("\\\\u").append(';'); } String u = "http://a.example/"; }` | PARSE    | jenkins Jenkins.java: a backslash-u that is no escape
          `class A { /* \\u002a/ void m() { f("http://a.example/"); } /* */ }`                      | PARSE    | an escape that ends a comment
          """)
  void givesTheSameValuesThatGetARule(String source, String verdict, String origin) throws Exception {
    String text = source.replace("\\n", "\n").replace("\\r", "\r").replace("\\t", "\t");
    try {
      PrefilterEquivalence.extract(text);
    } catch (ExtractionException invalid) {
      assertThat(verdict).as(origin).isEqualTo("WHOLE");
    }
    JavaPrefilter.Verdict v = PREFILTER.decide(text);
    assertThat(name(v)).as(origin).isEqualTo(verdict);
    if (v instanceof JavaPrefilter.Parse p) {
      assertThat(p.sourceOffsets()).as(origin).hasSize(p.text().length() + 1).isSorted();
      for (int i = 0; i < p.text().length(); i++) {
        char c = p.text().charAt(i);
        int at = p.sourceOffsets()[i];
        // A char is the file's own (or a Unicode escape's), or a separator space, or part of a null
        // written for an initializer.
        assertThat(c == ' ' || "null".indexOf(c) >= 0 || c == text.charAt(at) || text.startsWith("\\u", at))
            .as(origin + " at " + i).isTrue();
      }
      assertThat(parser().parse(p.text()).isSuccessful()).as(origin + ": " + p.text()).isTrue();
    }
  }

  @ParameterizedTest(name = "{2}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      textBlock =
          """
          # source                                                                                     | what JavaParser reads                                  | origin
          `class A { @Test void m() { log("x"); } String u = "http://a/"; }`                         | `class A { String u = "http://a/"; } `                  | a method with nothing that matters goes whole, signature and annotations too
          `class A { @Other(url = "http://h/") void m() { log("x"); } }`                              | `class A { @Other(url = "http://h/") void m() { } } `   | a signature that matters stays without its body
          `class A { static { init(); } A() { log("x"); } String u = "http://a/"; }`                  | `class A { String u = "http://a/"; } `                  | initializers and constructors go whole too
          `class A { void m(String url) { log(url); } String u = "http://a/"; }`                       | `class A { String u = "http://a/"; } `                  | tomcat: a variable named like a sink method is no call
          `class A { void m(URI uri) { URI v = uri; } String u = "http://a/"; }`                      | `class A { String u = "http://a/"; } `                  | a declared URI is no call of its constructor
          `class A { void m() { URI.create(s); new URL(u); b.url(v); } String u = "http://a/"; }`     | `class A { void m() { URI.create(s); new URL(u); } String u = "http://a/"; } ` | a static call's scope and a constructor stay; an instance call named like a sink goes in a file that writes no type leading to its owner
          `class A { void m() { if (a) { run(); } else if (b) stop(); else { x(); } f("http://a/"); } }` | `class A { void m() { f("http://a/"); } } `         | an if with its else chain goes whole
          `class A { void m() { try (R r = open()) { r.go(); } catch (E e) { h(); } finally { c(); } f("http://a/"); } }` | `class A { void m() { f("http://a/"); } } ` | a try with its catch and finally blocks
          `class A { void m() { for (;;) { n(); } while (w()) w(); synchronized (this) { s(); } switch (k) { case 1: z(); } f("http://a/"); } }` | `class A { void m() { f("http://a/"); } } ` | loops, synchronized and switch
          `class A { String m() { f("http://a/"); return "x"; } void n() { f("http://b/"); throw new E("y"); } }` | `class A { String m() { f("http://a/"); } void n() { f("http://b/"); } } ` | return and throw
          `class A { void m() { do { n(); } while (more()); f("http://a/"); } }`                     | `class A { void m() { f("http://a/"); } } `             | a do statement with its while
          `class A { void m() { if (a) { g("http://a/"); log("x"); } } }`                             | `class A { void m() { if (a) { g("http://a/"); } } } `  | an if that matters stays, and is read statement by statement
          `import java.net.URI; import java.util.List; import java.util.*; class A { URI u = URI.create("http://a/"); }` | `import java.net.URI; import java.util.*; class A { URI u = URI.create("http://a/"); } ` | an import of a name no kept token writes goes
          `import static java.net.URI.create; import static org.junit.Assert.assertEquals; class A { void m() { create("http://a/"); } }` | `import static java.net.URI.create; class A { void m() { create("http://a/"); } } ` | a static import too
          `class A { static final Logger LOG = make(); String u = "http://a/"; }`                     | `class A { String u = "http://a/"; } `                  | a field no kept token names goes
          `class A { private WebClient client; void m() { client.get().uri("http://a/"); } }`         | `class A { private WebClient client; void m() { client.get().uri("http://a/"); } } ` | a field a kept statement names stays
          `class A { int a, b = 1; void m() { f(a, "http://a/"); } }`                                 | `class A { int a, b = 1; void m() { f(a, "http://a/"); } } ` | every declarator's name counts
          `import retrofit2.http.GET; interface I { String name(); @GET("users/{id}") Object user(); }` | `import retrofit2.http.GET; interface I { @GET("users/{id}") Object user(); } ` | a method without a body goes unless it matters
          `class A { void m() { Foo f = make(); g("http://a/"); } }`                                  | `class A { void m() { g("http://a/"); } } `             | a local no kept token names goes
          `class A { void m() { Client c = make(); c.url("http://a/"); } }`                          | `class A { void m() { Client c = null ; c.url("http://a/"); } } ` | a local a kept statement names stays, its initializer read as null
          `class A { void m() { final Client c = make(); c.url("http://a/"); } }`                    | `class A { void m() { final Client c = null ; c.url("http://a/"); } } ` | so does a final one of a type that is no constant's
          `class A { void m() { final String p = "/x"; final String q = "/y"; URI.create("http://a" + p); } }` | `class A { void m() { final String p = "/x"; URI.create("http://a" + p); } } ` | a final String keeps its value, the scanner folds it
          `class A { void m() { final Factory f = make("tcp://h:1"); Connection c = f.open(); c.start(); } }` | `class A { void m() { final Factory f = make("tcp://h:1"); } } ` | activemq-artemis AMQPFederationAddressPolicyTest.java: a final local of another type passes no constant on
          `class A { void m() { final Foo f; f = make(); g("http://a/"); } }`                         | `class A { void m() { final Foo f; g("http://a/"); } } ` | a final local declared without a value
          """)
  void leavesOutWhatCannotMatter(String source, String expected, String origin) throws Exception {
    PrefilterEquivalence.extract(source);
    JavaPrefilter.Verdict v = PREFILTER.decide(source);
    assertThat(v).as(origin).isInstanceOf(JavaPrefilter.Parse.class);
    assertThat(((JavaPrefilter.Parse) v).text()).as(origin).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      textBlock =
          """
          `void m() { client.fetch("/users"); } void n() { f("x"); }` | a user's sink is named by its method
          `void m() { new Endpoint("/users"); } void n() { f("x"); }` | a user's sink constructor is named by its class
          """)
  void readsTheUsersSinksToo(String source, String origin) throws Exception {
    SinkCatalog catalog = SinkCatalog.builtIn()
        .with(List.of(SinkSpec.parse("com.acme.Client#fetch"), SinkSpec.parse("com.acme.Endpoint#new")), List.of());
    String text = "import com.acme.Client;\nimport com.acme.Endpoint;\nclass A {\n  Client client;\n  " + source + "\n}\n";
    List<ExtractedValue> values = PrefilterEquivalence.extract(text, catalog);
    assertThat(PrefilterEquivalence.ruleBearing(values)).as(origin).hasSize(1);
  }

  private static String name(JavaPrefilter.Verdict v) {
    return v instanceof JavaPrefilter.Parse ? "PARSE" : v instanceof JavaPrefilter.NoValues ? "NONE" : "WHOLE";
  }

  static JavaParser parser() {
    return new JavaParser(new ParserConfiguration()
        .setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_26)
        .setAttributeComments(false)
        .setStoreTokens(true));
  }
}
