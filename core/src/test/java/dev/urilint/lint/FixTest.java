package dev.urilint.lint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.uri.Span;
import org.junit.jupiter.api.Test;

class FixTest {

  private final Fix fix = new Fix(new Span(10, 11), "%20", "percent-encode ' ' as %20");

  @Test
  void replacesItsSpan() {
    assertThat(fix.applyTo("http://a/b c")).isEqualTo("http://a/b%20c");
  }

  @Test
  void showsItsDescriptionNeverTheReplacement() {
    Fix secret = new Fix(new Span(0, 1), "hunter2", "restore the password");

    assertThat(secret.toString()).contains("restore the password", "start=0, end=1").doesNotContain("hunter2");
  }
}
