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
          `class A { void m() { String u = "\\u0068ttp://h"; } }`                                       | WHOLE    | a Unicode escape: the lexer is unsure
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
          `class A { void m() { f("http://\\uD83D\\uDE00.example/"); } }`                                 | WHOLE    | a surrogate pair written as escapes
          `class A { void m() { f("x"); /* 😀 */ } String u = "http://😀.example/"; }`                   | PARSE    | a char outside the BMP in a blanked body
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
        // A char is the file's own, or a separator space, or part of a null written for an initializer.
        assertThat(c == ' ' || "null".indexOf(c) >= 0 || c == text.charAt(at)).as(origin + " at " + i).isTrue();
      }
      assertThat(parser().parse(p.text()).isSuccessful()).as(origin + ": " + p.text()).isTrue();
    }
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
