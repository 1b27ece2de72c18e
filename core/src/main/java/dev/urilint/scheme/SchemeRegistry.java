package dev.urilint.scheme;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The one table of schemes urilint knows (its rows in {@link SchemeTable} and {@link
 * EcosystemSchemeTable}), looked up case-insensitively (RFC 3986 §3.1: "schemes are
 * case-insensitive"). A scheme it does not know gets {@link
 * #UNKNOWN}'s facts: no default port, a host that is a network address when there is one, not
 * cleartext (a rule cannot say what an unknown protocol encrypts).
 *
 * <pre>{@code
 * SchemeRegistry.lookup("HTTPS").name();                 // "https"
 * SchemeRegistry.lookup("http").secureAlternative();     // Optional[https]
 * SchemeRegistry.lookup("vm").host().isNetworkAddress(); // false
 * SchemeRegistry.lookup("myrpc") == SchemeRegistry.UNKNOWN; // true
 * SchemeRegistry.lookup("xhttps://a", 1, 6).name();      // "https": a span, without a copy
 * }</pre>
 *
 * <p>Immutable; the lookup allocates nothing, because every string urilint lints asks it once.
 */
public final class SchemeRegistry {

  /** The facts of a scheme urilint does not know; its {@code name} is empty. */
  public static final Scheme UNKNOWN =
      new Scheme("", -1, HostRole.NETWORK_OPTIONAL, false, false, Optional.empty(), false, false, false, Dialect.STANDARD);

  private static final Map<String, Scheme> BY_NAME = parse(SchemeTable.ROWS + EcosystemSchemeTable.ROWS);
  // Open addressing over a power-of-two table, so that a span of any input is looked up without
  // copying it to a lower-case String.
  private static final Scheme[] SLOTS = slots(BY_NAME.values());
  private static final List<Scheme> TYPO_TARGETS =
      BY_NAME.values().stream().filter(Scheme::typoTarget).toList();
  // Most strings urilint sees are http, https or file URLs: those are told apart by length and
  // one comparison of their first four characters, with no hash.
  private static final Scheme HTTP = BY_NAME.get("http");
  private static final Scheme HTTPS = BY_NAME.get("https");
  private static final Scheme FILE = BY_NAME.get("file");
  private static final long HTTP_WORD = word("http", 0);
  private static final long FILE_WORD = word("file", 0);

  private SchemeRegistry() {}

  /** The facts of {@code scheme}, compared case-insensitively; {@link #UNKNOWN} if urilint does not know it. */
  public static Scheme lookup(CharSequence scheme) {
    String name = scheme.toString();
    return lookup(name, 0, name.length());
  }

  /**
   * The facts of the scheme {@code text[start, end)}; {@link #UNKNOWN} if urilint does not know it.
   * A {@code String}, not any {@code CharSequence}: every string urilint lints asks, and a
   * character of a {@code String} is read without an interface call.
   */
  public static Scheme lookup(String text, int start, int end) {
    if (end <= start) {
      return UNKNOWN;
    }
    Scheme common = common(text, start, end);
    if (common != null) {
      return common;
    }
    int mask = SLOTS.length - 1;
    for (int i = hash(text, start, end) & mask; SLOTS[i] != null; i = (i + 1) & mask) {
      if (matches(SLOTS[i].name(), text, start, end)) {
        return SLOTS[i];
      }
    }
    return UNKNOWN;
  }

  /** The facts of {@code scheme} if urilint knows it. */
  public static Optional<Scheme> find(CharSequence scheme) {
    Scheme s = lookup(scheme);
    return s == UNKNOWN ? Optional.empty() : Optional.of(s);
  }

  /** Whether urilint knows {@code scheme} (a registered, de-facto or framework scheme). */
  public static boolean isKnown(CharSequence scheme) {
    return lookup(scheme) != UNKNOWN;
  }

  /** Every scheme urilint knows, in table order. */
  public static Map<String, Scheme> all() {
    return BY_NAME;
  }

  /** The schemes {@code unknown-scheme} suggests for a typo, best first when two are as close. */
  public static List<Scheme> typoTargets() {
    return TYPO_TARGETS;
  }

  // HTTP, HTTPS or FILE when text[start, end) is that scheme, else null (any other, known or not):
  // one comparison of its first four characters, read as one word.
  private static Scheme common(String text, int start, int end) {
    int length = end - start;
    if (length != 4 && length != 5) {
      return null;
    }
    long word = word(text, start);
    if (word == HTTP_WORD) {
      return length == 4 ? HTTP : (text.charAt(start + 4) | 0x20) == 's' ? HTTPS : null;
    }
    return word == FILE_WORD && length == 4 ? FILE : null;
  }

  // text[start, start + 4), each character ORed with 0x20, 16 bits each. For a letter, c | 0x20
  // is its lower case, and only the letter in either case gives it: no other character of any
  // code unit matches "http" or "file" this way.
  private static long word(String text, int start) {
    return (long) (text.charAt(start) | 0x20) << 48
        | (long) (text.charAt(start + 1) | 0x20) << 32
        | (long) (text.charAt(start + 2) | 0x20) << 16
        | (text.charAt(start + 3) | 0x20);
  }

  // ASCII case-insensitive, and only scheme characters match: '|0x20' lower-cases letters and
  // leaves digits, '+', '-' and '.' as they are, but would also map '\r' to '-'.
  private static boolean matches(String name, String text, int start, int end) {
    if (name.length() != end - start) {
      return false;
    }
    for (int i = 0; i < name.length(); i++) {
      char c = text.charAt(start + i);
      if ((c | 0x20) != name.charAt(i) || c < '+') {
        return false;
      }
    }
    return true;
  }

  private static int hash(String text, int start, int end) {
    int h = 0;
    for (int i = start; i < end; i++) {
      h = 31 * h + (text.charAt(i) | 0x20);
    }
    return h ^ (h >>> 16);
  }

  private static Scheme[] slots(Iterable<Scheme> schemes) {
    Scheme[] slots = new Scheme[1024];
    int mask = slots.length - 1;
    for (Scheme s : schemes) {
      int i = hash(s.name(), 0, s.name().length()) & mask;
      while (slots[i] != null) {
        i = (i + 1) & mask;
      }
      slots[i] = s;
    }
    return slots;
  }

  private static Map<String, Scheme> parse(String rows) {
    Map<String, Scheme> out = new LinkedHashMap<>();
    for (String line : rows.split("\n")) {
      String row = line.strip();
      if (row.isEmpty() || row.startsWith("#")) {
        continue;
      }
      List<String> cells = cells(row);
      if (cells.size() != 7) {
        throw new IllegalStateException("scheme table row needs 7 cells: " + row);
      }
      String name = cells.get(0);
      String secure = cells.get(4);
      String flags = cells.get(5);
      Scheme scheme =
          new Scheme(
              name,
              cells.get(1).equals("-") ? -1 : Integer.parseInt(cells.get(1)),
              hostRole(cells.get(2)),
              cells.get(3).equals("h"),
              !secure.equals("-"),
              secure.equals("-") || secure.equals("!") ? Optional.empty() : Optional.of(secure),
              flags.indexOf('c') >= 0,
              flags.indexOf('r') >= 0,
              flags.indexOf('t') >= 0,
              Dialect.valueOf(cells.get(6).toUpperCase(java.util.Locale.ROOT)));
      if (out.put(name, scheme) != null || !name.equals(name.toLowerCase(java.util.Locale.ROOT))) {
        throw new IllegalStateException("scheme listed twice or not in lower case: " + name);
      }
    }
    return Collections.unmodifiableMap(out);
  }

  private static List<String> cells(String row) {
    List<String> cells = new ArrayList<>();
    int i = 0;
    while (i < row.length()) {
      while (i < row.length() && row.charAt(i) == ' ') {
        i++;
      }
      int start = i;
      while (i < row.length() && row.charAt(i) != ' ') {
        i++;
      }
      if (i > start) {
        cells.add(row.substring(start, i));
      }
    }
    return cells;
  }

  private static HostRole hostRole(String cell) {
    return switch (cell) {
      case "req" -> HostRole.NETWORK_REQUIRED;
      case "opt" -> HostRole.NETWORK_OPTIONAL;
      case "name" -> HostRole.NAME;
      case "none" -> HostRole.NONE;
      default -> throw new IllegalStateException("unknown host role: " + cell);
    };
  }
}
