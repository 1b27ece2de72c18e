package dev.urilint.scanner.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParserConfiguration;
import dev.urilint.scanner.extract.SourceFile;
import dev.urilint.scanner.extract.javasource.JavaExtractor;
import java.nio.file.Path;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Java constant chains are read in linear time: 20,000 constants each defined from the one before
 * ({@code A1 = A0 + "x"}, 0.9 MB) took 20 s and 5 GB, the same chain written in reverse order 27
 * s (the prefilter learned one constant per pass over the file), and a class of thousands of
 * fields looked each name up by a walk over every field.
 *
 * <p>A complexity check, not a timing target: the extractor's CPU time at 10,000 constants over
 * its time at 1,000 (sizes that keep the test short; the quadratic steps already cost seconds at
 * 10,000) is compared with the same ratio of JavaParser's parse of the same two texts,
 * measured in the same run (the parse is linear, and what the extractor cannot avoid). Linear
 * gives about 1, quadratic about 10; the bound is 4. Thread CPU time, each size timed by its best
 * of two reads ({@link WorstCaseFileTest#bestOfTwo}).
 */
@Tag("worst-case")
class JavaConstantChainsTest {

  private static final int SMALL = 1_000;
  private static final int LARGE = 10_000;
  private static final double BOUND = 4;

  /** Java files of {@code n} constants. */
  enum Chain {
    // A0 = "http://h/"; A1 = A0 + "x"; ...: each constant's value folds the one before.
    FORWARD(n -> chain(n, false, "static final String")),
    // The same, the last constant first: each pass of a fixed point learned one of them.
    REVERSE(n -> chain(n, true, "static final String")),
    // Interface constants, implicitly static final.
    INTERFACE(n -> chain(n, false, "String").replace("class C {", "interface C {")),
    // Final locals of one method: each name looked up among the statements before it.
    LOCALS(n -> chain(n, false, "final String").replace("class C {", "class C { void m() {") + "}"),
    // Thousands of fields, each used once by a sink: each name looked up among every field.
    FIELDS(JavaConstantChainsTest::fields);

    final IntFunction<String> text;

    Chain(IntFunction<String> text) {
      this.text = text;
    }
  }

  @ParameterizedTest
  @EnumSource(Chain.class)
  void tenThousandConstantsTakeAboutTenTimesAsLongAsAThousand(Chain chain) throws Exception {
    SourceFile small = file(chain.text.apply(SMALL));
    SourceFile large = file(chain.text.apply(LARGE));
    JavaExtractor extractor = new JavaExtractor();

    long extractLarge = WorstCaseFileTest.bestOfTwo(() -> extractor.extract(large));
    long extractSmall = WorstCaseFileTest.bestOfTwo(() -> extractor.extract(small));
    long parseLarge = WorstCaseFileTest.bestOfTwo(() -> parse(large.text()));
    long parseSmall = WorstCaseFileTest.bestOfTwo(() -> parse(small.text()));

    double ratio = extractLarge / (double) Math.max(extractSmall, 1);
    double linear = Math.max(parseLarge / (double) Math.max(parseSmall, 1), (double) LARGE / SMALL);
    assertThat(ratio / linear)
        .as("%s: 10,000 constants took %d ms, 1,000 %d ms (x%.1f); the parse x%.1f",
            chain, extractLarge / 1_000_000, extractSmall / 1_000_000, ratio, linear)
        .isLessThan(BOUND);
  }

  private static SourceFile file(String text) {
    return new SourceFile(Path.of("C.java"), "C.java", text);
  }

  private static Object parse(String text) {
    return new JavaParser(new ParserConfiguration().setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_17))
        .parse(text).getResult().orElseThrow();
  }

  private static String chain(int n, boolean reverse, String modifiers) {
    StringBuilder b = new StringBuilder("class C {\n");
    for (int k = 0; k < n; k++) {
      int i = reverse ? n - 1 - k : k;
      b.append("  ").append(modifiers).append(" A").append(i).append(" = ")
          .append(i == 0 ? "\"http://h/\"" : "A" + (i - 1) + " + \"x\"").append(";\n");
    }
    return b.append("}\n").toString();
  }

  private static String fields(int n) {
    StringBuilder b = new StringBuilder("import java.net.URI;\nclass C {\n");
    for (int i = 0; i < n; i++) {
      b.append("  static final String F").append(i).append(" = \"http://h").append(i).append(".example/\";\n");
    }
    b.append("  void m() {\n");
    for (int i = 0; i < n; i++) {
      b.append("    URI.create(F").append(i).append(");\n");
    }
    return b.append("  }\n}\n").toString();
  }
}
