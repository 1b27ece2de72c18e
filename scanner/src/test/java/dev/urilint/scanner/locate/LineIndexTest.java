package dev.urilint.scanner.locate;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LineIndexTest {

  @ParameterizedTest(name = "offset {1} of {0} is {2}:{3}")
  @CsvSource(
      delimiter = '|',
      value = {
        "a=1\\nurl=x\\n   | 0 | 1 | 1",
        "a=1\\nurl=x\\n   | 3 | 1 | 4",
        "a=1\\nurl=x\\n   | 4 | 2 | 1",
        "a=1\\nurl=x\\n   | 8 | 2 | 5",
        "a\\r\\nb         | 3 | 2 | 1",
        "a\\rb\\rc        | 4 | 3 | 1",
        "\\n\\n\\nx       | 3 | 4 | 1",
        "é😀x             | 3 | 1 | 4",
        "ab               | 99 | 1 | 3",
      })
  void givesOneBasedLinesAndUtf16Columns(String escaped, int offset, int line, int column) {
    String text = escaped.strip().replace("\\n", "\n").replace("\\r", "\r");
    LineIndex index = LineIndex.of(text);

    assertThat(index.line(offset)).isEqualTo(line);
    assertThat(index.column(offset)).isEqualTo(column);
  }

  @ParameterizedTest
  @CsvSource({"'', 1", "'a', 1", "'a\nb', 2", "'a\n', 2"})
  void countsLines(String text, int lines) {
    assertThat(LineIndex.of(text).lineCount()).isEqualTo(lines);
  }
}
