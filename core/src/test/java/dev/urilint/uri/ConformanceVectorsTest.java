package dev.urilint.uri;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every {@code "type": "validity"} vector of the shared conformance set (1,399 vectors from
 * uriparser, network-uri, python rfc3986, fast-uri and Jena) through {@link
 * UriParser#validate(String, GrammarRule)}.
 *
 * <p>The expected verdict is RFC 3986's: the set's {@code oracle} field, which is the source's
 * own expectation except where {@code oracle_disagrees} is true. Those 97 disagreements are IRIs
 * (non-ASCII), RFC 6874 zone ids, lenient parsers that repair their input, and scheme-specific
 * checks that are not part of the generic syntax; each carries a {@code who_is_right} judgement,
 * and in every one of them RFC 3986 sides with the oracle. {@link #SKIPPED} lists the vectors this
 * test does not run, with the reason: none.
 */
class ConformanceVectorsTest {

  /** Vector id → why it is not run. Empty: every validity vector holds. */
  static final Map<String, String> SKIPPED = Map.of();

  private static final JsonNode VECTORS = load();

  private static JsonNode load() {
    try (InputStream in =
        ConformanceVectorsTest.class.getResourceAsStream("/conformance/vectors.json")) {
      return new ObjectMapper().readTree(in).get("vectors");
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  static Stream<Arguments> validityVectors() {
    List<Arguments> cases = new ArrayList<>();
    for (JsonNode v : VECTORS) {
      if (v.get("type").asText().equals("validity") && !SKIPPED.containsKey(v.get("id").asText())) {
        cases.add(Arguments.of(
            v.get("id").asText(), v.get("rule").asText(), v.get("input").asText(),
            v.get("oracle").asText()));
      }
    }
    return cases.stream();
  }

  static Stream<Arguments> errorIndexVectors() {
    List<Arguments> cases = new ArrayList<>();
    for (JsonNode v : VECTORS) {
      if (v.has("oracle_error_index")) {
        cases.add(Arguments.of(
            v.get("id").asText(), v.get("rule").asText(), v.get("input").asText(),
            v.get("oracle_error_index").asInt(), v.get("source_error_index").asInt()));
      }
    }
    return cases.stream();
  }

  static Stream<Arguments> zoneIdVectors() {
    List<Arguments> cases = new ArrayList<>();
    for (JsonNode v : VECTORS) {
      if (v.get("type").asText().equals("validity")
          && v.get("mode").asText().contains("RFC 6874")
          && v.get("input").asText().contains("%25")) {
        cases.add(Arguments.of(v.get("id").asText(), v.get("rule").asText(),
            v.get("input").asText(), v.get("expected").asText()));
      }
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @MethodSource("validityVectors")
  void verdictIsRfc3986s(String id, String rules, String input, String oracle) {
    boolean valid = Arrays.stream(rules.split("\\|"))
        .map(name -> GrammarRule.byAbnfName(name).orElseThrow())
        .anyMatch(rule -> UriParser.validate(input, rule) == -1);
    assertThat(valid ? "valid" : "invalid").as("%s: %s as %s", id, input, rules).isEqualTo(oracle);
  }

  @ParameterizedTest(name = "{0} {2} -> {3}")
  @MethodSource("errorIndexVectors")
  void errorIndexIsTheLongestViablePrefix(
      String id, String rule, String input, int oracleIndex, int sourceIndex) {
    GrammarRule grammarRule = GrammarRule.byAbnfName(rule).orElseThrow();
    assertThat(UriParser.validate(input, grammarRule)).as(id).isEqualTo(oracleIndex)
        .isEqualTo(sourceIndex);
    assertThat(UriParser.violations(input).get(0).index()).as(id).isEqualTo(oracleIndex);
  }

  /** The RFC 6874 vectors: invalid by RFC 3986, and as their source expects with zone ids on. */
  @ParameterizedTest(name = "{0} {2} -> {3} with zone ids")
  @MethodSource("zoneIdVectors")
  void rfc6874ZoneIdsAreAcceptedOnlyWhenAskedFor(
      String id, String rule, String input, String expectedWithZoneIds) {
    GrammarRule grammarRule = GrammarRule.byAbnfName(rule).orElseThrow();
    assertThat(UriParser.validate(input, grammarRule, false)).as(id).isNotEqualTo(-1);
    boolean valid = UriParser.validate(input, grammarRule, true) == -1;
    assertThat(valid ? "valid" : "invalid").as(id).isEqualTo(expectedWithZoneIds);
  }

  @Test
  void theSetHoldsTheVectorsThisTestCounts() {
    assertThat(validityVectors().count()).isEqualTo(1399 - SKIPPED.size());
    assertThat(errorIndexVectors().count()).isEqualTo(33);
    assertThat(zoneIdVectors().count()).isGreaterThan(60);
  }
}
