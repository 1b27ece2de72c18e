package dev.urilint.errorprone;

import com.google.errorprone.matchers.AnnotationMatcherUtils;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.tools.javac.code.Type;
import dev.urilint.sinks.Call;
import dev.urilint.sinks.Sink;
import java.util.List;
import java.util.Optional;

/**
 * The annotation-element sinks of the core {@link dev.urilint.sinks.SinkCatalog}: {@code
 * @FeignClient(url = ...)}, Retrofit's {@code @GET("users/{id}")} and friends, plus the user's
 * {@code @Owner#element} sinks. All take templates: Spring resolves {@code ${...}} in them and
 * Retrofit expands {@code {name}}.
 *
 * <pre>{@code
 * AnnotationSinks.of(flags).match(annotation);   // Optional[(@FeignClient#url, "https://api...")]
 * }</pre>
 */
final class AnnotationSinks {

  private final List<Sink> sinks;

  private AnnotationSinks(List<Sink> sinks) {
    this.sinks = List.copyOf(sinks);
  }

  static AnnotationSinks of(UriLintFlags flags) {
    return new AnnotationSinks(
        flags.catalog().sinks().stream().filter(s -> s.call() == Call.ANNOTATION).toList());
  }

  /** The URI element of {@code annotation}, if it is a sink and the element is given. */
  Optional<AnnotationHit> match(AnnotationTree annotation) {
    Type type = ASTHelpers.getType(annotation.getAnnotationType());
    if (type == null) {
      return Optional.empty();
    }
    String name = type.tsym.getQualifiedName().toString();
    for (Sink sink : sinks) {
      if (sink.owner().equals(name)) {
        ExpressionTree value = AnnotationMatcherUtils.getArgument(annotation, sink.member());
        if (value != null) {
          return Optional.of(new AnnotationHit(sink, value));
        }
      }
    }
    return Optional.empty();
  }

  /**
   * A URI element of an annotation.
   *
   * @param sink the sink, named e.g. {@code @FeignClient#url}
   * @param value the element's value expression
   */
  record AnnotationHit(Sink sink, ExpressionTree value) {}
}
