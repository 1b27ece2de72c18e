package dev.urilint.secrets;

import dev.urilint.placeholders.Placeholders;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * Hides secrets in a URI before it is shown: the password of the userinfo and the value of a
 * sensitive parameter read {@code ****}.
 *
 * <pre>{@code
 * Masking.mask("https://bob:hunter2@example.com/?token=abc&x=1");
 * // "https://bob:****@example.com/?token=****&x=1"
 * Masking.mask("jdbc:sqlserver://db;user=sa;password=s3cret");   // "...;password=****"
 * Masking.mask("mongodb://app:pw@h1,h2/db");                       // "mongodb://app:****@h1,h2/db"
 * Masking.mask("jdbc:oracle:thin:scott/tiger@db:1521:orcl");       // "jdbc:oracle:thin:scott/****@..."
 * }</pre>
 *
 * <p>Works on any text, valid URI or not, and on text that merely contains URIs (messages,
 * reports): it looks for {@code //userinfo@} authorities anywhere, Oracle's {@code
 * thin:user/password@} form, and {@code name=value} pairs whose name {@link SecretNames} calls
 * secret. Placeholders ({@code ${DB_PASS}}) are left readable: they are not secrets. Masking
 * errs towards hiding: a false mask costs readability, a missed one leaks a credential.
 */
public final class Masking {

  /** What a secret is replaced with. */
  public static final String MASK = "****";

  private Masking() {}

  /**
   * {@code text} with every password and sensitive parameter value replaced by {@link #MASK};
   * works on invalid URIs too. Returns {@code text} itself when there is nothing to hide.
   */
  public static String mask(String text) {
    if (text == null || text.isEmpty()) {
      return text;
    }
    return mask(text, SecretSpans.find(text));
  }

  /**
   * {@code value}, one string read as one URI (a configuration value, a literal, an argument),
   * with every secret replaced by {@link #MASK}: as {@link #mask(String)}, and white space,
   * quotes and angle brackets inside it do not end its password ({@code https://bob:it's
   * me@h/} reads {@code https://bob:****@h/}), a quoted parameter value runs to its closing quote,
   * and {@code http:bob:pw@h/} hides {@code pw}. What rules, reports, baselines and caches show
   * of a value; {@link #mask(String)} is for text that merely contains URIs (a message, a line).
   *
   * <pre>{@code
   * Masking.maskValue("jdbc:mysql://h/db?user=a&password='x y'");   // "...&password=****"
   * Masking.maskValue("https://bob:${PW:${ALT:hunter2}}@h/");       // "https://bob:${PW:${ALT:****}}@h/"
   * }</pre>
   */
  public static String maskValue(String value) {
    if (value == null || value.isEmpty()) {
      return value;
    }
    return mask(value, SecretSpans.inValue(value));
  }

  /**
   * The regions of {@code value} that {@link #maskValue(String)} replaces by {@link #MASK}.
   */
  public static List<Span> maskedSpansOfValue(String value) {
    return value == null || value.isEmpty() ? List.of() : merged(SecretSpans.inValue(value));
  }

  /** {@code text} masked at the given secrets (as {@link SecretSpans#find} returns them). */
  public static String mask(String text, List<SecretSpans.Secret> secrets) {
    List<Span> spans = merged(secrets);
    if (spans.isEmpty()) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length());
    int at = 0;
    for (Span span : spans) {
      out.append(text, at, span.start()).append(MASK);
      at = span.end();
    }
    return out.append(text, at, text.length()).toString();
  }

  /**
   * The regions of {@code text} that {@link #mask(String)} replaces by {@link #MASK}, in order and
   * not overlapping: what a caller needs to place an index of {@code text} on its masked form
   * (a caret under a masked URI).
   *
   * <pre>{@code
   * Masking.maskedSpans("https://bob:hunter2@h/?token=abc");   // [[12, 19), [29, 32)]
   * }</pre>
   */
  public static List<Span> maskedSpans(String text) {
    return text == null || text.isEmpty() ? List.of() : merged(SecretSpans.find(text));
  }

  /**
   * The regions of a source line to mask for {@code --show-source}: those of {@link
   * #maskedSpans(String)}, and a slashless userinfo wherever a token starts with a hierarchical
   * scheme ({@link SecretSpans#inLine(String)}).
   *
   * <pre>{@code
   * Masking.maskedSpansOfLine("D=http:bob:pw@h/");   // [[11, 13)]
   * }</pre>
   */
  public static List<Span> maskedSpansOfLine(String line) {
    return line == null || line.isEmpty() ? List.of() : merged(SecretSpans.inLine(line));
  }

  /**
   * The regions {@code secrets} mask, in order and not overlapping: placeholders are not secrets,
   * overlapping secrets get one mask for their union.
   */
  public static List<Span> merged(List<SecretSpans.Secret> secrets) {
    if (secrets.isEmpty()) {
      return List.of();
    }
    List<Span> spans = new ArrayList<>(secrets.size());
    for (SecretSpans.Secret secret : secrets) {
      if (secret.placeholder()) {
        continue;
      }
      Span span = secret.span();
      Span last = spans.isEmpty() ? null : spans.get(spans.size() - 1);
      if (last != null && span.start() < last.end()) {
        spans.set(spans.size() - 1, new Span(last.start(), Math.max(last.end(), span.end())));
      } else {
        spans.add(span);
      }
    }
    return spans;
  }
}
