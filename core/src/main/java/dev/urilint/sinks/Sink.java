package dev.urilint.sinks;

import java.util.List;
import java.util.Optional;

/**
 * One URI sink as data: a method, constructor or annotation element whose {@code String} argument
 * is used as a URI. Both front ends match the same entries: the Error Prone check by javac's
 * resolved symbols, the scanner by the types it resolves from imports and declarations.
 *
 * <pre>{@code
 * new Sink("URI.create", "java.net.URI", Call.STATIC, "create", Optional.of(List.of("java.lang.String")), 0, Takes.URI);
 * }</pre>
 *
 * @param name how the sink is named in findings and in the context handed to the rules ({@code
 *     URI.create}, {@code new HttpGet}, {@code @FeignClient#url})
 * @param owner the fully qualified owner type, nested types joined by {@code .} ({@code
 *     okhttp3.Request.Builder})
 * @param call how the sink is reached
 * @param member the method name, {@link #CONSTRUCTOR} for a constructor, the annotation element,
 *     or {@link #ANY_METHOD}
 * @param parameters the exact parameter types (fully qualified, primitives by name) when only one
 *     overload is the sink; empty for every overload
 * @param argument the 0-based index of the URI argument, or {@link #FIRST_STRING}
 * @param takes what the argument holds
 */
public record Sink(
    String name,
    String owner,
    Call call,
    String member,
    Optional<List<String>> parameters,
    int argument,
    Takes takes) {

  /** The argument is the first parameter of type {@code String}. */
  public static final int FIRST_STRING = -1;

  /** The member name that stands for a constructor. */
  public static final String CONSTRUCTOR = SinkSpec.CONSTRUCTOR;

  /** The member name that stands for every method of the owner ({@code RestOperations}). */
  public static final String ANY_METHOD = "*";

  public Sink {
    parameters = parameters.map(List::copyOf);
    if (argument < FIRST_STRING) {
      throw new IllegalArgumentException("argument index " + argument + " is negative");
    }
    if ((call == Call.CONSTRUCTOR) != member.equals(CONSTRUCTOR)) {
      throw new IllegalArgumentException(name + ": a constructor sink is named '" + CONSTRUCTOR + "'");
    }
  }

  /** Whether this sink is the method (or element) {@code name} of its owner. */
  public boolean hasMember(String name) {
    return member.equals(name) || member.equals(ANY_METHOD) && call != Call.ANNOTATION;
  }

  /** The {@code String} parameter this sink reads, for a call with these parameter types; -1 if none. */
  public int argumentIndex(List<String> parameterTypes) {
    if (argument != FIRST_STRING) {
      return argument < parameterTypes.size() && parameterTypes.get(argument).equals(SinkCatalog.STRING)
          ? argument
          : -1;
    }
    return parameterTypes.indexOf(SinkCatalog.STRING);
  }
}
