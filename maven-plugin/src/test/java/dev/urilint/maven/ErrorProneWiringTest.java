package dev.urilint.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import org.apache.maven.model.Model;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;
import org.codehaus.plexus.util.xml.Xpp3DomBuilder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A module that compiles with urilint's Error Prone check (the README's snippet) is recognised, so
 * the plugin leaves its Java sources to the check instead of reporting every Java finding twice;
 * Error Prone without urilint's check, or the check on the path without {@code -Xplugin}, is not.
 */
final class ErrorProneWiringTest {

  private static final String CHECK =
      "<path><groupId>dev.urilint</groupId><artifactId>urilint-errorprone</artifactId><version>0.1.0</version></path>";
  private static final String ERROR_PRONE =
      "<path><groupId>com.google.errorprone</groupId><artifactId>error_prone_core</artifactId></path>";
  private static final String LOMBOK = "<path><groupId>org.projectlombok</groupId><artifactId>lombok</artifactId></path>";

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock = """
          the README's snippet                      | <compilerArgs><arg>-XDcompilePolicy=simple</arg><arg>-Xplugin:ErrorProne -XepOpt:UriLint:ZoneIds=true</arg></compilerArgs><annotationProcessorPaths>EP CHECK LOMBOK</annotationProcessorPaths> | true
          the older compilerArgument form           | <compilerArgument>-Xplugin:ErrorProne</compilerArgument><annotationProcessorPaths>EP CHECK</annotationProcessorPaths> | true
          Error Prone without urilint's check       | <compilerArgs><arg>-Xplugin:ErrorProne</arg></compilerArgs><annotationProcessorPaths>EP LOMBOK</annotationProcessorPaths> | false
          the check on the path, Error Prone off     | <compilerArgs><arg>-parameters</arg></compilerArgs><annotationProcessorPaths>EP CHECK</annotationProcessorPaths> | false
          no annotation processors                  | <release>17</release> | false
          """)
  void recognisesTheCheckInThePluginConfiguration(String where, String configuration, boolean expected) throws Exception {
    MavenProject project = project();
    project.getBuild().addPlugin(compiler(dom(configuration), null));

    assertThat(ErrorProneWiring.compilesWithTheCheck(project)).as(where).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock = """
          the default compile execution | compile     | true
          only the test compilation     | testCompile | false
          """)
  void readsTheMainCompileExecution(String where, String goal, boolean expected) throws Exception {
    MavenProject project = project();
    PluginExecution e = new PluginExecution();
    e.setId("default-" + goal);
    e.addGoal(goal);
    e.setConfiguration(dom("<compilerArgs><arg>-Xplugin:ErrorProne</arg></compilerArgs><annotationProcessorPaths>CHECK</annotationProcessorPaths>"));
    project.getBuild().addPlugin(compiler(null, e));

    assertThat(ErrorProneWiring.compilesWithTheCheck(project)).as(where).isEqualTo(expected);
  }

  private static MavenProject project() {
    Model model = new Model();
    model.setGroupId("g");
    model.setArtifactId("a");
    model.setVersion("1");
    model.setBuild(new org.apache.maven.model.Build());
    return new MavenProject(model);
  }

  private static Plugin compiler(Xpp3Dom configuration, PluginExecution execution) {
    Plugin p = new Plugin();
    p.setGroupId("org.apache.maven.plugins");
    p.setArtifactId("maven-compiler-plugin");
    p.setConfiguration(configuration);
    if (execution != null) {
      p.addExecution(execution);
    }
    return p;
  }

  private static Xpp3Dom dom(String inner) throws Exception {
    String xml = inner.replace("EP", ERROR_PRONE).replace("CHECK", CHECK).replace("LOMBOK", LOMBOK);
    return Xpp3DomBuilder.build(new StringReader("<configuration>" + xml + "</configuration>"));
  }
}
