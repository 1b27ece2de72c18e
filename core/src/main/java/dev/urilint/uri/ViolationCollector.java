package dev.urilint.uri;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Finds every violation in a string, not just the first. The first comes from the recogniser
 * ({@link UriGrammar#check}), so its index is exactly what {@link UriParser#validate} returns.
 * The rest come from checking each component of the Appendix B split ({@link Components}) on its
 * own: after a violation the check resynchronises at the next delimiter of the component ({@code
 * "/"} in a path, {@code "&"}, {@code ";"} or {@code "="} in a query or fragment, {@code "."} in
 * a host, {@code ":"} in the userinfo), so one mistake gives one violation and a user fixing a
 * config file sees every place at once.
 *
 * <pre>{@code
 * ViolationCollector.collect("h ttp://a/b c?d e", ParseOptions.DEFAULT);   // indexes 1, 11, 15
 * }</pre>
 */
final class ViolationCollector {

  /** At most this many violations per string; more means the string is not meant as a URI. */
  static final int LIMIT = UriParser.MAX_VIOLATIONS;

  private final String s;
  private final ParseOptions options;
  private final int first;
  private final List<Violation> found;

  private ViolationCollector(String s, ParseOptions options, int first, List<Violation> found) {
    this.s = s;
    this.options = options;
    this.first = first;
    this.found = found;
  }

  /** Every violation of {@code s} read as {@code options.target()}, leftmost first. */
  static List<Violation> collect(String s, ParseOptions options) {
    long failure = UriGrammar.check(s, options.target(), options.zoneIds());
    if (!Match.failed(failure)) {
      return List.of();
    }
    int first = Match.index(failure);
    List<Violation> found = new ArrayList<>();
    found.add(ViolationMessages.describe(s, first, Match.rule(failure)));
    new ViolationCollector(s, options, first, found).checkComponents();
    // Components are checked in order, but a relative path's colon check and its character
    // check interleave; sort, and keep one violation per index.
    found.sort(Comparator.comparingInt(Violation::index));
    List<Violation> distinct = new ArrayList<>(found.size());
    for (Violation v : found) {
      if (distinct.isEmpty() || distinct.get(distinct.size() - 1).index() != v.index()) {
        distinct.add(v);
      }
    }
    return List.copyOf(distinct);
  }

  private void checkComponents() {
    GrammarRule target = options.target();
    boolean relative = target == GrammarRule.RELATIVE_REF;
    Components c = Components.split(s, !relative);
    boolean schemeRequired = target == GrammarRule.URI || target == GrammarRule.ABSOLUTE_URI;
    if (c.schemeEnd() >= 0) {
      checkScheme(c.schemeEnd());
    } else if (schemeRequired) {
      report(0, GrammarRule.SCHEME);
    }
    if (c.authorityStart() >= 0) {
      checkAuthority(c);
    } else if (c.schemeEnd() < 0 && !schemeRequired) {
      checkFirstSegment(c.pathStart(), c.pathEnd());
    }
    run(c.pathStart(), c.pathEnd(), Chars3986.PCHAR, "/", GrammarRule.SEGMENT);
    if (c.queryStart() >= 0) {
      run(c.queryStart(), c.queryEnd(), Chars3986.QUERY, "&;=", GrammarRule.QUERY);
    }
    if (c.fragmentStart() >= 0) {
      if (target == GrammarRule.ABSOLUTE_URI) {
        report(c.fragmentStart() - 1, GrammarRule.ABSOLUTE_URI);
      }
      run(c.fragmentStart(), s.length(), Chars3986.QUERY, "&;=", GrammarRule.FRAGMENT);
    }
  }

  private void checkScheme(int end) {
    long r = UriGrammar.scheme(s, 0, end);
    if (Match.failed(r)) {
      report(Match.index(r), GrammarRule.SCHEME);
    } else if (r < end) {
      report((int) r, GrammarRule.SCHEME);
    }
  }

  private void checkAuthority(Components c) {
    if (c.userinfoEnd() >= 0) {
      run(c.authorityStart(), c.userinfoEnd(), Chars3986.USERINFO, "", GrammarRule.USERINFO);
    }
    int hostStart = c.hostStart();
    int hostEnd = c.hostEnd();
    if (hostStart < hostEnd && s.charAt(hostStart) == '[') {
      long r = IpLiteral.ipLiteral(s, hostStart, hostEnd, options.zoneIds());
      if (Match.failed(r)) {
        report(Match.index(r), Match.rule(r));
      }
    } else {
      run(hostStart, hostEnd, Chars3986.REG_NAME, ".", GrammarRule.HOST);
    }
    if (hostEnd < c.authorityEnd() && s.charAt(hostEnd) != ':') {
      report(hostEnd, GrammarRule.HOST);
    } else if (c.portStart() >= 0) {
      int p = (int) Port.port(s, c.portStart(), c.portEnd());
      if (p < c.portEnd()) {
        report(p, GrammarRule.PORT);
      }
    }
  }

  /** A relative path's first segment may not hold a colon (it would read as a scheme). */
  private void checkFirstSegment(int start, int end) {
    for (int k = start; k < end && s.charAt(k) != '/'; k++) {
      if (s.charAt(k) == ':') {
        report(k, GrammarRule.SEGMENT_NZ_NC);
        return;
      }
    }
  }

  /**
   * {@code *( chars / pct-encoded )} over {@code s[start, end)}, reporting each bad character or
   * escape and then skipping to the next of {@code delimiters}.
   */
  private void run(int start, int end, Chars3986.Mask chars, String delimiters, GrammarRule rule) {
    int p = start;
    while (p < end && found.size() < LIMIT) {
      char c = s.charAt(p);
      if (chars.contains(c) || delimiters.indexOf(c) >= 0) {
        p++;
        continue;
      }
      if (c == '%') {
        long r = PercentEncoded.pctEncoded(s, p, end);
        if (!Match.failed(r)) {
          p = (int) r;
          continue;
        }
        report(Match.index(r), GrammarRule.PCT_ENCODED);
      } else {
        report(p, rule);
      }
      p++;
      while (p < end && delimiters.indexOf(s.charAt(p)) < 0) {
        p++;
      }
    }
  }

  /** Records a violation after the first one; earlier indexes are artefacts of the split. */
  private void report(int index, GrammarRule rule) {
    if (index > first && found.size() < LIMIT) {
      found.add(ViolationMessages.describe(s, index, rule));
    }
  }
}
