package dev.urilint.scanner.fix;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.Scanner;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a check says about fixing ({@link FixSummary#available}): the counts are those of the fix
 * engine's dry run, by applicability, and a fix the engine would skip is not promised. Files like
 * the golden cases of {@link FixPlannerGoldenTest}.
 */
final class FixSummaryTest {

  private static final String SAFE = "mvn urilint:fix";
  private static final String ALL = "mvn urilint:fix -Durilint.unsafeFixes=true";

  @TempDir Path dir;

  static Stream<Arguments> cases() {
    return Stream.of(
        Arguments.of("app.yml", "a: HTTPS://Acme.io/x\nb: http://orders.acme.io/api\n",
            "2 findings can be fixed automatically (1 safe, 1 unsafe): run mvn urilint:fix for the safe ones,"
                + " mvn urilint:fix -Durilint.unsafeFixes=true for all"),
        Arguments.of("app.yml", "a: https://example.com/a%2520b\n",
            "1 finding can be fixed automatically (1 safe, 0 unsafe): run mvn urilint:fix"),
        Arguments.of("app.yml", "b: http://orders.acme.io/api\n",
            "1 finding can be fixed automatically (0 safe, 1 unsafe): run mvn urilint:fix -Durilint.unsafeFixes=true"),
        // JSON has no placeholder to move the password to: only the typo'd scheme is promised.
        Arguments.of("config.json", "{\"db\": \"postgresql://app:s3cretPw@db.corp.com/app\", \"url\": \"htps://api.corp.com/\"}\n",
            "1 finding can be fixed automatically (0 safe, 1 unsafe): run mvn urilint:fix -Durilint.unsafeFixes=true"),
        Arguments.of("config.json", "{\"db\": \"postgresql://app:s3cretPw@db.corp.com/app\"}\n", ""),
        Arguments.of("app.yml", "a: https://acme.io/x\n", ""));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("cases")
  void availableCountsWhatTheEngineWouldApplyBySafety(String name, String content, String expected) throws IOException {
    Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
    ScanRequest request = ScanRequest.of(dir);
    Scanner scanner = new Scanner();
    ScanResult found = scanner.scan(request);

    FileFixer.Run dryRun = new FileFixer(scanner).fix(request, found, FixPlanner.Selection.ALL, false);

    assertThat(FixSummary.available(dryRun, SAFE, ALL)).isEqualTo(expected.isEmpty() ? Optional.empty() : Optional.of(expected));
    assertThat(Files.readString(dir.resolve(name), StandardCharsets.UTF_8)).as("a dry run writes nothing").isEqualTo(content);
  }

  static Stream<Arguments> unsafeLeft() {
    return Stream.of(
        // JSON has no placeholder to move the password to: only the typo'd scheme is fixable.
        Arguments.of("config.json", "{\"db\": \"postgresql://app:s3cretPw@db.corp.com/app\", \"url\": \"htps://api.corp.com/\"}\n"),
        Arguments.of("config.json", "{\"db\": \"postgresql://app:s3cretPw@db.corp.com/app\"}\n"),
        // ldap -> ldaps only once the safe fix dropped the cleartext default port.
        Arguments.of("application.yml", "spring:\n  ldap:\n    urls:\n    - \"ldap://1.1.1.1:389\"\n"),
        Arguments.of("application.yml", "a: http://u:Secret1x@orders.acme.io/x\nb: HTTP://Acme.IO/\n"),
        // the safe fix changes the value (and its fingerprint) before the unsafe one
        Arguments.of("application.yml", "c: http://orders.acme.io/a%2520b\n"),
        Arguments.of("Client.java", "class Client { java.net.URI u = java.net.URI.create(\"http://app:s3cretPw@orders.acme.io/\"); }\n"));
  }

  // "N fixable with --unsafe-fixes" after --fix is what --unsafe-fixes then fixes.
  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("unsafeLeft")
  void theUnsafeFixesCountedAfterASafeRunAreThoseAnUnsafeRunApplies(String name, String content) throws IOException {
    Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
    ScanRequest request = ScanRequest.of(dir);
    Scanner scanner = new Scanner();
    FileFixer.Run safe = new FileFixer(scanner).fix(request, scanner.scan(request), FixPlanner.Selection.SAFE, true);
    String done = FixSummary.done(safe, scanner.scan(request), "--unsafe-fixes");

    FileFixer.Run unsafe = new FileFixer(scanner).fix(request, scanner.scan(request), FixPlanner.Selection.ALL, true);

    long applied = unsafe.plans().stream().flatMap(p -> p.applied().stream())
        .filter(a -> !a.finding().fix().orElseThrow().isSafe()).count();
    if (applied == 0) {
      assertThat(done).as(content).doesNotContain("fixable");
    } else {
      assertThat(done).as(content).endsWith("(" + applied + " fixable with --unsafe-fixes)");
    }
  }

  // A fix the run counted and did not apply is named with its reason; one left because it is
  // unsafe is counted in the summary with the option that applies it, not listed.
  @Test
  void aFixNotAppliedIsNamedWithItsReason() throws IOException {
    Files.writeString(dir.resolve("config.json"), "{\"db\": \"postgresql://app:s3cretPw@db.corp.com/app\"}\n",
        StandardCharsets.UTF_8);
    ScanRequest request = ScanRequest.of(dir);
    Scanner scanner = new Scanner();

    FileFixer.Run run = new FileFixer(scanner).fix(request, scanner.scan(request), FixPlanner.Selection.ALL, false);

    assertThat(run.plans()).flatExtracting(FixPlan::skipped).filteredOn(FixSummary::toList)
        .extracting(FixSummary::skipped)
        .containsExactly("config.json:1:26: not fixed [credentials-in-uri] the file has no placeholder syntax to move the password to");
  }
}
