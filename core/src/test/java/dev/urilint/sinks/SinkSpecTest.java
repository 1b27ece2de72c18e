package dev.urilint.sinks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class SinkSpecTest {

  @Test
  void aMethodSinkChecksTheFirstStringParameterByDefault() {
    assertThat(SinkSpec.parse("com.acme.Http#get"))
        .isEqualTo(new SinkSpec("com.acme.Http", "get", OptionalInt.empty(), false));
  }

  @Test
  void anIndexSelectsTheParameter() {
    assertThat(SinkSpec.parse("com.acme.Client#new(1)"))
        .isEqualTo(new SinkSpec("com.acme.Client", "new", OptionalInt.of(1), false));
  }

  @Test
  void anAtSignMakesAnAnnotationElementSink() {
    assertThat(SinkSpec.parse("@com.acme.Endpoint#url"))
        .isEqualTo(new SinkSpec("com.acme.Endpoint", "url", OptionalInt.empty(), true));
  }

  @ParameterizedTest
  @ValueSource(strings = {"com.acme.Http", "#get", "com.acme.Http#", "com..Http#get", "com.acme.Http#get(x)",
      "com.acme.Http#get(-1)", "com.acme.Http#get(1", "@com.acme.E#url(0)", "com.acme.Http#g-t", ""})
  void rejectsMalformedSpecsSayingHowToWriteThem(String text) {
    assertThatIllegalArgumentException().isThrownBy(() -> SinkSpec.parse(text)).withMessageContaining("'" + text + "'");
  }
}
