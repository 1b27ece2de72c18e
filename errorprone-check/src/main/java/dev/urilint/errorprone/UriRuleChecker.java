package dev.urilint.errorprone;

import com.google.errorprone.ErrorProneFlags;
import com.google.errorprone.VisitorState;
import com.google.errorprone.BugPattern.SeverityLevel;
import com.google.errorprone.bugpatterns.BugChecker.AnnotationTreeMatcher;
import com.google.errorprone.bugpatterns.BugChecker.CompilationUnitTreeMatcher;
import com.google.errorprone.bugpatterns.BugChecker.MethodInvocationTreeMatcher;
import com.google.errorprone.bugpatterns.BugChecker.NewClassTreeMatcher;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.matchers.Description;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.ParenthesizedTree;
import com.sun.source.tree.Tree;
import dev.urilint.errorprone.SinkCatalog.SinkHit;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.RuleId;
import dev.urilint.sinks.Sink;
import dev.urilint.sinks.StringRole;
import dev.urilint.source.TestCodePolicy;
import dev.urilint.source.XmlNamespaces;
import java.util.List;
import java.util.Optional;

/**
 * The whole of every urilint check: finds the compile-time constant strings that reach a URI sink
 * (a method or constructor argument, an annotation element), runs one core rule on them, and
 * reports each finding where it was written. A concrete check only names its rule.
 *
 * <pre>{@code
 * @BugPattern(summary = "A percent-encoding that was encoded twice", severity = WARNING, ...)
 * public final class DoubleEncodedUri extends UriRuleChecker {
 *   public DoubleEncodedUri() { this(ErrorProneFlags.empty()); }
 *   @Inject public DoubleEncodedUri(ErrorProneFlags flags) { super(RuleId.DOUBLE_ENCODING, flags); }
 * }
 * }</pre>
 */
