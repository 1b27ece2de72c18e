package dev.urilint.scheme.dialect;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CamelEndpointsTest {

  // Keys as the scanner's XML and YAML extractors write them for a route's endpoints.
  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          beans/camelContext/route/from/@uri                | true  | Spring XML (camel-spring-boot-examples kafka-offsetrepository)
          routes/route/to/@uri                              | true  | XML DSL
          beans/camel:camelContext/camel:route/camel:toD/@uri | true | XML with a namespace prefix
          blueprint/camelContext/route/wireTap/@uri         | true  | wireTap
          camelContext/endpoint/@uri                        | true  | an endpoint declared by id
          [0].route.from.uri                                | true  | YAML DSL
          [0].from.steps[1].to.uri                          | true  | YAML DSL step
          [1].from.steps[0].to-d.uri                        | true  | YAML toD, kebab case
          [0].from.steps[2].poll-enrich.uri                 | true  | YAML pollEnrich
          routes/route/from/@id                             | false | not the uri
          project/url                                       | false | a POM link
          app.kafka.uri                                     | false | a key named uri outside a route
          uri                                               | false | a bare key
          [0].from                                          | false | no uri segment
          """)
  void readsTheUriOfARoutesEndpointElement(String key, boolean endpoint, String origin) {
    assertThat(CamelEndpoints.isEndpointKey(key)).as(origin).isEqualTo(endpoint);
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          netty:tcp://localhost:4444?encoders=#bean:myEncoder | true  | a Camel component by its scheme
          seda:work?size=100                                  | true  | a Camel component by its scheme
          kafka:orders?offsetRepository=#repo                 | false | kafka is no Camel component by name alone
          https://example.com/?a=#x                           | false | a URL
          """)
  void readsAComponentSchemeWithoutAKey(String input, boolean endpoint, String origin) {
    assertThat(CamelEndpoints.isEndpoint(input, Optional.empty())).as(origin).isEqualTo(endpoint);
  }
}
