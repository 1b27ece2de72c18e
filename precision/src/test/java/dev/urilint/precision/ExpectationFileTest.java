package dev.urilint.precision;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ExpectationFileTest {

  @Test
  void readsARowWithItsReason() {
    Expectation e = ExpectationFile.parse(
        "samples/guide/src/main/java/okhttp3/recipes/AsynchronousGet.java\t32\tinsecure-scheme\tTP\t"
            + "http://publicobject.com/helloworld.txt\tthe sample fetches it over http", "x: ");

    assertThat(e.key()).isEqualTo(new FindingKey("samples/guide/src/main/java/okhttp3/recipes/AsynchronousGet.java", 32, "insecure-scheme"));
    assertThat(e.verdict()).isEqualTo(Verdict.TP);
    assertThat(e.why()).isEqualTo("the sample fetches it over http");
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(delimiter = '|', textBlock = """
      a.yml\\t3\\tinsecure-scheme\\tTP\\thttp://h/                 | expected 6 tab-separated fields
      a.yml\\tx\\tinsecure-scheme\\tTP\\thttp://h/\\twhy             | the line 'x' is not a line number
      a.yml\\t0\\tinsecure-scheme\\tTP\\thttp://h/\\twhy             | the line '0' is not a line number
      a.yml\\t3\\tInsecureUriScheme\\tTP\\thttp://h/\\twhy           | 'InsecureUriScheme' is not a rule id
      a.yml\\t3\\tinsecure-scheme\\tfp\\thttp://h/\\twhy             | the verdict 'fp' is not TP, DEB or FP
      a.yml\\t3\\tinsecure-scheme\\t?\\thttp://h/\\twhy              | the verdict '?' is not TP, DEB or FP
      a.yml\\t3\\tinsecure-scheme\\tDEB\\thttp://h/\\t               | no reason
      /abs/a.yml\\t3\\tinsecure-scheme\\tTP\\thttp://h/\\twhy        | is not relative to the repository root
      """)
  void refusesARowItCannotTrustWithWhereItIs(String row, String message) {
    assertThatThrownBy(() -> ExpectationFile.parse(row.replace("\\t", "\t"), "demo.tsv:4: "))
        .isInstanceOf(SuiteException.class)
        .hasMessageStartingWith("demo.tsv:4: ")
        .hasMessageContaining(message);
  }

  @Test
  void writesAnUnjudgedRowThatReadsBackOnceJudged() {
    String row = ExpectationFile.unjudgedRow(
        new Reported(new FindingKey("conf/a.yml", 7, "malformed-uri"), "error", "http://h/a\tb"));

    assertThat(row).isEqualTo("conf/a.yml\t7\tmalformed-uri\t?\thttp://h/a\\tb\t");
    Expectation judged = ExpectationFile.parse(row.replace("\t?\t", "\tFP\t") + "a tab in prose", "x: ");
    assertThat(judged.key()).isEqualTo(new FindingKey("conf/a.yml", 7, "malformed-uri"));
  }

  @Test
  void cutsALongValueAndSaysSo() {
    String cell = ExpectationFile.cell("x".repeat(ExpectationFile.VALUE_LIMIT + 1));

    assertThat(cell).isEqualTo("x".repeat(ExpectationFile.VALUE_LIMIT) + "...");
    assertThat(ExpectationFile.cell("x".repeat(ExpectationFile.VALUE_LIMIT))).isEqualTo("x".repeat(ExpectationFile.VALUE_LIMIT));
  }
}
