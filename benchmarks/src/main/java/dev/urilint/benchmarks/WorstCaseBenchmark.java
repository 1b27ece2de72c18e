package dev.urilint.benchmarks;

import dev.urilint.lint.Context;
import dev.urilint.lint.Linter;
import dev.urilint.uri.UriParser;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The worst-case curve: time against input size for the pathological strings. Linear time means the
 * score divided by {@code size} (ns per character) stays flat from 10 KB to 10 MB.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar WorstCaseBenchmark
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 300, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 3, time = 300, timeUnit = TimeUnit.MILLISECONDS)
public class WorstCaseBenchmark {

  /** The shapes: each repeats one unit after a prefix until the string has {@code size} chars. */
  public enum Shape {
    PATH("http://h/", "a"),
    PERCENT("http://h/", "%"),
    PERCENT_ENCODED("http://h/", "%41"),
    COLON("", ":"),
    BRACKET("http://", "["),
    AT("http://", "@"),
    DOT_SEGMENT("http://h", "/."),
    PARENT_SEGMENT("http://h/", "../"),
    QUERY("http://h/?", "a=b&"),
    HOST("http://", "a."),
    TEMPLATE("http://h/", "{a}"),
    PLACEHOLDER("http://h/", "${a}"),
    SECRET_BRACE("jdbc:sqlserver://h;", "password={"),
    QUOTED_PASSWORD("https://bob:", "' "),
    // A finding every few chars: core builds 100 per rule and counts the rest.
    PASSWORDS("http:", "//a:b@"),
    SECRET_PARAMETERS("http://h/?", "token=x&"),
    DOUBLE_ENCODINGS("http://h/", "%2541"),
    // Templated passwords: each was looked up in a walk over every placeholder (quadratic).
    TEMPLATED_PASSWORDS("http:", "//a:${X}@"),
    TEMPLATED_SECRET_PARAMETERS("jdbc:sqlserver://h", ";password=${X:pw}"),
    PASSWORDS_BEFORE_TEMPLATES("http:", "//a:b@{{x}}"),
    // "${A:${A:...pw}...}": each level searched its braces again (quadratic in the depth).
    NESTED_DEFAULT_PASSWORD("https://u:", "${A:", "pw", "}", "@h/"),
    NESTED_DEFAULT_VALUE("", "${A:", "x", "}", "");

    final String prefix;
    final String unit;
    final String middle;
    final String closer;
    final String suffix;

    Shape(String prefix, String unit) {
      this(prefix, unit, "", "", "");
    }

    /** A nested shape: {@code unit} repeated, {@code middle}, {@code closer} as many times. */
    Shape(String prefix, String unit, String middle, String closer, String suffix) {
      this.prefix = prefix;
      this.unit = unit;
      this.middle = middle;
      this.closer = closer;
      this.suffix = suffix;
    }

    /** This shape at {@code size} characters (a nested one whole, so its braces balance). */
    public String of(int size) {
      if (!closer.isEmpty()) {
        int repeats = Math.max(1, (size - prefix.length() - middle.length() - suffix.length())
            / (unit.length() + closer.length()));
        return prefix + unit.repeat(repeats) + middle + closer.repeat(repeats) + suffix;
      }
      StringBuilder b = new StringBuilder(size + unit.length()).append(prefix);
      while (b.length() < size) {
        b.append(unit);
      }
      b.setLength(size);
      return b.toString();
    }
  }

  @Param({"10000", "100000", "1000000", "10000000"})
  public int size;

  @Param
  public Shape shape;

  private String input;
  private final Linter linter = Linter.withDefaults();

  @Setup(Level.Trial)
  public void build() {
    input = shape.of(size);
  }

  @Benchmark
  public void parse(Blackhole bh) {
    bh.consume(UriParser.parse(input));
  }

  @Benchmark
  public void violations(Blackhole bh) {
    bh.consume(UriParser.violations(input));
  }

  @Benchmark
  public void lint(Blackhole bh) {
    bh.consume(linter.lint(input, Context.locator()));
  }
}
