package dev.urilint.scanner;

import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.Extractors;
import java.util.List;

/** The extractors {@link Scanner#Scanner()} uses: the standard registry, every supported format. */
final class DefaultExtractors {

  private DefaultExtractors() {}

  static List<Extractor> all() {
    return Extractors.standard().all();
  }
}
