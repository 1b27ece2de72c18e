package dev.urilint.scanner.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Usage;
import dev.urilint.scanner.classify.UsageClassifier;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KeyPathTest {

  private static final String LONG = "k".repeat(10_000) + "url";

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          a       | b           | .   | a.b
          ''      | b           | .   | b
          project | url         | /   | project/url
          a.b     | c.d         | .   | a.b.c.d
          """)
  void aShortPathIsWrittenOutWhole(String parent, String name, char separator, String expected) {
    assertThat(KeyPath.child(parent, name, separator)).isEqualTo(expected);
    assertThat(KeyPath.item(expected, 3)).isEqualTo(expected + "[3]");
  }

  @Test
  void aLongPathKeepsItsEndFromASegmentStart() {
    String parent = "a.".repeat(200) + "spring.datasource";

    String key = KeyPath.child(parent, "url", '.');

    assertThat(key).hasSizeLessThanOrEqualTo(KeyPath.MAX_LENGTH).startsWith("a.").endsWith(".spring.datasource.url");
    assertThat(KeyPath.child("", LONG, '.')).hasSize(KeyPath.MAX_LENGTH).endsWith("kurl");
    assertThat(KeyPath.bounded(LONG)).isEqualTo(KeyPath.child("", LONG, '.'));
    assertThat(KeyPath.bounded("a.b")).isEqualTo("a.b");
  }

  @Test
  void anItemOfAListAtTheBoundCarriesItsListsKeyNotACopy() {
    String list = KeyPath.child("", LONG, '.');

    assertThat(KeyPath.item(list, 0)).isSameAs(list);
    assertThat(KeyPath.item(list, 99_999)).isSameAs(list);
  }

  @Test
  void aStackRendersEachLevelOnce() {
    KeyPath path = new KeyPath('.');
    path.pushName("servers");
    path.pushIndex(0);
    path.pushName("url");
    assertThat(path.current()).isEqualTo("servers[0].url");
    path.pop();
    assertThat(path.current()).isEqualTo("servers[0]");
    assertThat(path.depth()).isEqualTo(2);
  }

  @Test
  void aValueNeverCarriesALongerKey() {
    ExtractedValue v = ExtractedValue.verbatim("http://h/", Optional.of("x." + LONG), 0);

    assertThat(v.key()).get().asString().hasSizeLessThanOrEqualTo(KeyPath.MAX_LENGTH).endsWith("kurl");
    assertThat(v.slice(0, 4).key()).isSameAs(v.key());
  }

  /**
   * A key as long as the file over many values: each extractor gives every value the end of the
   * key, read as the whole key is (a locator), and the items of one list the same string. Before,
   * each value carried its own copy of the whole path, so a file of one long key and many items
   * grew with their product (a 10 MiB file ran out of memory).
   */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          app.yml          | ? KEY\\n:\\n  - http://a/\\n  - http://b/\\n          | true
          app.json         | {"KEY": ["http://a/", "http://b/"]}                    | true
          app.toml         | KEY = ["http://a/", "http://b/"]                        | true
          application.conf | KEY = ["http://a/", "http://b/"]                        | true
          app.xml          | <NAME><NAME><url>http://a/</url><url>http://b/</url></NAME></NAME> | false
          app.yml          | ? KEY\\n:\\n  url0: http://a/\\n  url1: http://b/\\n    | false
          app.properties   | KEY = http://a/\\nKEY.x.url = http://b/                 | false
          """)
  void aLongKeyIsCarriedAsItsEnd(String name, String template, boolean oneList) throws Exception {
    // YAML needs "? " before a key over 1,024 chars; XML names end at 1,000 (the JDK's limit).
    String text = template.replace("\\n", "\n").replace("KEY", LONG).replace("NAME", "k".repeat(900) + "url");
    SourceFile file = new SourceFile(Path.of(name), name, text);

    List<ExtractedValue> values = Extractors.standard().forFile(file).orElseThrow().extract(file);

    assertThat(values).hasSize(2).allSatisfy(v -> {
      assertThat(v.key()).get().asString().hasSizeLessThanOrEqualTo(KeyPath.MAX_LENGTH).contains("kurl");
      assertThat(UsageClassifier.classify(v)).isEqualTo(Usage.LOCATOR);
    });
    if (oneList) {
      assertThat(values.get(1).key().orElseThrow()).isSameAs(values.get(0).key().orElseThrow());
    }
  }
}
