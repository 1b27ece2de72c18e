package dev.urilint.rules;

import static dev.urilint.rules.RuleTesting.spans;
import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.candidate.Candidate;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Severity;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SensitiveQueryParameterRuleTest {

  private final SensitiveQueryParameterRule rule = new SensitiveQueryParameterRule();

  private List<Finding> check(String input) {
    return RuleContract.checked(rule, input, Context.locator());
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          https://api.example.com/x?password=hunter2              | hunter2
          https://api.example.com/x?PASSWD=a&pwd=b                | a ; b
          https://api.example.com/x?secret=s&client_secret=cs     | s ; cs
          https://api.example.com/x?token=t1&x=1                  | t1
          https://api.example.com/x?access_token=at&refresh_token=rt | at ; rt
          https://api.example.com/x?api_key=k1&apikey=k2&api-key=k3 | k1 ; k2 ; k3
          https://api.example.com/x?apiKey=k4                     | k4
          https://b.s3.amazonaws.com/k?X-Amz-Credential=AKIA%2F20240101&X-Amz-Signature=abc123 | AKIA%2F20240101 ; abc123
          https://a.blob.core.windows.net/c/b?sv=2022-11-02&sig=abc%2Bdef%3D | abc%2Bdef%3D
          https://storage.googleapis.com/b/o?X-Goog-Signature=00ff | 00ff
          https://h/cb#access_token=at2&state=1                   | at2
          https://h/p;token=t9;v=1/x                              | t9
          https://h/x?token=${API_TOKEN:abc123}&x=1               | abc123
          https://h/x?api_key=${KEY:-k5}                          | k5
          nacos://nacos:8848?username=nacos&accessToken=t2         | t2
          jdbc:sqlserver://db;encrypt=true;accessToken={eyJ0}}x}   | {eyJ0}}x}
          """)
  void reportsTheValueOfEverySecretParameter(String input, String span) {
    List<Finding> findings = check(input);
    assertThat(spans(findings, input)).isEqualTo(span.replace(" ; ", "|"));
    assertThat(findings).allMatch(f -> f.severity() == Severity.WARNING && f.fix().isEmpty());
  }

  @ParameterizedTest(name = "{0} holds no secret parameter")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          https://api.example.com/x?q=password
          https://api.example.com/x?token=
          https://api.example.com/x?token=${API_TOKEN}
          https://api.example.com/x?token=${API_TOKEN:}
          https://api.example.com/x?token=${API_TOKEN:<token>}
          https://api.example.com/x?token={{ .Values.token }}
          https://api.example.com/x?token=$TOKEN
          https://api.example.com/x?password=****
          https://api.example.com/x?password=<password>
          https://api.example.com/x?pageToken=abc&key=v&sv=2022&se=2024
          https://api.example.com/x?mytoken=abc
          jdbc:sqlserver://db;user=sa;password=x
          jdbc:mysql://db/app?user=app&password=pw2
          # a registry address's password is credentials-in-uri's (dubbo-samples 10-task/dubbo-samples-shop/deploy/All.yml)
          nacos://nacos:8848?username=nacos&password=nacos
          # AWS's documented example key, and the signature computed with it (openzipkin/zipkin CassandraUtilTest)
          http://webservices.amazon.com/onca/xml?AWSAccessKeyId=AKIAIOSFODNN7EXAMPLE&Operation=ItemLookup&Signature=j7bZM0LXZ9eXeZruTqWm2DIvDYVUU3wxPPpp%2BiXxzQc%3D
          https://s3.amazonaws.com/b/k?X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404
          """)
  void quietOnEmptyTemplatedMaskedAndOrdinaryParameters(String input) {
    assertThat(check(input)).isEmpty();
  }

  @Test
  void aSignatureWithARealLookingKeyIsStillReported() {
    assertThat(check("http://webservices.amazon.com/onca/xml?AWSAccessKeyId=AKIAJ7QXZ2MNB4KXTQ9P&Signature=j7bZM0LXZ9eXeZruTqWm2DIvDYVUU3wxPPpp"))
        .isNotEmpty();
  }

  @Test
  void aSignedUrlIsNamedAsSuchAndMasked() {
    String input = "https://b.s3.amazonaws.com/k?X-Amz-Signature=abc123&X-Amz-Date=1";
    Finding f = check(input).get(0);
    assertThat(f.message()).contains("pre-signed").contains("X-Amz-Signature=****").doesNotContain("abc123");
  }

  @Test
  void aTemplateArgumentIsNotASecret() {
    Candidate c = Candidate.of("https://h/x?token={token}", Context.locator().withTemplates());
    assertThat(rule.check(c)).isEmpty();
  }

  @Property(tries = 400)
  void keepsTheRuleContract(@ForAll(supplier = UriLikeStrings.class) String input) {
    RuleContract.holdsFor(rule, input);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # input                                   | the message starts
          https://h/x?token=t1                      | secret parameter 'token' in the query of 'https://h/x?token=****'
          https://h/x?a=1&api-key=k3#top            | secret parameter 'api-key' in the query of
          https://h/x?client_secret=cs              | secret parameter 'client_secret' in the query of
          https://h/cb#access_token=at2&state=1     | secret parameter 'access_token' in the fragment of
          https://h/p;token=t9;v=1/x                | secret parameter 'token' in the path of
          https://h/?a=1#access_token=at2           | secret parameter 'access_token' in the fragment of
          https://h/p;token=t9/x#top                | secret parameter 'token' in the path of
          http://h/a b?token=t1                     | secret parameter 'token' in a parameter of
          https://b/k?X-Amz-Signature=abc123        | 'X-Amz-Signature' in the query of 'https://b/k?X-Amz-Signature=****' makes this a pre-signed URL
          https://h/x?token=${T:abc123}             | secret parameter 'token' in the query of 'https://h/x?token=${T:****}'
          """)
  void namesTheParameterAndWhereItSits(String input, String start) {
    assertThat(check(input)).singleElement().satisfies(f -> assertThat(f.message()).startsWith(start));
  }
}
