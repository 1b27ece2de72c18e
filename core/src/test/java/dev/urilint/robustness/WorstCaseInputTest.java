package dev.urilint.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.BoundedFindings;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.LintResult;
import dev.urilint.lint.Linter;
import dev.urilint.lint.RuleId;
import dev.urilint.uri.Normalizer;
import dev.urilint.uri.ParseResult;
import dev.urilint.uri.ReferenceResult;
import dev.urilint.uri.Relativizer;
import dev.urilint.uri.Resolver;
import dev.urilint.uri.UriParser;
import dev.urilint.uri.Violation;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Megabyte inputs of every component kind and every pathological run go through every
 * operation without an exception (no {@code StackOverflowError}: nothing recurses on input
 * structure), with consistent answers, and in linear time.
 *
 * <p>The linearity check is a complexity check, not a timing target: it compares the best of
 * several runs at 50 KB and at 1 MB (20× the input) and fails only past 150×, which a quadratic
 * algorithm (400×) cannot pass. It measures the thread's CPU time, not wall time, so a loaded
 * machine that preempts the long run more often than the short one does not skew the ratio.
 */
@Tag("worst-case")
class WorstCaseInputTest {

  private static final String BASE = "http://a/b/c/d;p?q";
  private static final Linter LINTER = Linter.withDefaults();

  /** The operations under test, each reduced to "consume the input". */
  enum Operation {
    PARSE(UriParser::parse),
    VALIDATE(s -> UriParser.validate(s, dev.urilint.uri.GrammarRule.URI_REFERENCE)),
    VIOLATIONS(UriParser::violations),
    NORMALIZE(Normalizer::normalize),
    RESOLVE(s -> Resolver.resolve(BASE, s)),
    RESOLVE_AGAINST(s -> Resolver.resolve("http:" + s.replace(":", ""), "../x")),
    RELATIVIZE(s -> Relativizer.relativize(BASE, s)),
    LINT(s -> LINTER.lint(s, Context.locator()));

    final Function<String, Object> run;

    Operation(Function<String, Object> run) {
      this.run = run;
    }
  }

