package dev.urilint.rules;

import dev.urilint.candidate.Candidate;
import dev.urilint.candidate.Trait;
import dev.urilint.hosts.HostLocator;
import dev.urilint.lint.Finding;
import dev.urilint.lint.RuleId;
import dev.urilint.uri.Span;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A port above 65535: {@code http://example.com:80800/}, {@code https://a:0000070000/}.
 *
 * <p>RFC 3986 §3.2.3 allows any digits ({@code port = *DIGIT}) and leaves the meaning to the
 * scheme: "The type of port designated by the port number (e.g., TCP, UDP, SCTP) is defined by
 * the URI scheme." Every transport such a scheme names has 16-bit ports; RFC 9293 §3.1: "Source
 * Port: 16 bits" and "Destination Port: 16 bits". A larger number cannot be reached: clients
 * reject it, and some truncate it silently to another port.
 *
 * <p>Leading zeros do not count ({@code :0080} is port 80), and a digit string of any length is
 * read without overflow. An empty port ({@code http://a:/}) is {@code non-normalized}'s; a port
 * with other characters is {@code malformed-uri}'s; a templated port is skipped.
 */
public final class InvalidPortRule implements Rule {

  private static final int MAX_PORT = 65_535;
  private static final int SHOWN_DIGITS = 12;

  @Override
  public RuleId id() {
    return RuleId.INVALID_PORT;
  }

  @Override
  public Set<Trait> triggers() {
    return Set.of(Trait.PORT);
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    if (candidate.authorityReference().filter(uri -> uri.portSpan().isEmpty()).isPresent()) {
      return List.of(); // most URIs have no port
    }
    Optional<Span> portSpan = candidate.located().flatMap(HostLocator.Located::port);
    if (portSpan.isEmpty() || portSpan.get().length() == 0 || candidate.isTemplated(portSpan.get())) {
      return List.of();
    }
    String port = candidate.text(portSpan.get());
    if (!isDigits(port) || fitsIn16Bits(port)) {
      return List.of();
    }
    String message =
        String.format(
            "port %s in '%s' is above %d, the largest TCP/UDP port (RFC 9293 §3.1); no client can"
                + " connect to it",
            shown(port), candidate.shown(), MAX_PORT);
    return List.of(new Finding(id(), id().defaultSeverity(), message, portSpan.get(), Optional.empty()));
  }

  private static boolean isDigits(String port) {
    for (int i = 0; i < port.length(); i++) {
      if (port.charAt(i) < '0' || port.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }

  // Compares by length after the leading zeros first, so 10^40 never overflows an int.
  private static boolean fitsIn16Bits(String digits) {
    int first = 0;
    while (first < digits.length() - 1 && digits.charAt(first) == '0') {
      first++;
    }
    String significant = digits.substring(first);
    return significant.length() < 5
        || significant.length() == 5 && Integer.parseInt(significant) <= MAX_PORT;
  }

  private static String shown(String port) {
    return port.length() <= SHOWN_DIGITS
        ? port
        : port.substring(0, SHOWN_DIGITS) + "… (" + port.length() + " digits)";
  }
}
