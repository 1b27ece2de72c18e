package dev.urilint.scanner.fix;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.Scanner;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A fix run leaves nothing a second run would fix: fixing the fixed text changes nothing, safe
 * fixes alone and all fixes alike. A fix that another one made possible (a default port removed
 * before {@code ldap} may become {@code ldaps}) or that overlapped another in the same value is
 * applied by the same run, not left for the next ({@link FixPlanner}). Cases from the fix suite
 * and the corpus as a table; then generated configuration values with URIs, in YAML and
 * properties files.
 */
final class FixIdempotenceTest {

  private static final Path DIR = Path.of("target", "idempotence");
  private final FixPlanner planner = new FixPlanner(new Scanner().analyser(ScanRequest.of(DIR)));

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # a config portal's LDAP sample: the default port, then ldap -> ldaps
          application-ldap-sample.yml | spring:\\n  ldap:\\n    urls:\\n    - "ldap://1.1.1.1:389"\\n
          application-ldap-sample.yml | spring:\\n  ldap:\\n    urls:\\n    - ldap://ldap.acme.io:389/dc=acme\\n
          application.yml             | a: HTTP://Acme.IO:80/a%2520b\\n
          application.yml             | a: "http://u:Secret1x@orders.acme.io:80/a b"\\n
          application.yml             | - http://Orders.Acme.IO:80/x\\n- ldap://u:Secret1x@ldap.acme.io:389/\\n
          application.properties      | db.url=http://u:Secret1x@Db.Acme.IO:80/./a\\ndb-url=ldap://u:Other2y@ldap.acme.io:389/\\n
          application.properties      | u=htps://Acme.IO:443/a b\\n
          settings.xml                | <settings><mirrors><mirror><url>http://u:Secret1x@Repo.Acme.IO:80/m</url></mirror></mirrors></settings>\\n
          """)
  void aSecondRunChangesNothing(String name, String escaped) {
    String text = escaped.replace("\\n", "\n");
    for (FixPlanner.Selection selection : FixPlanner.Selection.values()) {
      assertIdempotent(name, text, selection);
    }
  }

  private static final List<String> SCHEMES = List.of("http", "https", "HTTP", "ldap", "ldaps", "ftp", "ws", "htps");
  private static final List<String> USERINFO = List.of("", "u@", "u:Secret1x@", "u:${PW}@", "app:Pass%2520w@");
  private static final List<String> HOSTS = List.of("acme.io", "Acme.IO", "1.1.1.1", "0x7f.1", "localhost", "db.acme.io");
  private static final List<String> PORTS = List.of("", ":80", ":389", ":443", ":636", ":", ":8080");
  private static final List<String> PATHS = List.of("", "/", "/a b", "/a%2520b", "/./x/../y", "/%7euser", "/dc=acme?q=%41");
  private static final List<String> SHAPES = List.of(
      "application.yml|a:\n  url: %s\n  urls:\n  - %s\n",
      "application.yml|a: \"%s\"\nb: '%s'\n",
      "application.properties|a.url=%s\na-url=%s\n",
      "application.properties|servers[0]=%s\nservers[1]=%s\n");

  @Property(tries = 300)
  void aSecondRunOfGeneratedValuesChangesNothing(
      @ForAll("files") String[] file, @ForAll("selections") FixPlanner.Selection selection) {
    assertIdempotent(file[0], file[1], selection);
  }

  @Provide
  Arbitrary<String[]> files() {
    Arbitrary<String> uri = Combinators.combine(
            Arbitraries.of(SCHEMES), Arbitraries.of(USERINFO), Arbitraries.of(HOSTS), Arbitraries.of(PORTS),
            Arbitraries.of(PATHS))
        .as((s, u, h, p, path) -> s + "://" + u + h + p + path);
    return Combinators.combine(Arbitraries.of(SHAPES), uri, uri)
        .as((shape, a, b) -> {
          String[] parts = shape.split("\\|", 2);
          return new String[] {parts[0], String.format(parts[1], a, b)};
        });
  }

  @Provide
  Arbitrary<FixPlanner.Selection> selections() {
    return Arbitraries.of(FixPlanner.Selection.class);
  }

  private void assertIdempotent(String name, String text, FixPlanner.Selection selection) {
    Path file = DIR.resolve(name);
    FixPlan once = planner.plan(file, name, text, selection, f -> true);
    FixPlan twice = planner.plan(file, name, once.fixed(), selection, f -> true);
    assertThat(twice.fixed())
        .as("%s fixed twice (%s): first %s, second %s", name, selection, rules(once), rules(twice))
        .isEqualTo(once.fixed());
  }

  private static List<String> rules(FixPlan plan) {
    return plan.applied().stream().map(a -> a.finding().rule().id() + "@" + a.finding().line()).toList();
  }
}
