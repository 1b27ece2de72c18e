package dev.urilint.scheme.dialect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.uri.ParseOptions;
import dev.urilint.uri.UriReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class JdbcUrlsTest {

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource({
    "jdbc:postgresql://h/db, true",
    "JDBC:mysql://h/db, true",
    "jdbc:h2:mem:test, true",
    "jdbc://h/db, false",
    "jdbc:, false",
    "jdbc:x, false",
    "jdbc:1x:y, false",
    "https://h/, false",
  })
  void knowsTheShapeJdbcGivesEveryDriversUrl(String text, boolean jdbc) {
    assertThat(JdbcUrls.isJdbcUrl(text)).isEqualTo(jdbc);
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "jdbc:postgresql://[::1]:5432/db, jdbc+postgresql://[::1]:5432/db",
    "jdbc:mysql:replication://h/db, jdbc+mysql+replication://h/db",
    "jdbc:oracle:thin:@//db:1521/svc, jdbc+oracle+thin:@//db:1521/svc",
    "jdbc:h2:mem:test, jdbc+h2+mem:test",
    "jdbc:sqlserver://h;databaseName=x, jdbc+sqlserver://h;databaseName=x",
  })
  void readsTheDriverNamesAsPartOfTheSchemeAtTheSameIndexes(String text, String driverScheme) {
    assertThat(JdbcUrls.asDriverScheme(text)).isEqualTo(driverScheme).hasSameSizeAs(text);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "jdbc:postgresql://[::1]:5432/db, postgresql://0::10:5432/db",
    "jdbc:mysql://[fe80::1]:3306/app?useSSL=true, mysql://0fe80::10:3306/app",
  })
  void givesAJdbcUrlWithIpLiteralsTheReferenceOfItsJdbcPath(String text, String path) {
    UriReference uri = JdbcUrls.withBracketsInPath(text, ParseOptions.DEFAULT).orElseThrow();
    assertThat(uri.scheme()).hasValue("jdbc");
    assertThat(uri.path()).isEqualTo(path);
    assertThat(uri.pathSpan().start()).isEqualTo("jdbc:".length());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "jdbc:postgresql://[::1:5432/db",
    "jdbc:postgresql://h/db x",
    "https://[::1]/",
    "jdbc://[::1]/db",
  })
  void givesNothingForAnythingElse(String text) {
    assertThat(JdbcUrls.withBracketsInPath(text, ParseOptions.DEFAULT)).isEmpty();
  }
}
