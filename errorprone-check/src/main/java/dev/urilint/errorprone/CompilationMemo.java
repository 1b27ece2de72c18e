package dev.urilint.errorprone;

import com.google.errorprone.VisitorState;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.Tree;
import dev.urilint.errorprone.SinkCatalog.SinkHit;
import dev.urilint.lint.BoundedFindings;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.LintResult;
import dev.urilint.lint.Linter;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.source.FoldedChars;
import dev.urilint.source.TestCode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import javax.tools.JavaFileObject;

/**
 * The work the urilint checks of one compilation share. Error Prone hands every call, {@code new}
 * and literal to each of the 14 checks in turn, and each would decide again which sink the call
 * reaches and parse and lint the same constant for its own rule; here the first check to ask does
 * the work and the others read the answer. This was most of urilint's own compile time.
 *
 * <pre>{@code
 * CompilationMemo memo = CompilationMemo.of(state);   // one per javac compilation
 * memo.findings("htps://example.com/", context, RuleId.UNKNOWN_SCHEME);   // lints once for every rule asked so far
 * memo.findings("htps://example.com/", context, RuleId.SCHEME_SYNTAX);    // answered from the memo
 * }</pre>
 *
 * <p>Lives in the compilation's javac {@link com.sun.tools.javac.util.Context}, so it ends with the
 * compilation and nothing is shared across compilations. Both maps are bounded (least recently
 * used entries go first): checks ask about a node one after the other, so a small memo catches
 * nearly every repeat. A string is linted for all rules whose checks have asked in this
 * compilation; a rule that asks for the first time after a string was linted gets that string
 * linted again for the missing rules only, so a disabled check never costs anything after the
 * first few strings. Not thread-safe, as javac's own per-compilation state is not.
 */
final class CompilationMemo {

  /** How many strings the memo keeps findings for. */
  static final int MAX_STRINGS = 512;

  /** How many calls the memo keeps the sink of. */
  static final int MAX_CALLS = 64;

  private static final com.sun.tools.javac.util.Context.Key<CompilationMemo> KEY =
      new com.sun.tools.javac.util.Context.Key<>();

  private final Linter linter;
  // The sink matchers of the flags the checks were given: built once per compilation, not once
  // per check (14 checks, each building a matcher per sink for every module's compile and
  // test-compile was a fixed cost of a whole build, and garbage for the collector).
  private UriLintFlags sinksFor;
  private SinkCatalog sinks;
  private AnnotationSinks annotationSinks;
  private final Set<RuleId> asked = EnumSet.noneOf(RuleId.class);
  private final Map<Lint, Linted> strings = bounded(MAX_STRINGS);
  private final Map<Tree, Sunk> calls = bounded(MAX_CALLS);
  private int lints;
  // The folded chars of the current compilation unit's constants (FoldedChars), and what the
  // first check to ask about an expression was answered: the checks ask one after the other.
  private final Map<Tree, Boolean> withinBudget = bounded(MAX_CALLS);
  private CompilationUnitTree foldedIn;
  private FoldedChars folded;
  private CompilationUnitTree testCodeOf;
  private boolean testCode;
  private boolean flagErrorReported;

  CompilationMemo(Linter linter) {
    this.linter = linter;
  }

  /** The memo of the compilation {@code state} belongs to, made on first use. */
  static CompilationMemo of(VisitorState state) {
    CompilationMemo memo = state.context.get(KEY);
    if (memo == null) {
      memo = new CompilationMemo(Linter.withDefaults());
      state.context.put(KEY, memo);
    }
    return memo;
  }

  /** The call sinks of {@code flags} ({@link SinkCatalog}), built on first use in the compilation. */
  SinkCatalog sinks(UriLintFlags flags) {
    catalogFor(flags);
    return sinks;
  }

  /** The annotation-element sinks of {@code flags}, built on first use in the compilation. */
  AnnotationSinks annotationSinks(UriLintFlags flags) {
    catalogFor(flags);
    return annotationSinks;
  }

  // Every check reads the same flags (Error Prone's flags are the compilation's): one catalog.
  private void catalogFor(UriLintFlags flags) {
    if (sinks == null || flags != sinksFor && !flags.equals(sinksFor)) {
      sinksFor = flags;
      sinks = SinkCatalog.of(flags);
      annotationSinks = AnnotationSinks.of(flags);
    }
  }

  /**
   * {@code rule}'s findings in {@code value}, exactly as {@code linter.lint(value, context,
   * EnumSet.of(rule))} returns them; past core's bound ({@link BoundedFindings#LIMIT}), the last
   * one's message says how many more there were.
   */
  List<Finding> findings(String value, Context context, RuleId rule) {
    asked.add(rule);
    Lint key = new Lint(value, context);
    Linted linted = strings.get(key);
    if (linted == null) {
      linted = new Linted();
      strings.put(key, linted);
    }
    if (!linted.rules.contains(rule)) {
      Set<RuleId> missing = EnumSet.copyOf(asked);
      missing.removeAll(linted.rules);
      linted.add(missing, linter.check(value, context, missing));
      lints++;
    }
    List<Finding> found = linted.findings.get(rule);
    return found == null ? List.of() : Collections.unmodifiableList(found);
  }

