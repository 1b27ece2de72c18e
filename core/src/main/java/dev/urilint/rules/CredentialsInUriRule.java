package dev.urilint.rules;

import dev.urilint.candidate.Candidate;
import dev.urilint.candidate.Trait;
import dev.urilint.lint.BoundedFindings;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.secrets.ConnectionStrings;
import dev.urilint.secrets.DummySecrets;
import dev.urilint.secrets.SecretSpans;
import dev.urilint.uri.Span;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A password in a URI: {@code user:password@} in the userinfo of any scheme, nested ones included
 * ({@code jdbc:postgresql://u:p@h/db}, {@code scm:git:https://u:p@h/r}, {@code
 * mongodb://u:p@h1,h2/db}, {@code redis://:p@h}), Oracle's {@code thin:user/password@}, and a
 * {@code password=} / {@code ;password=} / {@code pwd=} parameter in a connection string ({@code
 * jdbc:sqlserver://h;user=sa;password=x}, a service registry's {@code
 * nacos://h:8848?username=u&password=x}: {@link ConnectionStrings}).
 *
 * <p>RFC 3986 §3.2.1: <em>"Use of the format "user:password" in the userinfo field is deprecated.
 * Applications should not render as clear text any data after the first colon (":") character
 * found within a userinfo subcomponent unless the data after the colon is the empty string
 * (indicating no password)."</em> §7.5: <em>"URI producers should not provide a URI that contains
 * a username or password that is intended to be secret."</em>
 *
 * <p>Not reported: a user without password ({@code git@host:org/repo}, {@code ssh://git@h}), an
 * empty password ({@code u:@h}), stand-ins ({@link DummySecrets}: {@code ****}, {@code %2A%2A},
 * {@code <password>}), and a userinfo that imitates {@code host:port} ({@code
 * https://www.google.com:443@evil.com}, which is {@code misleading-authority}; or templated with a
 * placeholder named a port: {@code tcp://${getInetAddress()}:${getPort()}@...}). A templated
 * password ({@code u:${DB_PASS}@h}; {@code u:$DB_PASS@h} only where the file's format expands
 * {@code $NAME}, see {@link dev.urilint.placeholders.SourceFormat}) is reported one level lower (a warning by default): the
 * secret is not in the source, but the assembled URI still carries it into logs. A value in ODBC
 * braces ({@code password={x}}y}}) is a literal, not a template: the candidate reads no RFC 6570
 * template inside it ({@link ConnectionStrings#withoutBracedTemplates}). The fix is unsafe ({@link
 * Fix#externalize}): the password is replaced by a placeholder of an environment variable named
 * after the key ({@link PasswordVariable}), which a front end spells in its file's placeholder
 * syntax or does not offer where the file has none; the application must then get the password
 * from that variable.
 */
public final class CredentialsInUriRule implements Rule {

  @Override
  public RuleId id() {
    return RuleId.CREDENTIALS_IN_URI;
  }

  @Override
  public Set<Trait> triggers() {
    return Set.of(Trait.SECRET);
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    String input = candidate.input();
    if (!candidate.contains('@') && !candidate.contains('=')) {
      return List.of();
    }
    List<SecretSpans.Secret> secrets = candidate.secrets();
    if (secrets.isEmpty()) {
      return List.of();
    }
    boolean connectionString = ConnectionStrings.isConnectionString(input);
    BoundedFindings findings = new BoundedFindings();
    for (SecretSpans.Secret secret : secrets) {
      Span span = secret.span();
      String value = span.of(input);
      // A default's parameter name is before its placeholder: "password=${DB_PASS:hunter2}".
      Optional<Span> placeholder = secret.defaultOf().or(() -> candidate.placeholderWithDefault(span));
      if (secret.kind() == SecretSpans.Kind.PARAMETER
          && !(connectionString && ConnectionStrings.isPasswordName(input, placeholder.orElse(span)))) {
        continue; // other secrets in parameters are sensitive-query-parameter's
      }
      if (DummySecrets.isDummy(value)) {
        continue;
      }
      boolean shippedDefault = placeholder.isPresent();
      // Templated only where every letter and digit of the value is a placeholder the file's
      // format expands ("${DB_PASS}"; "$DB_PASS" in a .env file, not in a .properties file, where
      // nothing expands it: SourceFormat): "{{x}}Hunter2}", "#{Hunter2}" and "$uperSecret2024"
      // ship a password (SecretSpans.Secret#literal).
      boolean templated = !shippedDefault && !secret.literal()
          && (secret.placeholder()
              || candidate.isTemplated(span) && !candidate.hasLiteralOutsidePlaceholders(span) && candidate.isExpanded(span));
      boolean movable = !templated && !shippedDefault && !candidate.isTemplated(span);
      Severity severity = templated ? Severity.values()[id().defaultSeverity().ordinal() + 1] : id().defaultSeverity();
      findings.offer(
          id(),
          severity,
          () ->
              new Finding(
                  id(),
                  severity,
                  shippedDefault
                      ? defaultMessage(secret.kind(), candidate.shown())
                      : message(secret.kind(), templated, candidate.shown()),
                  span,
                  // Built with the finding, so a finding past the bound costs no fix either.
                  movable ? Optional.of(externalize(candidate, span)) : Optional.empty()));
    }
    return findings;
  }

  // Unsafe: the application must now find the password in the variable, or it cannot log in.
  private static Fix externalize(Candidate candidate, Span span) {
    String variable = PasswordVariable.of(candidate.context().key());
    return Fix.externalize(span, variable,
        "replace the password by the placeholder of the environment variable " + variable
            + "; the password must now come from " + variable
            + " where the application runs (a secret store, the deployment's environment), never from the source");
  }

  private static String defaultMessage(SecretSpans.Kind kind, String masked) {
    String where =
        switch (kind) {
          case USERINFO_PASSWORD -> "the userinfo of";
          case ORACLE_PASSWORD -> "the Oracle user/password of";
          case PARAMETER -> "a password parameter of";
        };
    return "password as the default of a placeholder in "
        + where
        + " '"
        + masked
        + "': the default is used whenever the variable is unset, so the password ships with the"
        + " source (RFC 3986 §3.2.1, §7.5); drop the default and give the password to the client"
        + " separately";
  }

  private static String message(SecretSpans.Kind kind, boolean templated, String masked) {
    String where =
        switch (kind) {
          case USERINFO_PASSWORD -> "in the userinfo of";
          case ORACLE_PASSWORD -> "in the Oracle user/password of";
          case PARAMETER -> "in a password parameter of";
        };
    if (templated) {
      return "templated password "
          + where
          + " '"
          + masked
          + "': the secret stays out of the source, but the assembled URI carries it into logs,"
          + " error messages and monitoring (RFC 3986 §7.5); pass the password to the client"
          + " separately (a driver property or credentials provider)";
    }
    return "password "
        + where
        + " '"
        + masked
        + "': credentials in a URI end up in logs, shell histories and Referer headers"
        + " (RFC 3986 §3.2.1, §7.5); move the password to a secret store or an environment"
        + " variable and give it to the client separately";
  }
}
