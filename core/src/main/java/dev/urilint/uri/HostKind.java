package dev.urilint.uri;

/** Which alternative of RFC 3986 {@code host = IP-literal / IPv4address / reg-name} matched. */
public enum HostKind {
  /** {@code reg-name}: a registered name such as {@code example.com}, possibly empty. */
  REG_NAME,
  /** {@code IPv4address}: four dec-octets, {@code 192.0.2.1}. */
  IPV4,
  /** {@code IP-literal} holding an {@code IPv6address}: {@code [2001:db8::1]}. */
  IPV6,
  /** {@code IP-literal} holding an {@code IPvFuture}: {@code [v1.fe80::a+en1]}. */
  IPV_FUTURE
}
