package dev.urilint.errorprone;

import static com.google.errorprone.matchers.method.MethodMatchers.constructor;
import static com.google.errorprone.matchers.method.MethodMatchers.instanceMethod;
import static com.google.errorprone.matchers.method.MethodMatchers.staticMethod;

import com.google.errorprone.VisitorState;
import com.google.errorprone.matchers.Matcher;
import com.google.errorprone.matchers.Matchers;
import com.google.errorprone.matchers.method.MethodMatchers.MethodClassMatcher;
import com.google.errorprone.matchers.method.MethodMatchers.MethodMatcher;
import com.google.errorprone.matchers.method.MethodMatchers.MethodNameMatcher;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import com.sun.tools.javac.code.Symbol.MethodSymbol;
import com.sun.tools.javac.code.Symbol.VarSymbol;
import dev.urilint.sinks.Call;
import dev.urilint.sinks.Sink;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The call sinks of the core {@link dev.urilint.sinks.SinkCatalog} (built-in plus the user's
 * {@code AdditionalSinks} and {@code TemplateSinks}) as Error Prone matchers, resolved by javac's
 * symbols: a call matches when its method or constructor is the sink's or overrides it.
 *
 * <pre>{@code
 * SinkCatalog.of(flags).match(invocation, state);   // Optional[URI.create(0)] for URI.create("...")
 * }</pre>
 */
final class SinkCatalog {

  /**
   * The sinks a call can match, by the called member's name ({@link Sink#CONSTRUCTOR} for a
   * {@code new}), each list in catalog order and holding the owners' any-name sinks too. Error
   * Prone hands every call of a compilation to the checks; asking ~50 method matchers about each
   * was most of the checks' own time on real code, and a matcher can only match a call of its
   * member's name.
   */
  private final Map<String, List<CallSink>> byMember;

  /** The sinks a method call of any other name can match: the any-name sinks, in catalog order. */
  private final List<CallSink> anyName;

  private SinkCatalog(List<CallSink> sinks) {
    Set<String> members = new LinkedHashSet<>();
    List<CallSink> any = new ArrayList<>();
    for (CallSink s : sinks) {
      if (s.sink().member().equals(Sink.ANY_METHOD)) {
        any.add(s);
      } else {
        members.add(s.sink().member());
      }
    }
    Map<String, List<CallSink>> index = new HashMap<>();
    for (String member : members) {
      List<CallSink> named = new ArrayList<>();
      for (CallSink s : sinks) {
        String m = s.sink().member();
        if (m.equals(member) || m.equals(Sink.ANY_METHOD) && !member.equals(Sink.CONSTRUCTOR)) {
          named.add(s);
        }
      }
      index.put(member, List.copyOf(named));
    }
    this.byMember = Map.copyOf(index);
    this.anyName = List.copyOf(any);
  }

  /** The built-in sinks plus those the flags add. */
  static SinkCatalog of(UriLintFlags flags) {
    List<CallSink> all = new ArrayList<>();
    for (Sink sink : flags.catalog().sinks()) {
      if (sink.call() != Call.ANNOTATION) {
        all.add(new CallSink(sink, matcher(sink)));
      }
    }
    return new SinkCatalog(all);
  }

  /** The sink {@code tree} (a method invocation or {@code new} expression) calls, with its URI argument. */
  Optional<SinkHit> match(ExpressionTree tree, VisitorState state) {
    List<? extends ExpressionTree> arguments = arguments(tree);
    if (!hasConstantString(arguments, state)) {
      return Optional.empty();
    }
    for (CallSink candidate : candidates(tree)) {
      if (!candidate.matcher().matches(tree, state)) {
        continue;
      }
      Sink sink = candidate.sink();
      if (sink.takes().takesComponents()) {
        return Optional.of(new SinkHit(sink, Optional.empty()));
      }
      int index = argumentIndex(sink, tree, state);
      if (index >= 0 && index < arguments.size()) {
        return Optional.of(new SinkHit(sink, Optional.of(arguments.get(index))));
      }
    }
    return Optional.empty();
  }

