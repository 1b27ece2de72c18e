package dev.urilint.source;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TestFrameworksTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # a line of source (\\t is a tab)                          | uses a test framework
          import org.junit.jupiter.api.Test;                          | true
          import static org.junit.Assert.assertEquals;                | true
          import junit.framework.TestCase;                            | true
          import org.testng.annotations.Test;                         | true
          import spock.lang.Specification                             | true
          import io.kotest.core.spec.style.StringSpec                 | true
          import org.scalatest.funsuite.AnyFunSuite                   | true
          import kotlin.test.assertEquals                             | true
          import static\torg.assertj.core.api.Assertions.*;           | true
          @org.junit.jupiter.api.Test void t() {}                     | true
          import org.junitx.Foo;                                      | false
          import org.mockito.Mockito;                                 | false
          import java.net.URI;                                        | false
          // see org.junit.jupiter.api.Test                           | false
          String s = "import org.junit.Test";                         | false
          important org.junit.Test                                    | false
          """)
  void lines(String line, boolean uses) {
    String source = "package org.acme;\n\n" + line.replace("\\t", "\t") + "\nclass X {}\n";
    assertThat(TestFrameworks.usesTestFramework(source)).isEqualTo(uses);
  }
}
