package dev.urilint.secrets;

import dev.urilint.hosts.HostLikeNames;
import dev.urilint.hosts.InetAtonAddress;

/**
 * Where a userinfo ends when its authority stopped (at a {@code /}, {@code ?}, {@code #}, a
 * {@code \} or a token's end) before any {@code '@'}: a password may hold those characters
 * unencoded ({@code u:p/q@h}), so a later {@code '@'} of the same token can still end it. The one
 * answer for every reading of a userinfo: after {@code //} ({@link SecretSpans}) and after a
 * scheme that lost its slashes ({@link SlashlessUserinfo}, {@code http:admin:2024/Secret@h/}),
 * in a value, a line or running text, so the two readings cannot disagree.
 *
 * <pre>{@code
 * UserinfoEnd ends = new UserinfoEnd("http:admin:2024/Secret@db.example.com/", true);
 * ends.at(5, 10, 15);   // 22: the '@' before "db.example.com"
 * }</pre>
 *
 * <p>Linear over all questions asked of one text in increasing order of their stop: the look-ahead
 * for a token's last {@code '@'} remembers the token it read, and the reading of the segment after
 * a {@code '/'} remembers its answer, so many userinfos that stop at the same place share one read.
 */
final class UserinfoEnd {

  private final String text;
  private final boolean value;
  private int readFrom = -1; // the token read last: [readFrom, tokenEnd), its last '@'
  private int tokenEnd = -1;
  private int lastAt = -1;
  private int segmentSlash = -1; // the '/' whose segment was read last, and the '@' found there
  private int segmentAt = -1;

  /**
   * @param value {@code text} is one value (only a line break ends a token) rather than running
   *     text (white space, quotes and angle brackets end one too), as {@link SecretSpans#endsToken}
   */
  UserinfoEnd(String text, boolean value) {
    this.text = text;
    this.value = value;
  }

  /**
   * The {@code '@'} that ends the userinfo from {@code start} whose first {@code ':'} is at {@code
   * colon} and which stopped at {@code stop} with no {@code '@'} in [start, stop), or -1 when it
   * has none (a host and port, a path's {@code '@'}). A password that is no port number ({@code
   * u:p/q@h}, {@code u:p?q@h}) runs to the last {@code '@'} of the token, as a client that takes
   * the last {@code '@'} reads it; digits after the colon that look like a port, then a {@code
   * '/'}, {@code '?'} or {@code '#'}, make it a password only when a host follows a later {@code
   * '@'} ({@link #passwordWithSlash}: {@code admin:2024?Secret@db.example.com} was printed in
   * clear, while its normal form was masked). A placeholder named a port ({@code :${DB_PORT}}) ends the authority as
   * digits do.
   */
  int at(int start, int colon, int stop) {
    boolean port = portFollows(colon, stop);
    if (!port && !SecretValues.namesAPort(text, colon + 1, stop)) {
      return lastAt(stop);
    }
    if (port && stop < text.length() && "/?#".indexOf(text.charAt(stop)) >= 0) {
      return passwordWithSlash(start, colon, stop);
    }
    return -1;
  }

  // The last '@' of the token from an index on, or -1. A token ends where a URI ends
  // (SecretSpans.endsToken); every later index of the same token has the same last '@' (or none
  // past it), so each character is read once however many userinfos ask: no bound on the look-ahead.
  private int lastAt(int from) {
    if (from < readFrom || from >= tokenEnd) {
      readFrom = from;
      lastAt = -1;
      int i = from;
      while (i < text.length() && !SecretSpans.endsToken(text.charAt(i), value)) {
        if (text.charAt(i) == '@') {
          lastAt = i;
        }
        i++;
      }
      tokenEnd = Math.max(i, from + 1);
    }
    return lastAt >= from ? lastAt : -1;
  }

