package dev.urilint.uri;

/**
 * Splits a string into the five components of RFC 3986 the way Appendix B does: scheme up to the
 * first {@code ":"} (when it comes before any {@code "/?#"}), authority after {@code "//"} up to
 * the next {@code "/?#"}, path up to {@code "?"} or {@code "#"}, query up to {@code "#"}, fragment
 * to the end. For a string that matched the grammar this split is exact; for any other string it
 * is the best guess of what the writer meant, which is what the violation collector needs.
 *
 * <pre>{@code
 * Components c = Components.split("http://u@h:80/p?q#f", true);
 * c.hostStart();  // 9
 * c.portStart();  // 11
 * }</pre>
 *
 * <p>Every boundary is an index into the input; {@code -1} marks an absent component.
 */
record Components(
    String input,
    int schemeEnd,
    int authorityStart,
    int authorityEnd,
    int userinfoEnd,
    int hostStart,
    int hostEnd,
    int portStart,
    int pathStart,
    int pathEnd,
    int queryStart,
    int fragmentStart) {

  /**
   * Splits {@code s}; with {@code allowScheme == false} (a relative-ref) a leading {@code
   * "name:"} stays part of the path.
   */
  static Components split(String s, boolean allowScheme) {
    int end = s.length();
    int schemeEnd = allowScheme ? schemeColon(s) : -1;
    int p = schemeEnd + 1;
    int authorityStart = -1;
    int authorityEnd = -1;
    int userinfoEnd = -1;
    int hostStart = -1;
    int hostEnd = -1;
    int portStart = -1;
    if (p + 1 < end && s.charAt(p) == '/' && s.charAt(p + 1) == '/') {
      authorityStart = p + 2;
      authorityEnd = authorityStart;
      for (char c; authorityEnd < end && !Authority.endsAuthority(c = s.charAt(authorityEnd));
          authorityEnd++) {
        if (c == '@' && userinfoEnd < 0) {
          userinfoEnd = authorityEnd;
        }
      }
      hostStart = userinfoEnd >= 0 ? userinfoEnd + 1 : authorityStart;
      hostEnd = hostEnd(s, hostStart, authorityEnd);
      portStart = hostEnd < authorityEnd && s.charAt(hostEnd) == ':' ? hostEnd + 1 : -1;
      p = authorityEnd;
    }
    // String.indexOf is a vectorised intrinsic: two of them beat one loop testing two chars.
    int hash = s.indexOf('#', p);
    int question = s.indexOf('?', p);
    int pathEnd = hash < 0 ? end : hash;
    if (question >= 0 && question < pathEnd) {
      pathEnd = question;
    }
    int queryStart = pathEnd < end && s.charAt(pathEnd) == '?' ? pathEnd + 1 : -1;
    int fragmentHash = hash;
    int fragmentStart = fragmentHash >= 0 ? fragmentHash + 1 : -1;
    return new Components(
        s,
        schemeEnd,
        authorityStart,
        authorityEnd,
        userinfoEnd,
        hostStart,
        hostEnd,
        portStart,
        p,
        pathEnd,
        queryStart,
        fragmentStart);
  }

  /** The index of the colon ending a scheme-like prefix ({@code [^:/?#]+ ":"}), or -1. */
  private static int schemeColon(String s) {
    for (int k = 0; k < s.length(); k++) {
      char c = s.charAt(k);
      if (c == ':') {
        return k > 0 ? k : -1;
      }
      if (c == '/' || c == '?' || c == '#') {
        return -1;
      }
    }
    return -1;
  }

  /** The end of the host: after {@code "]"} for an IP-literal, else at the first {@code ":"}. */
  private static int hostEnd(String s, int start, int authorityEnd) {
    boolean literal = start < authorityEnd && s.charAt(start) == '[';
    for (int k = start; k < authorityEnd; k++) {
      char c = s.charAt(k);
      if (literal ? c == ']' : c == ':') {
        return literal ? k + 1 : k;
      }
    }
    return authorityEnd;
  }

  /** The end of the query: before {@code "#"} or at the end. */
  int queryEnd() {
    return fragmentStart >= 0 ? fragmentStart - 1 : input.length();
  }

  /** The end of the port (the authority's end). */
  int portEnd() {
    return authorityEnd;
  }

  /** The components as a {@link UriReference}; only for a string that matched the grammar. */
  UriReference toReference() {
    return new UriReference(
        input(), schemeEnd(), hostStart(), hostEnd(), pathStart(), pathEnd(), fragmentStart(),
        Chars3986.recordedIn(input(), hostStart(), hostEnd()));
  }
}
