package dev.urilint.candidate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.placeholders.PlaceholderSyntax;
import dev.urilint.placeholders.Placeholders;
import dev.urilint.uri.UriParser;
import java.util.EnumSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * What lets {@link Candidate} skip the placeholder scan of a string that parses and whose only
 * hint of a placeholder is a {@code '%'}: in a valid URI every {@code '%'} starts a pct-encoding,
 * and the scanner finds no placeholder there (printf's {@code %s}, {@code %d}, {@code %1$s} are
 * never followed by two hex digits), whatever syntaxes are enabled, unless a Camel {@code RAW(}
 * is in it. Should the scanner learn a placeholder that a valid URI can hold after a {@code '%'},
 * this fails.
 */
class ValidPercentProperties {

  @Provide
  Arbitrary<String> validWithPercent() {
    return Arbitraries.of(
            "http://h/", "file:///", "a", "%41", "%d4", "%dA", "%1F", "%25", "%s0", "%2Fs", "%20d",
            "/", "?", "#", "=", "&", "(", ")", ":", "d", "s", "1", "x", "RA", "W", ".", "%ff")
        .list().ofMinSize(1).ofMaxSize(12)
        .map(list -> String.join("", list))
        .filter(s -> s.indexOf('%') >= 0 && s.indexOf('@') < 0 && s.indexOf('$') < 0)
        .filter(s -> !s.contains("RAW(") && UriParser.isValid(s));
  }

  @Property(tries = 3000)
  void aValidUriHoldsNoPlaceholderThatStartsWithPercent(@ForAll("validWithPercent") String s) {
    assertThat(Placeholders.scan(s, EnumSet.allOf(PlaceholderSyntax.class))).as(s).isEmpty();
    Candidate c = Candidate.of(s, Context.locator());
    assertThat(c.isTemplated()).isFalse();
    assertThat(c.reference()).isPresent();
  }

  @Example
  void printfPlaceholdersAndCamelRawAreStillFound() {
    Context all = Context.locator().withPlaceholders(EnumSet.allOf(PlaceholderSyntax.class));
    // Not valid URIs: '%s' and '%d/' are no pct-encodings, so they are scanned.
    assertThat(Candidate.of("http://h:%d/%s", all).placeholders()).hasSize(2);
    // Valid with a '%', but RAW( is in it: scanned.
    assertThat(Candidate.of("ftp://h/?password=RAW(a%20b)", all).isTemplated()).isTrue();
  }
}
