package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class UriReferenceTest {

  private static UriReference parse(String s) {
    return ((ParseResult.Parsed) UriParser.parse(s)).reference();
  }

  @Test
  void spansExcludeDelimitersAndKeepIpLiteralBrackets() {
    UriReference uri = parse("http://u@[::1]:80/p?q#f");
    assertThat(uri.schemeSpan()).contains(new Span(0, 4));
    assertThat(uri.authoritySpan()).contains(new Span(7, 17));
    assertThat(uri.userinfoSpan()).contains(new Span(7, 8));
    assertThat(uri.hostSpan()).contains(new Span(9, 14));
    assertThat(uri.portSpan()).contains(new Span(15, 17));
    assertThat(uri.pathSpan()).isEqualTo(new Span(17, 19));
    assertThat(uri.querySpan()).contains(new Span(20, 21));
    assertThat(uri.fragmentSpan()).contains(new Span(22, 23));
  }

  @Test
  void formsFollowSection4() {
    assertThat(parse("a:b").isAbsolute()).isTrue();
    assertThat(parse("a:b").isAbsoluteUri()).isTrue();
    assertThat(parse("a:b#f").isAbsoluteUri()).isFalse();
    assertThat(parse("//a").isRelative()).isTrue();
  }

  @Test
  void theSpanConstructorAndTheParserAgree() {
    UriReference built = new UriReference("s://h/p", new Span(0, 1), new Span(4, 5), null,
        new Span(4, 5), HostKind.REG_NAME, null, new Span(5, 7), null, null);
    UriReference parsed = parse("s://h/p");
    assertThat(built).isEqualTo(parsed).hasSameHashCodeAs(parsed);
    assertThat(built.host()).isEqualTo(parsed.host());
    assertThat(built.hostKind()).isEqualTo(parsed.hostKind());
    assertThat(built.userinfo()).isEmpty();
    assertThat(built.path()).isEqualTo("/p");
  }

  @Test
  void authorityHostAndHostKindGoTogether() {
    assertThatThrownBy(() -> new UriReference("s:p", null, new Span(0, 0), null, null, null,
        null, new Span(2, 3), null, null)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void toStringIsTheInput() {
    assertThat(parse("HTTP://A/%7e").toString()).isEqualTo("HTTP://A/%7e");
  }
}
