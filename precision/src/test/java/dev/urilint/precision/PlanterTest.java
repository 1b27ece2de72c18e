package dev.urilint.precision;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The choice of plants is seeded and balanced; plants are written in place of their URLs. */
class PlanterTest {

  private static List<UrlSite> sites(int files) {
    List<UrlSite> sites = new ArrayList<>();
    for (int f = 0; f < files; f++) {
      StringBuilder text = new StringBuilder();
      for (int line = 0; line < 5; line++) {
        text.append("svc").append(line).append(".url=https://svc").append(line).append(".acme-corp.io/api\n");
      }
      sites.addAll(SiteFinder.find("repo" + (f % 3) + "/src/main/resources/f" + f + ".properties", text.toString()));
    }
    return sites;
  }

  @Test
  void theSameSeedChoosesTheSamePlantsAndAnotherSeedOthers() {
    List<UrlSite> sites = sites(30);

    assertThat(Planter.choose(sites, 1)).isEqualTo(Planter.choose(sites, 1)).isNotEqualTo(Planter.choose(sites, 2));
  }

  @Test
  void plantsEveryClassAboutEquallyWithinTheCapsOfRepositoryFileAndLine() {
    List<Plant> plants = Planter.choose(sites(30), 3);

    Map<DefectClass, Long> perClass = plants.stream().collect(Collectors.groupingBy(Plant::defect, Collectors.counting()));
    assertThat(perClass).containsOnlyKeys(DefectClass.values());
    assertThat(perClass.values().stream().mapToLong(Long::longValue).max().getAsLong()
        - perClass.values().stream().mapToLong(Long::longValue).min().getAsLong()).isLessThanOrEqualTo(1);
    assertThat(count(plants, p -> p.site().path().substring(0, 5)).values()).allMatch(n -> n <= Planter.MAIN_PER_REPOSITORY);
    assertThat(count(plants, p -> p.site().path()).values()).allMatch(n -> n <= Planter.PER_FILE);
    assertThat(count(plants, p -> p.site().path() + ":" + p.site().line()).values()).allMatch(n -> n == 1);
  }

  private static Map<String, Long> count(List<Plant> plants, Function<Plant, String> by) {
    return plants.stream().collect(Collectors.groupingBy(by, Collectors.counting()));
  }

  @Test
  void writesEachPlantOverItsUrlInTheFormatsOwnEscapes() {
    String text = "a.url=https://api.acme.io/v1\nb.url=https://github.com/x\n";
    List<UrlSite> s = SiteFinder.find("r/a.properties", text);

    String planted = Planter.apply(text, List.of(new Plant(s.get(0), DefectClass.PORT_OUT_OF_RANGE, "https://api.acme.io:99999/v1"),
        new Plant(s.get(1), DefectClass.CYRILLIC_HOST, "https://github.\u0441om/x")));

    assertThat(planted).isEqualTo("a.url=https://api.acme.io:99999/v1\nb.url=https://github.\\u0441om/x\n");
  }

