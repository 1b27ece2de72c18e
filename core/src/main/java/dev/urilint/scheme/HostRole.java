package dev.urilint.scheme;

/**
 * What the host of a scheme's URIs is: a network address that must be there, a network address
 * that may be left out, a name that is no network address, or no authority at all.
 *
 * <pre>{@code
 * SchemeRegistry.lookup("http").host();   // NETWORK_REQUIRED: "http:///x" has no server
 * SchemeRegistry.lookup("vm").host();     // NAME: "vm://0" names an in-VM broker, not 0.0.0.0
 * }</pre>
 */
public enum HostRole {
  /** A server that every URI names ({@code http}, {@code ftp}, {@code ssh}): an empty host is a mistake. */
  NETWORK_REQUIRED,
  /**
   * A server, or the local machine when left out ({@code file:///x}, {@code ldap:///dc=x},
   * {@code redis://}), and every scheme urilint does not know: a custom scheme's authority names
   * a server in nearly every case ({@code myrpc://10.0.0.1:9000}).
   */
  NETWORK_OPTIONAL,
  /**
   * A name in the scheme's own namespace, never resolved ({@code vm://0}, an in-VM broker;
   * {@code s3://bucket}; Camel's {@code timer://tick}): rules about where a host resolves skip it,
   * and its case may matter ({@code queue://TEST}).
   */
  NAME,
  /** No authority: {@code mailto:}, {@code urn:}, {@code jdbc:}, Camel's {@code direct:start}. */
  NONE;

  /** Whether a host of this role is resolved to an address (DNS, inet_aton). */
  public boolean isNetworkAddress() {
    return this == NETWORK_REQUIRED || this == NETWORK_OPTIONAL;
  }
}
