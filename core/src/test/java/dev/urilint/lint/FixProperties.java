package dev.urilint.lint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.candidate.Candidate;
import dev.urilint.rules.UriLikeStrings;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A fix repairs what its finding reports and nothing else: applied, it yields a string with one
 * finding of that rule fewer (for {@code malformed-uri}: no violation left where the replacement
 * went), and a string that parsed still parses (a fix never breaks a URI).
 */
class FixProperties {

  private final Linter linter = Linter.withDefaults();

  @Property(tries = 3000)
  void everyFixRemovesItsFinding(@ForAll(supplier = UriLikeStrings.class) String input) {
    holdsFor(input);
  }

  // Strings whose fixes used to change their meaning or leave them broken, and look-alikes
  // whose fixes are still offered.
  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          http://%s:%d%s                    | -              | a path placeholder: no '/' after it (String.format in code)
          http://localhost:                 | -              | a prefix a port is appended to ("http://localhost:" + port)
          queue://TEST                      | -              | an ActiveMQ destination: its case is its name
          vm://Broker                       | -              | an in-VM broker name
          myproto://Host/                   | -              | an unknown scheme: its host's case may matter
          http://[::1]x/                    | malformed-uri  | no fix: %78 would leave it broken at the same index
          HTTP://Example.COM:80             | non-normalized | look-alike: a web host, its default port and empty path
          http://localhost:/x               | non-normalized | look-alike: an empty port inside the URI
          http://a/b c                      | malformed-uri  | look-alike: %20 repairs it
          """)
  void fixesThatWouldChangeOrNotRepairAreNotOffered(String input, String rule, String why) {
    List<Finding> findings = linter.lint(input, Context.locator());
    assertThat(findings.stream().filter(f -> f.rule().id().equals(rule)).map(Finding::rule).distinct().toList().size())
        .as(why)
        .isEqualTo(rule.equals("-") ? 0 : 1);
    if (input.contains("[::1]x")) {
      assertThat(findings).as(why).allMatch(f -> f.fix().isEmpty());
    } else if (!rule.equals("-")) {
      assertThat(findings).as(why).anyMatch(f -> f.fix().isPresent());
    }
    holdsFor(input);
  }

  private void holdsFor(String input) {
    Context context = Context.locator();
    boolean parsed = Candidate.of(input, context).reference().isPresent();
    List<Finding> findings = linter.lint(input, context);
    for (Finding f : findings) {
      if (f.fix().isEmpty()) {
        continue;
      }
      String fixed = f.fix().get().applyTo(input);
      List<Finding> after = linter.lint(fixed, context);
      if (f.rule() == RuleId.MALFORMED_URI) {
        // One violation per fix: none is left where the replacement went.
        int from = f.fix().get().span().start();
        int to = from + f.fix().get().replacement().length();
        assertThat(after)
            .as("%s: fix of %s gives '%s'", input, f.rule().id(), fixed)
            .noneMatch(g -> g.rule() == RuleId.MALFORMED_URI && g.span().start() >= from && g.span().start() < to);
      } else {
        // As severe as the fixed one: a password moved into a placeholder is still a templated
        // password, one severity lower.
        long before = findings.stream().filter(g -> g.rule() == f.rule() && g.severity().compareTo(f.severity()) <= 0).count();
        long left = after.stream().filter(g -> g.rule() == f.rule() && g.severity().compareTo(f.severity()) <= 0).count();
        assertThat(left).as("%s: fix of %s gives '%s' (%s)", input, f.rule().id(), fixed, after).isLessThan(before);
      }
      if (parsed) {
        assertThat(Candidate.of(fixed, context).reference()).as("%s -> %s", input, fixed).isPresent();
      }
    }
  }
}
