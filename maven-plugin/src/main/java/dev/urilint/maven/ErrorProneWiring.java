package dev.urilint.maven;

import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;

/**
 * Whether a module compiles with urilint's Error Prone check: {@code -Xplugin:ErrorProne} among the
 * compiler's arguments and {@code dev.urilint:urilint-errorprone} on its {@code
 * annotationProcessorPaths}. The check then reports every Java finding at compile time, so the
 * plugin leaves Java sources to it instead of reporting each finding a second time.
 *
 * <pre>{@code
 * <plugin>
 *   <artifactId>maven-compiler-plugin</artifactId>
 *   <configuration>
 *     <compilerArgs><arg>-Xplugin:ErrorProne</arg></compilerArgs>
 *     <annotationProcessorPaths>
 *       <path><groupId>dev.urilint</groupId><artifactId>urilint-errorprone</artifactId>...</path>
 *     </annotationProcessorPaths>
 *   </configuration>
 * </plugin>
 * }</pre>
 */
final class ErrorProneWiring {

  static final String CHECK_GROUP_ID = "dev.urilint";
  static final String CHECK_ARTIFACT_ID = "urilint-errorprone";

  private ErrorProneWiring() {}

  /** Whether the module's main compilation runs urilint's Error Prone check. */
  static boolean compilesWithTheCheck(MavenProject project) {
    Plugin compiler = project.getPlugin("org.apache.maven.plugins:maven-compiler-plugin");
    if (compiler == null) {
      return false;
    }
    if (runsTheCheck(compiler.getConfiguration())) {
      return true;
    }
    for (PluginExecution e : compiler.getExecutions()) {
      // The main compile: the default execution, or one the POM adds for the compile goal.
      if (e.getGoals().contains("compile") && runsTheCheck(e.getConfiguration())) {
        return true;
      }
    }
    return false;
  }

  static boolean runsTheCheck(Object configuration) {
    if (!(configuration instanceof Xpp3Dom dom)) {
      return false;
    }
    return enablesErrorProne(dom) && hasTheCheck(dom.getChild("annotationProcessorPaths"));
  }

  private static boolean enablesErrorProne(Xpp3Dom dom) {
    Xpp3Dom args = dom.getChild("compilerArgs");
    if (args != null) {
      for (Xpp3Dom arg : args.getChildren()) {
        if (arg.getValue() != null && arg.getValue().trim().startsWith("-Xplugin:ErrorProne")) {
          return true;
        }
      }
    }
    Xpp3Dom arg = dom.getChild("compilerArgument");
    return arg != null && arg.getValue() != null && arg.getValue().trim().startsWith("-Xplugin:ErrorProne");
  }

  private static boolean hasTheCheck(Xpp3Dom paths) {
    if (paths == null) {
      return false;
    }
    for (Xpp3Dom path : paths.getChildren()) {
      if (CHECK_GROUP_ID.equals(text(path.getChild("groupId"))) && CHECK_ARTIFACT_ID.equals(text(path.getChild("artifactId")))) {
        return true;
      }
    }
    return false;
  }

  private static String text(Xpp3Dom dom) {
    return dom == null || dom.getValue() == null ? null : dom.getValue().trim();
  }
}
