package dev.urilint.scanner.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class JsonStyleTest {

  @Test
  void indentsTwoSpacesWithColonSpaceAndNewlines() throws IOException {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = new JsonFactory().createGenerator(out)) {
      g.setPrettyPrinter(JsonStyle.prettyPrinter());
      g.writeStartObject();
      g.writeArrayFieldStart("a");
      g.writeNumber(1);
      g.writeEndArray();
      g.writeEndObject();
    }

    assertThat(out.toString()).isEqualTo("{\n  \"a\": [\n    1\n  ]\n}");
  }
}