  @ParameterizedTest
  @EnumSource(Shape.class)
  void megabyteInputsGetTheSameVerdictFromParseValidateAndViolations(Shape shape) {
    for (int size : new int[] {1 << 20, 10 << 20}) {
      String input = shape.of(size);
      ParseResult parsed = UriParser.parse(input);
      int index = UriParser.validate(input, dev.urilint.uri.GrammarRule.URI_REFERENCE);
      List<Violation> violations = UriParser.violations(input);

      assertThat(parsed instanceof ParseResult.Parsed).as("%s valid", shape).isEqualTo(shape.valid);
      assertThat(UriParser.isValid(input)).isEqualTo(shape.valid);
      if (parsed instanceof ParseResult.Parsed p) {
        assertThat(index).isEqualTo(-1);
        assertThat(violations).isEmpty();
        assertThat(p.reference().toString().equals(input)).as("%s round-trips", shape).isTrue();
      } else if (parsed instanceof ParseResult.Malformed m) {
        assertThat(index).isEqualTo(m.first().index()).isBetween(0, input.length());
        assertThat(violations).isNotEmpty().hasSizeLessThanOrEqualTo(100);
        assertThat(violations.get(0).index()).isEqualTo(index);
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Shape.class)
  void megabyteInputsAreNormalizedResolvedAndRelativizedToValidUris(Shape shape) {
    String input = shape.of(1 << 20);
    Optional<String> normal = Normalizer.normalize(input);
    assertThat(normal.isPresent()).isEqualTo(shape.valid);
    normal.ifPresent(n -> {
      assertThat(UriParser.isValid(n)).isTrue();
      assertThat(Normalizer.normalize(n)).contains(n);
    });

    ReferenceResult resolved = Resolver.resolve(BASE, input);
    assertThat(resolved instanceof ReferenceResult.Success).isEqualTo(shape.valid);
    if (resolved instanceof ReferenceResult.Success s) {
      assertThat(UriParser.validate(s.uri(), dev.urilint.uri.GrammarRule.URI)).isEqualTo(-1);
    }

    ReferenceResult relative = Relativizer.relativize(BASE, input);
    if (relative instanceof ReferenceResult.Success r && resolved instanceof ReferenceResult.Success s) {
      assertThat(Resolver.resolve(BASE, r.uri())).isEqualTo(new ReferenceResult.Success(s.uri()));
    }
  }

  @ParameterizedTest
  @EnumSource(Shape.class)
  void lintingAMegabyteInputGivesFindingsInsideTheInput(Shape shape) {
    String input = shape.of(1 << 20);
    List<Finding> findings = LINTER.lint(input, Context.locator());
    for (Finding f : findings) {
      assertThat(f.span().end()).as("%s span end", f.rule()).isLessThanOrEqualTo(input.length());
      assertThat(f.message().isBlank()).as("%s: blank message", f.rule()).isFalse();
    }
  }

  /**
   * Bytes allocated per char while linting 1 MB, garbage included. Building every finding of
   * "//a:b@" repeated (one password per 6 chars, each message quoting a thousand chars of the
   * string) took about 700 bytes a char before findings were bounded: 4.3 GB for 10 MiB.
   */
  private static final long LINT_BYTES_PER_CHAR = 120;

  @ParameterizedTest
  @EnumSource(Shape.class)
  void lintingBuildsAtMostTheBoundOfFindingsAndCountsTheRest(Shape shape) {
    String input = shape.of(1 << 20);
    var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    LINTER.check(input, Context.locator(), java.util.EnumSet.allOf(RuleId.class)); // warm-up
    long before = threads.getCurrentThreadAllocatedBytes();
    LintResult result = LINTER.check(input, Context.locator(), java.util.EnumSet.allOf(RuleId.class));
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;

    for (RuleId rule : RuleId.values()) {
      long built = result.findings().stream().filter(f -> f.rule() == rule).count();
      assertThat(built).as("%s: %s findings built", shape, rule).isLessThanOrEqualTo(BoundedFindings.LIMIT);
      assertThat(result.omitted(rule) == 0 || built == BoundedFindings.LIMIT)
          .as("%s: %s counted past the bound only when the bound is reached", shape, rule)
          .isTrue();
    }
    assertThat(allocated / input.length())
        .as("%s: bytes allocated per char of 1 MB (%d findings, %d counted)",
            shape, result.findings().size(), result.omitted())
        .isLessThan(LINT_BYTES_PER_CHAR);
  }

  // 20 times the input should take about 20 times as long; a quadratic step takes 400 times as
  // long. 150 leaves room for a loaded machine (a shared CI runner, parallel builds: up to ~120
  // was seen at load 12) and still fails a quadratic step by a factor of 2.7.
  private static final int LINEAR_BOUND = 150;

  @ParameterizedTest
  @EnumSource(Shape.class)
  void everyOperationTakesLinearTime(Shape shape) {
    String small = shape.of(50 * 1024);
    String large = shape.of(1024 * 1024);
    for (Operation op : Operation.values()) {
      long tSmall = bestOf(op, small);
      long tLarge = bestOf(op, large);
      assertThat(tLarge)
          .as("%s on %s: 1 MB took %d µs, 50 KB %d µs", op, shape, tLarge / 1000, tSmall / 1000)
          .isLessThan(LINEAR_BOUND * Math.max(tSmall, 20_000));
    }
  }

  /** Best of five CPU-timed runs after two warm-up runs: the minimum filters out noise. */
  private static long bestOf(Operation op, String input) {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long best = Long.MAX_VALUE;
    for (int i = 0; i < 7; i++) {
      long start = threads.getCurrentThreadCpuTime();
      Object result = op.run.apply(input);
      long elapsed = threads.getCurrentThreadCpuTime() - start;
      assertThat(result).isNotNull();
      if (i >= 2) {
        best = Math.min(best, elapsed);
      }
    }
    return best;
  }
}
