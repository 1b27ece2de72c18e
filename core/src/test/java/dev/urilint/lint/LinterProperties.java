package dev.urilint.lint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.candidate.Candidate;
import dev.urilint.rules.Rule;
import dev.urilint.rules.RuleCatalog;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Robustness of the whole catalog: no input makes {@link Linter#lint} throw or misplace a span. */
class LinterProperties {

  private static final Linter LINTER = Linter.withDefaults();

  // Pieces that reach deep into every rule: delimiters, escapes, placeholders, secrets, hosts.
  private static final String[] PIECES = {
    "http:", "https:", "jdbc:", "mongodb:", "file:", "mailto:", "urn:", "C:", "localhost:", "//",
    "/", "?", "#", "@", ":", ";", "&", "=", "[", "]", "::1", "fe80::1%25eth0", "%", "%25", "%2520",
    "%2F", "%zz", "%41", "\\", " ", "\"", "{", "}", "${", "${A:http://x}", "{{ x }}", "{id}", "{?q}",
    "$(V)", "$V", "@t@", "%s", "{0}", "#{e}", "password=", "token=", "sig=", "u:p@", "user@",
    "example.com", "a.b.c", "127.0.0.1", "0x7f.1", "8080", "99999", "xn--", "а", "é", "😀", "\uD800",
    "\t", "thin:", "/../", "./", ".", "ws:", "wss:", "ftp:", "ldap:", "telnet:", "HTTP:", "Https:",
    "htps:", "news:", "gopher:", "data:"
  };

  @Property(tries = 2000)
  void neverThrowsAndKeepsSpansInside(@ForAll("uriLike") String input, @ForAll("contexts") Context context) {
    check(input, context);
  }

  // The linter skips a rule on a candidate without any of the rule's triggers; that is only
  // right if the rule would have found nothing there.
  @Property(tries = 3000)
  void aRuleFindsNothingOnACandidateWithoutItsTriggers(
      @ForAll("uriLike") String input, @ForAll("contexts") Context context) {
    Candidate candidate = Candidate.of(input, context);
    for (Rule rule : RuleCatalog.all()) {
      if (java.util.Collections.disjoint(rule.triggers(), candidate.traits())) {
        assertThat(rule.check(candidate))
            .as("%s skipped on '%s' (traits %s, triggers %s)", rule.id(), input, candidate.traits(), rule.triggers())
            .isEmpty();
      }
    }
  }

  @Property(tries = 500)
  void randomUnicodeNeverThrows(@ForAll String input) {
    check(input, Context.locator().withTemplates());
  }

  private static void check(String input, Context context) {
    List<Finding> findings = LINTER.lint(input, context);
    for (Finding f : findings) {
      assertThat(f.span().end()).as("%s on %s", f, input).isLessThanOrEqualTo(input.length());
      assertThat(f.message()).as("a rule crashed on %s", input).doesNotStartWith(Linter.INTERNAL_ERROR);
      f.fix().ifPresent(fix -> assertThat(fix.span().end()).isLessThanOrEqualTo(input.length()));
    }
  }

  @Provide
  Arbitrary<String> uriLike() {
    return Arbitraries.of(PIECES).list().ofMaxSize(14).map(parts -> String.join("", parts));
  }

  @Provide
  Arbitrary<Context> contexts() {
    return Arbitraries.of(
        Context.locator(),
        Context.identifier(),
        Context.text(),
        Context.locator().withTemplates().withZoneIds(true),
        Context.locator().withKey("bootstrap.servers"));
  }
}
