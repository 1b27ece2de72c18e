package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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
    UriReference built = References.fromSpans("s://h/p", new Span(0, 1), new Span(4, 5), null,
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
    assertThatThrownBy(() -> References.fromSpans("s:p", null, new Span(0, 0), null, null, null,
        null, new Span(2, 3), null, null)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aSchemeStartsTheReference() {
    assertThatThrownBy(() -> References.fromSpans("/s:p", new Span(1, 2), null, null, null, null,
        null, new Span(3, 4), null, null)).isInstanceOf(IllegalArgumentException.class);
  }

  @ParameterizedTest(name = "{0}: scheme ends at {1}, host [{2}, {3})")
  @CsvSource({
    "https://a/, 5, 8, 9",
    "http://u@a.b:80/, 4, 9, 12",
    "file:///x, 4, 7, 7",
    "mailto:a@b, 6, -1, -1",
    "//h/p, -1, 2, 3",
    "/p, -1, -1, -1",
    "'', -1, -1, -1",
  })
  void indexAccessorsAgreeWithTheSpans(String input, int schemeEnd, int hostStart, int hostEnd) {
    UriReference uri = parse(input);
    assertThat(uri.schemeEnd()).isEqualTo(uri.schemeSpan().map(Span::end).orElse(-1)).isEqualTo(schemeEnd);
    assertThat(uri.hostStart()).isEqualTo(uri.hostSpan().map(Span::start).orElse(-1)).isEqualTo(hostStart);
    assertThat(uri.hostEnd()).isEqualTo(uri.hostSpan().map(Span::end).orElse(-1)).isEqualTo(hostEnd);
  }

  @Test
  void toStringIsTheInput() {
    assertThat(parse("HTTP://A/%7e").toString()).isEqualTo("HTTP://A/%7e");
  }
}
