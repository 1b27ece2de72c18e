package dev.urilint.uri;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Turns a failure (index + broken rule) into a {@link Violation} with a kind and a sentence a
 * user can act on. Messages quote only the offending character, never the input, so a password
 * in the userinfo cannot leak through them.
 *
 * <pre>{@code
 * ViolationMessages.describe("http://a/b c", 10, GrammarRule.SEGMENT).message();
 * // "illegal character ' ' at index 10 in path; percent-encode it as %20"
 * }</pre>
 */
final class ViolationMessages {

  private ViolationMessages() {}

  /** The violation of {@code rule} at {@code index} in {@code s}. */
  static Violation describe(String s, int index, GrammarRule rule) {
    boolean atEnd = index >= s.length();
    char c = atEnd ? 0 : s.charAt(index);
    if (!atEnd && c >= 128) {
      return new Violation(index, ViolationKind.NON_ASCII, rule, nonAscii(s, index, rule));
    }
    if (!atEnd && index > 0 && s.charAt(index - 1) == ']' && rule == GrammarRule.HOST
        && c != '[' && c != ']') {
      return new Violation(index, ViolationKind.ILLEGAL_CHARACTER, rule,
          shown(c) + " at index " + index + " cannot follow an IP literal: only ':' and a port,"
              + " or the end of the authority ('/', '?', '#'), may");
    }
    if (rule == GrammarRule.PCT_ENCODED) {
      int percent = index >= 1 && s.charAt(index - 1) == '%' ? index - 1 : index - 2;
      return new Violation(
          index,
          ViolationKind.BAD_PERCENT_ENCODING,
          rule,
          "'%' at index " + Math.max(percent, 0) + " must be followed by two hex digits"
              + " (percent-encode '%' itself as %25)");
    }
    switch (rule) {
      case SCHEME:
        return new Violation(index, ViolationKind.BAD_SCHEME, rule, scheme(index, atEnd, c));
      case PORT:
        return new Violation(index, ViolationKind.BAD_PORT, rule, port(s, index));
      case IP_LITERAL:
      case IPV6_ADDRESS:
      case IPV_FUTURE:
      case H16:
      case LS32:
      case IPV4_ADDRESS:
      case DEC_OCTET:
        return ipLiteral(s, index, rule, atEnd, c);
      case ABSOLUTE_URI:
        if (c == '#') {
          return new Violation(index, ViolationKind.WRONG_FORM, rule,
              "an absolute-URI has no fragment, but '#' at index " + index + " starts one");
        }
        break;
      case FRAGMENT:
        if (c == '#' && !atEnd) {
          return new Violation(index, ViolationKind.SECOND_FRAGMENT, rule,
              "'#' at index " + index + " may appear only once; encode it as %23");
        }
        break;
      case SEGMENT_NZ_NC:
        if (c == ':' && !atEnd) {
          return colonInFirstSegment(s, index, rule);
        }
        break;
      case PATH_ABSOLUTE:
        if (c == '/' && index == 1) {
          return new Violation(index, ViolationKind.ILLEGAL_CHARACTER, rule,
              "path-absolute cannot start with '//' (that starts an authority)");
        }
        break;
      default:
        break;
    }
    if (atEnd) {
      return new Violation(index, ViolationKind.UNEXPECTED_END, rule,
          "input ends at index " + index + " where " + rule.abnfName() + " needs more");
    }
    return illegal(index, rule, c);
  }

  private static Violation illegal(int index, GrammarRule rule, char c) {
    String where = " at index " + index + " in " + component(rule);
    if (c == '[' || c == ']') {
      return new Violation(index, ViolationKind.MISPLACED_BRACKET, rule,
          "'" + c + "'" + where + ": brackets are allowed only around an IP literal host"
              + " ([2001:db8::1]); percent-encode it as " + percent(c));
    }
    if (c == '@' && (rule == GrammarRule.HOST || rule == GrammarRule.REG_NAME)) {
      return new Violation(index, ViolationKind.ILLEGAL_CHARACTER, rule,
          "'@'" + where + ": the authority holds at most one '@' (it ends the userinfo);"
              + " percent-encode it as %40");
    }
    if (c == '\\') {
      return new Violation(index, ViolationKind.ILLEGAL_CHARACTER, rule,
          "a backslash is not a path separator: '\\'" + where + "; use '/' or percent-encode it"
              + " as %5C");
    }
    if (c == '#' && rule != GrammarRule.FRAGMENT && rule != GrammarRule.QUERY) {
      return new Violation(index, ViolationKind.ILLEGAL_CHARACTER, rule,
          "'#'" + where + " is not allowed here; percent-encode it as %23");
    }
    return new Violation(index, ViolationKind.ILLEGAL_CHARACTER, rule,
        "illegal character " + shown(c) + where + "; percent-encode it as " + percent(c));
  }

  private static String scheme(int index, boolean atEnd, char c) {
    if (index == 0) {
      return atEnd
          ? "empty input: a URI starts with a scheme such as 'https:'"
          : "a URI must start with a scheme (a letter, then letters, digits, '+', '-' or '.',"
              + " then ':'), but index 0 holds " + shown(c);
    }
    if (atEnd) {
      return "the scheme is not ended by ':' (input ends at index " + index + ")";
    }
    return "illegal character " + shown(c) + " at index " + index + " in scheme: a scheme is"
        + " letters, digits, '+', '-' and '.' and ends with ':'";
  }

