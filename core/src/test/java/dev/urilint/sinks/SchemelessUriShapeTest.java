package dev.urilint.sinks;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class SchemelessUriShapeTest {

  // The recall suite's no-scheme plants into the corpus's URLs (a reader sees the scheme lost),
  // against what the corpus writes in that shape and is no URI: image references, host and port
  // settings. No other scheme-less host, port and path occurs in the corpus's 28 repositories.
  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          'repo.maven.apache.org:8443/maven2'                    | true  | activemq-artemis ArtemisDependencyDocPlugin.java:63, https:// lost
          'github.com:8443/scholzj/echo-sink/archive/1.6.0.tar.gz' | true | strimzi TestConstants.java:65, https:// lost
          'www.jenkins.io:8443/redirect/log-levels'              | true  | jenkins levels_de.properties:24, https:// lost
          'java.sun.com:8443/products/jdbc/jdbc20.stdext.pdf'    | true  | tomcat jndi-resources-howto.xml:776, http:// lost
          'api.acme.io:8443/v1?x=1'                              | true  | a query after the path
          'apache.org:8443/xml/features/disallow-doctype-decl'   | true  | activemq-artemis XmlProvider.java:102, a SAX feature name with http:// lost
          'registry.foo.com:1234/my-name:1.0'                    | false | strimzi's image reference: a tag after the name
          'registry.foo.com:1234/my-name@sha256:1234abcd1234abcd' | false | strimzi's image reference: a digest
          'image-registry.openshift-image-registry.svc:5000/'    | false | strimzi's OpenShift registry: .svc is no top-level domain, and no path
          'skywalking-oap-server.dubbo-system.svc:12800/api'     | false | dubbo-samples All.yml:188 with http:// lost: a cluster name, no top-level domain
          'localhost:8080/auth'                                  | false | keycloak-quickstarts FluentTestsHelper.java:98 with http:// lost: no top-level domain
          '10.0.0.1:8080/x'                                      | false | an IPv4 address, not a name
          'kafka.acme.io:9092'                                   | false | host and port alone, what bootstrap.servers takes
          'kafka.acme.io:9092/'                                  | false | no path after the slash
          'john.doe:secret/x'                                    | false | no port, and doe is no top-level domain
          'api.acme.io:123456/v1'                                | false | six digits: no port
          'api.acme.io:8443/v1 x'                                | false | prose
          'api.acme.io:8443/v1/.*'                               | false | a pattern
          'https://api.acme.io:8443/v1'                          | false | its scheme is there
          ''                                                     | false | empty
          """)
  void aHostPortAndPathWithItsSchemeLeftOff(String text, boolean expected, String from) {
    assertThat(SchemelessUriShape.is(text)).as(from).isEqualTo(expected);
  }
}
