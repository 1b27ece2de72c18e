package dev.urilint.source;

import java.util.Locale;
import java.util.Set;

/**
 * The one definition of test code that every front end asks: a file is test code when it lies in
 * a test source tree, or when it is a test class: named like one and using a test framework. The
 * path is relative to the project (the scan root, or for javac the directory above the source
 * root). Test code gets the {@link TestCodePolicy}.
 *
 * <p>A file is test code when
 *
 * <ul>
 *   <li>it lies under a test source set of Maven or Gradle: {@code src/test/}, {@code src/it/},
 *       {@code src/testFixtures/}, and any {@code src/<name>Test/} such as {@code
 *       src/integrationTest/}, {@code src/androidTest/} or {@code src/jvmTest/}; the last {@code
 *       src/} of the path holds the source sets ({@code src/protocol/http/src/test/java/...}: JMeter
 *       keeps its modules under a top-level {@code src/});
 *   <li>a directory on the way is named {@code test} or {@code tests} (tomcat's top-level {@code
 *       test/org/apache/...}, {@code tests/integration-tests/...}, a Helm chart's {@code
 *       templates/tests/}), or holds test data or an end-to-end suite ({@code testdata}, {@code
 *       test-data}, {@code test_data}, {@code fixtures}, {@code e2e}, JavaScript's {@code
 *       __tests__}, {@code __mocks__}, {@code __fixtures__}: a UI's recorded traces, a workflow
 *       engine's e2e fixtures), except below a production source set: {@code
 *       src/main/java/org/acme/test/} is a package of production code that happens to be called
 *       {@code test};
 *   <li>or the file is a test class by name: {@code FooTest.java}, {@code FooTests.java}, {@code
 *       FooIT.java}, {@code FooTestCase.java} (also {@code .kt}, {@code .groovy}, {@code .scala}).
 * </ul>
 *
 * <pre>{@code
 * TestCode.isTestPath("module/src/test/java/org/acme/ClientTest.java");   // true
 * TestCode.isTestPath("test/org/apache/catalina/connector/TestResponse.java");  // true: tomcat's test tree
 * TestCode.isTestPath("src/main/java/org/acme/test/Fixtures.java");       // false: a package named test
 * TestCode.isTestPath("src/main/java/org/acme/Latest.java");             // false
 * }</pre>
 *
 * <p>Paths are separated by {@code /} or {@code \}. {@link #isTestPath} answers from the path alone
 * (a test tree); a file outside one is a test class only by its content, which {@link #isTestFile}
 * reads when the name asks for it ({@link #isTestClassName}).
 */
public final class TestCode {

  // Folders of tests and of the data they read: a trace of a UI's tests, an end-to-end suite's
  // fixtures, JavaScript's __tests__ and __mocks__.
  private static final Set<String> TEST_TREES =
      Set.of("test", "tests", "testdata", "test-data", "test_data", "fixtures", "__tests__", "__mocks__",
          "__fixtures__", "e2e");
  private static final Set<String> CODE_EXTENSIONS = Set.of(".java", ".kt", ".groovy", ".scala");
  private static final String[] TEST_CLASS_SUFFIXES = {"Test", "Tests", "IT", "TestCase"};

  private TestCode() {}

  /**
   * Whether {@code path}, relative to the project, lies in a test tree: test code whatever it
   * holds. A test class outside one is found by {@link #isTestFile}.
   */
  public static boolean isTestPath(String path) {
    int start = 0;
    boolean afterSrc = false;
    for (int i = 0; i <= path.length(); i++) {
      if (i < path.length() && !isSeparator(path.charAt(i))) {
        continue;
      }
      if (i == path.length()) {
        return false;
      }
      String dir = path.substring(start, i);
      start = i + 1;
      if (afterSrc) {
        if (isTestSourceSet(dir)) {
          return true;
        }
        if (dir.equals("main") || !hasSrcSegment(path, start)) {
          // A production source set: what follows are packages, resources and the file.
          return false;
        }
        // "src/protocol/http/src/test/java/...": modules kept under a top-level src/ (JMeter); the
        // last src/ holds the source sets, as isTestSourceFile reads it.
      }
      if (TEST_TREES.contains(dir)) {
        return true;
      }
      afterSrc = dir.equals("src");
    }
    return false;
  }

