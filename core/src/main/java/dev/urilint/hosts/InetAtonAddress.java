package dev.urilint.hosts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A host read the way {@code inet_aton(3)} and the WHATWG URL standard's IPv4 parser read it: one
 * to four dot-separated numbers, each decimal, octal (leading {@code 0}) or hexadecimal ({@code
 * 0x}), the last one filling the remaining bytes. RFC 3986 reads all but the dotted-decimal form
 * as a registered name; resolvers and browsers read an address.
 *
 * <pre>{@code
 * InetAtonAddress.read("0x7f.1").get().dotted();        // "127.0.0.1"
 * InetAtonAddress.read("2130706433").get().forms();     // ["a 32-bit integer"]
 * InetAtonAddress.read("1password.com");                // Optional.empty()
 * }</pre>
 *
 * @param value the 32-bit address
 * @param parts how many numbers the host holds (1 to 4)
 * @param hex whether a part is hexadecimal
 * @param octal whether a part is octal (a leading zero)
 * @param trailingDot whether the host ends in a dot
 */
public record InetAtonAddress(long value, int parts, boolean hex, boolean octal, boolean trailingDot) {

  private static final long MAX = 0xFFFF_FFFFL;

  /** The address {@code host} names for inet_aton, if it is a number form at all. */
  public static Optional<InetAtonAddress> read(String host) {
    String text = host;
    boolean trailingDot = false;
    if (text.length() > 1 && text.endsWith(".")) {
      text = text.substring(0, text.length() - 1);
      trailingDot = true;
    }
    if (!lastPartIsNumber(text)) {
      return Optional.empty(); // "example.com", "v1.api": the common case, decided without allocating
    }
    List<String> parts = split(text);
    if (parts.isEmpty() || parts.size() > 4) {
      return Optional.empty();
    }
    long value = 0;
    boolean hex = false;
    boolean octal = false;
    for (int i = 0; i < parts.size(); i++) {
      String part = parts.get(i);
      long n = number(part);
      if (n < 0) {
        return Optional.empty();
      }
      boolean last = i == parts.size() - 1;
      long limit = last ? (1L << (8 * (5 - parts.size()))) - 1 : 255;
      if (n > limit) {
        return Optional.empty();
      }
      value = last ? value | n : value | (n << (8 * (3 - i)));
      hex |= isHex(part);
      octal |= part.length() > 1 && part.charAt(0) == '0' && !isHex(part);
    }
    return Optional.of(new InetAtonAddress(value, parts.size(), hex, octal, trailingDot));
  }

  /** The address in the one form RFC 3986 accepts: {@code 127.0.0.1}. */
  public String dotted() {
    return (value >>> 24) + "." + ((value >>> 16) & 255) + "." + ((value >>> 8) & 255) + "." + (value & 255);
  }

  /** Whether the host was already the dotted-decimal form RFC 3986 §3.2.2 defines. */
  public boolean isCanonical() {
    return parts == 4 && !hex && !octal && !trailingDot;
  }

  /** What makes the form rare, for a message: {@code ["hexadecimal", "a short 2-part form"]}. */
  public List<String> forms() {
    List<String> forms = new ArrayList<>();
    if (hex) {
      forms.add("hexadecimal");
    }
    if (octal) {
      forms.add("octal (leading zero)");
    }
    if (parts == 1) {
      forms.add("a 32-bit integer");
    } else if (parts < 4) {
      forms.add("a short " + parts + "-part form");
    }
    if (trailingDot) {
      forms.add("a trailing dot");
    }
    return forms;
  }

  private static List<String> split(String text) {
    List<String> parts = new ArrayList<>(4);
    int start = 0;
    for (int i = 0; i <= text.length(); i++) {
      if (i == text.length() || text.charAt(i) == '.') {
        parts.add(text.substring(start, i));
        start = i + 1;
        if (parts.size() > 4) {
          break;
        }
      }
    }
    return parts;
  }

  // inet_aton and the WHATWG "ends in a number" check look at the last part first.
  private static boolean lastPartIsNumber(String text) {
    int start = text.lastIndexOf('.') + 1;
    if (start >= text.length()) {
      return false;
    }
    boolean hex = text.length() - start >= 2 && text.charAt(start) == '0'
        && (text.charAt(start + 1) == 'x' || text.charAt(start + 1) == 'X');
    for (int i = hex ? start + 2 : start; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean digit = c >= '0' && c <= '9';
      if (!(digit || hex && (c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'))) {
        return false;
      }
    }
    return true;
  }

  private static boolean isHex(String part) {
    return part.length() >= 2 && part.charAt(0) == '0' && (part.charAt(1) == 'x' || part.charAt(1) == 'X');
  }

  // The part's value, or -1 when it is not a number in its radix. Values saturate just above
  // 32 bits, so a 40-digit part costs no overflow and still reads as too large.
  private static long number(String part) {
    if (part.isEmpty()) {
      return -1;
    }
    int radix = 10;
    int from = 0;
    if (isHex(part)) {
      radix = 16;
      from = 2;
    } else if (part.length() > 1 && part.charAt(0) == '0') {
      radix = 8;
      from = 1;
    }
    long n = 0;
    for (int i = from; i < part.length(); i++) {
      int d = Character.digit(part.charAt(i), radix);
      if (d < 0 || part.charAt(i) > 'f') {
        return -1;
      }
      n = Math.min(n * radix + d, MAX + 1);
    }
    return n;
  }
}