  /** The sinks whose member has the name {@code tree} calls. */
  private List<CallSink> candidates(ExpressionTree tree) {
    if (tree instanceof NewClassTree) {
      return byMember.getOrDefault(Sink.CONSTRUCTOR, List.of());
    }
    if (tree instanceof MethodInvocationTree && ASTHelpers.getSymbol(tree) instanceof MethodSymbol called) {
      return byMember.getOrDefault(called.getSimpleName().toString(), anyName);
    }
    return List.of();
  }

  /**
   * Whether {@code tree} can reach a sink at all: only a call with a constant {@code String}
   * argument, or a variable assigned once, can. The cheap guard in front of every lookup: almost no call has one.
   */
  static boolean mayReachSink(ExpressionTree tree, VisitorState state) {
    return hasConstantString(arguments(tree), state);
  }

  static List<? extends ExpressionTree> arguments(ExpressionTree tree) {
    if (tree instanceof MethodInvocationTree invocation) {
      return invocation.getArguments();
    }
    if (tree instanceof NewClassTree newClass) {
      return newClass.getArguments();
    }
    return List.of();
  }

  // A constant string, or a variable that may hold one though it is no constant variable (a
  // local assigned once: SingleAssignments).
  private static boolean hasConstantString(List<? extends ExpressionTree> arguments, VisitorState state) {
    for (ExpressionTree a : arguments) {
      if (ASTHelpers.constValue(a, String.class) != null || SingleAssignments.mayHold(a, state)) {
        return true;
      }
    }
    return false;
  }

  // The catalog decides which parameter from the called method's parameter types.
  private static int argumentIndex(Sink sink, ExpressionTree tree, VisitorState state) {
    if (!(ASTHelpers.getSymbol(tree) instanceof MethodSymbol method)) {
      return -1;
    }
    List<String> types = new ArrayList<>();
    for (VarSymbol p : method.getParameters()) {
      types.add(ASTHelpers.isSameType(p.type, state.getSymtab().stringType, state)
          ? dev.urilint.sinks.SinkCatalog.STRING
          : p.type.toString());
    }
    return sink.argumentIndex(types);
  }

  private static Matcher<ExpressionTree> matcher(Sink sink) {
    return switch (sink.call()) {
      case CONSTRUCTOR -> {
        var c = constructor().forClass(sink.owner());
        yield sink.parameters().isPresent() ? c.withParameters(sink.parameters().get()) : c;
      }
      case STATIC -> method(staticMethod().onClass(sink.owner()), sink);
      case INSTANCE -> method(instanceMethod().onDescendantOf(sink.owner()), sink);
      case METHOD ->
          Matchers.anyOf(
              method(staticMethod().onClass(sink.owner()), sink),
              method(instanceMethod().onDescendantOf(sink.owner()), sink));
      case ANNOTATION -> throw new IllegalArgumentException(sink.name() + " is an annotation element");
    };
  }

  private static MethodMatcher method(MethodClassMatcher owner, Sink sink) {
    MethodNameMatcher named = sink.member().equals(Sink.ANY_METHOD) ? owner.withAnyName() : owner.named(sink.member());
    return sink.parameters().isPresent() ? named.withParameters(sink.parameters().get()) : named;
  }

  private record CallSink(Sink sink, Matcher<ExpressionTree> matcher) {}

  /**
   * A call that reached a sink.
   *
   * @param sink which sink
   * @param argument the URI argument; empty for component constructors, whose arguments {@link
   *     ComposedUri} reads
   */
  record SinkHit(Sink sink, Optional<ExpressionTree> argument) {

    /** Whether {@code tree} is the URI argument of this call: any argument of a component constructor. */
    boolean takes(Tree tree) {
      return argument.map(a -> a == tree).orElse(true);
    }
  }
}
