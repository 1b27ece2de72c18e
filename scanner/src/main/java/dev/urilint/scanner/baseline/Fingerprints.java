package dev.urilint.scanner.baseline;

import dev.urilint.lint.RuleId;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * The two hashes that identify a finding across runs without a line number.
 *
 * <ul>
 *   <li>{@link #fingerprint}: SHA-256 of rule id, path and the <em>masked</em>, normalized URI.
 *       It never changes when lines move, and it holds nothing secret, so SARIF's {@code
 *       partialFingerprints} and the baseline can show it.
 *   <li>{@link #secretHash}: for a URI whose masking hid something, a salted, deliberately slow
 *       hash (PBKDF2-HMAC-SHA256) of the raw value. Masking makes {@code https://u:old@h} and
 *       {@code https://u:new@h} look the same; this hash tells them apart, so a new password on a
 *       baselined line is reported, while the baseline file does not let anyone test password
 *       guesses cheaply (each guess costs {@value #ITERATIONS} HMAC rounds per salt).
 * </ul>
 *
 * <pre>{@code
 * Fingerprints.fingerprint(RuleId.CREDENTIALS_IN_URI, "app.yml", "https://u:****@h/");  // 32 hex
 * Fingerprints.secretHash(salt, "https://u:hunter2@h/");                               // 32 hex
 * }</pre>
 */
public final class Fingerprints {

  /** PBKDF2 rounds per secret hash: about a millisecond each, paid only for masked findings. */
  public static final int ITERATIONS = 10_000;

  private static final HexFormat HEX = HexFormat.of();

  private Fingerprints() {}

  /** Hex SHA-256 (first 128 bits) of rule id, path and the normalized masked URI. */
  public static String fingerprint(RuleId rule, String path, String maskedUri) {
    MessageDigest sha = sha256();
    sha.update(rule.id().getBytes(StandardCharsets.UTF_8));
    sha.update((byte) 0);
    sha.update(path.getBytes(StandardCharsets.UTF_8));
    sha.update((byte) 0);
    sha.update(normalize(maskedUri).getBytes(StandardCharsets.UTF_8));
    return HEX.formatHex(sha.digest(), 0, 16);
  }

  /** Hex PBKDF2-HMAC-SHA256 (128 bits) of {@code rawValue} with {@code salt} (hex). */
  public static String secretHash(String salt, String rawValue) {
    PBEKeySpec spec = new PBEKeySpec(rawValue.toCharArray(), HEX.parseHex(salt), ITERATIONS, 128);
    try {
      return HEX.formatHex(
          SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded());
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("every JDK has PBKDF2WithHmacSHA256", e);
    } finally {
      spec.clearPassword();
    }
  }

  /** A fresh random 128-bit salt, hex. */
  public static String newSalt() {
    byte[] salt = new byte[16];
    new SecureRandom().nextBytes(salt);
    return HEX.formatHex(salt);
  }

  /**
   * The URI as the fingerprint sees it: surrounding whitespace removed and inner runs of
   * whitespace (a Java concatenation over lines, a folded YAML scalar) collapsed to one space.
   */
  static String normalize(String uri) {
    StringBuilder sb = new StringBuilder(uri.length());
    boolean space = false;
    for (int i = 0; i < uri.length(); i++) {
      char c = uri.charAt(i);
      if (Character.isWhitespace(c)) {
        space = sb.length() > 0;
      } else {
        if (space) {
          sb.append(' ');
          space = false;
        }
        sb.append(c);
      }
    }
    return sb.toString();
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }
}
