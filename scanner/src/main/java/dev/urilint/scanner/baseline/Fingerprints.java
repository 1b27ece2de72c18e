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

  /**
   * The salt of every {@link #secretTag}: fixed, since a SARIF fingerprint must be the same on
   * every machine and run (code scanning matches alerts by it), where a baseline keeps its own
   * random salt. Hex of the first 128 bits of SHA-256("urilint secret tag v1").
   */
  public static final String SECRET_TAG_SALT = secretTagSalt();

  /** Hex digits of a {@link #secretTag}: 4, that is 16 bits. */
  public static final int SECRET_TAG_LENGTH = 4;

  /**
   * 16 bits of {@link #secretHash} of {@code rawValue} with {@link #SECRET_TAG_SALT}: what a SARIF
   * fingerprint reads of a secret. It must change when the secret changes and must not let anyone
   * who reads the SARIF file (code scanning shows it to everyone with read access) test password
   * guesses. A full hash would: the salt cannot be secret, so a 4-char password falls to an
   * offline search in seconds against a fast hash, in hours against this slow one. Sixteen bits
   * cannot confirm a guess at all: every tag is shared by one candidate in 65,536, so a search
   * of all 4-char passwords ends with about 1,200 equally good answers, and one of 8 chars with
   * billions; each candidate still costs {@value #ITERATIONS} PBKDF2 rounds. The price: a new
   * secret keeps the old tag, and so the dismissal, once in 65,536 changes.
   *
   * <pre>{@code
   * Fingerprints.secretTag("https://u:hunter2@h/");   // 4 hex digits, the same on every run
   * }</pre>
   */
  public static String secretTag(String rawValue) {
    return secretHash(SECRET_TAG_SALT, rawValue).substring(0, SECRET_TAG_LENGTH);
  }

  /**
   * The fingerprint of a finding whose value holds a secret, with its {@link #secretTag}: hex
   * SHA-256 (first 128 bits) of both, so it looks like any other fingerprint.
   */
  public static String withSecretTag(String fingerprint, String tag) {
    MessageDigest sha = sha256();
    sha.update(fingerprint.getBytes(StandardCharsets.UTF_8));
    sha.update((byte) 0);
    sha.update(tag.getBytes(StandardCharsets.UTF_8));
    return HEX.formatHex(sha.digest(), 0, 16);
  }

  private static String secretTagSalt() {
    return HEX.formatHex(
        sha256().digest("urilint secret tag v1".getBytes(StandardCharsets.UTF_8)), 0, 16);
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
