package dev.urilint.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Linter;
import dev.urilint.secrets.Masking;
import dev.urilint.uri.GrammarRule;
import dev.urilint.uri.Normalizer;
import dev.urilint.uri.ParseResult;
import dev.urilint.uri.ReferenceResult;
import dev.urilint.uri.Relativizer;
import dev.urilint.uri.Resolver;
import dev.urilint.uri.UriParser;
import dev.urilint.uri.Violation;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * Jazzer targets for the engine and the rules. Each asserts invariants, not just "no
 * exception". Inputs are UTF-8 bytes (so a seed file is the text itself); two-operand targets split
 * at the first tab ({@code base<TAB>reference}). Without {@code JAZZER_FUZZ=1} JUnit runs the seeds under {@code
 * src/test/resources/dev/urilint/robustness/UriFuzzTestInputs/<method>/} (regression mode, in CI);
 * {@code docs/security.md} has the command to fuzz each target for longer.
 */
class UriFuzzTest {

  private static final Linter LINTER = Linter.withDefaults();

  /** Planted in userinfo and in a sensitive query parameter; must never be rendered. */
  private static final String SECRET = "Zq8sEcReT0vAlUeQv3";

  @FuzzTest
  void parseValidateAndViolationsAgree(byte[] bytes) {
    String input = text(bytes);
    ParseResult parsed = UriParser.parse(input);
    int index = UriParser.validate(input, GrammarRule.URI_REFERENCE);
    List<Violation> violations = UriParser.violations(input);
    if (parsed instanceof ParseResult.Parsed p) {
      assertThat(index).isEqualTo(-1);
      assertThat(violations).isEmpty();
      assertThat(p.reference().toString()).isEqualTo(input);
    } else if (parsed instanceof ParseResult.Malformed m) {
      assertThat(index).isEqualTo(m.first().index()).isBetween(0, input.length());
      assertThat(violations).isNotEmpty();
      assertThat(violations.get(0).index()).isEqualTo(index);
    }
  }

  @FuzzTest
  void normalizingIsIdempotentAndKeepsValidity(byte[] bytes) {
    String input = text(bytes);
    Optional<String> normal = Normalizer.normalize(input);
    assertThat(normal.isPresent()).isEqualTo(UriParser.isValid(input));
    normal.ifPresent(n -> {
      assertThat(UriParser.isValid(n)).as("normal form of %s", input).isTrue();
      assertThat(Normalizer.normalize(n)).contains(n);
    });
  }

  @FuzzTest
  void resolvingAValidReferenceAgainstAnAbsoluteBaseGivesAValidUri(byte[] bytes) {
    String[] operands = operands(bytes);
    String base = operands[0];
    String reference = operands[1];
    ReferenceResult result = Resolver.resolve(base, reference);
    boolean inputsValid =
        UriParser.validate(base, GrammarRule.ABSOLUTE_URI) < 0 && UriParser.isValid(reference);
    if (inputsValid) {
      assertThat(result).isInstanceOf(ReferenceResult.Success.class);
    }
    if (result instanceof ReferenceResult.Success s) {
      assertThat(UriParser.validate(s.uri(), GrammarRule.URI)).as("resolve(%s, %s)", base, reference).isEqualTo(-1);
    }
  }

  @FuzzTest
  void relativizingThenResolvingGivesTheTargetBack(byte[] bytes) {
    String[] operands = operands(bytes);
    String base = operands[0];
    String target = operands[1];
    if (Relativizer.relativize(base, target) instanceof ReferenceResult.Success r) {
      assertThat(UriParser.isValid(r.uri())).isTrue();
      ReferenceResult back = Resolver.resolve(base, r.uri());
      ReferenceResult direct = Resolver.resolve(base, target);
      assertThat(back).as("relativize(%s, %s) = %s", base, target, r.uri()).isEqualTo(direct);
    }
  }

