package dev.urilint.errorprone;

import com.google.errorprone.matchers.AnnotationMatcherUtils;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.AnnotationTree;
import com.sun.tools.javac.code.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Annotation elements that hold a URI or URI template: {@code @FeignClient(url = ...)}, Retrofit's
 * {@code @GET("users/{id}")} and friends, plus the user's {@code @Owner#element} sinks. All are
 * templates: Spring resolves {@code ${...}} in them and Retrofit expands {@code {name}}.
 *
 * <pre>{@code
 * AnnotationSinks.of(flags).match(annotation);   // Optional[(url, "https://api...")] for @FeignClient(url = "...")
 * }</pre>
 */
final class AnnotationSinks {

  private static final List<String> RETROFIT_METHODS =
      List.of("GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS");

  private final List<SinkSpec> specs;

  private AnnotationSinks(List<SinkSpec> specs) {
    this.specs = List.copyOf(specs);
  }

  static AnnotationSinks of(UriLintFlags flags) {
    List<SinkSpec> all = new ArrayList<>();
    all.add(new SinkSpec("org.springframework.cloud.openfeign.FeignClient", "url", java.util.OptionalInt.empty(), true));
    for (String m : RETROFIT_METHODS) {
      all.add(new SinkSpec("retrofit2.http." + m, "value", java.util.OptionalInt.empty(), true));
    }
    all.add(new SinkSpec("retrofit2.http.HTTP", "path", java.util.OptionalInt.empty(), true));
    flags.additionalSinks().stream().filter(SinkSpec::annotation).forEach(all::add);
    flags.templateSinks().stream().filter(SinkSpec::annotation).forEach(all::add);
    return new AnnotationSinks(all);
  }

  /** The URI element of {@code annotation}, if it is a sink and the element is given. */
  Optional<AnnotationHit> match(AnnotationTree annotation) {
    Type type = ASTHelpers.getType(annotation.getAnnotationType());
    if (type == null) {
      return Optional.empty();
    }
    String name = type.tsym.getQualifiedName().toString();
    for (SinkSpec spec : specs) {
      if (spec.owner().equals(name)) {
        var value = AnnotationMatcherUtils.getArgument(annotation, spec.member());
        if (value != null) {
          return Optional.of(new AnnotationHit("@" + type.tsym.getSimpleName() + "#" + spec.member(), value));
        }
      }
    }
    return Optional.empty();
  }

  /**
   * A URI element of an annotation.
   *
   * @param name the sink's name, e.g. {@code @FeignClient#url}
   * @param value the element's value expression
   */
  record AnnotationHit(String name, com.sun.source.tree.ExpressionTree value) {}
}
