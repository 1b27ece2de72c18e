package dev.urilint.rules;

import dev.urilint.candidate.Candidate;
import dev.urilint.candidate.Trait;
import dev.urilint.lint.Context;
import dev.urilint.lint.BoundedFindings;
import dev.urilint.lint.Expects;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.scheme.dialect.CamelEndpoints;
import dev.urilint.scheme.dialect.JdbcUrls;
import dev.urilint.scheme.syntax.DataSyntax;
import dev.urilint.scheme.syntax.FileSyntax;
import dev.urilint.scheme.syntax.FtpSyntax;
import dev.urilint.scheme.syntax.GopherSyntax;
import dev.urilint.scheme.syntax.HttpSyntax;
import dev.urilint.scheme.syntax.JarSyntax;
import dev.urilint.scheme.syntax.JdbcSyntax;
import dev.urilint.scheme.syntax.MailtoSyntax;
import dev.urilint.scheme.syntax.NewsSyntax;
import dev.urilint.scheme.syntax.NntpSyntax;
import dev.urilint.scheme.syntax.ProsperoSyntax;
import dev.urilint.scheme.syntax.SchemeProblem;
import dev.urilint.scheme.syntax.SchemeSyntax;
import dev.urilint.scheme.syntax.SchemeUri;
import dev.urilint.scheme.syntax.TelnetSyntax;
import dev.urilint.scheme.syntax.UrnSyntax;
import dev.urilint.scheme.syntax.WaisSyntax;
import dev.urilint.uri.ParseOptions;
import dev.urilint.uri.UriReference;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A URI that is valid RFC 3986 but breaks its own scheme's syntax: {@code ftp://h/f;type=x},
 * {@code mailto://ops@example.com}, {@code urn:isbn:}, {@code file://C:/dir}, {@code
 * data:image/png;base64,iVBOR*}, {@code jdbc:mysql://db:33o6/app}, {@code jar:file:/app.jar}.
 *
 * <p>RFC 3986 §3.1: "Each URI begins with a scheme name that refers to a specification for
 * assigning identifiers within that scheme. As such, the URI syntax is a federated and extensible
 * naming system wherein each scheme's specification may further restrict the syntax and semantics
 * of identifiers using that scheme." RFC 1738 §5 gives the BNF of ftp, http, gopher, mailto, news,
 * nntp, telnet, wais, file and prospero; RFC 8089 (file), RFC 6068 (mailto), RFC 8141 (urn), RFC
 * 2397 (data), RFC 9110 §4.2.4 (http userinfo), the JDBC specification and {@code
 * JarURLConnection} refine them. One checker per scheme family lives in {@link
 * dev.urilint.scheme.syntax}; this rule picks it.
 *
 * <p>Strings that are not valid URIs are {@code malformed-uri}'s; a templated scheme is skipped,
 * and each checker skips the parts a placeholder touches.
 */
public final class SchemeSyntaxRule implements Rule {

  // An http(s) URI has no syntax beyond RFC 3986 but RFC 1738's "no userinfo", which needs an '@';
  // nor has a file URI with a host or an empty one, no port and a path (FileSyntax#mayFind).
  @Override
  public Set<Trait> triggers() {
    return Set.of(Trait.SCHEME_SPECIFIC_SYNTAX, Trait.AT_SIGN);
  }

  @Override
  public RuleId id() {
    return RuleId.SCHEME_SYNTAX;
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    if (!candidate.context().usage().checks(id())) {
      return List.of(); // xmlns="urn:activemq": a name, whatever its scheme's syntax says
    }
    Optional<UriReference> parsed = candidate.reference();
    String scheme = candidate.scheme();
    if (parsed.isEmpty()) {
      // "jdbc:postgresql://[::1]:99999/db": no URI, but its driver's URL is one with a bad port.
      parsed = JdbcUrls.withBracketsInPath(candidate.neutralized(), ParseOptions.DEFAULT.withZoneIds(candidate.context().zoneIds()));
      scheme = "jdbc";
    }
    if (parsed.isEmpty() || !parsed.get().isAbsolute()) {
      return List.of();
    }
    if ((scheme.equals("https") || scheme.equals("http"))
        && (parsed.get().userinfoSpan().isEmpty() || isDsn(candidate.context()))) {
      // The common case: HttpSyntax only looks at the userinfo. A DSN (Sentry's
      // https://<public key>@o1.ingest.sentry.io/1) is read by its client, which wants the key
      // there; a password in it is still credentials-in-uri's.
      return List.of();
    }
    SchemeSyntax syntax = checkerOf(scheme); // null rather than an Optional: half the strings ask
    if (syntax == null || !syntax.mayFind(parsed.get())
        || candidate.isTemplated() && candidate.isTemplated(parsed.get().schemeSpan().get())) {
      return List.of();
    }
    if (candidate.context().expects() == Expects.CAMEL_ENDPOINT
        || CamelEndpoints.isEndpoint(candidate.input(), candidate.context().key())) {
      // A route's "ftp://h/in?binary=true&move=done" is Camel's ftp component, whose options are
      // the query, not an RFC 1738 ftp URL.
      return List.of();
    }
    SchemeUri uri = new SchemeUri(candidate.input(), parsed.get(), candidate.placeholders());
    List<SchemeProblem> problems = syntax.check(uri);
    if (problems.isEmpty()) {
      return List.of();
    }
    BoundedFindings findings = new BoundedFindings();
    for (SchemeProblem problem : problems) {
      findings.add(finding(candidate, scheme, problem));
    }
    return findings;
  }

  // The checkers are stateless: one of each. A switch rather than a map: file: URLs are half of
  // what this rule sees, and a string switch on a name whose hash is cached is the cheaper lookup.
  private static final SchemeSyntax FTP = new FtpSyntax();
  private static final SchemeSyntax HTTP = new HttpSyntax();
  private static final SchemeSyntax GOPHER = new GopherSyntax();
  private static final SchemeSyntax MAILTO = new MailtoSyntax();
  private static final SchemeSyntax NEWS = new NewsSyntax();
  private static final SchemeSyntax NNTP = new NntpSyntax();
  private static final SchemeSyntax TELNET = new TelnetSyntax();
  private static final SchemeSyntax WAIS = new WaisSyntax();
  private static final SchemeSyntax FILE = new FileSyntax();
  private static final SchemeSyntax PROSPERO = new ProsperoSyntax();
  private static final SchemeSyntax URN = new UrnSyntax();
  private static final SchemeSyntax DATA = new DataSyntax();
  private static final SchemeSyntax JDBC = new JdbcSyntax();
  private static final SchemeSyntax JAR = new JarSyntax();

  // A key whose last word is "dsn": SENTRY_DSN, sentry.dsn, sentryDsn.
  private static boolean isDsn(Context context) {
    return context.keyEndsWith(List.of("dsn"));
  }

  /** The checker of {@code scheme} (lower case), if urilint knows that scheme's own syntax. */
  static Optional<SchemeSyntax> syntaxOf(String scheme) {
    return Optional.ofNullable(checkerOf(scheme));
  }

  private static SchemeSyntax checkerOf(String scheme) {
    return switch (scheme) {
      case "file" -> FILE;
      case "http", "https" -> HTTP;
      case "ftp" -> FTP;
      case "gopher" -> GOPHER;
      case "mailto" -> MAILTO;
      case "news" -> NEWS;
      case "nntp" -> NNTP;
      case "telnet" -> TELNET;
      case "wais" -> WAIS;
      case "prospero" -> PROSPERO;
      case "urn" -> URN;
      case "data" -> DATA;
      case "jdbc" -> JDBC;
      case "jar" -> JAR;
      default -> null;
    };
  }

  private Finding finding(Candidate candidate, String scheme, SchemeProblem problem) {
    String message = String.format("%s URI '%s': %s", scheme, candidate.shown(), problem.message());
    Optional<Fix> fix =
        problem.replacement()
            .map(r -> Fix.unsafe(problem.span(), r,
                r.isEmpty() ? "remove '" + candidate.text(problem.span()) + "'" : "write '" + r + "'"));
    return new Finding(id(), id().defaultSeverity(), message, problem.span(), fix);
  }
}