  // "https://admin:2024/Secret@db.example.com/": digits after the colon that look like a port, a
  // '/' (or a '?' or '#': "admin:2024?Secret@db.example.com") and a later '@' before a host name. A userinfo is a host and port only when its user is a
  // host ("www.google.com:443/x@evil.com"); else the password holds the '/', and the userinfo
  // ends at the last '@' of the segment after it (up to the next '/') that a host name follows,
  // as a client that takes the last '@' reads it. A later '@' changes nothing: one in the path
  // ("...@db.example.com/@5", found by fuzzing: it was taken as the userinfo's end, rejected, and
  // the password shown), the query or the fragment ("?q=@", "#@") has no host name after it, or
  // lies past the segment's '/'. The '@' of a path ("host:8080/users/@me", an npm scope
  // "registry:4873/@types/node", a version "h:8080/pkg@1.2.3") follows a '/' or is followed by
  // no host name. A host name ends at a delimiter ('\\' too, which WHATWG parsers read as '/')
  // or where a URI in running text would. Linear: a segment is read
  // once for all userinfos that stop at its '/', and each host name read stops at the next '@'.
  private int passwordWithSlash(int start, int colon, int slash) {
    if (HostLikeNames.looksLikeHost(text.substring(start, colon))) {
      return -1;
    }
    if (slash == segmentSlash) {
      return segmentAt;
    }
    int found = -1;
    int i = slash + 1;
    // After a '?' a parameter's '=' or '&' before the '@' makes it a query ("service:8080?mail=a@b.com").
    boolean query = text.charAt(slash) == '?';
    while (i < text.length() && text.charAt(i) != '/' && !SecretSpans.endsToken(text.charAt(i), value)) {
      if (query && (text.charAt(i) == '=' || text.charAt(i) == '&')) {
        break;
      }
      if (text.charAt(i) != '@') {
        i++;
        continue;
      }
      int at = i;
      int literalEnd = ipLiteralEnd(at + 1);
      int hostEnd = Math.max(at + 1, literalEnd);
      while (literalEnd < 0 && hostEnd < text.length() && "/\\?#:@".indexOf(text.charAt(hostEnd)) < 0
          && !SecretSpans.endsToken(text.charAt(hostEnd), false)) {
        hostEnd++;
      }
      if (text.charAt(at - 1) != '/' && (literalEnd > 0 || hostFollows(at + 1, hostEnd))) {
        found = at;
      }
      i = hostEnd;
    }
    segmentSlash = slash;
    segmentAt = found;
    return found;
  }

  // Whether [start, end) after an '@' reads as a host: a host name ("db.example.com", also an
  // internationalized one, "bücher.example.com", "exаmple.com" with a Cyrillic 'а': found by a
  // test of every rule's messages, its password was shown), or one label with a port
  // ("db:5432/"), which no version or tag after a path's '@' has ("pkg@next", "lodash@4" stay
  // paths).
  private boolean hostFollows(int start, int end) {
    String host = asciiLetters(start, end);
    if (HostLikeNames.looksLikeHost(host)) {
      return true;
    }
    // An address in hex ("0x7f.1", "0xC0A80001"), as resolvers read it: no version is written so
    // ("pkg@1.2.3" stays a path, though inet_aton reads it as an address too).
    if (InetAtonAddress.read(host).filter(InetAtonAddress::hex).isPresent()) {
      return true;
    }
    if (end == start || end >= text.length() || text.charAt(end) != ':') {
      return false;
    }
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (!(c < 0x80 && Character.isLetterOrDigit(c) || c == '-')) {
        return false;
      }
    }
    int portEnd = end + 1;
    while (portEnd < text.length() && portEnd - end <= 6 && text.charAt(portEnd) >= '0' && text.charAt(portEnd) <= '9') {
      portEnd++;
    }
    return portEnd > end + 1 && portEnd - end <= 6
        && (portEnd == text.length() || "/\\?#".indexOf(text.charAt(portEnd)) >= 0
            || SecretSpans.endsToken(text.charAt(portEnd), false));
  }

  // The end of an IP literal ("[::1]", "[fe80::1%25en0]", "[v1.x]") that starts at `start` and
  // ends where a host does, or -1. Reads no further than its ']' or the char that ends it.
  private int ipLiteralEnd(int start) {
    if (start >= text.length() || text.charAt(start) != '[') {
      return -1;
    }
    int i = start + 1;
    boolean colon = false;
    while (i < text.length() && text.charAt(i) != ']') {
      char c = text.charAt(i);
      if (c == '/' || c == '@' || c == '[' || SecretSpans.endsToken(c, false)) {
        return -1;
      }
      colon |= c == ':';
      i++;
    }
    if (i >= text.length() || !colon && text.charAt(start + 1) != 'v') {
      return -1; // an IPv6 address holds a ':', an IPvFuture starts with 'v'
    }
    int end = i + 1;
    return end == text.length() || ":/\\?#".indexOf(text.charAt(end)) >= 0 || SecretSpans.endsToken(text.charAt(end), false)
        ? end : -1;
  }

  // [start, end) with each non-ASCII letter or digit read as an ASCII letter: a host name's
  // Unicode labels are letters to the question whether it reads as a host.
  private String asciiLetters(int start, int end) {
    StringBuilder out = null;
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (c >= 0x80 && Character.isLetterOrDigit(c)) {
        if (out == null) {
          out = new StringBuilder(text.substring(start, end));
        }
        out.setCharAt(i - start, 'x');
      }
    }
    return out == null ? text.substring(start, end) : out.toString();
  }

  /** Whether ":digits" fills [colon, end) of {@code text}: then an '@' after end is in the path. */
  static boolean portFollows(String text, int colon, int end) {
    for (int i = colon + 1; i < end; i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  private boolean portFollows(int colon, int end) {
    return portFollows(text, colon, end);
  }
}
