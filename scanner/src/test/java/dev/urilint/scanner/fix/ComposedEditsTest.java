package dev.urilint.scanner.fix;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Two passes of edits joined into one pass on the original: applying the joined edits to the
 * original gives what the two passes give, and the joined edits do not overlap. Edits are written
 * {@code start,end,text} and separated by {@code ;}.
 */
final class ComposedEditsTest {

  @ParameterizedTest(name = "{0}: {1} then {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # original           | first pass              | second pass (on the middle text) | joined
          ldap://h:389         | 8,12,                   | 0,4,ldaps                         | 0,4,ldaps;8,12,
          HTTP://H:80/x        | 0,9,http://h            | 0,4,https                         | 0,9,https://h
          a b c                | 1,2,%20                 | 5,6,%20                           | 1,2,%20;3,4,%20
          abc                  | 1,2,XY                  | 1,3,Z                             | 1,2,Z
          abc                  | 0,0,>                   | 4,4,<                             | 0,0,>;3,3,<
          abcdef               | 1,2,;4,5,               | 1,3,Q                             | 1,5,Q
          """)
  void theJoinedEditsGiveWhatBothPassesGive(String original, String first, String second, String joined) {
    List<SourceEdit> one = edits(first);
    List<SourceEdit> two = edits(second);
    String middle = apply(original, one);

    List<SourceEdit> composed = ComposedEdits.of(middle, one, two).stream().map(ComposedEdits.Region::edit).toList();

    assertThat(apply(original, composed)).isEqualTo(apply(middle, two));
    assertThat(composed).extracting(e -> e.start() + "," + e.end() + "," + e.text())
        .containsExactlyElementsOf(List.of(joined.split(";", -1)).stream().map(ComposedEditsTest::padded).toList());
  }

  private static String padded(String edit) {
    return edit.split(",", -1).length == 3 ? edit : edit + ",";
  }

  private static List<SourceEdit> edits(String spec) {
    List<SourceEdit> edits = new ArrayList<>();
    for (String e : spec.split(";", -1)) {
      String[] p = e.split(",", -1);
      edits.add(new SourceEdit(Integer.parseInt(p[0]), Integer.parseInt(p[1]), p.length > 2 ? p[2] : ""));
    }
    return edits;
  }

  private static String apply(String text, List<SourceEdit> edits) {
    StringBuilder out = new StringBuilder(text);
    for (int i = edits.size() - 1; i >= 0; i--) {
      SourceEdit e = edits.get(i);
      out.replace(e.start(), e.end(), e.text());
    }
    return out.toString();
  }
}
