package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.cli.ComponentDiagram.Part;
import dev.urilint.uri.Span;
import java.util.List;
import org.junit.jupiter.api.Test;

class ComponentDiagramTest {

  @Test
  void drawsTheExampleOfRfc3986Section3() {
    // foo://example.com:8042/over/there?name=ferret#nose
    List<String> lines =
        ComponentDiagram.draw(
            List.of(
                new Part("scheme", new Span(0, 3)),
                new Part("authority", new Span(6, 22)),
                new Part("path", new Span(22, 33)),
                new Part("query", new Span(34, 45)),
                new Part("fragment", new Span(46, 50))),
            "");

    assertThat(lines)
        .containsExactly(
            "\\_/   \\______________/\\_________/ \\_________/ \\__/",
            " |           |             |           |       |",
            "scheme   authority        path       query  fragment");
  }

  @Test
  void namesThatWouldCollideStepDownAndTheLinesToTheirRightStopAboveThem() {
    // a:b
    List<String> lines =
        ComponentDiagram.draw(List.of(new Part("scheme", new Span(0, 1)), new Part("path", new Span(2, 3))), "  ");

    assertThat(lines).containsExactly("  | |", "  | |", "  | path", "  scheme");
  }

  @Test
  void emptyPartsAreNotDrawn() {
    assertThat(ComponentDiagram.draw(List.of(new Part("path", new Span(4, 4))), "")).isEmpty();
    assertThat(
            ComponentDiagram.draw(
                List.of(new Part("host", new Span(0, 2)), new Part("port", new Span(3, 3))), ""))
        .containsExactly("\\/", "|", "host");
  }
}
