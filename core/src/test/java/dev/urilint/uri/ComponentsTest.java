package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ComponentsTest {

  private static String show(UriReference r) {
    return r.scheme().orElse("-") + "|" + r.userinfo().orElse("-") + "|" + r.host().orElse("-")
        + "|" + r.port().orElse("-") + "|" + r.path() + "|" + r.query().orElse("-") + "|"
        + r.fragment().orElse("-");
  }

  /** input, then scheme|userinfo|host|port|path|query|fragment with - for absent. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiterString = " => ", value = {
      "http://u:p@h:80/a/b?q?r#f/? => http|u:p|h|80|/a/b|q?r|f/?",
      "http://[::1]:/ => http|-|[::1]||/|-|-",
      "http://[v1.x] => http|-|[v1.x]|-||-|-",
      "file:///x => file|-||-|/x|-|-",
      "mailto:a@b => mailto|-|-|-|a@b|-|-",
      "//h => -|-|h|-||-|-",
      "a/b:c?d#e => -|-|-|-|a/b:c|d|e",
      "?# => -|-|-|-|||",
      "//@: => -|||||-|-",
  })
  void splitsAValidReferenceIntoItsComponents(String input, String expected) {
    assertThat(show(Components.split(input, true).toReference())).isEqualTo(expected);
  }

  @Test
  void aRelativeRefNeverHasAScheme() {
    Components c = Components.split("a:b", false);
    assertThat(c.schemeEnd()).isEqualTo(-1);
    assertThat(c.pathStart()).isZero();
    assertThat(Components.split("a:b", true).schemeEnd()).isEqualTo(1);
  }

  @Test
  void anyStringSplitsWithoutThrowing() {
    Components c = Components.split("ht tp://[x@y:z/p q?r#s#t", true);
    assertThat(c.schemeEnd()).isEqualTo(5);
    assertThat(c.authorityStart()).isEqualTo(8);
    assertThat(c.userinfoEnd()).isEqualTo(10);
    assertThat(c.hostStart()).isEqualTo(11);
    assertThat(c.pathStart()).isEqualTo(14);
    assertThat(c.queryStart()).isEqualTo(19);
    assertThat(c.fragmentStart()).isEqualTo(21);
  }

  @Test
  void anUnclosedIpLiteralRunsToTheEndOfTheAuthority() {
    Components c = Components.split("//[::1/x", true);
    assertThat(c.hostEnd()).isEqualTo(6);
    assertThat(c.portStart()).isEqualTo(-1);
  }
}
