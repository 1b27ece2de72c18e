package dev.urilint.scanner.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.env.EnvExtractor;
import dev.urilint.scanner.extract.hocon.HoconExtractor;
import dev.urilint.scanner.extract.javasource.JavaExtractor;
import dev.urilint.scanner.extract.json.JsonExtractor;
import dev.urilint.scanner.extract.properties.PropertiesExtractor;
import dev.urilint.scanner.extract.toml.TomlExtractor;
import dev.urilint.scanner.extract.xml.XmlExtractor;
import dev.urilint.scanner.extract.yaml.YamlExtractor;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Timeout;

/**
 * Jazzer targets for the scanner's extractors, one per format. Each checks {@link
 * ExtractionInvariants} (only {@code ExtractionException} escapes; offsets inside the text, in
 * order, on the value's own source) and that nothing external is read: a loopback server stands
 * where a seed's DTD, entity or include points ({@code http://LOOPBACK/...}), and it must get no
 * request and its answer must be in no value. An input is UTF-8 text (invalid bytes decode to
 * U+FFFD, as the scanner rejects invalid UTF-8 before extraction). Without {@code JAZZER_FUZZ=1}
 * JUnit runs the seeds under {@code
 * src/test/resources/dev/urilint/scanner/robustness/ExtractorFuzzTestInputs/<method>/}
 * (regression mode); {@code docs/security.md} has the command to fuzz a target. {@code @Timeout}
 * is also Jazzer's per-input limit: extraction must terminate.
 */
@Timeout(10)
class ExtractorFuzzTest {

  // Extractors are stateless and thread-safe: one of each serves every input.
  private static final ExtractionInvariants PROPERTIES =
      new ExtractionInvariants("application.properties", new PropertiesExtractor(), "\\");
  private static final ExtractionInvariants YAML =
      new ExtractionInvariants("application.yml", new YamlExtractor(), "\\\r\n \t");
  private static final ExtractionInvariants JSON =
      new ExtractionInvariants("config.json", new JsonExtractor(), "\\");
  private static final ExtractionInvariants XML =
      new ExtractionInvariants("pom.xml", new XmlExtractor(), "&\r\n\t");
  private static final ExtractionInvariants ENV =
      new ExtractionInvariants(".env", new EnvExtractor(), "\\");
  private static final ExtractionInvariants HOCON =
      new ExtractionInvariants("application.conf", new HoconExtractor(), "\\\r\n \t");
  private static final ExtractionInvariants TOML =
      new ExtractionInvariants("pyproject.toml", new TomlExtractor(), "\\\r");
  private static final ExtractionInvariants JAVA =
      new ExtractionInvariants("Client.java", new JavaExtractor(), "\\\r");

  private ExternalContent external;

  @BeforeEach
  void startServer() throws IOException {
    external = new ExternalContent();
  }

  @AfterEach
  void stopServer() {
    external.close();
  }

  @FuzzTest(maxDuration = "2m30s")
  void properties(byte[] input) {
    fuzz(PROPERTIES, input);
  }

  @FuzzTest(maxDuration = "2m30s")
  void yaml(byte[] input) {
    fuzz(YAML, input);
  }

  @FuzzTest(maxDuration = "2m30s")
  void json(byte[] input) {
    fuzz(JSON, input);
  }

  @FuzzTest(maxDuration = "2m30s")
  void xml(byte[] input) {
    fuzz(XML, input);
  }

  @FuzzTest(maxDuration = "2m30s")
  void env(byte[] input) {
    fuzz(ENV, input);
  }

  @FuzzTest(maxDuration = "2m30s")
  void hocon(byte[] input) {
    fuzz(HOCON, input);
  }

  @FuzzTest(maxDuration = "2m30s")
  void toml(byte[] input) {
    fuzz(TOML, input);
  }

  @FuzzTest(maxDuration = "2m30s")
  void java(byte[] input) {
    fuzz(JAVA, input);
  }

  private void fuzz(ExtractionInvariants format, byte[] input) {
    String text = external.resolve(new String(input, StandardCharsets.UTF_8));
    List<ExtractedValue> values = format.check(text);
    assertThat(values).noneMatch(v -> v.value().contains(external.body()));
    assertThat(external.requests()).as("requests to an external resource").isZero();
  }
}
