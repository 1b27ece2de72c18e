package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The fast path ({@link FastPath}) and the slow path (the grammar, {@link UriGrammar}, then the
 * Appendix B split, {@link Components}) agree on every input: the fast path accepts exactly the
 * valid references it is meant for (no userinfo, no IP literal), and for those it records the
 * boundaries the split gives. {@code UriParser.parse} and {@code isValid} take the fast path
 * first, so a disagreement would be a wrong answer, not a slow one.
 */
class FastPathProperties {

  private static final String ALPHABET = "aAzZvV0159fF:/?#[]@%.-_~!$&'()*+,;= \\é\u0000\u007f";

  /** Valid references, the same with one character inserted, deleted or replaced, and noise. */
  @Provide
  Arbitrary<String> anyInput() {
    Arbitrary<String> valid = UriArbitraries.reference();
    Arbitrary<String> mutated =
        Combinators.combine(valid, Arbitraries.integers().between(0, 200),
                Arbitraries.of(ALPHABET.chars().mapToObj(c -> (char) c).toList()),
                Arbitraries.integers().between(0, 2))
            .as(FastPathProperties::mutate);
    Arbitrary<String> pieces = Arbitraries.of(
            "http", "file", "a", "1", ":", "://", "//", "/", "?", "#", "@", "[", "]", "[::1]",
            "%", "%4", "%41", "%zz", ":80", ":8a", "u:p@", "a:b", ".", " ", "é")
        .list().ofMaxSize(10).map(list -> String.join("", list));
    Arbitrary<String> chars = Arbitraries.strings().withChars(ALPHABET).ofMaxLength(24);
    return Arbitraries.oneOf(valid, mutated, mutated, pieces, chars);
  }

  @Property(tries = 5000)
  void fastAndSlowPathsAgree(@ForAll("anyInput") String s) {
    boolean valid = !Match.failed(UriGrammar.check(s, GrammarRule.URI_REFERENCE, false));
    UriReference fast = FastPath.recognise(s, true);
    assertThat(FastPath.accepts(s)).isEqualTo(fast != null);
    if (!valid) {
      assertThat(fast).as("fast path accepted the invalid %s", s).isNull();
      return;
    }
    UriReference slow = Components.split(s, true).toReference();
    boolean meantForFastPath =
        !slow.hasAuthority() || slow.userinfo().isEmpty() && !slow.host().orElseThrow().startsWith("[");
    assertThat(fast != null).as("fast path on %s", s).isEqualTo(meantForFastPath);
    if (fast != null) {
      assertThat(show(fast)).isEqualTo(show(slow));
      assertThat(delimitersIn(fast)).as("delimiters of %s", s).isEqualTo(delimitersIn(slow));
    }
    assertThat(UriParser.isValid(s)).isTrue();
    assertThat(show(((ParseResult.Parsed) UriParser.parse(s)).reference())).isEqualTo(show(slow));
  }

  @Example
  void theFastPathTakesTheCommonShapesAndLeavesTheRestToTheGrammar() {
    assertThat(FastPath.recognise("https://www.sec.gov/edgar.shtml", true)).isNotNull();
    assertThat(FastPath.recognise("file:///Users/isaacs/dev/a%20b/esm.mjs?x=1#f", true)).isNotNull();
    assertThat(FastPath.recognise("a/b:c", true)).isNotNull();
    assertThat(FastPath.recognise("http://u@h/", true)).isNull();
    assertThat(FastPath.recognise("http://[::1]/", true)).isNull();
    assertThat(FastPath.recognise("a:b/%4", true)).isNull();
    assertThat(FastPath.recognise("b:c/d e", true)).isNull();
    assertThat(FastPath.recognise("1a:b", true)).isNull();
    assertThat(FastPath.recognise("a%41:b", true)).isNull(); // no escape in a scheme
  }

