package dev.urilint.rules;

import dev.urilint.candidate.Candidate;
import dev.urilint.candidate.Trait;
import dev.urilint.hosts.HostLocator;
import dev.urilint.hosts.InetAtonAddress;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.uri.HostKind;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A host that RFC 3986 reads as a registered name but resolvers read as an IPv4 address:
 * hexadecimal ({@code 0x7f.0.0.1}), octal ({@code 0177.0.0.1}), a 32-bit integer ({@code
 * 2130706433}), a short form ({@code 127.1}, {@code 10.1.2}), a mix of them, a trailing dot, or a
 * percent-encoded address.
 *
 * <p>RFC 3986 §7.4: "Although the URI syntax for IPv4address only allows the common dotted-decimal
 * form of IPv4 address literal, many implementations that process URIs make use of
 * platform-dependent system routines, such as gethostbyname() and inet_aton(), to translate the
 * string literal to an actual IP address. Unfortunately, such system routines often allow and
 * process a much larger set of formats than those described in Section 3.2.2." and "URI producers
 * should use IPv4 addresses that conform to the dotted-decimal syntax." An allow-list or SSRF
 * filter that compares strings sees a name; the socket reaches the address.
 *
 * <p>The finding says which address is reached ({@code 0x7f.1} is 127.0.0.1); the fix writes it
 * in dotted-decimal. Names with a non-numeric label ({@code 1password.com}, {@code v1.api},
 * {@code 123.example.com}) are never reported; {@code 1.2.3} is, because inet_aton reads it as
 * 1.2.0.3. IP literals ({@code [::ffff:7f00:1]}) are not checked. A templated host is skipped, and
 * so is the host of a scheme whose host is no network address (the scheme registry's {@code
 * HostRole.NAME}: {@code vm://0} names an in-VM broker, {@code bundle://7.0:1/} an OSGi bundle).
 * A scheme urilint does not know is read as naming a server, as nearly all custom schemes with an
 * authority do ({@code myrpc://0x7f.1:9000}).
 */
public final class RareIpFormatRule implements Rule {

  @Override
  public RuleId id() {
    return RuleId.RARE_IP_FORMAT;
  }

  @Override
  public Set<Trait> triggers() {
    return Set.of(Trait.HOST_MAY_BE_NUMERIC);
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    Optional<Span> host0 =
        candidate.authorityReference().isPresent()
            ? candidate.authorityReference().get().hostSpan()
            : candidate.located().map(HostLocator.Located::host);
    if (host0.isEmpty()) {
      return List.of();
    }
    Span hostSpan = host0.get();
    if (!mayBeNumeric(candidate.input(), hostSpan)) {
      return List.of(); // "example.com": a name ending in a letter that is no hex digit
    }
    if (!candidate.schemeFacts().host().isNetworkAddress() && !candidate.hasNestedAuthority()) {
      return List.of(); // "vm://0": an in-VM broker's id, never resolved
    }
    String host = candidate.text(hostSpan);
    if (host.isEmpty() || host.startsWith("[") || candidate.isTemplated(hostSpan)) {
      return List.of();
    }
    if (candidate.authorityReference().flatMap(uri -> uri.hostKind()).filter(k -> k != HostKind.REG_NAME).isPresent()) {
      return List.of();
    }
    String decoded = percentDecoded(host);
    Optional<InetAtonAddress> address = InetAtonAddress.read(decoded);
    if (address.isEmpty() || address.get().isCanonical() && decoded.equals(host)) {
      return List.of();
    }
    String dotted = address.get().dotted();
    String message =
        String.format(
            "host '%s' is %s written as %s; RFC 3986 reads a registered name, but inet_aton-style"
                + " resolvers and browsers connect to %s (RFC 3986 §7.4): write %s",
            host, dotted, describe(address.get(), !decoded.equals(host)), dotted, dotted);
    Fix fix = Fix.unsafe(hostSpan, dotted, "write the host as " + dotted);
    return List.of(new Finding(id(), id().defaultSeverity(), message, hostSpan, Optional.of(fix)));
  }

  // inet_aton needs the last part to be a number: a last character other than a hex digit (or a
  // trailing dot after one, or the end of an escape) rules that out without copying the host.
  private static boolean mayBeNumeric(String input, Span host) {
    int last = host.end() - 1;
    if (last > host.start() && input.charAt(last) == '.') {
      last--;
    }
    return last >= host.start() && hex(input.charAt(last)) >= 0;
  }

  private static String describe(InetAtonAddress address, boolean percentEncoded) {
    List<String> forms = new ArrayList<>(address.forms());
    if (percentEncoded) {
      forms.add(0, "percent-encoded text");
    }
    return String.join(" and ", forms);
  }

  // Resolvers see the decoded host (WHATWG URL §3.5 decodes before its IPv4 parser); a
  // malformed escape leaves the text as it is.
  private static String percentDecoded(String host) {
    if (host.indexOf('%') < 0) {
      return host;
    }
    StringBuilder out = new StringBuilder(host.length());
    for (int i = 0; i < host.length(); i++) {
      char c = host.charAt(i);
      if (c == '%' && i + 2 < host.length() && hex(host.charAt(i + 1)) >= 0 && hex(host.charAt(i + 2)) >= 0) {
        out.append((char) (hex(host.charAt(i + 1)) * 16 + hex(host.charAt(i + 2))));
        i += 2;
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  private static int hex(char c) {
    return c < 128 ? Character.digit(c, 16) : -1;
  }
}
