/**
 * Host analysis: where the host, port and userinfo of a string are even when it is no URI
 * ({@link dev.urilint.hosts.HostLocator}), inet_aton's numeric host forms ({@link
 * dev.urilint.hosts.InetAtonAddress}), the scripts of a host's labels and their Punycode ({@link
 * dev.urilint.hosts.LabelScripts}, {@link dev.urilint.hosts.Punycode}), and strings that look
 * like a relative reference with a colon but are a host and port ({@link
 * dev.urilint.hosts.ColonLookalikes}), and hosts no one outside the machine or the private network
 * reaches ({@link dev.urilint.hosts.LocalHosts}).
 *
 * <pre>{@code
 * HostLocator.locate(Optional.empty(), "https://pаypal.com/a b");   // the host at [8, 18)
 * InetAtonAddress.read("0x7f.1");                                   // 127.0.0.1, as inet_aton reads it
 * }</pre>
 *
 * <p>Owns: every fact about a host. May use: the engine ({@code dev.urilint.uri}) and the lint
 * API's {@code Context} (for the key a value sits under); nothing of the rules.
 */
package dev.urilint.hosts;