public abstract class UriRuleChecker extends BugChecker
    implements MethodInvocationTreeMatcher, NewClassTreeMatcher, AnnotationTreeMatcher, CompilationUnitTreeMatcher {

  private static final long serialVersionUID = 1L;

  private final RuleId rule;
  private final transient UriLintFlags flags;
  private final transient FindingSource findings;
  private final transient TestCodePolicy testCode;
  // Why the flags are invalid, if they are. Error Prone makes the checks before compiling, and an
  // exception there reaches the user as "An unknown compilation problem occurred" over a
  // 64-frame stack trace; the check reports it instead as one compile error and checks nothing.
  private final transient Optional<String> flagError;

  /**
   * A check whose {@code -XepOpt:UriLint:...} flags are invalid fails the compilation with one
   * error that names the flag (on the first file compiled) and reports nothing else.
   */
  protected UriRuleChecker(RuleId rule, ErrorProneFlags errorProneFlags) {
    this(rule, errorProneFlags, coreRule(rule));
  }

  /** For tests of the plumbing: {@code findings} stands in for the core rule. */
  UriRuleChecker(RuleId rule, ErrorProneFlags errorProneFlags, FindingSource findings) {
    this.rule = rule;
    UriLintFlags read;
    Optional<String> error;
    try {
      read = UriLintFlags.from(errorProneFlags);
      error = Optional.empty();
    } catch (IllegalArgumentException e) {
      read = UriLintFlags.defaults();
      error = Optional.of(e.getMessage());
    }
    this.flags = read;
    this.flagError = error;
    this.findings = findings;
    this.testCode = new TestCodePolicy(flags.testSourcesAllRules());
  }

  // The core rule, through the compilation's memo: the other checks lint the same strings.
  private static FindingSource coreRule(RuleId rule) {
    return (value, context, state) -> CompilationMemo.of(state).findings(value, context, rule);
  }

  /** The core rule this check runs. */
  public final RuleId rule() {
    return rule;
  }

  @Override
  public final Description matchCompilationUnit(CompilationUnitTree tree, VisitorState state) {
    if (flagError.isEmpty() || !CompilationMemo.of(state).firstFlagErrorReport()) {
      return Description.NO_MATCH;
    }
    return buildDescription(tree)
        .setMessage(flagError.get())
        .build()
        .applySeverityOverride(SeverityLevel.ERROR);
  }

  /** Whether the flags were read; a check with invalid flags checks nothing. */
  final boolean flagsValid() {
    return flagError.isEmpty();
  }

  @Override
  public final Description matchMethodInvocation(MethodInvocationTree tree, VisitorState state) {
    return flagsValid() ? matchCall(tree, state) : Description.NO_MATCH;
  }

  @Override
  public final Description matchNewClass(NewClassTree tree, VisitorState state) {
    return flagsValid() ? matchCall(tree, state) : Description.NO_MATCH;
  }

  @Override
  public final Description matchAnnotation(AnnotationTree tree, VisitorState state) {
    if (!flagsValid()) {
      return Description.NO_MATCH;
    }
    annotationSinks(state)
        .match(tree)
        .ifPresent(hit -> checkArgument(hit.value(), hit.sink(), state));
    return Description.NO_MATCH;
  }

  private Description matchCall(ExpressionTree tree, VisitorState state) {
    SinkHit hit = sinkHit(tree, state).orElse(null);
    if (hit == null) {
      return Description.NO_MATCH;
    }
    if (hit.sink().takes().takesComponents()) {
      checkComponents((NewClassTree) tree, hit.sink(), state);
    } else {
      checkArgument(hit.argument().orElseThrow(), hit.sink(), state);
    }
    return Description.NO_MATCH;
  }

  private void checkArgument(ExpressionTree argument, Sink sink, VisitorState state) {
    String value = ASTHelpers.constValue(argument, String.class);
    if (value == null) {
      // A local or field assigned once carries its value to the sink, as a constant does.
      value = SingleAssignments.initializer(argument, state)
          .map(v -> ASTHelpers.constValue(v, String.class))
          .orElse(null);
    }
    if (value == null) {
      return;
    }
    // A constant whose rule applies outside sinks was checked where it was written
    // (LooseUriRuleChecker); checking it again at each use would repeat the finding.
    Optional<String> constant = constantName(argument);
    if (StringRole.isCheckedWhereWritten(rule, value, constant)) {
      return;
    }
    // Past the file's budget of folded chars the constant reads as its operands (ConstantReading).
    ConstantReading read = ConstantReading.of(argument, value, state);
    // The policy both front ends share; RFC 6570 variables only where the sink expands them
    // (URI.create("https://a/{id}") throws).
    Context context = namespaceAware(StringRole.of(Optional.of(sink.takes()), read.value()).context(), read.value(), constant);
    report(read.value(), configure(context), read.pieces(), argument, state);
  }

  /**
   * {@code context}, or an identifier's when {@code value} is an XML namespace ({@link
   * XmlNamespaces}, which the scanner asks too): a namespace is named, not fetched.
   */
  static Context namespaceAware(Context context, String value, Optional<String> constant) {
    return XmlNamespaces.isNamespace(value, constant) ? context.asIdentifier() : context;
  }

  private void checkComponents(NewClassTree tree, Sink sink, VisitorState state) {
    // The URI component constructors quote illegal characters and '%' themselves.
    if (sink.takes().repairs(rule)) {
      return;
    }
    ComposedUri.compose(tree, state)
        .ifPresent(c -> report(c.value(), configure(StringRole.SINK_ARGUMENT.context()), c.pieces(), tree, state));
  }

  /**
   * Runs the rule on {@code value} and reports each finding. In test code only the test-code rules
   * run, and a test's own fixture is not reported ({@link TestCodePolicy}, as in the scanner); the
   * answer whether a file is test code is kept per compilation unit.
   */
  final void report(
      String value, Context context, java.util.function.Supplier<List<StringPiece>> pieces, Tree fallback, VisitorState state) {
    boolean test = CompilationMemo.of(state).isTestCode(state);
    if (!testCode.checks(rule, test)) {
      return;
    }
    List<Finding> found = findings.find(value, context, state);
    if (found.isEmpty()) {
      return;
    }
    List<StringPiece> origin = null;
    for (Finding f : found) {
      if (!testCode.reports(test, value, f)) {
        continue;
      }
      origin = origin != null ? origin : pieces.get();
      state.reportMatch(FindingReporter.describe(this, f, value, origin, fallback, flags, state));
    }
  }

  /** {@code context} with the flags' allowed hosts and zone-id setting. */
  final Context configure(Context context) {
    return context.withAllowedHosts(flags.allowedHosts()).withZoneIds(flags.zoneIds());
  }

  /** The sink {@code call} reaches; asked once per call for all the checks (CompilationMemo). */
  final Optional<SinkHit> sinkHit(ExpressionTree call, VisitorState state) {
    // The guard runs before the memo: a lookup costs more than the guard, and most calls fail it.
    if (!SinkCatalog.mayReachSink(call, state)) {
      return Optional.empty();
    }
    CompilationMemo memo = CompilationMemo.of(state);
    return memo.sinkHit(call, flags, () -> memo.sinks(flags).match(call, state));
  }

  /** The annotation-element sinks of this check's flags, shared by the compilation's checks. */
  final AnnotationSinks annotationSinks(VisitorState state) {
    return CompilationMemo.of(state).annotationSinks(flags);
  }

  /** What a check runs on each string: the core rule, or a stand-in in tests. */
  @FunctionalInterface
  interface FindingSource {
    List<Finding> find(String value, Context context, VisitorState state);
  }

  private static Optional<String> constantName(ExpressionTree tree) {
    while (tree instanceof ParenthesizedTree p) {
      tree = p.getExpression();
    }
    return tree instanceof IdentifierTree i ? Optional.of(i.getName().toString())
        : tree instanceof MemberSelectTree m ? Optional.of(m.getIdentifier().toString())
        : Optional.empty();
  }
}
