package dev.urilint.scanner.extract;

import com.fasterxml.jackson.core.StreamReadConstraints;

/**
 * The read limits of every Jackson-based extractor (JSON, TOML): only nesting is limited. A
 * 5,000-digit number or a 50,000-char key is valid in both formats, the file size limit already
 * bounds strings, names and numbers, and numbers are never converted here, so Jackson's own
 * defaults would only reject valid files.
 *
 * <pre>{@code
 * JsonFactory f = new JsonFactoryBuilder()
 *     .streamReadConstraints(NestingOnlyLimits.of(256))
 *     .build();
 * }</pre>
 */
public final class NestingOnlyLimits {

  private NestingOnlyLimits() {}

  /** Constraints that reject nothing but nesting deeper than {@code maxDepth}. */
  public static StreamReadConstraints of(int maxDepth) {
    return StreamReadConstraints.builder()
        .maxNestingDepth(maxDepth)
        .maxNumberLength(Integer.MAX_VALUE)
        .maxNameLength(Integer.MAX_VALUE)
        .maxStringLength(Integer.MAX_VALUE)
        .build();
  }
}