  @Test
  void refusesASiteThatNoLongerHoldsItsUrl() {
    UrlSite site = SiteFinder.find("r/a.properties", "a.url=https://api.acme.io/v1\n").get(0);

    assertThatThrownBy(() -> Planter.apply("a.url=https://other.io/v1\n", List.of(new Plant(site, DefectClass.ONE_SLASH, "x"))))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void tallyCountsReportedAndRequiredPlantsAndListsTheMissedRequiredOnes() {
    UrlSite locator = SiteFinder.find("r/src/main/resources/a.properties", "a.url=https://api.acme.io/v1\n").get(0);
    UrlSite java = SiteFinder.find("r/src/main/java/A.java", "get(\"https://api.acme.io/v1\");\n").get(0);
    UrlSite test = SiteFinder.find("r/src/test/resources/a.yml", "icon: https://api.acme.io/v1\n").get(0);
    Plant port = new Plant(locator, DefectClass.PORT_OUT_OF_RANGE, "https://api.acme.io:99999/v1");
    // insecure-scheme outside every sink and URL name: measured, not required
    Plant javaHttp = new Plant(java, DefectClass.HTTPS_TO_HTTP, "http://api.acme.io/v1");
    Plant testPassword = new Plant(test, DefectClass.USERINFO_PASSWORD, "https://deploy:Xk29dLq7@api.acme.io/v1");

    RecallTally tally = RecallTally.of(List.of(port, javaHttp, testPassword), Set.of(port.expected()));

    assertThat(tally.missedRequired()).containsExactly(testPassword);
    assertThat(tally.by(p -> p.site().code())).containsEntry("main", new RecallTally.Counts(2, 1, 1, 1))
        .containsEntry("test", new RecallTally.Counts(1, 0, 1, 0));
    assertThat(tally.render()).contains("main code, locator key                                  1         1  100.0%         1   100.0%")
        .contains("r/src/test/resources/a.yml:1 userinfo-password [credentials-in-uri] yaml, other key icon, was https://api.acme.io/v1");
  }

  @Test
  void listsEveryMissedPlantOfMainCodeWithoutItsPlantedSecret() {
    UrlSite java = SiteFinder.find("r/src/main/java/A.java", "get(\"https://api.acme.io/v1\");\n").get(0);
    UrlSite icon = SiteFinder.find("r/src/main/resources/a.yml", "icon: https://api.acme.io/v1\n").get(0);
    UrlSite test = SiteFinder.find("r/src/test/resources/a.yml", "icon: https://api.acme.io/v2\n").get(0);
    Plant javaPort = new Plant(java, DefectClass.PORT_OUT_OF_RANGE, "https://api.acme.io:99999/v1");
    Plant password = new Plant(icon, DefectClass.USERINFO_PASSWORD, "https://deploy:Xk29dLq7@api.acme.io/v1");
    Plant testPipe = new Plant(test, DefectClass.PIPE_IN_PATH, "https://api.acme.io/v|2");

    String misses = RecallTally.of(List.of(javaPort, password, testPipe), Set.of()).renderMisses();

    assertThat(misses).contains("missed plants in main code, required or not: 2")
        .contains("java port-out-of-range r/src/main/java/A.java:1, java literal get(, planted https://api.acme.io:99999/v1")
        .contains("yaml userinfo-password r/src/main/resources/a.yml:1, other key icon, was https://api.acme.io/v1")
        .doesNotContain("Xk29dLq7").doesNotContain("v|2");
  }

  // A Java literal of main code outside sinks: the grammar of a whole URI is required (StringRole),
  // a space that leaves one word of path, a lost scheme before a host under a top-level domain and
  // a lost slash of a well-known scheme's // too (the readings config values get under any key); a
  // lost scheme before localhost and insecure-scheme not.
  @org.junit.jupiter.params.ParameterizedTest(name = "{0} {1} -> {2}")
  @org.junit.jupiter.params.provider.CsvSource(
      delimiter = ';',
      textBlock =
          """
          PORT_OUT_OF_RANGE ; https://api.acme.io:99999/v1             ; true
          PIPE_IN_PATH      ; https://api.acme.io/v1/a|b               ; true
          SCHEME_TYPO       ; htps://api.acme.io/v1                    ; true
          NUMERIC_IPV4      ; https://0x5db8d822/v1                    ; true
          SPACE_IN_PATH     ; https://api.acme.io/v1/release notes     ; true
          NO_SCHEME         ; api.acme.io:8443/v1                      ; true
          NO_SCHEME         ; localhost:8443/v1                        ; false
          ONE_SLASH         ; https:/api.acme.io/v1                    ; true
          HTTPS_TO_HTTP     ; http://api.acme.io/v1                    ; false
          PIPE_IN_PATH      ; http://xmlns.jcp.org/xml/ns/javaee/a|b   ; true
          """)
  void aJavaLiteralsGrammarPlantIsRequiredWhereThePolicyChecksIt(DefectClass defect, String planted, boolean required) {
    UrlSite java = SiteFinder.find("r/src/main/java/A.java", "get(\"https://api.acme.io/v1\");\n").get(0);

    assertThat(RecallPolicy.required(new Plant(java, defect, planted))).isEqualTo(required);
  }

  /**
   * A URL in a Java text block gets only a defect a URI inside text is read for (a password, a
   * query secret, a misleading '@'), and such a plant is required; a grammar defect in prose is
   * left alone by design, so it is never planted there.
   */
  @Test
  void aTextBlocksUrlGetsOnlyWhatTextIsReadFor() {
    String java = "String help = \"\"\"\n    Deploy to https://repo.acme.io/releases first\n    \"\"\";\n";
    List<UrlSite> sites = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      sites.addAll(SiteFinder.find("r" + i + "/src/main/java/a/Help.java", java));
    }

    List<Plant> plants = Planter.choose(sites, 1);

    assertThat(plants).hasSize(40).allSatisfy(p -> {
      assertThat(p.site().context()).isEqualTo(KeyContext.JAVA_TEXT);
      assertThat(p.defect()).isIn(DefectClass.USERINFO_PASSWORD, DefectClass.QUERY_SECRET, DefectClass.TRUSTED_AT_EVIL);
      assertThat(RecallPolicy.required(p)).isTrue();
    });
    assertThat(plants).extracting(Plant::defect).contains(
        DefectClass.USERINFO_PASSWORD, DefectClass.QUERY_SECRET, DefectClass.TRUSTED_AT_EVIL);
  }
}
