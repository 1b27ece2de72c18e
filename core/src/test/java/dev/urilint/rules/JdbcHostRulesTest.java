package dev.urilint.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Linter;
import dev.urilint.lint.Severity;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every host rule reads a JDBC URL's host and port, its driver URL's (JDBC 4.3 §9.4), as it reads
 * an HTTP URL's: the defects of the recall suite planted into the JDBC URLs of the corpus's
 * Spring Boot and Quarkus datasources, and valid ones that stay quiet.
 */
class JdbcHostRulesTest {

  private static String found(String input) {
    String all = Linter.withDefaults().lint(input, Context.locator()).stream()
        .filter(f -> f.severity() != Severity.INFO)
        .map(f -> f.rule().id() + "/" + f.severity().id())
        .sorted()
        .collect(Collectors.joining(","));
    return all.isEmpty() ? "-" : all;
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      jdbc:mysql://2130706433:3306/x                          | rare-ip-format/warning
      jdbc:postgresql://0x7f000001:5432/orders                | rare-ip-format/warning
      jdbc:mysql://db.example.com@evil.example.net:3306/x     | misleading-authority/error
      jdbc:mysql://db.acme.io:99999/x                         | invalid-port/error
      jdbc:postgresql://[::1]:99999/db                        | invalid-port/error
      jdbc:mysql://db1:3306,db2:99999/app                     | scheme-syntax/warning
      jdbc:mysql://127.0.0.1:3306/petclinic                   | -
      jdbc:postgresql://localhost:5432/quarkus_test           | -
      jdbc:postgresql://[::1]:5432/db                         | -
      jdbc:mysql://db1:3306,db2:3306/app                      | -
      jdbc:sqlserver://db.acme.io:1433;user=admin@acme-srv;encrypt=true | -
      jdbc:h2:mem:testdb                                      | -
      # jmeter xdocs/usermanual/component_reference.xml:4140 and 4158: ports left to the reader
      jdbc:oracle:thin:@//host:port/service                   | -
      jdbc:sqlserver://host:port;DatabaseName=dbname          | -
      jdbc:oracle:thin:@//db.acme.io:1521/svc                 | -
      """)
  void readsTheDriversHostAndPort(String input, String rules) {
    assertThat(found(input)).isEqualTo(rules);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    // a Cyrillic 'о' (U+043E) in place of the Latin 'o' of order-db
    "jdbc:postgresql://\u043erder-db/x",
    "jdbc:mysql://db.\u0430cme.io:3306/shop",
  })
  void findsAHomographInTheDriversHost(String input) {
    assertThat(Linter.withDefaults().lint(input, Context.locator()).stream().map(Finding::rule).map(r -> r.id()))
        .contains("mixed-script-host");
  }
}
