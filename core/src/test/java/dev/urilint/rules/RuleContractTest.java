package dev.urilint.rules;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.candidate.Candidate;
import dev.urilint.candidate.Trait;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.uri.Span;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The shared rule property must be able to fail: a rule that breaks the contract is caught. */
class RuleContractTest {

  private static final String INPUT = "http://a"; // 8 characters

  /**
   * Reports one finding under {@code reported} (its own id is MALFORMED_URI) on any input; {@code
   * triggers} are the traits it claims to need.
   */
  private record StubRule(RuleId reported, Span span, Optional<Span> fixSpan, Set<Trait> triggers) implements Rule {

    StubRule(RuleId reported, Span span, Optional<Span> fixSpan) {
      this(reported, span, fixSpan, Set.of(Trait.ANY));
    }

    @Override
    public RuleId id() {
      return RuleId.MALFORMED_URI;
    }

    @Override
    public List<Finding> check(Candidate candidate) {
      return List.of(new Finding(reported, Severity.WARNING, "m", span, fixSpan.map(s -> new Fix(s, "x", "d"))));
    }
  }

  private static StubRule reporting(int start, int end) {
    return new StubRule(RuleId.MALFORMED_URI, new Span(start, end), Optional.empty());
  }

  @ParameterizedTest(name = "span and fix [{0}, {1}) on 'http://a'")
  @CsvSource({"0, 8", "7, 8", "8, 8", "0, 0"})
  void holdsForSpansAndFixesInsideTheString(int start, int end) {
    Rule rule = new StubRule(RuleId.MALFORMED_URI, new Span(start, end), Optional.of(new Span(start, end)));

    assertThatCode(() -> RuleContract.holdsFor(rule, INPUT)).doesNotThrowAnyException();
  }

  @ParameterizedTest(name = "span [{0}, {1}) on 'http://a'")
  @CsvSource({"0, 9", "8, 9", "9, 9", "3, 40"})
  void failsForASpanPastTheEnd(int start, int end) {
    assertThatThrownBy(() -> RuleContract.holdsFor(reporting(start, end), INPUT))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("span of");
  }

  @ParameterizedTest(name = "fix span [{0}, {1}) on 'http://a'")
  @CsvSource({"0, 9", "9, 9"})
  void failsForAFixPastTheEnd(int start, int end) {
    Rule rule = new StubRule(RuleId.MALFORMED_URI, new Span(0, 1), Optional.of(new Span(start, end)));

    assertThatThrownBy(() -> RuleContract.holdsFor(rule, INPUT))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("fix span of");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"CREDENTIALS_IN_URI", "NON_NORMALIZED"})
  void failsForAFindingUnderAnotherRulesId(RuleId other) {
    Rule rule = new StubRule(other, new Span(0, 1), Optional.empty());

    assertThatThrownBy(() -> RuleContract.holdsFor(rule, INPUT))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("rule id of");
  }

  @ParameterizedTest(name = "triggers {0} on ''{1}''")
  @CsvSource({"AT_SIGN, http://a", "PERCENT_SIGN, http://a/b", "MALFORMED, http://a", "NO_HOST, http://a"})
  void failsForAFindingOnACandidateWithoutItsTriggers(Trait trigger, String input) {
    Rule rule = new StubRule(RuleId.MALFORMED_URI, new Span(0, 1), Optional.empty(), Set.of(trigger));

    assertThatThrownBy(() -> RuleContract.holdsFor(rule, input))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("traits of");
  }

  @ParameterizedTest(name = "triggers {0} on ''{1}''")
  @CsvSource({"AT_SIGN, http://u@a", "PERCENT_SIGN, http://a/%41", "MALFORMED, http://a b", "NO_HOST, https:///x"})
  void holdsForAFindingOnACandidateWithOneOfItsTriggers(Trait trigger, String input) {
    Rule rule = new StubRule(RuleId.MALFORMED_URI, new Span(0, 1), Optional.empty(), Set.of(trigger));

    assertThatCode(() -> RuleContract.holdsFor(rule, input)).doesNotThrowAnyException();
  }
}
