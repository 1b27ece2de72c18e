package dev.urilint.errorprone;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.errorprone.bugpatterns.BugChecker;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.TreeVisitor;
import dev.urilint.errorprone.SinkCatalog.SinkHit;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Linter;
import dev.urilint.lint.RuleId;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

final class CompilationMemoTest {

  private static final Linter LINTER = Linter.withDefaults();

  private static final List<String> STRINGS =
      List.of(
          "https://bob:hunter2@example.com/",
          "htps://example.com/",
          "HTTP://Example.COM:80/a/../b",
          "https://example.com:70000/",
          "https://example.com/%2520",
          "http://0x7f.1/",
          "http://www.w3.org/2005/Atom",
          "${url:http://x y}",
          "https://api.example.com/users/{id}?token=abc",
          "localhost:8080",
          "not a uri at all",
          "https://api.example.com/v1/users");

  private static final List<Context> CONTEXTS =
      List.of(
          Context.locator(),
          Context.text(),
          Context.identifier(),
          Context.locator().withKey("RestTemplate").withTemplates(),
          Context.locator().withAllowedHosts(Set.of("example.com")).withZoneIds(true));

  @Test
  void eachRuleGetsExactlyWhatALintOfThatRuleAloneReturnsInWhateverOrderTheRulesAsk() {
    List<RuleId> forward = List.of(RuleId.values());
    List<RuleId> backward = new ArrayList<>(forward);
    java.util.Collections.reverse(backward);
    for (List<RuleId> order : List.of(forward, backward)) {
      CompilationMemo memo = new CompilationMemo(LINTER);
      for (String value : STRINGS) {
        for (Context context : CONTEXTS) {
          for (RuleId rule : order) {
            assertThat(memo.findings(value, context, rule))
                .as("%s in %s for %s", value, context, rule)
                .isEqualTo(LINTER.lint(value, context, EnumSet.of(rule)));
          }
        }
      }
    }
  }

  /** Each rule gives one diagnostic per string, counting the others of its rule, whichever rule asked first. */
  @Test
  void eachRuleGivesOneDiagnosticPerStringCountingTheOthers() {
    String value = "http:" + "//a:b@".repeat(150) + "x/" + "%2541".repeat(150);
    CompilationMemo memo = new CompilationMemo(LINTER);
    memo.findings(value, Context.locator(), RuleId.MALFORMED_URI); // the first to ask: linted for it alone

    for (RuleId rule : List.of(RuleId.CREDENTIALS_IN_URI, RuleId.DOUBLE_ENCODING)) {
      List<Finding> found = memo.findings(value, Context.locator(), rule);
      assertThat(found).singleElement().satisfies(f -> assertThat(f.message()).endsWith(" (and 149 more in this string)"));
      assertThat(found).isEqualTo(LINTER.lint(value, Context.locator(), EnumSet.of(rule)));
    }
  }

  /**
   * Decoys cannot hide an error from the check: 101 templated passwords before a real one kept
   * the first hundred by position, and the real password was only counted in the last
   * diagnostic's "N more". The one diagnostic of a rule is its first most severe finding.
   */
  @Test
  void aRealPasswordAfterAHundredTemplatedOnesIsReported() {
    String value = "http:" + "//a:${X}@".repeat(101) + "//a:Hunter2@db.example.com/";
    CompilationMemo memo = new CompilationMemo(LINTER);

    List<Finding> found = memo.findings(value, Context.locator(), RuleId.CREDENTIALS_IN_URI);

    assertThat(found).singleElement().satisfies(f -> {
      assertThat(f.severity()).isEqualTo(dev.urilint.lint.Severity.ERROR);
      assertThat(f.span().start()).isEqualTo(value.indexOf("Hunter2"));
      assertThat(f.message()).endsWith(" (and 101 more in this string)");
    });
  }

  @Test
  void aStringIsLintedOnceForAllTheRulesThatHaveAskedInTheCompilation() {
    CompilationMemo memo = new CompilationMemo(LINTER);
    for (RuleId rule : RuleId.values()) {
      memo.findings("http://a.example/", Context.locator(), rule); // learns which rules ask
    }
    int before = memo.lints();

    for (RuleId rule : RuleId.values()) {
      memo.findings("https://bob:pw@b.example/", Context.locator(), rule);
    }

    assertThat(memo.lints() - before).isEqualTo(1);
  }

  @Test
  void aRuleThatAsksLateGetsTheStringLintedForItAlone() {
    CompilationMemo memo = new CompilationMemo(LINTER);
    memo.findings("htps://example.com/", Context.locator(), RuleId.MALFORMED_URI);

    assertThat(memo.findings("htps://example.com/", Context.locator(), RuleId.UNKNOWN_SCHEME))
        .isEqualTo(LINTER.lint("htps://example.com/", Context.locator(), EnumSet.of(RuleId.UNKNOWN_SCHEME)))
        .isNotEmpty();
    assertThat(memo.lints()).isEqualTo(2);
    assertThat(memo.findings("htps://example.com/", Context.locator(), RuleId.MALFORMED_URI))
        .isEqualTo(LINTER.lint("htps://example.com/", Context.locator(), EnumSet.of(RuleId.MALFORMED_URI)));
    assertThat(memo.lints()).isEqualTo(2);
  }

