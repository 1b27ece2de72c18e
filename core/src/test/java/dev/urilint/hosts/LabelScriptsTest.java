package dev.urilint.hosts;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.Character.UnicodeScript;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class LabelScriptsTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # label      | Latin neighbours | why
          pаypal       | true             | mixes Latin and Cyrillic (Cyrillic 'а' U+0430)
          pаypal       | false            | mixes Latin and Cyrillic (Cyrillic 'а' U+0430)
          gοogle       | true             | mixes Latin and Greek (Greek 'ο' U+03BF)
          аррӏе        | true             | is written in Cyrillic letters that look like the Latin 'apple'
          ｅxample      | true             | holds compatibility characters that IDNA maps to 'example'
          exa\u200Bmple | true            | holds the invisible character U+200B
          """)
  void explainsADeceptiveLabel(String label, boolean latinNeighbours, String why) {
    String text = label.replace("\\u200B", "\u200B");
    assertThat(LabelScripts.problem(text, latinNeighbours)).contains(why);
  }

  @ParameterizedTest
  @ValueSource(strings = {"example", "münchen", "bücher", "пример", "東京", "東京ラーメン", "ラーメンtokyo", "한국abc", "ελληνικά", "straße"})
  void acceptsSingleScriptAndCjkMixes(String label) {
    assertThat(LabelScripts.problem(label, true)).isEmpty();
  }

  @Test
  void acceptsACyrillicLookalikeLabelAmongCyrillicLabels() {
    assertThat(LabelScripts.problem("аррӏе", false)).isEmpty();
  }

  @Test
  void mapsLookalikesToTheirLatinSkeleton() {
    assertThat(LabelScripts.latinSkeleton("аррӏе")).contains("apple");
    assertThat(LabelScripts.latinSkeleton("пример")).isEmpty();
  }

  @Test
  void namesScriptsInTitleCase() {
    assertThat(LabelScripts.name(UnicodeScript.OLD_ITALIC)).isEqualTo("Old Italic");
  }
}
