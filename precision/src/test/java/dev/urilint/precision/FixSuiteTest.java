package dev.urilint.precision;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fix measurement end to end on a corpus of its own ({@code src/test/resources/fix/corpus}):
 * {@code shop}, a Spring Boot service with YAML, {@code .properties}, JSON (no placeholder for a
 * password), a CRLF Kubernetes manifest and Java (a concatenation the engine does not edit), and
 * {@code clean}, with nothing to fix.
 */
class FixSuiteTest {

  @TempDir Path work;

  @Test
  void fixesCopiesChecksEveryRunAndCountsPerRule() throws Exception {
    Path fix = Path.of(FixSuiteTest.class.getResource("/fix/suite/repos.tsv").toURI()).getParent().getParent();
    Path properties = fix.resolve("corpus/shop/src/main/resources/application.properties");
    String before = Files.readString(properties);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    int status = FixSuite.run(
        new String[] {"--suite", fix.resolve("suite").toString(), "--corpus", fix.resolve("corpus").toString(),
            "--work", work.toString(), "--keep"},
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));

    String o = out.toString(StandardCharsets.UTF_8);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .isEqualTo("urilint fix measurement: shop\nurilint fix measurement: clean\n");
    assertThat(o).contains(
        "\nshop                                 10      5       3      5      8           0         0\n",
        "\nclean                                 0      0       0      0      0           0         0\n",
        "\ncredentials-in-uri                  0            1  1 no_placeholder_syntax\n",
        "\nnon-normalized                      3            0  1 crosses_string\n",
        "\nfix measurement: every changed file parses with only its fixed values changed");
    assertThat(status).isZero();
    assertThat(Files.readString(properties)).as("the corpus is only read").isEqualTo(before);
    assertThat(Files.readString(work.resolve("shop/src/main/resources/application.properties")))
        .contains("${SPRING_DATASOURCE_URL_PASSWORD}").doesNotContain("s3cret-pw");
    assertThat(Files.readString(work.resolve("shop/k8s/config.yaml")))
        .isEqualTo("apiVersion: v1\r\nkind: ConfigMap\r\ndata:\r\n  STATUS_URL: \"https://status.acme.io/health\"\r\n");
  }

  @Test
  void aMissingCheckoutCannotRun() throws Exception {
    Path fix = Path.of(FixSuiteTest.class.getResource("/fix/suite/repos.tsv").toURI()).getParent().getParent();
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    int status = FixSuite.run(new String[] {"--suite", fix.resolve("suite").toString(), "--corpus", work.toString()},
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));

    assertThat(status).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("urilint fix measurement: no checkout at ");
  }
}
