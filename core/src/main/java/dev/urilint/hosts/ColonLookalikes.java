package dev.urilint.hosts;

import dev.urilint.lint.Context;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Strings of the shape {@code word:rest} that are not mistaken relative references: the
 * look-alikes {@code relative-colon-segment} must stay quiet on. Each test names one shape.
 *
 * <pre>{@code
 * ColonLookalikes.isNumeric("12:00:00");               // a time, or a port mapping "8080:80"
 * ColonLookalikes.isCoordinate("org.apache:foo:1.0");  // Maven coordinates, jms:queue:x
 * ColonLookalikes.isImageTag("redis", "7-alpine");     // a container image
 * ColonLookalikes.expectsHostPort(Optional.of("spring.kafka.bootstrap-servers"));   // true
 * ColonLookalikes.expectsHostPort(Optional.of("kafkaServer[0]"));                   // true: a list item
 * ColonLookalikes.acceptsHostPortAlone(Optional.of("exporters.otlp.endpoint"));     // true
 * }</pre>
 */
public final class ColonLookalikes {

  // Ends of config keys (lower case, separators removed) whose values are host:port lists.
  private static final List<String> HOST_PORT_KEY_ENDS =
      List.of("hosts", "host", "hostname", "hostport", "addr", "address", "addresses", "servers",
          "server", "brokers", "broker", "nodes", "seeds", "targets", "target", "bind", "listen",
          "connect", "image");

  // Ends of config keys naming an endpoint, whose value is a URL or a socket address: an OTLP/gRPC
  // exporter's or receiver's endpoint, a Consul or etcd endpoint, take host:port alone. A path
  // after the port ("localhost:9411/api/v2/spans") makes it a URL that lost its scheme.
  private static final List<String> ENDPOINT_KEY_ENDS = List.of("endpoint", "endpoints");

  // Image tags without a digit that are common enough to know.
  private static final Set<String> TAG_WORDS =
      Set.of("latest", "stable", "alpine", "lts", "slim", "edge", "mainline", "bookworm",
          "bullseye", "buster", "jammy", "focal", "noble", "nightly", "dev", "main", "master");

  private ColonLookalikes() {}

  /** Whether the key says the value is meant as {@code host:port} ({@code bootstrap.servers}, {@code *_ADDR}). */
  public static boolean expectsHostPort(Optional<String> key) {
    return Context.keyEndsWith(key, HOST_PORT_KEY_ENDS);
  }

  /**
   * Whether the key names an endpoint ({@code exporters.otlp.endpoint}, {@code
   * OTEL_EXPORTER_OTLP_ENDPOINT}), where a host and port alone, nothing after the port, is a
   * socket address.
   */
  public static boolean acceptsHostPortAlone(Optional<String> key) {
    return Context.keyEndsWith(key, ENDPOINT_KEY_ENDS);
  }

  /** Digits before the first colon: a time ({@code 10:30}, {@code 12:00:00}) or a port mapping ({@code 8080:80}). */
  public static boolean isNumeric(String prefix) {
    return !prefix.isEmpty() && prefix.chars().allMatch(c -> c >= '0' && c <= '9');
  }

  /**
   * Two or more colons and no slash, every part made of name characters: Maven coordinates
   * ({@code g:a:v}, {@code org.apache:foo:1.0}), Camel-like endpoints ({@code jms:queue:x}),
   * Docker's {@code 127.0.0.1:8080:80}, bare IPv6 ({@code fe80::1}).
   */
  public static boolean isCoordinate(String input) {
    int colons = 0;
    for (int i = 0; i < input.length(); i++) {
      char c = input.charAt(i);
      if (c == ':') {
        colons++;
      } else if (!(c < 0x80 && Character.isLetterOrDigit(c) || c == '.' || c == '-' || c == '_')) {
        return false;
      }
    }
    return colons >= 2;
  }

  /** {@code nginx:1.25}, {@code redis:7-alpine}, {@code node:lts}: an image name and a tag. */
  static boolean isImageTag(String name, String tag) {
    if (tag.isEmpty() || tag.length() > 128 || name.isEmpty()) {
      return false;
    }
    boolean digit = false;
    for (int i = 0; i < tag.length(); i++) {
      char c = tag.charAt(i);
      if (!(c < 0x80 && Character.isLetterOrDigit(c) || c == '.' || c == '-' || c == '_')) {
        return false;
      }
      digit |= c >= '0' && c <= '9';
    }
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_')) {
        return false;
      }
    }
    String lower = tag.toLowerCase(Locale.ROOT);
    return digit || TAG_WORDS.contains(lower) || TAG_WORDS.stream().anyMatch(w -> lower.startsWith(w + "-"));
  }
}
