package dev.urilint.rules;

import dev.urilint.candidate.Candidate;
import dev.urilint.candidate.Trait;
import dev.urilint.lint.BoundedFindings;
import dev.urilint.lint.Finding;
import dev.urilint.lint.RuleId;
import dev.urilint.secrets.ConnectionStrings;
import dev.urilint.secrets.DummySecrets;
import dev.urilint.secrets.SecretNames;
import dev.urilint.secrets.SecretSpans;
import dev.urilint.uri.Span;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A secret in the query (or in a path or fragment parameter): {@code password}, {@code passwd},
 * {@code pwd}, {@code secret}, {@code client_secret}, {@code token}, {@code access_token}, {@code
 * refresh_token}, {@code api_key} / {@code apikey} / {@code api-key}, the signatures and
 * credentials of pre-signed URLs (AWS {@code X-Amz-Signature} / {@code X-Amz-Credential}, Azure
 * SAS {@code sig}, GCS {@code X-Goog-Signature}) and the other names of {@link SecretNames}, in
 * any case.
 *
 * <p>RFC 3986 §7.5: <em>"URI producers should not provide a URI that contains a username or
 * password that is intended to be secret. URIs are frequently displayed by browsers, stored in
 * clear text bookmarks, and logged by user agent history and intermediary applications
 * (proxies)."</em>
 *
 * <p>Not reported: empty values ({@code ?token=}), placeholders ({@code ?token=${TOKEN}}), stand-ins
 * ({@code ?password=****}), and password parameters of connection strings (JDBC, ODBC, a service
 * registry's {@code nacos://h:8848?password=x}: {@link ConnectionStrings}), which
 * {@code credentials-in-uri} reports. The span is the value. No fix: the secret has to move out
 * of the URI (a header, a request body, a runtime-generated signed URL), which is not a text edit.
 */
public final class SensitiveQueryParameterRule implements Rule {

  // Normalized like SecretNames: lower case, no '-' or '_'.
  private static final Set<String> SIGNATURES =
      Set.of("xamzsignature", "xamzcredential", "xamzsecuritytoken", "sig", "signature",
          "xgoogsignature", "xgoogcredential");

  @Override
  public RuleId id() {
    return RuleId.SENSITIVE_QUERY_PARAMETER;
  }

  @Override
  public Set<Trait> triggers() {
    return Set.of(Trait.SECRET);
  }

  @Override
  public List<Finding> check(Candidate candidate) {
    String input = candidate.input();
    if (!candidate.contains('=')) {
      return List.of();
    }
    List<SecretSpans.Secret> secrets = candidate.secrets();
    if (secrets.isEmpty() || DummySecrets.holdsVendorExample(input)) {
      return List.of(); // none, or a vendor's documented example (AKIAIOSFODNN7EXAMPLE) and its signature
    }
    boolean connectionString = ConnectionStrings.isConnectionString(input);
    BoundedFindings findings = new BoundedFindings();
    for (SecretSpans.Secret secret : secrets) {
      Span span = secret.span();
      // "?token=${API_TOKEN:abc123}": the default ships; its name is before the placeholder.
      Optional<Span> placeholder = secret.defaultOf().or(() -> candidate.placeholderWithDefault(span));
      Span named = placeholder.orElse(span);
      if (secret.kind() != SecretSpans.Kind.PARAMETER
          || secret.placeholder()
          || !secret.literal() && candidate.isTemplated(span) && placeholder.isEmpty()
              && !candidate.hasLiteralOutsidePlaceholders(span) && candidate.isExpanded(span)
          || connectionString && ConnectionStrings.isPasswordName(input, named)
          || DummySecrets.isDummy(span.of(input))) {
        continue;
      }
      findings.offer(
          id(),
          () ->
              new Finding(
                  id(),
                  id().defaultSeverity(),
                  message(nameBefore(input, named), where(candidate, span), candidate.shown()),
                  span,
                  Optional.empty()));
    }
    return findings;
  }

  private static String message(String name, String where, String masked) {
    String normal = name.replace("-", "").replace("_", "").toLowerCase(Locale.ROOT);
    if (SIGNATURES.contains(normal)) {
      return "'"
          + name
          + "' "
          + where
          + " of '"
          + masked
          + "' makes this a pre-signed URL: anyone who sees it (logs, browser history, proxies)"
          + " has access until it expires (RFC 3986 §7.5); generate signed URLs at run time instead"
          + " of storing them";
    }
    return "secret parameter '"
        + name
        + "' "
        + where
        + " of '"
        + masked
        + "': URIs are logged by servers, proxies and browser histories (RFC 3986 §7.5); send the"
        + " secret in a header (Authorization) or the request body, and keep it in a secret store";
  }

  private static String where(Candidate candidate, Span value) {
    return candidate
        .reference()
        .map(
            r -> {
              if (r.querySpan().filter(q -> q.start() <= value.start() && value.start() < q.end()).isPresent()) {
                return "in the query";
              }
              if (r.fragmentSpan().filter(f -> f.start() <= value.start()).isPresent()) {
                return "in the fragment";
              }
              return "in the path";
            })
        .orElse("in a parameter");
  }

  private static String nameBefore(String input, Span value) {
    return SecretNames.nameBefore(input, value.start()).of(input);
  }
}
