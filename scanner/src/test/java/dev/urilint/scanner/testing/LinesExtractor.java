package dev.urilint.scanner.testing;

import dev.urilint.scanner.extract.CommentSyntax;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.SourceFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A test-only extractor for {@code .properties} files: {@code key=value} lines, the value taken
 * verbatim, {@code #} lines are comments. A value {@code !fail} makes extraction fail, {@code
 * !overflow} throws a StackOverflowError, {@code !boom} a RuntimeException: the scanner must
 * survive each.
 */
public final class LinesExtractor implements Extractor {

  private int calls;

  @Override
  public boolean accepts(SourceFile file) {
    return file.displayPath().endsWith(".properties");
  }

  @Override
  public List<ExtractedValue> extract(SourceFile file) throws ExtractionException {
    calls++;
    List<ExtractedValue> values = new ArrayList<>();
    String text = file.text();
    int lineStart = 0;
    while (lineStart <= text.length()) {
      int lineEnd = text.indexOf('\n', lineStart);
      if (lineEnd < 0) {
        lineEnd = text.length();
      }
      String line = text.substring(lineStart, lineEnd);
      int eq = line.indexOf('=');
      if (!line.startsWith("#") && eq > 0) {
        String value = line.substring(eq + 1);
        switch (value) {
          case "!fail" -> throw new ExtractionException("not a properties file at line 1");
          case "!overflow" -> throw new StackOverflowError();
          case "!boom" -> throw new IllegalStateException("parser bug quoting https://u:hunter2@x/");
          default -> values.add(ExtractedValue.verbatim(value, Optional.of(line.substring(0, eq)), lineStart + eq + 1));
        }
      }
      lineStart = lineEnd + 1;
    }
    return values;
  }

  /** How many files this extractor read (the cache test counts them). */
  public synchronized int calls() {
    return calls;
  }

  // Reads .properties lines, so their comments are the format's.
  @Override
  public CommentSyntax comments() {
    return CommentSyntax.PROPERTIES;
  }
}
