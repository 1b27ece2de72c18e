package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UriParserTest {

  private static UriReference parsed(String input) {
    ParseResult result = UriParser.parse(input);
    assertThat(result).isInstanceOf(ParseResult.Parsed.class);
    return ((ParseResult.Parsed) result).reference();
  }

  private static Violation malformed(String input) {
    ParseResult result = UriParser.parse(input);
    assertThat(result).isInstanceOf(ParseResult.Malformed.class);
    return ((ParseResult.Malformed) result).first();
  }

  @Test
  void parseSplitsEveryComponentWithItsSpan() {
    UriReference uri = parsed("https://u@example.com:8443/a?q#f");
    assertThat(uri.scheme()).contains("https");
    assertThat(uri.schemeSpan()).contains(new Span(0, 5));
    assertThat(uri.authority()).contains("u@example.com:8443");
    assertThat(uri.userinfo()).contains("u");
    assertThat(uri.host()).contains("example.com");
    assertThat(uri.hostKind()).contains(HostKind.REG_NAME);
    assertThat(uri.port()).contains("8443");
    assertThat(uri.path()).isEqualTo("/a");
    assertThat(uri.query()).contains("q");
    assertThat(uri.fragment()).contains("f");
    assertThat(uri.toString()).isEqualTo("https://u@example.com:8443/a?q#f");
  }

  @Test
  void absentComponentsStayApartFromEmptyOnes() {
    UriReference empty = parsed("http://a:?#");
    assertThat(empty.port()).contains("");
    assertThat(empty.query()).contains("");
    assertThat(empty.fragment()).contains("");
    UriReference absent = parsed("http://a");
    assertThat(absent.port()).isEmpty();
    assertThat(absent.query()).isEmpty();
    assertThat(absent.fragment()).isEmpty();
    assertThat(absent.userinfo()).isEmpty();
    assertThat(parsed("file:///x").host()).contains("");
    assertThat(parsed("mailto:a@b").hasAuthority()).isFalse();
  }

  @ParameterizedTest(name = "{0} has a {1} host")
  @CsvSource(delimiter = '|', value = {
      "http://1.2.3.4/          | IPV4",
      "http://1.2.3.256/        | REG_NAME",
      "http://01.2.3.4/         | REG_NAME",
      "http://127.1/            | REG_NAME",
      "http://[::1]/            | IPV6",
      "http://[::ffff:1.2.3.4]/ | IPV6",
      "http://[v1.x]/           | IPV_FUTURE",
      "http://[V1F.a:b]/        | IPV_FUTURE",
      "http://example.com/      | REG_NAME",
      "http:///                 | REG_NAME",
  })
  void hostKindSaysWhichAlternativeMatched(String input, HostKind kind) {
    assertThat(parsed(input).hostKind()).contains(kind);
  }

  @ParameterizedTest(name = "{0} is valid")
  @CsvSource(delimiter = '|', value = {
      "http://", "//", "''", "a:", "http://a:", "?", "#", "a?b?c/d", "a#b/c?d", "./a:b",
      "/a:b", "http://[::1]:80", "http://[v1.x]", "http://[V7.x]", "http://[::ffff:1.2.3.4]",
      "http://[1::2:3:4:5:6:7]", "http://[::]", "http://u:p@h", "mailto:a@b.c", "a/b:c",
      "urn:isbn:0451450523", "http://[1:2:3:4:5:6:7::]", "//@", "//:", "x:/a//b", "x:a//b",
  })
  void validStrings(String input) {
    assertThat(UriParser.validate(input, GrammarRule.URI_REFERENCE)).isEqualTo(-1);
    assertThat(UriParser.isValid(input)).isTrue();
    assertThat(UriParser.violations(input)).isEmpty();
  }

  @ParameterizedTest(name = "{0} fails at {1}: {2}")
  @CsvSource(delimiter = '|', value = {
      "http://a/b c          | 10 | ILLEGAL_CHARACTER",
      "http://[::1           | 11 | UNEXPECTED_END",
      "ht tp://x             | 2  | ILLEGAL_CHARACTER",
      "http://a?b[c          | 10 | MISPLACED_BRACKET",
      "http://a#b#c          | 10 | SECOND_FRAGMENT",
      "http://[v1.]          | 11 | BAD_IP_LITERAL",
      "http://[1:2:3:4:5:6:7:8::] | 23 | BAD_IP_LITERAL",
      "http://[1.2.3.4]      | 9  | BAD_IP_LITERAL",
      "http://[fe80::1%25eth0] | 15 | BAD_IP_LITERAL",
      "http://a:8x/          | 11 | BAD_PORT",
      "http://u@a:8x/        | 12 | BAD_PORT",
      "http://a%2/           | 10 | BAD_PERCENT_ENCODING",
      "a%zz                  | 2  | BAD_PERCENT_ENCODING",
      "1a:b                  | 2  | BAD_SCHEME",
      ":a                    | 0  | BAD_SCHEME",
      "a\\b                  | 1  | ILLEGAL_CHARACTER",
      "http://é.com          | 7  | NON_ASCII",
      "http://a@b@c          | 10 | ILLEGAL_CHARACTER",
  })
  void invalidStrings(String input, int index, ViolationKind kind) {
    assertThat(UriParser.validate(input, GrammarRule.URI_REFERENCE)).isEqualTo(index);
    Violation v = malformed(input);
    assertThat(v.index()).isEqualTo(index);
    assertThat(v.kind()).isEqualTo(kind);
    assertThat(UriParser.violations(input).get(0)).isEqualTo(v);
  }

  @Test
  void messagesNameTheRuleAndTheFix() {
    assertThat(malformed("http://example.com/a b").message())
        .isEqualTo("illegal character ' ' at index 20 in path; percent-encode it as %20");
    assertThat(malformed("a/b%zz").message())
        .isEqualTo("'%' at index 3 must be followed by two hex digits"
            + " (percent-encode '%' itself as %25)");
    assertThat(malformed("a\\b").message()).startsWith("a backslash is not a path separator");
    assertThat(malformed("a#b#").message()).contains("'#'").contains("%23");
  }

  @Test
  void messagesNeverQuoteAPassword() {
    assertThat(UriParser.violations("http://user:s3cret/x"))
        .allSatisfy(v -> assertThat(v.message()).doesNotContain("s3cret"));
  }

  @Test
  void violationsListsEveryComponentsProblem() {
    List<Violation> all = UriParser.violations("h ttp://a/b c?d e#f#g");
    assertThat(all).extracting(Violation::index).containsExactly(1, 11, 15, 19);
  }

  @Test
  void zoneIdsAreAnOption() {
    String input = "http://[fe80::1%25eth0]/";
    assertThat(UriParser.isValid(input)).isFalse();
    assertThat(UriParser.parse(input, ParseOptions.DEFAULT.withZoneIds(true)).isValid()).isTrue();
    assertThat(UriParser.validate(input, GrammarRule.URI, true)).isEqualTo(-1);
  }

  @ParameterizedTest(name = "{0} as {1} -> {2}")
  @CsvSource(delimiter = '|', value = {
      "a:b            | RELATIVE_REF | 1",
      "a:b#f          | ABSOLUTE_URI | 3",
      "//a            | URI          | 0",
      "http           | ABSOLUTE_URI | 4",
      "a:b            | URI          | -1",
  })
  void targetsOtherThanUriReference(String input, GrammarRule rule, int index) {
    assertThat(UriParser.validate(input, rule)).isEqualTo(index);
    assertThat(UriParser.parse(input, ParseOptions.DEFAULT.as(rule)).isValid())
        .isEqualTo(index == -1);
  }

  /**
   * {@code validate} and {@code isValid} allocate nothing: 200,000 calls over valid and invalid
   * inputs and every rule stay below what a single byte per call would cost.
   */
  @Test
  void validateAllocatesNothing() {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    String[] inputs = {
      "https://u:p@example.com:8443/a/b?q=1#f", "http://[::ffff:1.2.3.4]/", "http://a/b c",
      "http://[v1.x]:80", "a%zz", "http://w3c.org:80path1/x", "//[fe80::1%25eth0]", "é",
      "mailto:a@b.c", "../../g;x?y#s",
    };
    GrammarRule[] rules = GrammarRule.values();
    long sink = 0;
    for (int warm = 0; warm < 20_000; warm++) {
      sink += run(inputs, rules, warm);
    }
    long before = threads.getCurrentThreadAllocatedBytes();
    for (int i = 0; i < 20_000; i++) {
      sink += run(inputs, rules, i);
    }
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;
    assertThat(sink).isNotZero();
    assertThat(allocated).isLessThan(200_000);
  }

  /**
   * A parse allocates its result and nothing else: the {@link UriReference} with its six
   * boundaries is the result (no wrapper; 48 B with compressed pointers); spans and strings are
   * made when asked for. Two objects (a wrapper and the reference, as before) take 64 B, eager
   * spans 176 B. The shapes below take the fast path; the grammar's path (userinfo, IP literals)
   * also allocates its split.
   */
  @Test
  void parseAllocatesOnlyTheResult() {
    assumeTrue(compressedPointers(), "the sizes below are those of compressed pointers");
    String[] inputs = {
      "https://www.sec.gov/edgar.shtml", "file:///Users/isaacs/dev/tapjs/node_modules/esm.mjs",
      "node:url", "https://example.com:8443/a%20b?q=1#f", "../../g;x?y#s", "//cdn.example/x.js",
    };
    assertThat(bytesPerParse(inputs)).isLessThan(64);
    assertThat(bytesPerParse(new String[] {"http://u@h/", "http://[::1]:80/"})).isLessThan(160);
  }

  private static long bytesPerParse(String[] inputs) {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long sink = 0;
    for (int warm = 0; warm < 20_000; warm++) {
      sink += UriParser.parse(inputs[warm % inputs.length]).hashCode();
    }
    int calls = 60_000;
    long before = threads.getCurrentThreadAllocatedBytes();
    for (int i = 0; i < calls; i++) {
      sink += UriParser.parse(inputs[i % inputs.length]).hashCode();
    }
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;
    assertThat(sink).isNotZero();
    return allocated / calls;
  }

  private static boolean compressedPointers() {
    return Boolean.parseBoolean(
        ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class)
            .getVMOption("UseCompressedOops")
            .getValue());
  }

  /** The result of a successful parse is the reference itself, on both paths. */
  @ParameterizedTest(name = "[{0}]")
  @CsvSource({"https://a/b?q#f", "http://u@h/", "http://[::1]:80/", "a:b", "''"})
  void theParsedResultIsTheReference(String input) {
    ParseResult result = UriParser.parse(input);
    assertThat(result).isInstanceOf(UriReference.class);
    assertThat(((ParseResult.Parsed) result).reference()).isSameAs(result);
    assertThat(result.input()).isEqualTo(input);
  }

  private static long run(String[] inputs, GrammarRule[] rules, int i) {
    String s = inputs[i % inputs.length];
    return UriParser.validate(s, rules[i % rules.length], (i & 1) == 0)
        + (UriParser.isValid(s) ? 1 : 0) + UriParser.validate(s, GrammarRule.URI_REFERENCE);
  }
}
