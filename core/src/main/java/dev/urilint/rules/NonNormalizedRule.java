package dev.urilint.rules;

import dev.urilint.candidate.Candidate;
import dev.urilint.candidate.MaskedRendering;
import dev.urilint.candidate.Trait;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Usage;
import dev.urilint.scheme.Scheme;
import dev.urilint.scheme.SchemeRegistry;
import dev.urilint.uri.Normalizer;
import dev.urilint.uri.ParseResult;
import dev.urilint.uri.PercentEncoding;
import dev.urilint.uri.PercentTriplets;
import dev.urilint.uri.Span;
import dev.urilint.uri.UriChars;
import dev.urilint.uri.UriParser;
import dev.urilint.uri.UriReference;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A URI that is not in normal form: an upper-case scheme or host, lower-case hex in a
 * percent-encoding, an encoded unreserved character ({@code %41} for {@code A}), dot-segments in
 * an absolute URI, a default port ({@code http://a:80/}), an empty port ({@code http://a:/}).
 *
 * <p>Two steps of §6.2.3 are left out because a consumer can tell the difference, and a safe fix
 * must keep what every consumer does: an empty path is not written {@code /} ({@code
 * http://config:8888} is a base URL that paths are appended to, and {@code http://config:8888/}
 * makes {@code //app/default} of them), and dot-segments stay in anything that is no absolute URI
 * ({@code /../build/checkstyle.xml} is a Maven plugin's file location, not a reference to resolve).
 *
 * <p>RFC 3986 §6.2.2.1: "For all URIs, the hexadecimal digits within a percent-encoding triplet
 * (e.g., "%3a" versus "%3A") are case-insensitive and therefore should be normalized to use
 * uppercase letters for the digits A-F." §6.2.2.2: "URIs should be normalized by decoding any
 * percent-encoded octet that corresponds to an unreserved character". §6.2.3: "Normalization
 * should not remove delimiters when their associated component is empty unless licensed to do so
 * by the scheme specification. For example, the URI "http://example.com/?" cannot be assumed to be
 * equivalent to any of the examples above. Likewise, the presence or absence of delimiters within
 * a userinfo subcomponent is usually significant to its interpretation." and "URI producers and
 * normalizers should omit the port component and its ":" delimiter if port is empty or if its
 * value would be the same as that of the scheme's default."
 *
 * <p>The normal form is {@link Normalizer}'s. The finding names each step that changes the string
 * and shows the masked normal form; the fix rewrites the changed components only, so
 * placeholders elsewhere survive. A component a placeholder touches is left alone, and an
 * identifier ({@link Usage#IDENTIFIER}: an XML namespace, compared character by character) is
 * never reported: normalizing it would name something else.
 */
public final class NonNormalizedRule implements Rule {

  /** One changed component: where it is in the input, its normal text, and why it changed. */
  private record Hunk(Span span, String replacement, List<String> steps) {}

  @Override
  public Set<Trait> triggers() {
    return Set.of(Trait.MAY_NOT_BE_NORMAL);
  }

  @Override
  public RuleId id() {
    return RuleId.NON_NORMALIZED;
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    if (!candidate.context().usage().checks(id()) || candidate.reference().isEmpty()) {
      return List.of();
    }
    UriReference uri = candidate.reference().get();
    if (!mayChange(candidate, uri) || lacksItsHost(candidate, uri) || isOrigin(candidate.context())) {
      return List.of();
    }
    String normal = Normalizer.normalize(uri);
    if (normal.equals(candidate.neutralized())
        || !(UriParser.parse(normal) instanceof ParseResult.Parsed parsed)) {
      return List.of();
    }
    List<Hunk> hunks = new ArrayList<>();
    for (Hunk hunk : hunks(candidate, uri, parsed.reference())) {
      if (!candidate.isTemplated(hunk.span())) {
        hunks.add(hunk);
      }
    }
    if (hunks.isEmpty()) {
      return List.of();
    }
    Fix fix = fix(candidate.input(), hunks);
    String normalForm = MaskedRendering.quote(fix.applyTo(candidate.input()));
    Set<String> steps = new LinkedHashSet<>();
    hunks.forEach(h -> steps.addAll(h.steps()));
    String message =
        String.format(
            "'%s' is not in normal form (RFC 3986 §6.2.2, §6.2.3): %s; normal form: '%s'",
            candidate.shown(), String.join(", ", steps), normalForm);
    Span span = fix.span().length() > 0 ? fix.span() : new Span(0, candidate.input().length());
    Fix shown = Fix.safe(fix.span(), fix.replacement(), "rewrite as '" + normalForm + "'");
    return List.of(new Finding(id(), id().defaultSeverity(), message, span, Optional.of(shown)));
  }

  // A key whose last word is "origin(s)" (allowed-origins, CORS_ORIGIN) holds web origins, which
  // RFC 6454 §6.2 serializes without a path: RFC 3986's normal form would add a '/' they must not
  // have, so it is not proposed.
  private static boolean isOrigin(Context context) {
    return context.keyEndsWith(ORIGIN_WORDS);
  }

  private static final List<String> ORIGIN_WORDS = List.of("origin", "origins");

  // "https://" is missing-host's error; its "normal form" https:/// would only add noise.
  private static boolean lacksItsHost(Candidate candidate, UriReference uri) {
    return uri.hostSpan().filter(h -> h.length() == 0).isPresent()
        && candidate.schemeFacts().needsHost();
  }

  // A screen before Normalizer builds a string. The trigger (Trait.MAY_NOT_BE_NORMAL) only says
  // that something may change ("a port"); this says whether it does ("the default port"),
  // cheapest questions first, on the shared lower-case scheme: no substring, no case conversion.
  private static boolean mayChange(Candidate candidate, UriReference uri) {
    String text = candidate.neutralized();
    String scheme = candidate.scheme();
    if (!text.startsWith(scheme) || candidate.hostHasUpperCase()) {
      return true; // an upper-case letter in the scheme or the host
    }
    if (candidate.contains('%') && PercentTriplets.hasTripletToNormalize(text)) {
      return true;
    }
    if (uri.portSpan().isPresent()) {
      Span port = uri.portSpan().get();
      if (port.length() == 0 || candidate.schemeFacts().isDefaultPort(text, port.start(), port.end())) {
        return true;
      }
    }
    Span path = uri.pathSpan();
    if (path.length() == 0) {
      return false; // an empty path stays empty: see hunks
    }
    // "%2E" segments were caught with the other triplets; dot-segments are removed from an
    // absolute URI only (see hunks).
    return candidate.hasDotSegment() && uri.schemeSpan().isPresent();
  }

  // Component by component, in input order: what the normal form writes differently.
  private static List<Hunk> hunks(Candidate candidate, UriReference uri, UriReference normal) {
    List<Hunk> hunks = new ArrayList<>();
    String input = candidate.input();
    compare(input, uri.schemeSpan(), normal.scheme(), List.of("lower-case the scheme"), hunks);
    if (uri.userinfoSpan().isPresent()) {
      compare(input, uri.userinfoSpan(), normal.userinfo(), percentSteps(uri.userinfo().get()), hunks);
    }
    if (uri.hostSpan().isPresent()) {
      String host = candidate.text(uri.hostSpan().get());
      List<String> steps = new ArrayList<>();
      if (!PercentTriplets.withoutTriplets(host).equals(PercentTriplets.withoutTriplets(host).toLowerCase(Locale.ROOT))) {
        if (!hostIsCaseInsensitive(candidate)) {
          return List.of(); // "queue://TEST": a name whose case may matter, left as written
        }
        steps.add("lower-case the host");
      }
      steps.addAll(percentSteps(host));
      compare(input, uri.hostSpan(), normal.host(), steps, hunks);
    }
    if (uri.portSpan().isPresent() && normal.portSpan().isEmpty()) {
      Span port = uri.portSpan().get();
      if (port.length() == 0 && port.end() == input.length()) {
        return List.of(); // "http://localhost:": a prefix that a port is appended to
      }
      String step = port.length() == 0 ? "drop the empty port ':'" : "drop the default port :" + candidate.text(port);
      hunks.add(new Hunk(new Span(port.start() - 1, port.end()), "", List.of(step)));
    }
    Span path = uri.pathSpan();
    // An empty path is left empty, though RFC 3986 §6.2.3 writes it '/' for http: a base URL
    // (Spring Cloud Config's uri, a Feign or WebClient base URL, a gateway route) gets paths
    // appended, and "http://config:8888/" + "/app/default" asks for "//app/default".
    if (path.length() > 0 && hierarchical(uri, candidate.text(path))) {
      String text = candidate.text(path);
      List<String> steps = new ArrayList<>(percentSteps(text));
      boolean dots = uri.schemeSpan().isPresent() && hasDotSegment(text);
      if (dots) {
        steps.add("remove dot-segments");
      }
      // Dot-segments leave a relative reference only when it is resolved against its base: a
      // Maven plugin's <configLocation>/../build/checkstyle.xml</configLocation> is a file path
      // that a resolved "/build/checkstyle.xml" breaks. Its percent-encodings are still normalized.
      String normalPath = dots ? normal.path() : PercentEncoding.uppercaseHex(PercentEncoding.decodeUnreserved(text));
      compare(input, Optional.of(path), Optional.of(normalPath), steps, hunks);
    } else if (path.length() > 0 && !percentSteps(candidate.text(path)).isEmpty()) {
      compare(input, Optional.of(path), Optional.of(normal.path()), percentSteps(candidate.text(path)), hunks);
    }
    compare(input, uri.querySpan(), normal.query(), percentSteps(uri.query().orElse("")), hunks);
    compare(input, uri.fragmentSpan(), normal.fragment(), percentSteps(uri.fragment().orElse("")), hunks);
    return hunks;
  }

  // RFC 3986 §6.2.2.1 makes a host case-insensitive, but a scheme whose host is no network
  // address (queue://TEST, vm://Broker) or one urilint does not know may give it meaning.
  private static boolean hostIsCaseInsensitive(Candidate candidate) {
    if (candidate.scheme().isEmpty()) {
      return true; // "//Example.com/a": a network-path reference takes a web page's scheme
    }
    Scheme facts = candidate.schemeFacts();
    return facts != SchemeRegistry.UNKNOWN && facts.host().isNetworkAddress();
  }

  // "http://%s:%d%s", "http://localhost:${PORT}${PATH}": a placeholder that runs into the empty
  // path may supply it. One that is exactly the host or the port ("http://${HOST}") does not.
  private static boolean followsPlaceholder(Candidate candidate, UriReference uri, int index) {
    for (Span p : candidate.placeholders()) {
      if (p.end() == index && !p.equals(uri.hostSpan().orElse(null)) && !p.equals(uri.portSpan().orElse(null))) {
        return true;
      }
    }
    return false;
  }

  // Dot-segments are reported in a path that starts with "/" (or follows an authority) only. A
  // relative-path reference ("../a") needs them until it is resolved, and a rootless path after a
  // scheme ("file:./config/", Spring's resource prefix) means the same with or without them.
  private static boolean hierarchical(UriReference uri, String path) {
    return uri.hasAuthority() || path.startsWith("/");
  }

  private static void compare(
      String input, Optional<Span> span, Optional<String> normal, List<String> steps, List<Hunk> hunks) {
    if (span.isEmpty() || normal.isEmpty() || span.get().of(input).equals(normal.get())) {
      return;
    }
    hunks.add(new Hunk(span.get(), normal.get(), steps.isEmpty() ? List.of("normalize") : steps));
  }

  // Why the percent-encodings of a component change: lower-case hex, encoded unreserved.
  private static List<String> percentSteps(String text) {
    List<String> steps = new ArrayList<>(2);
    for (int i = text.indexOf('%'); i >= 0 && i + 2 < text.length(); i = text.indexOf('%', i + 1)) {
      String triplet = text.substring(i, i + 3);
      int value = PercentTriplets.octetAt(triplet, 0);
      if (value < 0) {
        continue;
      }
      if (UriChars.isUnreserved(value)) {
        String step = "decode " + triplet + " to '" + (char) value + "'";
        if (steps.stream().noneMatch(s -> s.startsWith("decode"))) {
          steps.add(step);
        }
      } else if (!triplet.equals(triplet.toUpperCase(Locale.ROOT))
          && steps.stream().noneMatch(s -> s.startsWith("upper-case"))) {
        steps.add("upper-case the hex digits of " + triplet);
      }
    }
    return steps;
  }

  private static boolean hasDotSegment(String path) {
    for (String segment : path.split("/", -1)) {
      String s = segment.replace("%2E", ".").replace("%2e", ".");
      if (s.equals(".") || s.equals("..")) {
        return true;
      }
    }
    return false;
  }

  // One fix over the changed components; the text between them (placeholders too) is kept.
  private static Fix fix(String input, List<Hunk> hunks) {
    int start = hunks.get(0).span().start();
    int end = hunks.get(hunks.size() - 1).span().end();
    StringBuilder replacement = new StringBuilder();
    int at = start;
    for (Hunk hunk : hunks) {
      replacement.append(input, at, hunk.span().start()).append(hunk.replacement());
      at = hunk.span().end();
    }
    return Fix.safe(new Span(start, end), replacement.toString(), "rewrite in normal form");
  }
}
