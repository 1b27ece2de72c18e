package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Help.Ansi;

class TerminalTest {

  private static Terminal terminal(boolean interactive, Map<String, String> env) {
    return new Terminal(new ByteArrayInputStream(new byte[0]), env, interactive, Path.of("."));
  }

  @Test
  void coloursOnlyOnATerminal() {
    assertThat(terminal(true, Map.of()).colours()).isTrue();
    assertThat(terminal(false, Map.of()).colours()).isFalse();
    assertThat(terminal(true, Map.of()).ansi()).isEqualTo(Ansi.ON);
    assertThat(terminal(false, Map.of()).ansi()).isEqualTo(Ansi.OFF);
  }

  @Test
  void noColorWithAnyValueTurnsColoursOff() {
    assertThat(terminal(true, Map.of("NO_COLOR", "1")).colours()).isFalse();
    assertThat(terminal(true, Map.of("NO_COLOR", "0")).colours()).isFalse();
  }

  @Test
  void anEmptyNoColorIsNotSet() {
    assertThat(terminal(true, Map.of("NO_COLOR", "")).colours()).isTrue();
  }

  @Test
  void aDumbTerminalGetsNoColours() {
    assertThat(terminal(true, Map.of("TERM", "dumb")).colours()).isFalse();
  }

  @Test
  void theWorkingDirectoryIsAbsolute() {
    assertThat(terminal(false, Map.of()).workingDirectory()).isAbsolute();
  }
}
