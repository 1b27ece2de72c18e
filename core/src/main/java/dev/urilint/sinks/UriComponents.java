package dev.urilint.sinks;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How the multi-argument {@code java.net.URI} and {@code java.net.URL} constructors put their
 * components together ({@link Takes#URI_COMPONENTS}, {@link Takes#URL_COMPONENTS}), as their
 * Javadoc describes, before their own quoting: the one layout both Java front ends use, so a finding
 * on a component points into the same argument in both. Each part of the result names the
 * argument it comes from, or none for a delimiter the constructor adds.
 *
 * <pre>{@code
 * // new URI("http", "bob:pw", "example.com", 8080, "/a", null, null)
 * UriComponents.compose(false, List.of(Optional.of("http"), Optional.of("bob:pw"), Optional.of("example.com"),
 *     Optional.of("8080"), Optional.of("/a"), Optional.empty(), Optional.empty()));
 * // http, ":", "//", bob:pw, "@", example.com, ":", 8080, /a  ->  "http://bob:pw@example.com:8080/a"
 * }</pre>
 */
public final class UriComponents {

  /** The argument index of a delimiter the constructor adds. */
  public static final int DELIMITER = -1;

  /**
   * One stretch of the composed URI.
   *
   * @param argument the index of the argument it is, or {@link #DELIMITER}
   * @param text its characters
   */
  public record Part(int argument, String text) {}

  private final List<Optional<String>> args;
  private final List<Part> parts = new ArrayList<>();

  private UriComponents(List<Optional<String>> args) {
    this.args = args;
  }

  /**
   * The parts of the URI a component constructor builds from {@code args}: each argument's value,
   * empty for {@code null}, a port as its decimal digits ({@code -1}: none). Empty when no
   * component constructor takes that many arguments.
   *
   * @param url {@code java.net.URL} (protocol, host, [port,] file) rather than {@code java.net.URI}
   */
  public static Optional<List<Part>> compose(boolean url, List<Optional<String>> args) {
    UriComponents c = new UriComponents(List.copyOf(args));
    int n = args.size();
    if (url && (n == 3 || n == 4)) {
      // URL(protocol, host, file) and URL(protocol, host, port, file)
      c.part(0, "").delimiter("://").part(1, "");
      if (n == 4) {
        c.port(2);
      }
      c.part(n - 1, "");
    } else if (url) {
      return Optional.empty();
    } else if (n == 3) {
      // URI(scheme, ssp, fragment)
      c.scheme(0).part(1, "").part(2, "#");
    } else if (n == 4) {
      // URI(scheme, host, path, fragment)
      c.scheme(0).authority(-1, 1, -1).part(2, "").part(3, "#");
    } else if (n == 5) {
      // URI(scheme, authority, path, query, fragment)
      c.scheme(0).authority(-1, 1, -1).part(2, "").part(3, "?").part(4, "#");
    } else if (n == 7) {
      // URI(scheme, userInfo, host, port, path, query, fragment)
      c.scheme(0).authority(1, 2, 3).part(4, "").part(5, "?").part(6, "#");
    } else {
      return Optional.empty();
    }
    return Optional.of(List.copyOf(c.parts));
  }

  /** The composed URI: every part's text in order. */
  public static String value(List<Part> parts) {
    StringBuilder out = new StringBuilder();
    parts.forEach(p -> out.append(p.text()));
    return out.toString();
  }

  private UriComponents scheme(int scheme) {
    part(scheme, "");
    return present(scheme) ? delimiter(":") : this;
  }

  private UriComponents authority(int userInfo, int host, int port) {
    boolean hasPort = port >= 0 && !isMinusOne(port);
    if (present(userInfo) || present(host) || hasPort) {
      delimiter("//");
      if (present(userInfo)) {
        part(userInfo, "").delimiter("@");
      }
      part(host, "");
      if (hasPort) {
        port(port);
      }
    }
    return this;
  }

  private UriComponents port(int port) {
    if (present(port) && !isMinusOne(port)) {
      delimiter(":");
      parts.add(new Part(port, args.get(port).get()));
    }
    return this;
  }

  // A component, with its delimiter before it when present; null leaves both out.
  private UriComponents part(int arg, String delimiter) {
    if (present(arg)) {
      delimiter(delimiter);
      parts.add(new Part(arg, args.get(arg).get()));
    }
    return this;
  }

  private UriComponents delimiter(String text) {
    if (!text.isEmpty()) {
      parts.add(new Part(DELIMITER, text));
    }
    return this;
  }

  private boolean present(int arg) {
    return arg >= 0 && args.get(arg).isPresent();
  }

  private boolean isMinusOne(int arg) {
    return args.get(arg).equals(Optional.of("-1"));
  }
}