  /**
   * A port with a non-digit. Without an {@code "@"} the index is where the authority ends, so
   * the message also points at the first non-digit without quoting it (it may be a password).
   */
  private static String port(String s, int index) {
    int k = Math.min(index, s.length()) - 1;
    while (k >= 0 && "/@]".indexOf(s.charAt(k)) < 0) {
      k--;
    }
    int colon = s.indexOf(':', k + 1);
    if (colon < 0 || colon >= index) {
      return "bad port at index " + index + ": a port is digits only";
    }
    int bad = colon + 1;
    while (bad < index && Chars3986.DIGIT.contains(s.charAt(bad))) {
      bad++;
    }
    if (bad >= index) {
      String found = index < s.length() ? shown(s.charAt(index)) : "the end";
      return "a port is digits only, but index " + index + " holds " + found;
    }
    return "the port after ':' at index " + colon + " holds a non-digit at index " + bad
        + " (a port is digits only); the authority ends at index " + index
        + "; if this was meant as user:password, it needs '@' and a host";
  }

  private static Violation ipLiteral(
      String s, int index, GrammarRule rule, boolean atEnd, char c) {
    String why = switch (rule) {
      case H16 -> "an IPv6 group (h16) is 1 to 4 hex digits";
      case LS32 -> "ls32 is h16 ':' h16 or an IPv4address";
      case DEC_OCTET -> "an IPv4 octet (dec-octet) is 0-255 without leading zeros";
      case IPV4_ADDRESS -> "an IPv4address is four dec-octets separated by '.'";
      case IPV_FUTURE -> "IPvFuture is 'v', hex digits, '.', then unreserved, sub-delims or ':'";
      case IPV6_ADDRESS -> "an IPv6address has 8 groups of 1-4 hex digits, or at most 7 around"
          + " a single '::', optionally ending in an IPv4address";
      default -> "an IP-literal is '[' IPv6address or IPvFuture ']'";
    };
    if (atEnd) {
      return new Violation(index, ViolationKind.UNEXPECTED_END, rule,
          "input ends at index " + index + " inside " + rule.abnfName() + "; " + why
              + (rule == GrammarRule.IP_LITERAL ? " (close it with ']')" : ""));
    }
    if (c == '%' && rule == GrammarRule.IP_LITERAL) {
      return new Violation(index, ViolationKind.BAD_IP_LITERAL, rule,
          "'%' at index " + index + " starts a zone id, which RFC 3986 does not allow in an"
              + " IP-literal (RFC 6874 was obsoleted by RFC 9844); accept zone ids explicitly"
              + " ('%25' + zone) if you need them");
    }
    return new Violation(index, ViolationKind.BAD_IP_LITERAL, rule,
        shown(c) + " at index " + index + " breaks " + rule.abnfName() + ": " + why);
  }

  private static Violation colonInFirstSegment(String s, int index, GrammarRule rule) {
    // A prefix of scheme characters that does not start with a letter was meant as a scheme.
    boolean badScheme = index == 0 || !Chars3986.ALPHA.contains(s.charAt(0));
    for (int k = 0; k < index && badScheme; k++) {
      badScheme = Chars3986.SCHEME.contains(s.charAt(k));
    }
    if (badScheme) {
      return new Violation(index, ViolationKind.BAD_SCHEME, rule,
          "':' at index " + index + " ends a scheme that does not start with a letter"
              + " (a scheme is a letter, then letters, digits, '+', '-' or '.'); in a relative"
              + " path write './' before it or percent-encode ':' as %3A");
    }
    return new Violation(index, ViolationKind.COLON_IN_FIRST_SEGMENT, rule,
        "':' at index " + index + " in the first segment of a relative path would be read as"
            + " a scheme; write './' before the path or percent-encode it as %3A");
  }

  private static String nonAscii(String s, int index, GrammarRule rule) {
    int cp = s.codePointAt(index);
    String where = " at index " + index + " in " + component(rule);
    if (Character.isSurrogate((char) cp)) {
      return "unpaired surrogate U+" + hex4(cp) + where + ": not a character, cannot be encoded";
    }
    StringBuilder encoded = new StringBuilder();
    for (byte b : new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8)) {
      encoded.append('%').append(String.format(Locale.ROOT, "%02X", b & 0xFF));
    }
    String fix = component(rule).equals("host")
        ? "; write an internationalized host as its IDNA A-label (xn--...)"
            + " or percent-encode its UTF-8 bytes as " + encoded
        : "; percent-encode its UTF-8 bytes as " + encoded;
    return "non-ASCII character U+" + hex4(cp) + where + ": a URI is ASCII only (this is an IRI)"
        + fix;
  }

  /** The part of a URI a rule belongs to, for "in ..." in messages. */
  static String component(GrammarRule rule) {
    return switch (rule) {
      case SCHEME -> "scheme";
      case AUTHORITY -> "authority";
      case USERINFO -> "userinfo";
      case HOST, REG_NAME -> "host";
      case PORT -> "port";
      case IP_LITERAL, IPV_FUTURE, IPV6_ADDRESS, H16, LS32, IPV4_ADDRESS, DEC_OCTET -> "IP literal";
      case HIER_PART, RELATIVE_PART, PATH, PATH_ABEMPTY, PATH_ABSOLUTE, PATH_NOSCHEME,
          PATH_ROOTLESS, PATH_EMPTY, SEGMENT, SEGMENT_NZ, SEGMENT_NZ_NC, PCHAR -> "path";
      case QUERY -> "query";
      case FRAGMENT -> "fragment";
      default -> rule.abnfName();
    };
  }

  /** A character for a message: quoted when printable, else its code point. */
  static String shown(char c) {
    return c > 0x20 && c < 0x7F ? "'" + c + "'" : c == ' ' ? "' '" : "U+" + hex4(c);
  }

  private static String percent(char c) {
    return String.format(Locale.ROOT, "%%%02X", (int) c);
  }

  private static String hex4(int cp) {
    return String.format(Locale.ROOT, "%04X", cp);
  }
}
