package dev.urilint.sinks;

/**
 * How a sink is reached in Java source.
 *
 * <pre>{@code
 * Call.STATIC        // URI.create("...")
 * Call.INSTANCE      // builder.url("...") on an okhttp3.Request.Builder
 * Call.METHOD        // either: a user's com.acme.Http#get
 * Call.CONSTRUCTOR   // new URL("...")
 * Call.ANNOTATION    // @FeignClient(url = "...")
 * }</pre>
 */
public enum Call {
  /** A static method of the owner type. */
  STATIC,
  /** An instance method of the owner type or of any subtype. */
  INSTANCE,
  /** A static method of the owner, or an instance method of the owner or any subtype. */
  METHOD,
  /** A constructor of the owner type. */
  CONSTRUCTOR,
  /** An element of the owner annotation type. */
  ANNOTATION;

  /** Whether a static call matches this kind of sink. */
  public boolean matchesStatic() {
    return this == STATIC || this == METHOD;
  }

  /** Whether an instance call matches this kind of sink. */
  public boolean matchesInstance() {
    return this == INSTANCE || this == METHOD;
  }
}
