package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LineReaderTest {

  private static List<String> lines(byte[] input) throws IOException {
    LineReader reader = new LineReader(new ByteArrayInputStream(input));
    List<String> out = new ArrayList<>();
    for (String l = reader.next(); l != null; l = reader.next()) {
      out.add(l.replace("\r", "<CR>"));
    }
    return out;
  }

  @ParameterizedTest(name = "case {index}: {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          a\\nb\\n          | [a, b]
          a\\nb             | [a, b]
          a\\r\\nb\\r\\n    | [a, b]
          \\n\\n            | [, ]
          a\\rb\\n          | [a<CR>b]
          a\\r\\r\\n        | [a<CR>]
          ''                | []
          """)
  void splitsOnLineFeedOnlyAndDropsOneCarriageReturnBeforeIt(String input, String expected) throws IOException {
    byte[] bytes = input.replace("\\n", "\n").replace("\\r", "\r").getBytes(StandardCharsets.UTF_8);
    assertThat(lines(bytes)).hasToString(expected);
  }

  @ParameterizedTest
  @CsvSource({"8191", "8192", "8193", "100000"})
  void linesLongerThanTheBufferStayWhole(int length) throws IOException {
    String longLine = "x".repeat(length);
    assertThat(lines((longLine + "\nend\n").getBytes(StandardCharsets.UTF_8))).containsExactly(longLine, "end");
  }

  @ParameterizedTest
  @CsvSource({"false"})
  void bytesThatAreNotUtf8ReadAsReplacementCharacters(boolean unused) throws IOException {
    assertThat(lines(new byte[] {'a', (byte) 0xff, 'b', '\n'})).containsExactly("a\uFFFDb");
  }
}
