package dev.urilint.placeholders;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.uri.Span;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PlaceholdersTest {

  private static final Set<PlaceholderSyntax> ALL = EnumSet.allOf(PlaceholderSyntax.class);

  private static String spans(String input, Set<PlaceholderSyntax> syntaxes) {
    StringBuilder sb = new StringBuilder();
    for (Span s : Placeholders.find(input, syntaxes)) {
      sb.append(sb.length() == 0 ? "" : " ").append(s.of(input));
    }
    return sb.toString();
  }

  @ParameterizedTest(name = "{0} holds {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          http://${HOST}/a                      | ${HOST}
          ${url:http://localhost}               | ${url:http://localhost}
          ${VAR:-http://x}/y                    | ${VAR:-http://x}
          ${?OPTIONAL}                          | ${?OPTIONAL}
          ${a:${b:${c}}}/x                      | ${a:${b:${c}}}
          http://#{host.name}/a                 | #{host.name}
          http://{{ .Values.host }}:80/         | {{ .Values.host }}
          http://{{{ raw }}}/                   | {{{ raw }}}
          http://$(HOST):$(PORT)/               | $(HOST) $(PORT)
          https://$host$request_uri             | $host $request_uri
          jdbc:@db.url@                         | @db.url@
          http://x/%s?id=%d                     | %s %d
          http://x/%1$s/%2$d                    | %1$s %2$d
          http://x/{0}/{1,number}/{}            | {0} {1,number} {}
          http://x/users/{id}{?q,r}{+path}      | {id} {?q,r} {+path}
          http://x/{/seg}{#frag}{.ext}{;m}{&k*} | {/seg} {#frag} {.ext} {;m} {&k*}
          http://x/{var:3}                      | {var:3}
          """)
  void recognisesEverySyntax(String input, String expected) {
    assertThat(spans(input, ALL)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0} holds no placeholder")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          http://example.com/a%20b
          http://example.com/%de%AD
          http://x/${unclosed
          http://x/$
          http://x/{ not a template }
          https://john@doe.com@evil.com/
          mailto:a@b.com
          http://x/a#{
          http://x/{{unclosed
          """)
  void leavesLookAlikesAlone(String input) {
    assertThat(Placeholders.find(input, ALL)).isEmpty();
  }

  @Test
  void rfc6570InConfigValuesNotInCode() {
    assertThat(spans("http://x/users/{id}", Context.CONFIG_PLACEHOLDERS)).isEqualTo("{id}");
    assertThat(spans("http://x/users/{id}", Context.CODE_PLACEHOLDERS)).isEmpty();
    assertThat(spans("http://x/users/{id}", EnumSet.of(PlaceholderSyntax.RFC6570))).isEqualTo("{id}");
    assertThat(spans("http://x/{0}", EnumSet.of(PlaceholderSyntax.RFC6570))).isEqualTo("{0}");
  }

  @Test
  void eachSyntaxCanBeTurnedOff() {
    for (PlaceholderSyntax off : PlaceholderSyntax.values()) {
      EnumSet<PlaceholderSyntax> rest = EnumSet.complementOf(EnumSet.of(off));
      assertThat(Placeholders.find("http://${a-b}/#{b-c}/{{ c }}/$(D)/$E/@f@/%s/{0}/{+g}/@{h}/<i-j>?r=RAW(k)", rest))
          .as("without %s", off)
          .hasSize(off == PlaceholderSyntax.INDEXED_BRACE || off == PlaceholderSyntax.ANT_ATTRIBUTE ? 12 : 11); // {0} and {h} are RFC 6570 too
    }
  }

  @ParameterizedTest(name = "{0} with {1}: {2}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          # input          | syntaxes asked for             | placeholders found
          "x/$()"          | DOLLAR_PAREN DOLLAR_NAME       | ""
          "x/$(A)"         | DOLLAR_PAREN                   | "$(A)"
          "x/${}"          | DOLLAR_BRACE                   | ""
          "x/#{}"          | HASH_BRACE                     | ""
          "x/#{a}"         | HASH_BRACE                     | "#{a}"
          "x/{{}}"         | DOUBLE_BRACE                   | ""
          "x/{{a}}{{b}}"   | DOUBLE_BRACE                   | "{{a}} {{b}}"
          "x/{}"           | RFC6570                        | ""
          "x/{0}"          | RFC6570                        | "{0}"
          "x/{9}"          | INDEXED_BRACE                  | "{9}"
          "x/{0}"          | INDEXED_BRACE                  | "{0}"
          "x/{1x}"         | INDEXED_BRACE                  | ""
          "x/{1,a{2}"      | INDEXED_BRACE                  | "{2}"
          "x/{1,a}b}"      | INDEXED_BRACE                  | "{1,a}"
          "x/%d0%d9%da%df" | PRINTF                         | ""
          "x/%dA%dF"       | PRINTF                         | ""
          "x/%dg%d/"       | PRINTF                         | "%d %d"
          """)
  void recognisesOnlyWhatEachSyntaxAllows(String input, String syntaxes, String expected) {
    EnumSet<PlaceholderSyntax> asked = EnumSet.noneOf(PlaceholderSyntax.class);
    for (String name : syntaxes.split(" ")) {
      asked.add(PlaceholderSyntax.valueOf(name));
    }
    assertThat(spans(input, asked)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # input       | default value (- for none)
          ${x{y}:z}     | z
          ${x{y:z}}     | -
          ${:x}         | -
          ${a:}         | ''
          ${a:-}        | ''
          """)
  void findsTheDefaultAfterTheFirstColonOutsideNestedBraces(String input, String defaultValue) {
    assertThat(Placeholders.scan(input, ALL))
        .singleElement()
        .satisfies(p -> assertThat(p.defaultValue().map(d -> d.of(input)).orElse("-")).isEqualTo(defaultValue));
  }

  @Test
  void reportsTheDefaultValueOfSpringAndShellPlaceholders() {
    String input = "${url:http://localhost}/${X:-a}/${Y:=b}/${?Z}/${W}";
    List<Placeholder> found = Placeholders.scan(input, ALL);
    assertThat(found)
        .extracting(p -> p.defaultValue().map(d -> d.of(input)).orElse("-"))
        .containsExactly("http://localhost", "a", "b", "-", "-");
    assertThat(found).allMatch(p -> p.syntax() == PlaceholderSyntax.DOLLAR_BRACE);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          http://${HOST}:${PORT}/a        | http://xxxxxxx:0000000/a
          ${SCHEME}://h/                  | xxxxxxxxx://h/
          http://${U}:${P}@h:${PORT}/     | http://xxxx:xxxx@h:0000000/
          jdbc:postgresql://h:${P}/db     | jdbc:postgresql://h:0000/db
          http://[${V6}]:80/              | http://[v0.xx]:80/
          http://[$V]/                    | http://[::]/
          http://h/${A}?q=${B}#${C}       | http://h/xxxx?q=xxxx#xxxx
          //$(HOST):$(PORT)               | //xxxxxxx:0000000
          plain                           | plain
          """)
  void neutralizesWithFillerTheGrammarAcceptsThere(String input, String expected) {
    String neutral = Placeholders.neutralize(input, Placeholders.find(input, ALL));
    assertThat(neutral).isEqualTo(expected).hasSameSizeAs(input);
  }

  @Test
  void staysLinearOnPathologicalInput() {
    // Each of these would be quadratic with a naive search for the closing delimiter; the test
    // only checks the answer, but a quadratic scan of 200k characters would not finish in time.
    String opens = "${".repeat(100_000);
    String doubles = "{{".repeat(100_000);
    String triples = "{{{".repeat(70_000);
    assertThat(Placeholders.find(opens, ALL)).isEmpty();
    assertThat(Placeholders.find(doubles, ALL)).isEmpty();
    assertThat(Placeholders.find(triples, ALL)).isEmpty();
    assertThat(Placeholders.find("${a}".repeat(50_000), ALL)).hasSize(50_000);
  }
}
