package dev.urilint.scanner.extract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.lint.RuleId;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Golden-file cases shared by the extractor tests (and reusable by end-to-end tests): an input
 * {@code src/test/resources/extract/<format>/<case>.<ext>} is checked against {@code
 * <case>.<ext>.values.tsv}, one line per extracted value:
 *
 * <pre>
 * key TAB usage TAB suppressed TAB value TAB positions
 * </pre>
 *
 * (for Java, the usage column shows the value's {@link dev.urilint.sinks.StringRole} instead),
 * where {@code -} stands for "none", the value escapes {@code \\ \t \n \r} and other control
 * chars as {@code \}{@code uXXXX}, and positions give the 1-based {@code line:column} of every
 * char of the value plus the end position, as runs: {@code 3:9..14 4:3} means chars on line 3 at
 * columns 9 to 14, then one on line 4 at column 3 (the last position is the end, just after the
 * value's source text). Cases under {@code extract/hostile/} instead carry a {@code
 * <case>.<ext>.error.txt} with the exact message of the {@link ExtractionException}.
 *
 * <p>Run with {@code -Durilint.updateGolden=true} to rewrite expectations after a deliberate
 * change, then review the diff.
 */
public final class Golden {

  public static final Path ROOT = Path.of("src/test/resources/extract");
  private static final boolean UPDATE = Boolean.getBoolean("urilint.updateGolden");

  private Golden() {}

  /** The inputs under {@code extract/<format>/}, sorted. */
  public static Stream<Path> cases(String format) {
    try (Stream<Path> files = Files.list(ROOT.resolve(format))) {
      return files
          .filter(p -> !p.toString().endsWith(".values.tsv") && !p.toString().endsWith(".error.txt"))
          .sorted()
          .collect(Collectors.toList())
          .stream();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static SourceFile read(Path input) {
    try {
      String text = Files.readString(input, StandardCharsets.UTF_8);
      return new SourceFile(input, input.getFileName().toString(), text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Extracts {@code input} and compares with its {@code .values.tsv}. */
  public static void check(Extractor extractor, Path input) throws Exception {
    SourceFile file = read(input);
    assertThat(extractor.accepts(file)).as("accepts " + input).isTrue();
    String actual = render(file.text(), extractor.extract(file));
    Path expected = Path.of(input + ".values.tsv");
    if (UPDATE) {
      Files.writeString(expected, actual, StandardCharsets.UTF_8);
    }
    assertThat(actual).as(input.toString()).isEqualTo(Files.readString(expected));
  }

  /** Extraction of {@code input} fails with exactly the message of its {@code .error.txt}. */
  static void checkRejected(Extractor extractor, SourceFile file, Path input) throws Exception {
    Path expected = Path.of(input + ".error.txt");
    if (UPDATE) {
      try {
        extractor.extract(file);
      } catch (ExtractionException e) {
        Files.writeString(expected, e.getMessage() + "\n", StandardCharsets.UTF_8);
      }
    }
    String message = Files.readString(expected).strip();
    assertThatThrownBy(() -> extractor.extract(file))
        .isInstanceOf(ExtractionException.class)
        .hasMessage(message);
  }

  static String render(String text, List<ExtractedValue> values) {
    LineIndex lines = LineIndex.of(text);
    StringBuilder out = new StringBuilder();
    for (ExtractedValue v : values) {
      out.append(v.key().orElse("-")).append('\t');
      out.append(v.role().map(r -> r.name()).or(() -> v.usage().map(u -> u.id())).orElse("-")).append('\t');
      out.append(
              v.suppressed().isEmpty()
                  ? "-"
                  : v.suppressed().stream().map(RuleId::id).sorted().collect(Collectors.joining(",")))
          .append('\t');
      out.append(escape(v.value())).append('\t');
      out.append(positions(lines, v)).append('\n');
    }
    return out.toString();
  }

  /** Runs of {@code line:column} for every char and the end, as described in the class doc. */
  static String positions(LineIndex lines, ExtractedValue v) {
    StringBuilder out = new StringBuilder();
    int runLine = -1;
    int runStart = -1;
    int runEnd = -1;
    for (int i = 0; i <= v.value().length(); i++) {
      int offset = v.sourceOffset(i);
      int line = lines.line(offset);
      int column = lines.column(offset);
      if (line == runLine && column == runEnd + 1) {
        runEnd = column;
        continue;
      }
      appendRun(out, runLine, runStart, runEnd);
      runLine = line;
      runStart = column;
      runEnd = column;
    }
    appendRun(out, runLine, runStart, runEnd);
    return out.toString();
  }

  private static void appendRun(StringBuilder out, int line, int start, int end) {
    if (line < 0) {
      return;
    }
    if (out.length() > 0) {
      out.append(' ');
    }
    out.append(line).append(':').append(start);
    if (end > start) {
      out.append("..").append(end);
    }
  }

  static String escape(String value) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      switch (c) {
        case '\\' -> out.append("\\\\");
        case '\t' -> out.append("\\t");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        default -> {
          if (c < 0x20 || c == 0x7f) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.toString();
  }
}
