package dev.urilint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.config.Setting;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import picocli.CommandLine;

/**
 * One name per setting ({@link Setting}) in {@code urilint.yml}, on the command line, in the Maven
 * plugin and under {@code -XepOpt:UriLint:}. The Maven plugin and the Error Prone check are other
 * modules, so their declarations are read as source text: a parameter or flag renamed there
 * without its siblings fails here.
 */
class OneVocabularyTest {

  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  /** Names the Maven plugin had before, still accepted. */
  private static final Map<String, Setting> OLD_MOJO_NAMES =
      Map.of("failOnSeverity", Setting.FAIL_ON, "scanTestSources", Setting.TEST_SOURCES_ALL_RULES);

  @ParameterizedTest
  @EnumSource(Setting.class)
  void theCommandLineHasTheOptionOfTheSameName(Setting setting) {
    Terminal terminal = new Terminal(new ByteArrayInputStream(new byte[0]), Map.of(), false, Path.of(""));
    CommandLine check =
        Main.commandLine(terminal, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()))
            .getSubcommands()
            .get("check");

    assertThat(check.getCommandSpec().findOption(setting.cliOption())).as(setting.cliOption()).isNotNull();
  }

  @ParameterizedTest
  @EnumSource(Setting.class)
  void theMavenPluginHasTheParameterOfTheSameName(Setting setting) throws IOException {
    String mojos = mojoSources();

    assertThat(mojos).contains("@Parameter(property = \"" + setting.mavenProperty() + "\"");
    assertThat(mojos).containsPattern("protected [A-Za-z<>]+ " + setting.key() + ";");
  }

  @Test
  void theMavenPluginStillTakesItsOldNames() throws IOException {
    String mojos = mojoSources();
    for (String old : OLD_MOJO_NAMES.keySet()) {
      assertThat(mojos).contains("\"urilint." + old + "\"").containsPattern("protected [A-Za-z<>]+ " + old + ";");
    }
  }

  @ParameterizedTest
  @EnumSource(Setting.class)
  void theErrorProneFlagIsTheCapitalizedName(Setting setting) throws IOException {
    String flags = source("errorprone-check/src/main/java/dev/urilint/errorprone/UriLintFlags.java");
    String capitalized = Character.toUpperCase(setting.key().charAt(0)) + setting.key().substring(1);

    if (setting.errorProneFlag().isPresent()) {
      assertThat(flags).contains("(flags, \"" + setting.errorProneFlag().get() + "\"");
    } else {
      assertThat(flags).doesNotContain("\"" + capitalized + "\"");
    }
  }

  private static String mojoSources() throws IOException {
    return String.join("\n", List.of(
        source("maven-plugin/src/main/java/dev/urilint/maven/AbstractUrilintMojo.java"),
        source("maven-plugin/src/main/java/dev/urilint/maven/AbstractVerdictMojo.java"),
        source("maven-plugin/src/main/java/dev/urilint/maven/CheckMojo.java")));
  }

  private static String source(String path) throws IOException {
    return Files.readString(ROOT.resolve(path), StandardCharsets.UTF_8);
  }
}
