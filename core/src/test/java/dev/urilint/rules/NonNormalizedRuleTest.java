package dev.urilint.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.candidate.Candidate;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class NonNormalizedRuleTest {

  private final NonNormalizedRule rule = new NonNormalizedRule();

  private List<Finding> check(String input) {
    return RuleContract.checked(rule, input, Context.locator());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          # input                                   | normal form                         | step named
          HTTP://example.com/                       | http://example.com/                 | lower-case the scheme
          http://Example.COM/                       | http://example.com/                 | lower-case the host
          http://example.com/a%2fb                  | http://example.com/a%2Fb            | upper-case the hex digits of %2f
          http://example.com/%7Euser                | http://example.com/~user            | decode %7E to '~'
          http://example.com/%41                    | http://example.com/A                | decode %41 to 'A'
          http://example.com/a/./b/../c             | http://example.com/a/c              | remove dot-segments
          http://example.com/a/..                   | http://example.com/                 | remove dot-segments
          http://example.com/.                      | http://example.com/                 | remove dot-segments
          http://example.com:80/                    | http://example.com/                 | drop the default port :80
          https://example.com:443/a                 | https://example.com/a               | drop the default port :443
          http://example.com:/                      | http://example.com/                 | drop the empty port ':'
          HTTP://Example.com:80                     | http://example.com                  | lower-case the scheme, lower-case the host, drop the default port :80
          http://example.com/?q=%7e&r=%3a           | http://example.com/?q=~&r=%3A       | decode %7e to '~', upper-case the hex digits of %3a
          http://example.com/#%2d                   | http://example.com/#-               | decode %2d to '-'
          http://[2001:DB8::1]/                     | http://[2001:db8::1]/               | lower-case the host
          HTTP://${HOST}/a                          | http://${HOST}/a                    | lower-case the scheme
          http://${HOST}:80/a                       | http://${HOST}/a                    | drop the default port :80
          HTTP://${HOST}:80/                        | http://${HOST}/                     | lower-case the scheme, drop the default port :80
          //Example.com/a                           | //example.com/a                     | lower-case the host
          ../a/%7e                                  | ../a/~                              | decode %7e to '~'
          http://example.com/%61%7A                 | http://example.com/az               | decode %61 to 'a'
          http://example.com/%5A                    | http://example.com/Z                | decode %5A to 'Z'
          http://example.com/%30%39                 | http://example.com/09               | decode %30 to '0'
          http://example.com/%2E%5F                 | http://example.com/._              | decode %2E to '.'
          http://example.com/%ff                    | http://example.com/%FF              | upper-case the hex digits of %ff
          http://example.com/%e9%2f                 | http://example.com/%E9%2F           | upper-case the hex digits of %e9
          http://example.com/%7e%7e%2f%3a           | http://example.com/~~%2F%3A         | decode %7e to '~', upper-case the hex digits of %2f
          ftp://example.com:21/                     | ftp://example.com/                  | drop the default port :21
          ws://example.com:80/                      | ws://example.com/                   | drop the default port :80
          wss://example.com:443/                    | wss://example.com/                  | drop the default port :443
          x-custom:///a/./b                         | x-custom:///a/b                     | remove dot-segments
          http://example.com/a/../                  | http://example.com/                 | remove dot-segments
          http://example.com/a/b/.                  | http://example.com/a/b/             | remove dot-segments
          """)
  void reportsTheStepsAndFixesToTheNormalForm(String input, String normal, String steps) {
    assertThat(check(input))
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.rule()).isEqualTo(RuleId.NON_NORMALIZED);
              assertThat(f.severity()).isEqualTo(Severity.INFO);
              assertThat(f.fix().orElseThrow().applyTo(input)).isEqualTo(normal);
              assertThat(f.message()).contains(": " + steps + ";", "normal form: '" + normal + "'");
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "http://example.com/",
        "http://example.com/..a/.b/c./d..",
        "http://example.com/.../a/.x",
        "http://example.com/%60%7B%40%5B%2F%3A",
        "http://example.com/%00",
        "https://example.com/a?b#c",
        "http://example.com:8080/",
        "http://example.com:080/",
        "https://example.com:80/",
        "ftp://example.com/",
        "file:///etc/hosts",
        "mailto:Ops@Example.com",
        "urn:ISBN:0451450523",
        "../a/./b",
        "http://User@example.com/",
        "http://example.com/a%2Fb",
        "http://example.com/?",
        "http://example.com/${PATH}/../x",
        "http://example.com/a/${X}%7e",
        "${URL}",
        "http://a b/",
        "https://",
        "file:./config/",
        "classpath:a/../b",
        "HTTP://:80",
        "http://EXAMPLE.com${SUFFIX}/"
      })
  void staysQuietOnNormalFormsTemplatedPartsAndNonUris(String input) {
    assertThat(check(input)).isEmpty();
  }

  // A base URL gets paths appended (Spring Cloud Config's uri, a Feign or WebClient base URL, a
  // gateway route) and a web origin has no path (RFC 6454 §6.2): "/" for an empty path changes
  // what each of them does, though RFC 3986 §6.2.3 calls the two equivalent for http.
  @ParameterizedTest(name = "{0} under {1}")
  @CsvSource({
    "http://localhost:3000,   app.cors.allowed-origins",
    "http://localhost:3000,   CORS_ORIGIN",
    "http://config:8888,      spring.cloud.config.uri",
    "https://api.example.com, feign.client.config.default.url",
    "http://example.com?q,    app.url",
    "http://${HOST},          app.url",
  })
  void leavesAnEmptyPathEmpty(String input, String key) {
    assertThat(RuleContract.checked(rule, input, Context.locator().withKey(key))).isEmpty();
  }

  // Dot-segments are resolved away only in an absolute URI: a relative reference keeps them until
  // it is resolved against its base, and a Maven plugin's file location is a path that a resolved
  // "/build/checkstyle.xml" breaks.
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"/../build/checkstyle.xml", "/a/./b", "../config/app.yml", "//host/a/../b"})
  void keepsTheDotSegmentsOfAReference(String input) {
    assertThat(check(input)).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {"HTTP://www.w3.org/1999/XSL/Transform", "http://example.com"})
  void neverNormalizesAnIdentifier(String input) {
    assertThat(rule.check(Candidate.of(input, Context.identifier()))).isEmpty();
  }

  @Test
  void keepsThePasswordOutOfMessageAndFixDescription() {
    Finding f = check("HTTP://bob:hunter2@example.com/").get(0);
    assertThat(f.message()).doesNotContain("hunter2").contains("http://bob:****@example.com/");
    assertThat(f.fix().orElseThrow().description()).doesNotContain("hunter2");
    assertThat(f.fix().orElseThrow().applyTo("HTTP://bob:hunter2@example.com/"))
        .isEqualTo("http://bob:hunter2@example.com/");
  }

  @Test
  void spansTheChangedPart() {
    String input = "http://example.com:80/a";
    assertThat(check(input).get(0).span().of(input)).isEqualTo(":80");
  }

  @Test
  void describesItself() {
    assertThat(rule.id()).isEqualTo(RuleId.NON_NORMALIZED);
    assertThat(rule.id().rfcSection()).contains("§6.2.2");
  }

  @Property(tries = 400)
  void keepsTheRuleContract(@ForAll(supplier = UriLikeStrings.class) String input) {
    RuleContract.holdsFor(rule, input);
  }

}