  /**
   * The sink {@code call} reaches under {@code flags}, as {@code match} finds it the first time
   * any check asks.
   */
  Optional<SinkHit> sinkHit(ExpressionTree call, UriLintFlags flags, Supplier<Optional<SinkHit>> match) {
    Sunk sunk = calls.get(call);
    // The checks of a compilation read equal flags, each its own copy: identity first.
    if (sunk == null || sunk.flags != flags && !sunk.flags.equals(flags)) {
      sunk = new Sunk(flags, match.get());
      calls.put(call, sunk);
    }
    return sunk.hit;
  }

  /**
   * Whether the {@code chars} chars javac folded for {@code tree} are within the budget of its
   * compilation unit ({@link FoldedChars}): taken from it the first time any check asks.
   */
  boolean foldsWithinBudget(Tree tree, int chars, VisitorState state) {
    CompilationUnitTree unit = state.getPath().getCompilationUnit();
    if (unit != foldedIn) {
      foldedIn = unit;
      CharSequence source = state.getSourceCode();
      folded = new FoldedChars(source == null ? 0 : source.length());
      withinBudget.clear();
    }
    Boolean within = withinBudget.get(tree);
    if (within == null) {
      within = folded.take(chars);
      withinBudget.put(tree, within);
    }
    return within;
  }

  /**
   * Whether the compilation unit {@code state} is in is test code ({@link TestCode}): the whole
   * compilation is test-only ({@code -XepCompilingTestOnlyCode}), or the file's path says so.
   * Asked for every string; answered once per compilation unit.
   */
  boolean isTestCode(VisitorState state) {
    CompilationUnitTree unit = state.getPath().getCompilationUnit();
    if (unit != testCodeOf) {
      testCodeOf = unit;
      testCode = state.errorProneOptions().isTestOnlyTarget() || isTestSourceFile(unit);
    }
    return testCode;
  }

  // The text javac read; asked only of a file named like a test class (does it use a framework?).
  private static CharSequence sourceText(JavaFileObject file) {
    try {
      CharSequence text = file.getCharContent(true);
      return text == null ? "" : text;
    } catch (IOException | UnsupportedOperationException e) {
      return "";
    }
  }

  private static boolean isTestSourceFile(CompilationUnitTree unit) {
    JavaFileObject file = unit.getSourceFile();
    if (file == null) {
      return false;
    }
    String path = file.toUri().getPath();
    if (path == null) {
      path = file.getName();
    }
    ExpressionTree pkg = unit.getPackageName();
    String name = path.substring(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
    CharSequence text = TestCode.isTestClassName(name) ? sourceText(file) : "";
    return TestCode.isTestSourceFile(path, pkg == null ? "" : pkg.toString(), text);
  }

  /** How many times a string was handed to the linter; for tests. */
  /**
   * Whether this is the first time in the compilation that a check asks to report its invalid
   * {@code -XepOpt:UriLint:...} flags: every check reads the same flags, so the error is shown once.
   */
  boolean firstFlagErrorReport() {
    boolean first = !flagErrorReported;
    flagErrorReported = true;
    return first;
  }

  int lints() {
    return lints;
  }

  private static <K, V> Map<K, V> bounded(int max) {
    return new LinkedHashMap<>(16, 0.75f, true) {
      private static final long serialVersionUID = 1L;

      @Override
      protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
        return size() > max;
      }
    };
  }

  /** A string and how it is used: what the findings depend on. */
  private record Lint(String value, Context context) {}

  /**
   * The sink of a call under the flags that name the sinks. Calls are keyed by identity (trees do
   * not override equals); the flags are compared on a hit only, hashing them costs more.
   */
  private record Sunk(UriLintFlags flags, Optional<SinkHit> hit) {}

  /** The findings of one string, by rule, for the rules it was linted for. */
  private static final class Linted {
    final Set<RuleId> rules = EnumSet.noneOf(RuleId.class);
    final Map<RuleId, List<Finding>> findings = new EnumMap<>(RuleId.class);

    // The linter returns the findings of all selected rules ordered by position; a rule's own
    // findings keep that order, so each list equals what a lint of that rule alone returns. The
    // one finding of an unselected rule is the parser's own failure, which the linter files under
    // malformed-uri: it goes to every rule linted now, as each rule's lint alone would return it.
    void add(Set<RuleId> linted, LintResult result) {
      rules.addAll(linted);
      for (Finding f : result.findings()) {
        if (linted.contains(f.rule())) {
          findings.computeIfAbsent(f.rule(), r -> new ArrayList<>()).add(f);
        } else {
          linted.forEach(r -> findings.computeIfAbsent(r, x -> new ArrayList<>()).add(f));
        }
      }
      // Past core's bound a rule's findings were counted, not built: its last diagnostic says
      // how many, and how many of them are errors, as the scanner's last finding of a value does.
      // Core keeps the most severe of a rule, so an error counted here has errors shown.
      for (RuleId rule : linted) {
        List<Finding> own = findings.get(rule);
        int omitted = result.omitted(rule);
        if (omitted > 0 && own != null && !own.isEmpty()) {
          Finding last = own.get(own.size() - 1);
          own.set(own.size() - 1, new Finding(last.rule(), last.severity(),
              last.message()
                  + LintResult.notReported(omitted, result.omitted(rule, Severity.ERROR), "string", BoundedFindings.LIMIT),
              last.span(), last.fix()));
        }
      }
    }
  }
}
