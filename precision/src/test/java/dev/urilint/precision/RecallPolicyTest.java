package dev.urilint.precision;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Which plants the documented policy requires, on the sites of the corpus where it was wrong. */
class RecallPolicyTest {

  static Stream<Arguments> plants() {
    return Stream.of(
        // a locator key in a settings file: every defect
        Arguments.of("r/src/main/resources/application.properties", "spring.datasource.url", "https://db.acme.io/x",
            DefectClass.NO_SCHEME, "db.acme.io:8443/x", true),
        // jenkins' fingerprintCheck_fr.properties: a bundle's key names a message, so only what
        // leaves the message a whole URI (WholeValueUri: a host under a top-level domain, a port
        // and a path with the scheme lost is one; localhost and a port is a setting as often),
        // and the security rules
        Arguments.of("jenkins/core/src/main/resources/jenkins/model/Jenkins/fingerprintCheck_fr.properties",
            "fingerprint.link", "https://www.jenkins.io/redirect/fingerprint", DefectClass.NO_SCHEME,
            "www.jenkins.io:8443/redirect/fingerprint", true),
        Arguments.of("jenkins/core/src/main/resources/jenkins/model/Jenkins/fingerprintCheck_fr.properties",
            "fingerprint.link", "http://localhost:8080/fingerprint", DefectClass.NO_SCHEME,
            "localhost:8080/fingerprint", false),
        // tomcat's manager-howto.xml: a <source> holding localhost and a port, under a key that
        // names nothing
        Arguments.of("tomcat/webapps/docs/manager-howto.xml", "document/body/section/subsection/source",
            "http://localhost:8080/manager/text/sslConnectorTrustedCerts", DefectClass.NO_SCHEME,
            "localhost:8080/manager/text/sslConnectorTrustedCerts", false),
        Arguments.of("tomcat/webapps/docs/jndi-resources-howto.xml", "document/body/section/subsection/ul/li/a",
            "http://java.sun.com/products/jdbc/jdbc20.stdext.pdf", DefectClass.NO_SCHEME,
            "java.sun.com:8443/products/jdbc/jdbc20.stdext.pdf", true),
        Arguments.of("jenkins/core/src/main/resources/jenkins/model/Jenkins/fingerprintCheck_es.properties",
            "fingerprint.link", "https://www.jenkins.io/redirect/fingerprint", DefectClass.NUMERIC_IPV4,
            "https://1572395042/redirect/fingerprint", true),
        // keycloak-quickstarts' realm-import.json: a resource type is a name written as a URI
        Arguments.of("keycloak-quickstarts/jakarta/servlet-authz-client/config/realm-import.json", "type",
            "http://servlet-authz/protected/admin", DefectClass.SCHEME_TYPO, "htps://servlet-authz/protected/admin",
            false),
        Arguments.of("keycloak-quickstarts/jakarta/servlet-authz-client/config/realm-import.json", "type",
            "http://servlet-authz/protected/admin", DefectClass.QUERY_SECRET,
            "http://servlet-authz/protected/admin?access_token=qwertyuiopasdfghjklzxcvb", true),
        // quickstart's strimzi-on-kubernetes.yaml: an example in a CRD's schema is an identifier,
        // which gets malformed-uri and the security rules (a homograph host is one)
        Arguments.of("quickstart/microprofile-reactive-messaging-kafka/charts/strimzi-on-kubernetes.yaml",
            "spec.versions.schema.openAPIV3Schema.properties.url.example", "http://opa:8181/v1/data/kafka/authz/allow",
            DefectClass.CYRILLIC_HOST, "http://\u043epa:8181/v1/data/kafka/authz/allow", true),
        Arguments.of("quickstart/microprofile-reactive-messaging-kafka/charts/strimzi-on-kubernetes.yaml",
            "spec.versions.schema.openAPIV3Schema.properties.url.example", "http://opa:8181/v1/data/kafka/authz/allow",
            DefectClass.PIPE_IN_PATH, "http://opa:8181/v1/data/kafka/authz/a|llow", true),
        // elastic-helm-charts' kibana values: a hosts key takes host:port
        Arguments.of("elastic-helm-charts/kibana/examples/security/values.yaml", "elasticsearchHosts",
            "https://security-master:9200", DefectClass.NO_SCHEME, "security-master:9200/api", false),
        // a userinfo under no known top-level domain reads as a user name (jmeter's d.e.f)
        Arguments.of("r/src/main/resources/app.yaml", "url", "http://d.e.f/goo.html", DefectClass.TRUSTED_AT_EVIL,
            "http://d.e.f@login-check.net/goo.html", false),
        Arguments.of("r/src/main/resources/app.yaml", "url", "https://github.com/grafana/loki",
            DefectClass.TRUSTED_AT_EVIL, "https://github.com@login-check.net/grafana/loki", true));
  }

  @ParameterizedTest(name = "{0} {3}")
  @MethodSource("plants")
  void requiresWhatTheDocumentedPolicyReports(
      String path, String key, String url, DefectClass defect, String planted, boolean required) {
    SourceFormat format = SourceFormat.of(path).orElseThrow();
    UrlSite site = new UrlSite(path, 1, 0, SimpleUrl.parse(url).orElseThrow(), format, key, KeyContext.ofKey(key), false);

    assertThat(RecallPolicy.required(new Plant(site, defect, planted))).isEqualTo(required);
  }

  // Java literals of main code: what the Java front ends' shared policy reads as a URI outside
  // sinks (StringRole), asked of the literal alone; a Camel endpoint's space, '|' or stray '%' is
  // what Camel encodes itself (camel-spring-boot-examples' Client2Route.java:31).
  static Stream<Arguments> javaPlants() {
    return Stream.of(
        Arguments.of("", "https://updates.jenkins.io/", DefectClass.SPACE_IN_PATH, "https://updates.jenkins.io/release notes", true),
        Arguments.of("", "http://jenkins-ci.org/", DefectClass.NO_SCHEME, "jenkins-ci.org:8443/api", true),
        Arguments.of("", "http://localhost:8080/auth", DefectClass.NO_SCHEME, "localhost:8080/auth", false),
        Arguments.of("to(", "http://localhost:9090/service1", DefectClass.SPACE_IN_PATH,
            "http://localhost:9090/service1/release notes", false),
        Arguments.of("to(", "http://localhost:9090/service1", DefectClass.PIPE_IN_PATH,
            "http://localhost:9090/service1/a|b", false),
        Arguments.of("to(", "http://localhost:9090/service1", DefectClass.PORT_OUT_OF_RANGE,
            "http://localhost:99999/service1", true),
        Arguments.of("get(", "https://api.acme.io/v1", DefectClass.PIPE_IN_PATH, "https://api.acme.io/v1/a|b", true));
  }

  @ParameterizedTest(name = "{1} {2} at {0}")
  @MethodSource("javaPlants")
  void requiresInJavaWhatTheSharedPolicyChecks(String call, String url, DefectClass defect, String planted, boolean required) {
    UrlSite site = new UrlSite("r/src/main/java/a/A.java", 1, 0, SimpleUrl.parse(url).orElseThrow(), SourceFormat.JAVA,
        call, KeyContext.JAVA_LITERAL, false);

    assertThat(RecallPolicy.required(new Plant(site, defect, planted))).isEqualTo(required);
  }
}
