package dev.urilint.precision;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The recall command end to end, with the command line tool this build made, on a corpus of its own
 * ({@code src/test/resources/recall/corpus/shop}: a Spring/Quarkus shop with its properties, YAML,
 * a Helm chart, Spring XML, JSON, Java and a test resource, every value a plain URL of a host of its
 * own), three seeds.
 */
class RecallSuiteTest {

  @TempDir Path work;

  private record Run(int status, String out, String err) {}

  private Run run(String... extra) throws URISyntaxException {
    Path recall = Path.of(RecallSuiteTest.class.getResource("/recall/suite/repos.tsv").toURI()).getParent().getParent();
    List<String> args = new ArrayList<>(List.of(
        "--suite", recall.resolve("suite").toString(),
        "--corpus", recall.resolve("corpus").toString(),
        "--cli", System.getProperty("urilint.cliJar", "../cli/target/urilint.jar"),
        "--work", work.toString()));
    args.addAll(List.of(extra));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = RecallSuite.run(args.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void plantsIntoCopiesScansAndCountsEveryClass() throws Exception {
    Path shop = Path.of(RecallSuiteTest.class.getResource("/recall/corpus/shop/src/main/resources/application.properties").toURI());
    String before = Files.readString(shop);

    Run r = run("--seed", "1", "--seed", "2", "--seed", "3");

    assertThat(r.err()).isEqualTo("urilint recall: seed 1\nurilint recall: seed 2\nurilint recall: seed 3\n");
    assertThat(r.out()).startsWith("recall: seeds [1, 2, 3], 35 plain URLs found in 7 files, ")
        .contains("\ndefect class (rule), main code ", "\nformat, main code ", "\nkey context, main code ",
            "\ndefect class, test code ");
    for (DefectClass d : DefectClass.values()) {
      assertThat(r.out()).contains("\n" + d.id() + " (" + d.rule() + ") ");
    }
    // Test code's grammar plants are measured, not required: the output says why.
    assertThat(r.out()).contains("\ntest code gets the rules that protect a secret by default ("
        + "credentials-in-uri, sensitive-query-parameter; docs/test-code.md):\n");
    assertThat(r.out()).contains("\nmissed plants the policy says are reported: ");
    assertThat(r.status()).isEqualTo(r.out().contains("reported: 0\n") ? 0 : 1);
    assertThat(Files.readString(shop)).as("the corpus is only read").isEqualTo(before);
    assertThat(work.resolve("seed-1/shop/src/main/resources/application.properties")).exists();
  }

  @Test
  void refusesAMissingCommandLineTool() throws Exception {
    Run r = run("--seed", "1", "--cli", "/nonexistent/urilint.jar");

    assertThat(r.err()).startsWith("urilint recall: no urilint jar at /nonexistent/urilint.jar");
    assertThat(r.status()).isEqualTo(2);
  }

  @Test
  void refusesAMissingCorpusOrAnUnknownOption() throws Exception {
    assertThat(RecallSuite.run(new String[] {"--seed", "x", "--corpus", "c"}, System.out, new PrintStream(new ByteArrayOutputStream())))
        .isEqualTo(2);
    assertThat(RecallSuite.run(new String[] {"--frobnicate"}, System.out, new PrintStream(new ByteArrayOutputStream())))
        .isEqualTo(2);
  }
}
