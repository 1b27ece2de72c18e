package dev.urilint.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class MissingHostRuleTest {

  private final MissingHostRule rule = new MissingHostRule();

  private List<Finding> check(String input) {
    return RuleContract.checked(rule, input, Context.locator());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          # input                      | flagged part | after the fix (- for none)
          http:/example.com/a          | http:/       | http://example.com/a
          http:example.com             | http:        | http://example.com
          https:localhost:8443/x       | https:       | https://localhost:8443/x
          HTTP:/10.0.0.1/              | HTTP:/       | HTTP://10.0.0.1/
          ws:/example.com:9000/socket  | ws:/         | ws://example.com:9000/socket
          ftp:/ftp.example.org/pub     | ftp:/        | ftp://ftp.example.org/pub
          http:/x                      | http:/       | -
          http:/index.html             | http:/       | -
          http:                        | http:        | -
          https:?q=1                   | https:       | -
          http//example.com/a          | http//       | http://example.com/a
          HTTPS//example.com           | HTTPS//      | HTTPS://example.com
          wss//                        | wss//        | -
          https:///example.com/x       | ///          | https://example.com/x
          https:///x                   | ///          | -
          http:///${HOST}/x            | ///          | -
          http://                      | //           | -
          http://:80/                  | //:80        | -
          http://user@/                | //user@      | -
          sftp:///home/me              | ///          | -
          """)
  void reportsASchemeThatNeedsAHostWithoutOne(String input, String flagged, String fixed) {
    assertThat(check(input))
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.rule()).isEqualTo(RuleId.MISSING_HOST);
              assertThat(f.severity()).isEqualTo(Severity.ERROR);
              assertThat(f.span().of(input)).isEqualTo(flagged);
              assertThat(f.fix().map(fix -> fix.applyTo(input)))
                  .isEqualTo(fixed.equals("-") ? Optional.empty() : Optional.of(fixed));
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "http://example.com/",
        "https://example.com",
        "http://[::1]:8080/",
        "http://${HOST}/",
        "http://${HOST}:${PORT}",
        "http:${REST}",
        "http:/${PATH}",
        "${SCHEME}//example.com",
        "file:///etc/hosts",
        "file:/etc/hosts",
        "mailto:ops@example.com",
        "urn:isbn:0451450523",
        "ldap:///o=University",
        "jdbc:postgresql://db/app",
        "/proxy/http//example.com",
        "httpx//example.com",
        "http",
        "//example.com/a",
        "relative/path",
        "git@github.com:org/repo.git"
      })
  void staysQuietOnHostsPlaceholdersAndOtherSchemes(String input) {
    assertThat(check(input)).isEmpty();
  }

  @Test
  void explainsWhatRfc3986ReadsInstead() {
    assertThat(check("http:/example.com/a").get(0).message())
        .contains("'http:/example.com/a'", "one slash", "'example.com'", "no host");
    assertThat(check("http//example.com").get(0).message()).contains("lost the ':'", "relative path");
    assertThat(check("https:///example.com").get(0).message()).contains("third '/'");
  }

  @Test
  void neverShowsAPasswordOfTheWouldBeAuthority() {
    Finding f = check("http:/bob:hunter2@example.com/a").get(0);
    assertThat(f.message()).doesNotContain("hunter2").contains("****");
    assertThat(f.fix().orElseThrow().description()).doesNotContain("hunter2");
    assertThat(f.fix().orElseThrow().applyTo("http:/bob:hunter2@example.com/a"))
        .isEqualTo("http://bob:hunter2@example.com/a");
  }

  @ParameterizedTest
  @ValueSource(strings = {"localhost", "example.com", "a.b.example.org:8080", "10.0.0.1", "[::1]", "u@example.com"})
  void recognisesTextThatClearlyNamesAHost(String text) {
    assertThat(MissingHostRule.looksLikeHost(text)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(strings = {"x", "index.html", "a.json", "v1", "example.com:http", "-a.com", "a..com", "1.2.3"})
  void doesNotGuessAHostFromAPathSegment(String text) {
    assertThat(MissingHostRule.looksLikeHost(text)).isFalse();
  }

  @Test
  void describesItself() {
    assertThat(rule.id()).isEqualTo(RuleId.MISSING_HOST);
    assertThat(rule.id().rfcSection()).contains("RFC 9110 §4.2.1");
  }

  @Property(tries = 400)
  void keepsTheRuleContract(@ForAll(supplier = UriLikeStrings.class) String input) {
    RuleContract.holdsFor(rule, input);
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # [userinfo@]host[:port] | clearly a host
          localhost                | true
          u@LOCALHOST:8080         | true
          10.0.0.1                 | true
          [::1]                    | true
          [a]                      | true
          []                       | false
          [::1                     | false
          example.com:             | true
          example.com:8o           | false
          aZ.Az-9.09.io            | true
          x.az                     | true
          x.c                      | false
          x.c0m                    | false
          readme.md                | false
          example                  | false
          a..com                   | false
          -a.com                   | false
          a-.com                   | false
          a_b.com                  | false
          a{b.com                  | false
          a`b.com                  | false
          a/b.com                  | false
          aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.com | true
          bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.com | false
          """)
  void looksLikeHostOnlyForLocalhostAnIpOrADottedDnsName(String text, boolean host) {
    assertThat(MissingHostRule.looksLikeHost(text)).isEqualTo(host);
  }
}