  @Test
  void theSameStringUsedDifferentlyIsLintedAgain() {
    CompilationMemo memo = new CompilationMemo(LINTER);
    memo.findings("http://a.example/", Context.locator(), RuleId.INSECURE_SCHEME);
    memo.findings("http://a.example/", Context.identifier(), RuleId.INSECURE_SCHEME);
    memo.findings("http://a.example/", Context.locator().withKey("URI.create"), RuleId.INSECURE_SCHEME);

    assertThat(memo.lints()).isEqualTo(3);
  }

  @Test
  void forgetsTheLeastRecentlyUsedStringsBeyondItsBound() {
    CompilationMemo memo = new CompilationMemo(LINTER);
    for (int i = 0; i <= CompilationMemo.MAX_STRINGS; i++) {
      memo.findings("http://h" + i + ".example/", Context.locator(), RuleId.INSECURE_SCHEME);
    }
    memo.findings("http://h" + CompilationMemo.MAX_STRINGS + ".example/", Context.locator(), RuleId.INSECURE_SCHEME);
    assertThat(memo.lints()).isEqualTo(CompilationMemo.MAX_STRINGS + 1);

    memo.findings("http://h0.example/", Context.locator(), RuleId.INSECURE_SCHEME);
    assertThat(memo.lints()).isEqualTo(CompilationMemo.MAX_STRINGS + 2);
  }

  @Test
  void findsTheSinkOfACallOnceForEachSetOfFlags() {
    CompilationMemo memo = new CompilationMemo(LINTER);
    AtomicInteger matches = new AtomicInteger();
    ExpressionTree call = new Call();
    UriLintFlags other = new UriLintFlags(List.of(), List.of(), Set.of("intranet.corp"), false, false, false, false);

    for (int check = 0; check < 14; check++) {
      memo.sinkHit(call, UriLintFlags.defaults(), () -> count(matches));
    }
    memo.sinkHit(call, other, () -> count(matches));
    memo.sinkHit(new Call(), UriLintFlags.defaults(), () -> count(matches));

    assertThat(matches).hasValue(3);
  }

  @Test
  void theChecksTogetherReportExactlyWhatEachReportsAlone() {
    String source =
        """
        import java.net.URI;
        import java.net.URL;
        class A {
          static final String DB = "jdbc:postgresql://app:s3cret@db/app";
          static final String ATOM_NAMESPACE = "http://www.w3.org/2005/Atom";
          static final String FEED = "http://api.acme.com/feed?token=abc";
          void f() throws Exception {
            URI.create("htps://example.com/");
            URI.create("HTTP://Example.COM:80/a/../b");
            new URI("https://example.com:70000/");
            new URI(FEED);
            new URI(ATOM_NAMESPACE);
            new URL("https://example.com/%2520");
            new URL("http://0x7f.1/");
            URI.create("https://bob:hunter2@example.com/" + "x");
            new URI("http", "bob:pw", "example.com", 70000, "/a b", null, null);
            URI.create("https://api.example.com/v1/users").resolve("a:b");
            String loose = "https://user:pa55@example.com/" + FEED.length();
          }
        }
        """;
    List<Class<? extends BugChecker>> checks = new ArrayList<>();
    Set<String> alone = new TreeSet<>();
    for (RuleId rule : RuleId.values()) {
      Class<? extends BugChecker> check = checkFor(rule);
      checks.add(check);
      alone.addAll(Diagnostics.of(check, List.of(), source));
    }

    List<String> together = Diagnostics.ofAll(checks, List.of(), source);

    assertThat(alone).hasSizeGreaterThan(10);
    assertThat(together).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(alone);
  }

  private static Optional<SinkHit> count(AtomicInteger matches) {
    matches.incrementAndGet();
    return Optional.empty();
  }

  private static Class<? extends BugChecker> checkFor(RuleId rule) {
    try {
      return Class.forName("dev.urilint.errorprone." + rule.checkName()).asSubclass(BugChecker.class);
    } catch (ClassNotFoundException e) {
      throw new AssertionError(e);
    }
  }

  /** A call tree stand-in: the memo only needs its identity. */
  private static final class Call implements ExpressionTree {
    @Override
    public Tree.Kind getKind() {
      return Tree.Kind.METHOD_INVOCATION;
    }

    @Override
    public <R, D> R accept(TreeVisitor<R, D> visitor, D data) {
      throw new UnsupportedOperationException();
    }
  }
}
