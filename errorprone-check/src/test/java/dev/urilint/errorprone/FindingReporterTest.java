package dev.urilint.errorprone;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.errorprone.BugCheckerRefactoringTestHelper;
import com.google.errorprone.BugCheckerRefactoringTestHelper.FixChoosers;
import com.google.errorprone.BugCheckerRefactoringTestHelper.TestMode;
import java.util.List;
import org.junit.jupiter.api.Test;

final class FindingReporterTest {

  @Test
  void pointsAtTheOffendingCharacterThroughEscapes() {
    // Column 45 is the '!' after "\t" (2 columns for 1 character) and "\u0041" (6 for 1).
    assertThat(Diagnostics.of(MarkerChecker.class, List.of(), """
        class A {
          Object u = java.net.URI.create("a\\tb\\u0041!");
        }
        """))
        .containsExactly("2:45: [MarkerChecker] mark at 4 as locator of -; the fix writes 'a\tbA%21'");
  }

  @Test
  void pointsIntoTextBlocksPastTheirIndentation() {
    assertThat(Diagnostics.of(MarkerChecker.class, List.of(), """
        class A {
          Object u = java.net.URI.create(\"""
              http://a/\\
              b!\""");
        }
        """))
        .containsExactly("4:8: [MarkerChecker] mark at 10 as locator of -; the fix writes 'http://a/b%21'");
  }

  @Test
  void pointsAtTheLiteralOfAConstantDeclaredInTheSameFile() {
    assertThat(Diagnostics.of(MarkerChecker.class, List.of(), """
        class A {
          static final String BASE = "http://a";
          static final String PATH = "/b!";
          Object u = java.net.URI.create(BASE + PATH);
        }
        """))
        .containsExactly("3:33: [MarkerChecker] mark at 10 as locator of -");
  }

  @Test
  void pointsAtTheUseOfAConstantFromAnotherFile() {
    assertThat(Diagnostics.of(MarkerChecker.class, List.of(), """
        class A {
          Object u = java.net.URI.create(B.URL + "/x");
        }
        """, """
        class B {
          static final String URL = "http://a/!";
        }
        """))
        .containsExactly("2:34: [MarkerChecker] mark at 9 as locator of -");
  }

  @Test
  void pointsIntoTheComponentOfAComposedUri() {
    assertThat(Diagnostics.of(MarkerChecker.class, List.of(), """
        class A {
          Object u() throws Exception { return new java.net.URI("http", "h", "/a!", null); }
        }
        """))
        .containsExactly("2:73: [MarkerChecker] mark at 10 as locator of -");
  }

  @Test
  void replacement() {
    BugCheckerRefactoringTestHelper.newInstance(MarkerChecker.class, getClass())
        .addInputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("http://a/\\t!\\u0041");
              Object t = java.net.URI.create(\"""
                  http://a/\\
                  b!\""");
            }
            """)
        .addOutputLines(
            "A.java",
            """
            class A {
              Object u = java.net.URI.create("http://a/\\t%21\\u0041");
              Object t = java.net.URI.create(\"""
                  http://a/\\
                  b%21\""");
            }
            """)
        .doTest();
  }

  @Test
  void aStringTheRuleCannotRepairGetsNoFixSoPatchingLeavesItForAHuman() {
    // A concatenation is not one literal: no edit repairs it, and without the opt-in there is no
    // @SuppressWarnings either, so -XepPatchChecks cannot turn the build green.
    BugCheckerRefactoringTestHelper.newInstance(MarkerChecker.class, getClass())
        .addInputLines(
            "A.java",
            """
            class A {
              static final String BASE = "http://a";
              Object u() {
                return java.net.URI.create(BASE + "/b!");
              }
            }
            """)
        .expectUnchanged()
        .doTest(TestMode.TEXT_MATCH);
  }

  @Test
  void theMessageNamesTheRepairedStringInFullWhichErrorProneCutsAtTheDoubleSlash() {
    assertThat(Diagnostics.of(MarkerChecker.class, List.of(), """
        class A {
          Object u = java.net.URI.create("https://bob:hunter2@a/b!c");
        }
        """))
        .containsExactly("2:58: [MarkerChecker] mark at 23 as locator of -; the fix writes 'https://bob:****@a/b%21c'");
  }

  @Test
  void suppressionsAreOfferedOnlyWhenAskedForOnALineOfTheirOwn() {
    BugCheckerRefactoringTestHelper.newInstance(MarkerChecker.class, getClass())
        .setArgs("-XepOpt:UriLint:SuggestSuppressions=true")
        .addInputLines(
            "A.java",
            """
            class A {
              static final String BASE = "http://a";

              /** Javadoc stays above the annotation. */
              Object u() {
                return java.net.URI.create(BASE + "/b!");
              }

              Object v() {
                final String local = "http://a/";
                for (String s = "x"; ; ) {
                  return java.net.URI.create(local + "c!");
                }
              }
            }
            """)
        .addOutputLines(
            "A.java",
            """
            class A {
              static final String BASE = "http://a";

              /** Javadoc stays above the annotation. */
              @SuppressWarnings("MarkerChecker")
              Object u() {
                return java.net.URI.create(BASE + "/b!");
              }

              @SuppressWarnings("MarkerChecker")
              Object v() {
                final String local = "http://a/";
                for (String s = "x"; ; ) {
                  return java.net.URI.create(local + "c!");
                }
              }
            }
            """)
        .doTest(TestMode.TEXT_MATCH);
  }

  @Test
  void anExistingSuppressWarningsIsExtended() {
    BugCheckerRefactoringTestHelper.newInstance(MarkerChecker.class, getClass())
        .setArgs("-XepOpt:UriLint:SuggestSuppressions=true")
        .addInputLines(
            "A.java",
            """
            class A {
              @SuppressWarnings("unchecked")
              Object u() {
                return java.net.URI.create("http://a" + "/b!");
              }
            }
            """)
        .addOutputLines(
            "A.java",
            """
            class A {
              @SuppressWarnings({"unchecked", "MarkerChecker"})
              Object u() {
                return java.net.URI.create("http://a" + "/b!");
              }
            }
            """)
        .doTest(TestMode.TEXT_MATCH);
  }

  @Test
  void withSuppressionsOnTheRepairStillComesFirst() {
    BugCheckerRefactoringTestHelper.newInstance(MarkerChecker.class, getClass())
        .setArgs("-XepOpt:UriLint:SuggestSuppressions=true")
        .setFixChooser(FixChoosers.SECOND)
        .addInputLines(
            "A.java",
            """
            class A {
              Object u() {
                return java.net.URI.create("http://a/b!");
              }
            }
            """)
        .addOutputLines(
            "A.java",
            """
            class A {
              @SuppressWarnings("MarkerChecker")
              Object u() {
                return java.net.URI.create("http://a/b!");
              }
            }
            """)
        .doTest(TestMode.TEXT_MATCH);
  }
}
