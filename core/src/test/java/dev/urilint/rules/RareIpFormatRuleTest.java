package dev.urilint.rules;

import static org.assertj.core.api.Assertions.assertThat;

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

class RareIpFormatRuleTest {

  private final RareIpFormatRule rule = new RareIpFormatRule();

  private List<Finding> check(String input) {
    return RuleContract.checked(rule, input, Context.locator());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # input                          | host              | address reached | form named
          http://0x7f.1/                   | 0x7f.1            | 127.0.0.1       | hexadecimal
          http://0x7f000001/admin          | 0x7f000001        | 127.0.0.1       | 32-bit integer
          http://0177.0.0.1/               | 0177.0.0.1        | 127.0.0.1       | octal
          http://2130706433/               | 2130706433        | 127.0.0.1       | 32-bit integer
          http://127.1/                    | 127.1             | 127.0.0.1       | short 2-part
          http://10.1.2/                   | 10.1.2            | 10.1.0.2        | short 3-part
          http://1.2.3/                    | 1.2.3             | 1.2.0.3         | short 3-part
          http://0x7f.0.0.1:8080/x         | 0x7f.0.0.1        | 127.0.0.1       | hexadecimal
          http://0xA9.0376.43518/          | 0xA9.0376.43518   | 169.254.169.254 | octal
          http://169.254.43518/latest      | 169.254.43518     | 169.254.169.254 | short 3-part
          http://127.0.0.1./               | 127.0.0.1.        | 127.0.0.1       | trailing dot
          http://%31%32%37.0.0.1/          | %31%32%37.0.0.1   | 127.0.0.1       | percent-encoded
          https://user@0/                  | 0                 | 0.0.0.0         | 32-bit integer
          http://0X7F.1/                   | 0X7F.1            | 127.0.0.1       | hexadecimal
          http://0x7f.1/a b                | 0x7f.1            | 127.0.0.1       | hexadecimal
          //017700000001/                  | 017700000001      | 127.0.0.1       | octal
          """)
  void reportsTheAddressARareFormReaches(String input, String host, String address, String form) {
    assertThat(check(input))
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.rule()).isEqualTo(RuleId.RARE_IP_FORMAT);
              assertThat(f.severity()).isEqualTo(Severity.WARNING);
              assertThat(f.span().of(input)).isEqualTo(host);
              assertThat(f.message()).contains("'" + host + "' is " + address, form);
              assertThat(f.fix().orElseThrow().applyTo(input))
                  .isEqualTo(input.replace(host, address));
            });
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "http://127.0.0.1/",
        "http://10.0.0.255:8080/",
        "http://1password.com/",
        "http://v1.api/",
        "http://123.example.com/",
        "http://example.com/",
        "http://1.2.3.4.5/",
        "http://256.1/",
        "http://0x100.1/",
        "http://1.2.3.256/",
        "http://1.16777216/",
        "http://4294967296/",
        "http://08.1.1.1/",
        "http://0xg.1/",
        "http://[::1]/",
        "http://[::ffff:127.0.0.1]/",
        "http://${HOST}/",
        "http://${IP:127.1}/",
        "http:///x",
        "127.1",
        "urn:ip:127.1",
        "/127.1/path",
        "http://example.com/127.1"
      })
  void staysQuietOnNamesDottedQuadsLiteralsAndTemplates(String input) {
    assertThat(check(input)).isEmpty();
  }

  // A host that is no network address is never resolved; a scheme urilint does not know is read
  // as naming a server, and a known network scheme keeps its finding.
  @ParameterizedTest(name = "{0} ({2})")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          vm://0                       | 0 | activemq-artemis artemis-junit/.../EmbeddedActiveMQDelegate.java
          vm://0?create=false          | 0 | ActiveMQ in-VM transport
          bundle://7.0:1/META-INF/x.xml | 0 | OSGi bundle entry
          tcp://0x7f.1:61616           | 1 | look-alike: a network transport
          http://0/                    | 1 | look-alike: a web host
          myrpc://2130706433:9000/     | 1 | look-alike: an unknown scheme names a server
          """)
  void onlyHostsThatAreNetworkAddresses(String input, int findings, String origin) {
    assertThat(check(input)).as(origin).hasSize(findings);
  }

  @Test
  void explainsBothReadings() {
    assertThat(check("http://0x7f.1/").get(0).message())
        .contains("registered name", "inet_aton", "RFC 3986 §7.4", "write 127.0.0.1");
  }

  @Test
  void describesItself() {
    assertThat(rule.id()).isEqualTo(RuleId.RARE_IP_FORMAT);
    assertThat(rule.id().rfcSection()).isEqualTo("RFC 3986 §7.4");
  }

  @Property(tries = 400)
  void keepsTheRuleContract(@ForAll(supplier = UriLikeStrings.class) String input) {
    RuleContract.holdsFor(rule, input);
  }
}
