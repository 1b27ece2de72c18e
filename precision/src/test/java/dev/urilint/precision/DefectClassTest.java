package dev.urilint.precision;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each class plants its defect and nothing else into a plain URL (URLs from the corpus). */
class DefectClassTest {

  @ParameterizedTest
  @CsvSource(delimiter = ';', quoteCharacter = '`', textBlock = """
      # class             ; url                                             ; planted, or - when the URL cannot carry it
      PORT_OUT_OF_RANGE   ; https://repo.maven.apache.org/maven2            ; https://repo.maven.apache.org:99999/maven2
      PORT_OUT_OF_RANGE   ; http://localhost:8161                           ; http://localhost:99999
      ONE_SLASH           ; https://github.com/elastic/helm-charts          ; https:/github.com/elastic/helm-charts
      NO_SCHEME           ; http://localhost:8161                           ; localhost:8161/api
      NO_SCHEME           ; https://api.chucknorris.io/jokes/random         ; api.chucknorris.io:8443/jokes/random
      NO_SCHEME           ; http://10.0.0.1:80                              ; -
      DOUBLE_ENCODED      ; https://grafana.com/loki                        ; https://grafana.com/loki/release%2520notes
      SPACE_IN_PATH       ; https://grafana.com/                            ; https://grafana.com/release notes
      PIPE_IN_PATH        ; https://helm.elastic.co                         ; https://helm.elastic.co/a|b
      BAD_PERCENT         ; https://helm.elastic.co                         ; https://helm.elastic.co/100%zz
      TRUSTED_AT_EVIL     ; https://github.com/grafana/tempo                ; https://github.com@login-check.net/grafana/tempo
      TRUSTED_AT_EVIL     ; http://localhost:9090/service1                  ; -
      HTTPS_TO_HTTP       ; https://charts.min.io/                          ; http://charts.min.io/
      HTTPS_TO_HTTP       ; http://skywalking-oap.svc:12800                 ; -
      HTTPS_TO_HTTP       ; https://demo.example.com/x                      ; -
      SCHEME_TYPO         ; https://grafana.github.io/helm-charts           ; htps://grafana.github.io/helm-charts
      SCHEME_TYPO         ; http://activemq.apache.org                      ; htp://activemq.apache.org
      CYRILLIC_HOST       ; https://github.com/x                            ; https://github.\u0441om/x
      CYRILLIC_HOST       ; https://api.io/                                 ; https://\u0430pi.io/
      """)
  void plantsItsDefect(DefectClass defect, String url, String planted) {
    String expected = planted.equals("-") ? null : planted.replace("\\u0441", "\u0441").replace("\\u0430", "\u0430");

    assertThat(defect.plant(SimpleUrl.parse(url).orElseThrow(), new Random(1)).orElse(null)).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource({"USERINFO_PASSWORD, 'https://deploy:', '@github.com/x'", "QUERY_SECRET, 'https://github.com/x?access_token=', ''",
      "NUMERIC_IPV4, 'https://', '/x'"})
  void plantsASeededSecretOrAddress(DefectClass defect, String prefix, String suffix) {
    String a = defect.plant(SimpleUrl.parse("https://github.com/x").orElseThrow(), new Random(7)).orElseThrow();
    String b = defect.plant(SimpleUrl.parse("https://github.com/x").orElseThrow(), new Random(7)).orElseThrow();

    assertThat(a).isEqualTo(b).startsWith(prefix).endsWith(suffix).hasSizeGreaterThan(prefix.length() + suffix.length() + 7);
  }
}
