package dev.urilint.hosts;

import dev.urilint.uri.HostKind;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Hosts that no one outside the machine or the private network can reach: loopback, link-local,
 * reserved names and single-label service names. {@code insecure-scheme} does not report clear
 * text to them, and a password sent to one in test code opens nothing but the test's own server
 * ({@link dev.urilint.source.TestFixtures}).
 *
 * <ul>
 *   <li>loopback: {@code localhost}, {@code *.localhost}, {@code 127.0.0.0/8}, {@code [::1]},
 *       {@code 0.0.0.0}; link-local {@code 169.254.0.0/16}, {@code [fe80:...]};
 *   <li>reserved names: RFC 2606 / RFC 6761 {@code example.com}/{@code .net}/{@code .org} and
 *       their subdomains, {@code *.example}, {@code *.test}, {@code *.invalid}; RFC 6762 {@code
 *       *.local}; RFC 8375 {@code *.home.arpa}; {@code *.internal};
 *   <li>single-label names ({@code backend}, {@code db}, {@code kafka}): a service on the private
 *       network or in the same compose file;
 *   <li>cloud instance metadata services, which answer only the instance itself and only over
 *       {@code http}: besides {@code 169.254.169.254} (AWS, Azure, Google Cloud, Oracle, OpenStack)
 *       and {@code metadata.google.internal}, Alibaba Cloud's {@code 100.100.100.200}, AWS's IPv6
 *       {@code [fd00:ec2::254]} and Tencent Cloud's {@code metadata.tencentyun.com}.
 * </ul>
 *
 * <pre>{@code
 * LocalHosts.isLocal("db.example.com");   // true: RFC 2606
 * LocalHosts.isLocal("127.0.0.1");        // true
 * LocalHosts.isLocal("api.acme.io");      // false
 * }</pre>
 */
public final class LocalHosts {

  private static final List<String> RESERVED_SUFFIXES =
      List.of(".localhost", ".example", ".test", ".invalid", ".local", ".home.arpa", ".internal",
          ".example.com", ".example.net", ".example.org");

  // Instance metadata services outside 169.254.0.0/16 and *.internal, as each cloud documents them.
  private static final Set<String> METADATA_HOSTS =
      Set.of("100.100.100.200", "[fd00:ec2::254]", "metadata.tencentyun.com");

  private LocalHosts() {}

  /** Whether {@code host} (lower case, as a URI writes it, brackets kept) of {@code kind} is local. */
  public static boolean isLocal(String host, HostKind kind) {
    if (METADATA_HOSTS.contains(host)) {
      return true;
    }
    return switch (kind) {
      case IPV4 -> host.startsWith("127.") || host.startsWith("169.254.") || host.equals("0.0.0.0");
      case IPV6 -> host.equals("[::1]") || host.equals("[0:0:0:0:0:0:0:1]") || host.startsWith("[fe80:");
      case IPV_FUTURE -> false;
      case REG_NAME -> isReservedName(host);
    };
  }

  /**
   * Whether {@code host}, as written in a string that need not parse (a JDBC URL, a list), is
   * local; its kind is read from its shape: brackets for IPv6, a number form for IPv4 (dotted,
   * an integer, hexadecimal, short: {@code 0x7f.1} is loopback, {@code 3232235777} is
   * 192.168.1.1 and not local).
   */
  public static boolean isLocal(String host) {
    String h = host.toLowerCase(Locale.ROOT);
    if (h.isEmpty()) {
      return false;
    }
    if (h.charAt(0) == '[') {
      return isLocal(h, HostKind.IPV6);
    }
    // "3232235777", "0xC0A80101", "127.1": an address however it is written, as rare-ip-format
    // and every resolver read it, never a single-label service name.
    Optional<InetAtonAddress> address = InetAtonAddress.read(h);
    if (address.isPresent()) {
      return isLocal(address.get().dotted(), HostKind.IPV4);
    }
    return isLocal(h, HostKind.REG_NAME);
  }

  private static boolean isReservedName(String host) {
    String h = host.endsWith(".") ? host.substring(0, host.length() - 1) : host;
    if (h.indexOf('.') < 0) {
      return true; // localhost, and single-label service names: backend, db, kafka
    }
    if (h.equals("example.com") || h.equals("example.net") || h.equals("example.org")) {
      return true;
    }
    for (String suffix : RESERVED_SUFFIXES) {
      if (h.endsWith(suffix)) {
        return true;
      }
    }
    return false;
  }
}
