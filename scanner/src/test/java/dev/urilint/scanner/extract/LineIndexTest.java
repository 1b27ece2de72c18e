package dev.urilint.scanner.extract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LineIndexTest {

  @ParameterizedTest
  @CsvSource({
    // offset, line, column in "ab\ncd\r\nef\rg"
    "0, 1, 1",
    "2, 1, 3",
    "3, 2, 1",
    "5, 2, 3",
    "6, 2, 4",
    "7, 3, 1",
    "9, 3, 3",
    "10, 4, 1",
    "11, 4, 2",
  })
  void countsLfCrlfAndCrAsLineEnds(int offset, int line, int column) {
    LineIndex index = LineIndex.of("ab\ncd\r\nef\rg");
    assertThat(index.line(offset)).isEqualTo(line);
    assertThat(index.column(offset)).isEqualTo(column);
    assertThat(index.offset(line, column)).isEqualTo(offset);
  }

  @Test
  void countsColumnsInUtf16Chars() {
    LineIndex index = LineIndex.of("😀x");
    assertThat(index.column(2)).isEqualTo(3);
  }

  @Test
  void aTrailingLineBreakOpensAnEmptyLastLine() {
    assertThat(LineIndex.of("a\n").lineCount()).isEqualTo(2);
  }

  @Test
  void rejectsOffsetsOutsideTheText() {
    assertThatThrownBy(() -> LineIndex.of("ab").line(3)).isInstanceOf(IndexOutOfBoundsException.class);
  }
}