  @FuzzTest
  void lintingNeverShowsAPlantedSecretAndKeepsSpansInside(byte[] bytes) {
    if (text(bytes).contains(SECRET)) {
      // The fuzzer learns the secret from the assertion and writes it where nothing marks it as
      // a password ("---user:<secret>@x", no "//"); only the planted copies are secrets.
      return;
    }
    String[] operands = operands(bytes);
    String scheme = operands[0];
    String rest = operands[1];
    String input =
        scheme + "://user:" + SECRET + "@" + rest + (rest.contains("?") ? "&" : "?") + "password=" + SECRET;
    // The value mask every report, baseline and cache shows of a value.
    assertThat(Masking.maskValue(input)).doesNotContain(SECRET);
    for (Context context : new Context[] {Context.locator(), Context.identifier(), Context.text()}) {
      for (Finding f : LINTER.lint(input, context)) {
        assertThat(f.message()).doesNotContain(SECRET);
        f.fix().ifPresent(fix -> assertThat(fix.description()).doesNotContain(SECRET));
        assertThat(f.span().start()).isBetween(0, input.length());
        assertThat(f.span().end()).isBetween(f.span().start(), input.length());
      }
    }
  }

  /**
   * The shapes a secret was found printed in clear in (placeholder-shaped passwords, other
   * template syntaxes' defaults, connection-string and Camel values, Oracle, secret names, a
   * slashless userinfo whose password holds a {@code /} or {@code ?}), with {@code %s} where the
   * secret goes. The first byte of the input picks one, the rest follows it (seeds start with
   * {@code '>'} + the shape's index, so a shape added at the end keeps every seed's shape).
   */
  private static final String[] SHAPED = {
    "https://user:$%s@", "https://user:#{%s}@", "https://user:$(%s)@", "https://user:${%s!}@",
    "https://user:{{x}}%s}@", "https://user:${%s.Port}@", "https://user:$%s-Port@",
    "https://user:{{db.password:%s}}@", "https://user:{{ .Values.pw | default \"%s\" }}@",
    "https://user:{{ pw | default('%s') }}@", "https://user:#{'%s'}@", "https://user:#{a ?: '%s'}@",
    "https://user:${db_pass-%s}@", "https://user:${DB_PASS:[%s#]}@", "https://user:${DB_PASS:<%s&>}@",
    "https://h/?token=$%s", "jdbc:sqlserver://h;user=sa;password=P#%s&x;", "jdbc:sqlserver://h;password={{%s}}};",
    "jdbc:sqlserver://h;password = %s;", "activemq:q?password=RAW(a&%s#)", "activemq:q?password=a#%s",
    "jdbc:oracle:thin:scott/\"a %s\"@", "jdbc:oracle:Oci8:scott/%s@", "https://admin:2024/%s@db.example.com/",
    "Endpoint=sb://n/;SharedAccessKey=%s;", "https://h/?private_token=%s", "ldap://h/??sub?(x)?X-BINDPW=%s",
    "http:admin:2024/%s@db.example.com/", "http:u:p/%s@", "http:/u:p?%s@db.example.com/", "x=1 plain=http:u:p/%s@",
  };

  @FuzzTest
  void lintingNeverShowsASecretInAShapeThatLeaked(byte[] bytes) {
    String fuzzed = text(bytes);
    if (fuzzed.isEmpty() || fuzzed.contains(SECRET)) {
      return; // as above: only the planted copy is a secret
    }
    String shape = SHAPED[(fuzzed.charAt(0) & 0x7fff) % SHAPED.length];
    String input = shape.replace("%s", SECRET) + fuzzed.substring(1);
    assertThat(Masking.maskValue(input)).as(input).doesNotContain(SECRET);
    for (Context context : new Context[] {Context.locator(), Context.identifier(), Context.text()}) {
      for (Finding f : LINTER.lint(input, context)) {
        assertThat(f.message()).as(input).doesNotContain(SECRET);
        f.fix().ifPresent(fix -> assertThat(fix.description()).doesNotContain(SECRET));
      }
    }
  }

  private static String text(byte[] bytes) {
    return new String(bytes, StandardCharsets.UTF_8);
  }

  /** {@code first<TAB>second}; without a tab the whole input is the second operand. */
  private static String[] operands(byte[] bytes) {
    String s = text(bytes);
    int tab = s.indexOf('\t');
    return tab < 0 ? new String[] {"", s} : new String[] {s.substring(0, tab), s.substring(tab + 1)};
  }
}
