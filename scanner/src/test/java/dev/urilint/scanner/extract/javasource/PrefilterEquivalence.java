package dev.urilint.scanner.extract.javasource;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.SourceFile;
import dev.urilint.sinks.SinkCatalog;
import dev.urilint.sinks.StringRole;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The prefilter's guard in tests: a Java source read with and without it gives the same values
 * that get a rule (value, offsets, sink, role, usage, suppressions). The specification tests of
 * the Java extractor read every source through {@link #extract}, so each of their rows is also a
 * row of this equivalence.
 */
final class PrefilterEquivalence {

  private PrefilterEquivalence() {}

  /** Every value of {@code source} read without the prefilter, after checking the equivalence. */
  static List<ExtractedValue> extract(String source) throws ExtractionException {
    return extract(source, SinkCatalog.builtIn());
  }

  static List<ExtractedValue> extract(String source, SinkCatalog catalog) throws ExtractionException {
    SourceFile file = new SourceFile(Path.of("A.java"), "A.java", source);
    List<ExtractedValue> all;
    try {
      all = JavaExtractor.withoutPrefilter(catalog).extract(file);
    } catch (ExtractionException invalid) {
      // Invalid Java: with the prefilter it is invalid too, or holds nothing that gets a rule.
      try {
        assertThat(ruleBearing(new JavaExtractor(catalog).extract(file))).as(source).isEmpty();
      } catch (ExtractionException alsoInvalid) {
        // the same answer
      }
      throw invalid;
    }
    Optional<List<String>> filtered;
    try {
      filtered = Optional.of(ruleBearing(new JavaExtractor(catalog).extract(file)));
    } catch (ExtractionException e) {
      filtered = Optional.empty();
    }
    assertThat(filtered).as("with the prefilter: %s", source).contains(ruleBearing(all));
    return all;
  }

  /** The values that get a rule, each as one comparable line. */
  static List<String> ruleBearing(List<ExtractedValue> values) {
    return values.stream()
        .filter(v -> v.role().orElse(StringRole.NOT_A_URI) != StringRole.NOT_A_URI)
        .map(v -> v.value() + " " + Arrays.toString(v.sourceOffsets()) + " " + v.key() + " " + v.role()
            + " " + v.usage() + " " + v.suppressed())
        .toList();
  }
}
