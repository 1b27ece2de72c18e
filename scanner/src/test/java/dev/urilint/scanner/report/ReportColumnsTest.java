package dev.urilint.scanner.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.FindingPosition;
import dev.urilint.scanner.SourceRegion;
import dev.urilint.scanner.extract.LineIndex;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The reported position of a finding is its exact one counted on the masked line: each case is
 * written once with a 7-char and once with a 40-char password, and both must report the same
 * region, the one of the masked line ({@code url: https://u:****@h/a b}).
 */
class ReportColumnsTest {

  private static final String LONG = "x".repeat(40);

  // A file of one line with PW where the password goes; the finding is at the first char of
  // `at` on it (exact), `length` chars long; the region is on the line as --show-source prints it.
  @ParameterizedTest(name = "{4}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      textBlock = """
          url: https://u:PW@h/a b                     | ' '          | 1 | 24:25 | after the password of its own value
          {"a":"https://u:PW@h/","b":"http://h/a b"}  | ' '          | 1 | 41:42 | after another value's password on the line
          # https://u:PW@h/                           | '#'          | 1 | 1:2   | before the password: unchanged
          url: https://u:PW@h/a b                     | PW           | 1 | 16:20 | on the password: over its four ****
          url: https://u:PW@h/a b                     | :PW@h/a      | 6 | 15:20 | over the password: its mask counts four
          """)
  void reportsTheColumnsOfTheMaskedLine(String line, String at, int length, String region, String why) {
    String shortLine = line.strip().replace("PW", "Hunter2");
    String longLine = line.strip().replace("PW", LONG);
    FindingPosition s = place(shortLine, at.equals("' '") ? " " : at.replace("PW", "Hunter2"), length);
    FindingPosition l = place(longLine, at.equals("' '") ? " " : at.replace("PW", LONG), length);

    assertThat(s.reported()).isEqualTo(l.reported());
    assertThat(s.reported().column() + ":" + s.reported().endColumn()).isEqualTo(region);
  }

  @org.junit.jupiter.api.Test
  void aLineThatMasksNothingKeepsItsExactColumns() {
    String text = "a: http://h/a b\nurl: https://u:Hunter2@h/c d\n";
    ReportColumns columns = new ReportColumns(text, LineIndex.of(text), List.of());
    SourceRegion first = new SourceRegion(1, 14, 1, 15);

    assertThat(columns.position(first)).isEqualTo(FindingPosition.of(first));
    assertThat(columns.position(new SourceRegion(2, 27, 2, 28)).reported()).isEqualTo(new SourceRegion(2, 24, 2, 25));
  }

  @org.junit.jupiter.api.Test
  void aSecretOnlyTheValueReadingSeesIsMaskedToo() {
    // JSON's \u0040 is the '@' that ends the password: the line's own text shows no userinfo.
    String text = "{\"a\":\"https://u:Hunter2\\u0040h/\",\"b\":\"http://h/a b\"}";
    SourceRegion password = new SourceRegion(1, 17, 1, 24);
    int space = text.indexOf(' ') + 1;

    FindingPosition without = new ReportColumns(text, LineIndex.of(text), List.of()).position(
        new SourceRegion(1, space, 1, space + 1));
    FindingPosition with = new ReportColumns(text, LineIndex.of(text), List.of(password)).position(
        new SourceRegion(1, space, 1, space + 1));

    assertThat(without.reported().column()).isEqualTo(space);
    assertThat(with.reported().column()).isEqualTo(space - "Hunter2".length() + 4);
  }

  private static FindingPosition place(String line, String at, int length) {
    int column = line.lastIndexOf(at) + 1;
    return new ReportColumns(line, LineIndex.of(line), List.of())
        .position(new SourceRegion(1, column, 1, column + length));
  }
}
