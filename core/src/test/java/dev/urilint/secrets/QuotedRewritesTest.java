package dev.urilint.secrets;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.candidate.Candidate;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Linter;
import dev.urilint.lint.RuleId;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No message quotes a rewrite of a string that holds a secret. Rules quote rewrites of the string
 * they read (a normal form, a repaired URI, the part read as a host), which masking can only read
 * again: safe only while the rewrite keeps the secret's shape ({@code http:admin:2024/Secret@h/}
 * quoted its would-be host {@code 'admin:2024'}, a Windows path {@code file:///h:/user:pw@x/}
 * lost the {@code //}, a normal form without {@code :443} the colon before the password). So on a
 * string with a secret every rule's message and fix description quotes the string only as its own
 * masked rendering or pieces of it, whatever part the finding touches; before, that held only for
 * findings that touched the secret. Every rule of the catalog, each with a password planted in each
 * shape.
 */
class QuotedRewritesTest {

  private static final Linter LINTER = Linter.withDefaults();
  private static final String SECRET = "Zq8sEcReT0vAlUeQv3";
  private static final Pattern QUOTED = Pattern.compile("'([^']*)'");

  /** A string that makes each rule fire; {@code {u}} is where a userinfo goes. */
  private static final Map<RuleId, String> FIRES =
      Map.ofEntries(
          Map.entry(RuleId.MALFORMED_URI, "https://{u}db.example.com/a b"),
          Map.entry(RuleId.CREDENTIALS_IN_URI, "https://{u}db.example.com/"),
          Map.entry(RuleId.DOUBLE_ENCODING, "https://{u}db.example.com/%2541"),
          Map.entry(RuleId.RELATIVE_COLON_SEGMENT, "h://{u}db.example.com\\y"),
          Map.entry(RuleId.MISSING_HOST, "http:/{u}db.example.com/"),
          Map.entry(RuleId.INVALID_PORT, "https://{u}db.example.com:70000/"),
          Map.entry(RuleId.RARE_IP_FORMAT, "http://{u}0x7f.1/"),
          Map.entry(RuleId.MISLEADING_AUTHORITY, "https://{u}www.google.com%2Fevil.com/"),
          Map.entry(RuleId.SENSITIVE_QUERY_PARAMETER, "https://{u}db.example.com/?token=abc"),
          Map.entry(RuleId.INSECURE_SCHEME, "http://{u}api.acme.com/"),
          Map.entry(RuleId.MIXED_SCRIPT_HOST, "https://{u}ex\u0430mple.com/"),
          Map.entry(RuleId.SCHEME_SYNTAX, "ftp://{u}files.example.com/a;type=z"),
          Map.entry(RuleId.UNKNOWN_SCHEME, "htps://{u}db.example.com/"),
          Map.entry(RuleId.NON_NORMALIZED, "HTTPS://{u}Example.COM:443/a/../%7e?x=%3a"));

  /** The shapes a password is planted in: a userinfo, one with a '/', a placeholder shape, a query parameter. */
  private static List<String> planted(String fires) {
    String plain = fires.replace("{u}", "");
    String query = plain + (plain.contains("?") ? "&" : "?") + "password=" + SECRET;
    return List.of(
        fires.replace("{u}", "admin:" + SECRET + "@"),
        fires.replace("{u}", "admin:2024/" + SECRET + "@"),
        fires.replace("{u}", "admin:$" + SECRET + "@"),
        query);
  }

  @Test
  void everyRuleQuotesAStringWithASecretOnlyAsItsMaskedRendering() {
    assertThat(FIRES.keySet()).isEqualTo(EnumSet.allOf(RuleId.class));
    Set<RuleId> aboutSecrets = EnumSet.of(RuleId.CREDENTIALS_IN_URI, RuleId.SENSITIVE_QUERY_PARAMETER);
    List<String> leaks = new ArrayList<>();
    for (Map.Entry<RuleId, String> rule : FIRES.entrySet()) {
      boolean fired = false;
      for (String input : planted(rule.getValue())) {
        Candidate candidate = Candidate.of(input, Context.locator());
        assertThat(candidate.maskedSpans()).as("a secret in %s", input).isNotEmpty();
        for (Finding f : LINTER.lint(input, Context.locator())) {
          fired |= f.rule() == rule.getKey();
          List<String> texts = new ArrayList<>(List.of(f.message()));
          f.fix().ifPresent(fix -> texts.add(fix.description()));
          for (String text : texts) {
            if (text.contains(SECRET)) {
              leaks.add(f.rule().id() + " shows the secret: " + text);
            }
            if (aboutSecrets.contains(f.rule())) {
              continue;
            }
            String fixed = f.fix().map(fix -> fixedRendering(candidate, fix)).orElse("");
            quotes(text)
                .filter(q -> !fromRendering(q, candidate.shown()) && !q.equals(Masking.MASK) && !punctuation(q)
                    && !q.equals(fixed))
                .forEach(q -> leaks.add(f.rule().id() + " quotes '" + q + "' of " + candidate.shown() + ": " + text));
          }
        }
      }
      assertThat(fired).as("%s fires on one of %s", rule.getKey(), planted(rule.getValue())).isTrue();
    }
    assertThat(leaks).isEmpty();
  }

  /**
   * A single quote in a string with a secret: the message's quotes cannot be read apart, so a
   * rewrite quoted after it was kept in full (found by fuzzing {@code
   * UriFuzzTest#lintingNeverShowsAPlantedSecretAndKeepsSpansInside}, seed {@code
   * found-quote-in-the-string}: a Windows-path message quoted {@code file:///h:/user:<secret>@...}).
   * Such a finding says only its rule's summary and the masked rendering.
   */
  @Test
  void aQuoteInTheStringLeavesOnlyTheMaskedRenderingQuoted() {
    for (Map.Entry<RuleId, String> rule : FIRES.entrySet()) {
      for (String input : planted(rule.getValue())) {
        for (String quoted : List.of(input + "'x", "'" + input, input.replace(".com/", ".com/it's/"))) {
          for (Finding f : LINTER.lint(quoted, Context.locator())) {
            assertThat(f.message()).as("%s on %s", f.rule(), quoted).doesNotContain(SECRET);
            f.fix().ifPresent(fix -> assertThat(fix.description()).doesNotContain(SECRET));
          }
        }
      }
    }
    String input = "h://user:" + SECRET + "@db.example.com/it's\\x";
    assertThat(LINTER.lint(input, Context.locator()))
        .allSatisfy(f -> assertThat(f.message()).doesNotContain(SECRET));
  }

  /** Beside a secret, a message still quotes what it found in the string: the host, the scheme. */
  @Test
  void piecesOfTheMaskedRenderingAreStillQuoted() {
    List<Finding> findings = LINTER.lint("htps://admin:Hunter2@db.example.com/", Context.locator());

    assertThat(findings).anySatisfy(f -> assertThat(f.message()).contains("'htps'").doesNotContain("Hunter2"));
  }

  /** Where no secret is, messages keep quoting what they found: the normal form, the host. */
  @Test
  void aStringWithoutASecretIsStillQuotedInFull() {
    List<Finding> findings = LINTER.lint("HTTPS://Example.COM:443/a/../b", Context.locator());

    assertThat(findings).anySatisfy(f -> assertThat(f.message()).contains("'https://example.com/b'"));
    assertThat(LINTER.lint("http:/db.example.com/", Context.locator()))
        .anySatisfy(f -> assertThat(f.message()).contains("'db.example.com'"));
  }

  /**
   * What is computed from the masked rendering alone tells nothing it does not: a piece of it
   * decoded once, or the encoding of a character it shows, is quoted in full; a rewrite that is
   * no such piece is still hidden. Before, a double encoding beside a password said {@code '%25'
   * encodes the '%' of '****'} and a space {@code percent-encode it as ****}.
   */
  @org.junit.jupiter.params.ParameterizedTest(name = "{2}")
  @org.junit.jupiter.params.provider.CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock = """
          '%25' encodes the '%' of '%41'                  | '%25' encodes the '%' of '%41'                   | a piece decoded once (double-encoding)
          illegal character ' '; percent-encode it as %20 | illegal character ' '; percent-encode it as %20  | the encoding of a character shown (malformed-uri)
          percent-encode U+00E9 as %C3%A9                 | percent-encode U+00E9 as %C3%A9                  | a code point and its UTF-8 triplets, one run
          decode %7e to '~'                               | decode %7e to '~'                                | a piece and its decoding (non-normalized)
          normal form: 'https://admin:****@h/~'           | normal form: '****'                              | a rewrite: hidden
          'admin:2024' is no host                         | '****' is no host                                | the would-be host of a slashless userinfo: hidden
          percent-encode it as %2A                        | percent-encode it as ****                        | a mask's '*' names a secret's characters: hidden
          decode %5A to 'Z'                               | decode **** to '****'                            | a character the rendering does not show: hidden
          """)
  void keepsWhatTheRenderingAloneGives(String message, String expected, String why) {
    String shown = "https://admin:****@h/%2541/a b/é/%7e";

    assertThat(QuotedSecrets.redactRewrites(message, shown)).isEqualTo(expected);
  }

  @Test
  void aDoubleEncodingBesideAPasswordQuotesItsDecodedForm() {
    List<Finding> findings = LINTER.lint("https://admin:" + SECRET + "@db.example.com/%2541", Context.locator());

    assertThat(findings).anySatisfy(f -> assertThat(f.message())
        .contains("'%25' encodes the '%' of '%41'").doesNotContain(SECRET));
    assertThat(LINTER.lint("https://admin:" + SECRET + "@db.example.com/a b", Context.locator()))
        .anySatisfy(f -> assertThat(f.message()).endsWith("percent-encode it as %20"));
  }

  /**
   * A rewrite built on the masked rendering has its masks where the secrets are: the normal form
   * of the README's first example is quoted in full, masks and all (before, {@code normal form:
   * '****'} and {@code rewrite as '****'} told the user nothing).
   */
  @Test
  void aNormalFormBuiltOnTheMaskedRenderingIsQuoted() {
    String input = "https://bob:hunter2@example.com:8443/a/./b?token=abc#top";
    String normal = "'https://bob:****@example.com:8443/a/b?token=****#top'";

    Finding finding = LINTER.lint(input, Context.locator()).stream()
        .filter(f -> f.rule() == RuleId.NON_NORMALIZED).findFirst().orElseThrow();

    assertThat(finding.message()).endsWith("normal form: " + normal).doesNotContain("hunter2");
    assertThat(finding.fix().orElseThrow().description()).isEqualTo("rewrite as " + normal);
  }

  /**
   * A rewrite that masking reads apart from the rendering stays hidden: without its default port
   * {@code https://admin:443/pw@h/} has no colon before the password, so masking the rewrite
   * again would show it; built on the rendering it would read {@code admin:443/****}, and the two
   * differ.
   */
  @Test
  void aNormalFormThatMovesTheSecretStaysHidden() {
    String input = "HTTPS://admin:443/" + SECRET + "@db.example.com/";

    assertThat(LINTER.lint(input, Context.locator()))
        .allSatisfy(f -> assertThat(f.message()).doesNotContain(SECRET));
  }

  /**
   * A '#', '?' or '/' in a password ends the authority before its '@': the message says which and
   * how to write it, instead of "the port ... holds a non-digit inside the masked password".
   */
  @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
  @org.junit.jupiter.params.provider.CsvSource(
      delimiter = '|',
      textBlock = """
          mongodb://app:Kx9#mP2@db/        | Kx9#mP2 | #   | %23
          https://app:Kx9?mP2@db/x         | Kx9?mP2 | ?   | %3F
          postgres://app:Kx9/mP2@db:5432/x | Kx9/mP2 | /   | %2F
          """)
  void aDelimiterInAPasswordIsNamedWithItsEncoding(String input, String password, String delimiter, String encoding) {
    List<Finding> malformed = LINTER.lint(input, Context.locator()).stream()
        .filter(f -> f.rule() == RuleId.MALFORMED_URI).toList();

    assertThat(malformed).singleElement().satisfies(f -> assertThat(f.message())
        .contains("the password holds '" + delimiter + "'")
        .endsWith("percent-encode each '" + delimiter + "' in the password as " + encoding)
        .doesNotContain(password)
        .doesNotContain("non-digit"));
  }

  // The masked rendering with the finding's fix applied where its span falls in the rendering.
  private static String fixedRendering(Candidate candidate, dev.urilint.lint.Fix fix) {
    String masked = candidate.masked();
    int start = candidate.shownIndex(fix.span().start());
    int end = candidate.shownIndex(fix.span().end());
    return start < 0 || end < start || end > masked.length() ? ""
        : dev.urilint.candidate.MaskedRendering.shorten(masked.substring(0, start) + fix.replacement() + masked.substring(end));
  }

  // Computed from the rendering alone: a piece of it, or of it decoded once.
  private static boolean fromRendering(String quoted, String shown) {
    return shown.contains(quoted) || dev.urilint.uri.PercentEncoding.decode(shown).contains(quoted);
  }

  // What a message quotes: each text between a pair of single quotes.
  private static Stream<String> quotes(String message) {
    return QUOTED.matcher(message).results().map(m -> m.group(1));
  }

  private static boolean punctuation(String quoted) {
    return !quoted.isEmpty() && quoted.chars().noneMatch(Character::isLetterOrDigit);
  }
}
