package dev.urilint.rules;

import dev.urilint.candidate.Candidate;
import dev.urilint.candidate.Trait;
import dev.urilint.hosts.LocalHosts;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Usage;
import dev.urilint.scheme.Scheme;
import dev.urilint.uri.Span;
import dev.urilint.uri.UriReference;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * An unencrypted scheme ({@code http}, {@code ws}, {@code ftp}, {@code telnet}, {@code ldap}) to a
 * host that is not local, where the string is used to reach a resource.
 *
 * <p>RFC 3986 §7: <em>"as URIs are often used to provide a compact set of instructions for access
 * to network resources, care must be taken to properly interpret the data within a URI, to
 * prevent that data from causing unintended access, and to avoid including data that should not
 * be revealed in plain text."</em> The schemes named here send everything, credentials included,
 * in plain text (RFC 9110 §4.2.2 defines {@code https} as the secured {@code http}).
 *
 * <p>Only in the {@link Usage#LOCATOR} context: an XML namespace, a schema location or a DTD id
 * ({@link Usage#IDENTIFIER}) is a name, never fetched, and a license URL ({@link Usage#LINK}) is
 * clicked by a reader, its {@code http://} the license's canonical spelling. Not reported for loopback
 * ({@code localhost}, {@code *.localhost}, {@code 127.0.0.0/8}, {@code [::1]}, {@code 0.0.0.0}),
 * link-local {@code 169.254.0.0/16} (cloud metadata services speak only {@code http}), reserved
 * names (RFC 2606 / RFC 6761: {@code example.com}/{@code .net}/{@code .org} and subdomains, {@code
 * *.example}, {@code *.test}, {@code *.invalid}; RFC 6762 {@code *.local}; RFC 8375 {@code
 * *.home.arpa}; {@code *.internal}), single-label service names ({@code http://backend:8080}),
 * {@link Context#allowedHosts()} (exact, or {@code *.suffix} for any subdomain), templated hosts.
 *
 * <p>Fix: {@code https} for {@code http}, {@code wss} for {@code ws}, {@code ldaps} for {@code
 * ldap}, only when no port is given (an explicit {@code :80} would then speak TLS to a clear-text
 * port). None for {@code ftp} (FTPS is rarely what clients support; SFTP is another protocol) or
 * {@code telnet} (use SSH).
 */
public final class InsecureSchemeRule implements Rule {

  @Override
  public Set<Trait> triggers() {
    return Set.of(Trait.SCHEME_MAY_BE_CLEARTEXT);
  }

  @Override
  public RuleId id() {
    return RuleId.INSECURE_SCHEME;
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    Scheme facts = candidate.schemeFacts();
    if (candidate.context().usage() != Usage.LOCATOR || !facts.cleartext()) {
      return List.of();
    }
    Optional<UriReference> ref = candidate.reference().filter(r -> r.isAbsolute() && r.hasAuthority());
    if (ref.isEmpty()) {
      return List.of();
    }
    UriReference uri = ref.get();
    Span scheme = uri.schemeSpan().orElseThrow();
    Span hostSpan = uri.hostSpan().orElseThrow();
    String name = candidate.scheme();
    String host = uri.host().orElseThrow().toLowerCase(Locale.ROOT);
    if (candidate.isTemplated(scheme)
        || host.isEmpty()
        || candidate.isTemplated(hostSpan)
        || LocalHosts.isLocal(host, uri.hostKind().orElseThrow())
        || isAllowed(host, candidate.context())) {
      return List.of();
    }
    String secure = facts.secureAlternative().orElse("");
    boolean fixable = !secure.isEmpty() && uri.portSpan().isEmpty();
    String advice =
        secure.isEmpty()
            ? name.equals("telnet") ? "use SSH instead" : "use SFTP or FTPS if the server offers it"
            : "use " + secure + (fixable ? "" : " (and its port)");
    String message =
        "'"
            + candidate.shown()
            + "' uses "
            + name
            + ", which sends everything, credentials included, in plain text to '"
            + uri.host().orElseThrow()
            + "' (RFC 3986 §7); "
            + advice
            + ", or allow this host in the urilint configuration if the network is trusted";
    Optional<Fix> fix =
        fixable
            ? Optional.of(Fix.unsafe(scheme, secure, "use " + secure + " instead of " + name))
            : Optional.empty();
    return List.of(new Finding(id(), id().defaultSeverity(), message, scheme, fix));
  }

  private static boolean isAllowed(String host, Context context) {
    for (String allowed : context.allowedHosts()) {
      String a = allowed.toLowerCase(Locale.ROOT);
      if (a.startsWith("*.") ? host.endsWith(a.substring(1)) : host.equals(a)) {
        return true;
      }
    }
    return false;
  }
}
