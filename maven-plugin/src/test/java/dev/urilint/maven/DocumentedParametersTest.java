package dev.urilint.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * docs/maven-plugin.md's parameter table names every parameter a user can set on the {@code check}
 * and {@code fix} goals, and each with its {@code urilint.*} property, as the plugin descriptor
 * Maven reads says. A parameter added to a goal fails this test until it is documented.
 */
class DocumentedParametersTest {

  private static final Pattern CODE = Pattern.compile("`([^`]+)`");

  @Test
  void theParameterTableListsEveryParameterOfCheckAndFixWithItsProperty() throws Exception {
    Set<String> both = new TreeSet<>(real("check"));
    both.addAll(real("fix"));
    assertThat(documented()).isEqualTo(both);
  }

  // fix takes what check takes, so one table serves both: less failAtEnd (the reactor's deferred
  // verdict is check's; fix fails a module only when failOn is set), plus unsafeFixes.
  @Test
  void fixTakesTheParametersOfCheckLessFailAtEndPlusUnsafeFixes() throws Exception {
    Set<String> expected = new TreeSet<>(real("check"));
    expected.remove("failAtEnd=urilint.failAtEnd");
    expected.add("unsafeFixes=urilint.unsafeFixes");
    assertThat(real("fix")).isEqualTo(expected);
  }

  // name=property of every editable parameter of the goal, from the generated plugin.xml.
  private static Set<String> real(String goal) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    Document descriptor = factory.newDocumentBuilder().parse(Path.of("target/classes/META-INF/maven/plugin.xml").toFile());
    NodeList mojos = descriptor.getElementsByTagName("mojo");
    Set<String> out = new TreeSet<>();
    for (int i = 0; i < mojos.getLength(); i++) {
      Element mojo = (Element) mojos.item(i);
      if (!text(mojo, "goal").equals(goal)) {
        continue;
      }
      NodeList params = mojo.getElementsByTagName("parameter");
      for (int j = 0; j < params.getLength(); j++) {
        Element p = (Element) params.item(j);
        if (text(p, "editable").equals("true")) {
          out.add(text(p, "name") + "=" + property(mojo, text(p, "name")));
        }
      }
    }
    assertThat(out).as("the descriptor has the goal " + goal).isNotEmpty();
    return out;
  }

  // The property is in the <configuration> section: <name implementation="...">${urilint.x}</name>.
  private static String property(Element mojo, String name) {
    NodeList config = mojo.getElementsByTagName(name);
    for (int i = 0; i < config.getLength(); i++) {
      String value = config.item(i).getTextContent().trim();
      if (value.startsWith("${")) {
        return value.substring(2, value.indexOf('}'));
      }
    }
    return "";
  }

  private static String text(Element parent, String tag) {
    NodeList nodes = parent.getElementsByTagName(tag);
    return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().trim();
  }

  // name=property of each row of the table; a former name appears in its row as
  // "former name `old` / `urilint.old`".
  private static Set<String> documented() throws Exception {
    String doc = Files.readString(Path.of("../docs/maven-plugin.md"), StandardCharsets.UTF_8);
    int at = doc.indexOf("| parameter | property |");
    assertThat(at).as("docs/maven-plugin.md has the parameter table").isNotNegative();
    Set<String> out = new TreeSet<>();
    for (String row : doc.substring(at).split("\n")) {
      if (!row.startsWith("|")) {
        break;
      }
      String[] cells = row.split("(?<!\\\\)\\|");
      if (cells.length < 3 || !cells[1].contains("`")) {
        continue;
      }
      out.add(code(cells[1]) + "=" + code(cells[2]));
      Matcher former = Pattern.compile("former name `([^`]+)` / `([^`]+)`").matcher(row);
      while (former.find()) {
        out.add(former.group(1) + "=" + former.group(2));
      }
    }
    return out;
  }

  private static String code(String cell) {
    Matcher m = CODE.matcher(cell);
    return m.find() ? m.group(1) : cell.trim();
  }
}
