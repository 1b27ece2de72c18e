package dev.urilint.rules;

import dev.urilint.candidate.Candidate;
import dev.urilint.candidate.Trait;
import dev.urilint.lint.BoundedFindings;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.uri.HostKind;
import dev.urilint.uri.Span;
import dev.urilint.uri.UriChars;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A percent-encoding that was encoded twice: {@code %25} followed by two hex digits ({@code
 * %2520} is an encoded {@code %20}, so the server sees the three characters {@code %20}, not a
 * space).
 *
 * <p>RFC 3986 §2.4: <em>"Implementations must not percent-encode or decode the same string more
 * than once, as decoding an already decoded string might lead to misinterpreting a percent data
 * octet as the beginning of a percent-encoding, or vice versa in the case of percent-encoding an
 * already percent-encoded string."</em>
 *
 * <p>Reported: {@code %25} + two hex digits anywhere ({@code /a%2520b}, {@code ?q=%252F}). Not
 * reported: {@code %25} alone or before non-hex ({@code 100%25}, {@code %25zz}), an IPv6 zone id
 * ({@code [fe80::1%25eth0]}), templated parts. Fix: decode once ({@code %2520} → {@code %20}).
 */
public final class DoubleEncodingRule implements Rule {

  @Override
  public RuleId id() {
    return RuleId.DOUBLE_ENCODING;
  }

  @Override
  public Set<Trait> triggers() {
    return Set.of(Trait.PERCENT_SIGN);
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    String input = candidate.input();
    if (!candidate.contains('%')) {
      return List.of();
    }
    int percent = input.indexOf("%25");
    if (percent < 0) {
      return List.of();
    }
    Optional<Span> ipLiteral =
        candidate.reference()
            .filter(r -> r.hostKind().filter(k -> k == HostKind.IPV6 || k == HostKind.IPV_FUTURE).isPresent())
            .flatMap(r -> r.hostSpan());
    // A zone id in an IP literal that the parser rejected ("[fe80::1%25eth0]" without zone ids).
    int open = input.indexOf('[');
    int close = open < 0 ? -1 : input.indexOf(']', open);
    BoundedFindings findings = new BoundedFindings();
    for (; percent >= 0; percent = input.indexOf("%25", percent + 1)) {
      Span span = new Span(percent, Math.min(percent + 5, input.length()));
      if (span.length() < 5
          || !UriChars.isHexDigit(input.charAt(percent + 3))
          || !UriChars.isHexDigit(input.charAt(percent + 4))
          || candidate.isTemplated(span)
          || ipLiteral.filter(ip -> ip.contains(span.start())).isPresent()
          || open < percent && percent < close) {
        continue;
      }
      findings.offer(id(), () -> finding(input, span));
    }
    return findings;
  }

  private Finding finding(String input, Span span) {
    int percent = span.start();
    String once = "%" + input.substring(percent + 3, percent + 5).toUpperCase(Locale.ROOT);
    String twice = span.of(input);
    return new Finding(
        id(),
        id().defaultSeverity(),
        "'"
            + twice
            + "' at index "
            + percent
            + " is percent-encoded twice: '%25' encodes the '%' of '"
            + once
            + "', so the receiver gets the text '"
            + once
            + "', not the octet it encodes; decode it once to '"
            + once
            + "' (RFC 3986 §2.4)",
        span,
        Optional.of(Fix.safe(span, once, "decode '" + twice + "' once to '" + once + "'")));
  }
}