  /** The record of '@', '%', '=' and '$', as the linter's screens read it, and the other answers. */
  @Example
  void theFastPathRecordsWhatItPassed() {
    UriReference r = FastPath.recognise("https://h:8443/a@b/c?x=1&y=$z#f%20", true);
    for (char c : ":/?#@=&$%".toCharArray()) {
      assertThat(r.contains(c)).as("%s", c).isTrue();
    }
    for (char c : "[]!'()*+,;".toCharArray()) {
      assertThat(r.contains(c)).as("%s", c).isFalse();
    }
    assertThat(FastPath.recognise("svn+ssh:x", true).contains('+')).isTrue();
    assertThat(FastPath.recognise("//h=$/p", true).contains('$')).isTrue();
    assertThat(FastPath.recognise("//h/p", true).contains('=')).isFalse();
    assertThat(FastPath.recognise("a", true).contains(':')).isFalse();
  }

  /** The host loop also records a '-' and upper case in the host, and only there. */
  @Example
  void theHostLoopRecordsHyphenAndUpperCase() {
    UriReference plain = FastPath.recognise("https://example.com/A-B?X-Y#Z-", true);
    assertThat(plain.hostHasHyphen()).isFalse();
    assertThat(plain.hostHasUpperCase()).isFalse();
    assertThat(plain.contains('-')).isTrue();
    UriReference idn = FastPath.recognise("https://xn--bcher-kva.Example:80/", true);
    assertThat(idn.hostHasHyphen()).isTrue();
    assertThat(idn.hostHasUpperCase()).isTrue();
    assertThat(FastPath.recognise("mailto:A-b@x", true).hostHasHyphen()).isFalse(); // no authority
    UriReference grammar = ((ParseResult.Parsed) UriParser.parse("http://u@My-Host/")).reference();
    assertThat(grammar.hostHasHyphen()).isTrue();
    assertThat(grammar.hostHasUpperCase()).isTrue();
    assertThat(((ParseResult.Parsed) UriParser.parse("http://[::1]/A-")).reference().hostHasHyphen()).isFalse();
  }

  /**
   * Which characters of the alphabet {@code contains} says the input holds, each checked against
   * a search: the fast path's record and the grammar path's on-demand pass must both be exact.
   */
  private static String delimitersIn(UriReference r) {
    StringBuilder found = new StringBuilder();
    for (char c : ALPHABET.toCharArray()) {
      assertThat(r.contains(c)).as("contains('%s') in %s", c, r.input())
          .isEqualTo(r.input().indexOf(c) >= 0);
      found.append(r.contains(c) ? c : "");
    }
    String host = r.host().orElse("");
    assertThat(r.hostHasHyphen()).as("hostHasHyphen of %s", r.input()).isEqualTo(host.indexOf('-') >= 0);
    assertThat(r.hostHasUpperCase()).as("hostHasUpperCase of %s", r.input())
        .isEqualTo(host.chars().anyMatch(c -> c >= 'A' && c <= 'Z'));
    return found.append(r.hostHasHyphen() ? "|host-" : "").append(r.hostHasUpperCase() ? "|hostA" : "").toString();
  }

  /** Every boundary, so that one comparison covers all accessors. */
  private static String show(UriReference r) {
    return String.join("|", r.schemeSpan().toString(), r.authoritySpan().toString(),
        r.userinfoSpan().toString(), r.hostSpan().toString(), r.hostKind().toString(),
        r.portSpan().toString(), r.pathSpan().toString(), r.querySpan().toString(),
        r.fragmentSpan().toString(), String.valueOf(r.schemeEnd()), String.valueOf(r.hostStart()),
        String.valueOf(r.hostEnd()));
  }

  private static String mutate(String s, int at, char c, int how) {
    int i = s.isEmpty() ? 0 : at % (s.length() + 1);
    StringBuilder b = new StringBuilder(s);
    switch (how) {
      case 0 -> b.insert(i, c);
      case 1 -> { if (i < b.length()) b.deleteCharAt(i); }
      default -> { if (i < b.length()) b.setCharAt(i, c); else b.append(c); }
    }
    return b.toString();
  }
}
