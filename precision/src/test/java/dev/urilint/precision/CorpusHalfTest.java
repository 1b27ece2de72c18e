package dev.urilint.precision;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The split rule of the corpus is fixed: a repository's half never changes with the code. */
final class CorpusHalfTest {

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource({
    "square/okhttp,                    HELD_OUT",
    "Square/OkHttp,                    HELD_OUT",
    "apache/tomcat,                    TUNING",
    "apache/shenyu,                    TUNING",
    "halo-dev/halo,                    HELD_OUT",
    "spring-projects/spring-petclinic, HELD_OUT",
    "spring-cloud/spring-cloud-gateway, TUNING",
  })
  void aRepositorysHalfIsTheParityOfItsNamesHash(String repository, CorpusHalf half) {
    assertThat(CorpusHalf.of(repository)).isEqualTo(half);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"tuning, TUNING", "held-out, HELD_OUT"})
  void isNamedOnTheCommandLine(String id, CorpusHalf half) {
    assertThat(CorpusHalf.byId(id)).contains(half);
    assertThat(half.id()).isEqualTo(id);
  }
}