  // Whether a directory named "src" follows position `from` of the path.
  private static boolean hasSrcSegment(String path, int from) {
    for (int i = from; i + 3 < path.length(); i++) {
      if ((i == from || isSeparator(path.charAt(i - 1))) && path.startsWith("src", i) && isSeparator(path.charAt(i + 3))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the file at {@code path} (relative to the project) with the content {@code source} is
   * test code: in a test tree, or a test class by its name and a test framework import.
   *
   * <pre>{@code
   * TestCode.isTestFile("src/main/java/org/acme/ClientTest.java", "import org.junit.jupiter.api.Test;");  // true
   * TestCode.isTestFile("src/main/java/org/acme/LoadTest.java", "import java.net.http.HttpClient;");      // false
   * }</pre>
   */
  public static boolean isTestFile(String path, CharSequence source) {
    return isTestPath(path)
        || isTestClassName(path.substring(lastSeparator(path) + 1)) && TestFrameworks.usesTestFramework(source);
  }

  /**
   * Whether a file javac compiles is test code, from its path (absolute, as javac has it), the
   * package it declares and its source text (read only when the file is named like a test class). The project-relative path is taken from the directory above the source
   * root: for {@code /home/me/tests/app/src/main/java/org/acme/A.java} in package {@code org.acme}
   * that is {@code app/src/main/java/org/acme/A.java}, so a checkout under a directory named
   * {@code tests} does not make everything test code; tomcat's {@code /ws/tomcat/test/org/...}
   * keeps its {@code test/}.
   *
   * <pre>{@code
   * TestCode.isTestSourceFile("/ws/app/src/test/java/org/acme/A.java", "org.acme", "");  // true
   * TestCode.isTestSourceFile("/ws/tomcat/test/org/apache/B.java", "org.apache", "");    // true
   * TestCode.isTestSourceFile("/ws/app/src/main/java/org/acme/LoadTest.java", "org.acme", "import java.net.URI;"); // false
   * }</pre>
   */
  public static boolean isTestSourceFile(String path, String packageName, CharSequence source) {
    if (isTestClassName(path.substring(lastSeparator(path) + 1)) && TestFrameworks.usesTestFramework(source)) {
      return true;
    }
    int end = lastSeparator(path);
    int packageDirs = packageName.isEmpty() ? 0 : count(packageName, '.') + 1;
    // Skip the package's directories: what is left ends at the source root.
    int rootEnd = end;
    for (int k = 0; k < packageDirs && rootEnd > 0; k++) {
      rootEnd = lastSeparator(path.substring(0, rootEnd));
    }
    String root = rootEnd < 0 ? "" : path.substring(0, rootEnd);
    int src = lastSegment(root, "src");
    int from;
    if (src >= 0) {
      // .../<module>/src/<set>/java: keep the module, the source set decides.
      from = src == 0 ? 0 : lastSeparator(root.substring(0, src - 1)) + 1;
    } else {
      // A source root outside the Maven layout (tomcat's test/): keep its last directory.
      from = lastSeparator(root) + 1;
    }
    return isTestPath(path.substring(from));
  }

  /** {@code src/<set>}: a test source set of Maven or Gradle ({@code src/testdata} is not one). */
  static boolean isTestSourceSet(String set) {
    return set.equals("test")
        || set.equals("it")
        || set.startsWith("test") && set.length() > 4 && Character.isUpperCase(set.charAt(4))
        || set.endsWith("Test")
        || set.endsWith("Tests")
        || set.endsWith("-test")
        || set.endsWith("-tests");
  }

  /**
   * Whether {@code fileName} is named like a test class: {@code FooTest.java}, {@code
   * FooTests.java}, {@code FooIT.java}, {@code FooTestCase.java}. Such a file outside a test tree
   * is test code only when it uses a test framework ({@link #isTestFile}).
   */
  public static boolean isTestClassName(String fileName) {
    int dot = fileName.lastIndexOf('.');
    if (dot <= 0 || !CODE_EXTENSIONS.contains(fileName.substring(dot).toLowerCase(Locale.ROOT))) {
      return false;
    }
    String name = fileName.substring(0, dot);
    for (String suffix : TEST_CLASS_SUFFIXES) {
      int before = name.length() - suffix.length() - 1;
      // A name before the suffix; IT only after a lower-case letter or digit: LIMIT.java is no test.
      if (before >= 0
          && name.endsWith(suffix)
          && !(suffix.equals("IT") && Character.isUpperCase(name.charAt(before)))) {
        return true;
      }
    }
    return false;
  }

  private static boolean isSeparator(char c) {
    return c == '/' || c == '\\';
  }

  private static int lastSeparator(String path) {
    return Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  }

  private static int count(String s, char c) {
    int n = 0;
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) == c) {
        n++;
      }
    }
    return n;
  }

  /** The start of the last segment of {@code path} equal to {@code name}, or -1. */
  private static int lastSegment(String path, String name) {
    int end = path.length();
    while (end > 0) {
      int start = lastSeparator(path.substring(0, end)) + 1;
      if (path.substring(start, end).equals(name)) {
        return start;
      }
      end = start - 1;
    }
    return -1;
  }
}
