/**
 * Secrets and masking: where a string holds a password or a secret parameter ({@link
 * dev.urilint.secrets.SecretSpans}, {@link dev.urilint.secrets.SecretNames}), which values are
 * obviously dummies ({@link dev.urilint.secrets.DummySecrets}), and the one {@link
 * dev.urilint.secrets.Masking} every output goes through, so no message, fix, report or exception
 * shows a secret in clear.
 *
 * <pre>{@code
 * Masking.mask("https://app:hunter2@db.example.net/?token=abc");
 * // "https://app:****@db.example.net/?token=****"
 * }</pre>
 *
 * <p>Owns: what counts as a secret and how it is shown. May use: the engine, placeholders, the
 * scheme registry (whether a scheme is written with an authority) and the hosts' {@code
 * HostLikeNames} (a userinfo whose user is a host is no password) and {@code InetAtonAddress} (an
 * address in hex after a password's {@code '@'}); nothing of the rules (the credential rules ask this package, not each other).
 */
package dev.urilint.secrets;
