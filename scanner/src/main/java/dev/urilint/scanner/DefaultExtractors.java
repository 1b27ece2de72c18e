package dev.urilint.scanner;

import dev.urilint.scanner.extract.Extractor;
import java.util.List;

/** The extractors {@link Scanner#Scanner()} uses: every format of issue 5, most specific first. */
final class DefaultExtractors {

  private DefaultExtractors() {}

  static List<Extractor> all() {
    // Filled from the extractor registry of dev.urilint.scanner.extract when it lands.
    return List.of();
  }
}
