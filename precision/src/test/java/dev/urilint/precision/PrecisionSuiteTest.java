package dev.urilint.precision;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
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
 * The command end to end, with the command line tool this build made, on a two-repository corpus
 * of its own ({@code src/test/resources/corpus}): {@code demo} has a true finding, a judged false
 * alarm, a new finding and a true finding that is gone; {@code clean} has nothing to report.
 */
class PrecisionSuiteTest {

  @TempDir Path reports;

  private record Run(int status, String out, String err) {}

  private Run run(String... extra) throws URISyntaxException {
    Path resources = Path.of(PrecisionSuiteTest.class.getResource("/suite/repos.tsv").toURI()).getParent().getParent();
    List<String> args = new ArrayList<>(List.of(
        "--suite", resources.resolve("suite").toString(),
        "--corpus", resources.resolve("corpus").toString(),
        "--cli", System.getProperty("urilint.cliJar", "../cli/target/urilint.jar"),
        "--reports", reports.toString()));
    args.addAll(List.of(extra));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = PrecisionSuite.run(args.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void countsPerRepositoryAndRuleListsEachFalseNewAndMissingFindingAndFails() throws Exception {
    Run r = run();

    assertThat(r.err()).isEqualTo("urilint precision: scanning demo\nurilint precision: scanning clean\n");
    assertThat(r.out()).isEqualTo(golden("suite-output.txt"));
    assertThat(r.status()).isEqualTo(1);
  }

  @Test
  void passesWhenEveryFindingIsJudgedTrueOrDefensible() throws Exception {
    Run r = run("clean");

    assertThat(r.out()).endsWith("precision: every error and warning is judged TP or DEB, and every TP is reported\n");
    assertThat(r.status()).isZero();
  }

  @Test
  void comparesTheReportsOfAnEarlierScanWithoutScanningAgain() throws Exception {
    run();
    Files.delete(reports.resolve("clean.json.log"));

    Run again = run("--no-scan");

    assertThat(again.out()).isEqualTo(golden("suite-output.txt"));
    assertThat(again.err()).isEmpty();
  }

  @Test
  void refusesARepositoryThatIsNotInTheList() throws Exception {
    Run r = run("demo", "nope");

    assertThat(r.err()).isEqualTo("urilint precision: not in the corpus list: nope\n");
    assertThat(r.status()).isEqualTo(2);
  }

  @Test
  void refusesAMissingCheckoutRatherThanCountingItClean() throws Exception {
    Run r = run("--corpus", reports.resolve("nowhere").toString(), "clean");

    assertThat(r.err()).contains("no checkout at ").contains("nowhere");
    assertThat(r.status()).isEqualTo(2);
  }

  static String golden(String name) throws IOException, URISyntaxException {
    return Files.readString(Path.of(PrecisionSuiteTest.class.getResource("/golden/" + name).toURI()), StandardCharsets.UTF_8);
  }
}
