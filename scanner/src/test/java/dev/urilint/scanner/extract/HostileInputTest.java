package dev.urilint.scanner.extract;

import dev.urilint.scanner.extract.hocon.HoconExtractorTest;
import dev.urilint.scanner.extract.xml.XmlExtractorTest;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every file under {@code extract/hostile/} is rejected with exactly the message of its {@code
 * .error.txt}: no value, no {@link StackOverflowError}, no {@link OutOfMemoryError}, no secret in
 * the message. (Network-facing cases live in {@code XmlExtractorTest} and {@code
 * HoconExtractorTest}, which count connections to a loopback port.)
 */
class HostileInputTest {

  private final Extractors extractors = Extractors.standard();

  static Stream<Path> cases() {
    return Golden.cases("hostile");
  }

  @ParameterizedTest
  @MethodSource("cases")
  void rejectsWithAClearMessage(Path input) throws Exception {
    SourceFile file = Golden.read(input);
    Golden.checkRejected(extractors.forFile(file).orElseThrow(), file, input);
  }
}
