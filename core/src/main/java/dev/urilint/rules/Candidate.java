package dev.urilint.rules;

import dev.urilint.uri.ParseOptions;
import dev.urilint.uri.ParseResult;
import dev.urilint.uri.Span;
import dev.urilint.uri.UriParser;
import dev.urilint.uri.UriReference;
import java.util.List;
import java.util.Optional;

/**
 * One string under check, parsed once and shared by every rule.
 *
 * <p>Placeholders ({@code ${DB_HOST}}, {@code {{ .Values.port }}}, RFC 6570 {@code {id}} ...) are
 * found first and replaced by a filler of the same length, so the parse keeps the input's offsets
 * and a templated part never reads as malformed. A rule asks {@link #isTemplated(Span)} before it
 * judges a part.
 *
 * <pre>{@code
 * Candidate c = Candidate.of("http://${HOST}:8080/a", Context.locator());
 * c.placeholders();                 // [[7, 14)]
 * c.reference().get().host();       // the filler, same length as "${HOST}"
 * c.isTemplated(new Span(7, 14));   // true
 * }</pre>
 */
public final class Candidate {

  private final String input;
  private final Context context;
  private final List<Placeholder> templates;
  private final List<Span> placeholders;
  private final String neutral;
  private final ParseResult parse;
  private String masked; // computed on first use: one mask per string, not one per finding

  private Candidate(String input, Context context) {
    this.input = input;
    this.context = context;
    this.templates = Placeholders.scan(input, context.placeholders());
    this.placeholders = templates.stream().map(Placeholder::span).toList();
    this.neutral = Placeholders.neutralize(input, placeholders);
    this.parse = UriParser.parse(neutral, ParseOptions.DEFAULT.withZoneIds(context.zoneIds()));
  }

  /** Finds the placeholders of {@code input} and parses the rest. */
  public static Candidate of(String input, Context context) {
    return new Candidate(input, context);
  }

  /** The string as written. */
  public String input() {
    return input;
  }

  public Context context() {
    return context;
  }

  /** Spans of the placeholders in {@link #input()}, in order, not overlapping. */
  public List<Span> placeholders() {
    return placeholders;
  }

  /** The placeholders of {@link #input()} with their syntax and default value, in order. */
  public List<Placeholder> templates() {
    return templates;
  }

  /** Whether the string holds any placeholder. */
  public boolean isTemplated() {
    return !placeholders.isEmpty();
  }

  /** Whether {@code span} overlaps a placeholder. */
  public boolean isTemplated(Span span) {
    for (Span p : placeholders) {
      if (p.start() < span.end() && span.start() < p.end()
          || span.length() == 0 && p.contains(span.start())) {
        return true;
      }
    }
    return false;
  }

  /** The input with every placeholder replaced by same-length filler; what was parsed. */
  public String neutralized() {
    return neutral;
  }

  /** The parse of {@link #neutralized()}. Component spans index {@link #input()} too. */
  public ParseResult parse() {
    return parse;
  }

  /** The components, when the (neutralized) string is a valid URI-reference. */
  public Optional<UriReference> reference() {
    return parse instanceof ParseResult.Parsed p ? Optional.of(p.reference()) : Optional.empty();
  }

  /** The text of {@code span} as written in the input (placeholders included). */
  public String text(Span span) {
    return span.of(input);
  }

  /** The input with its secrets masked: what messages show. */
  public String masked() {
    return maskedInput();
  }

  /**
   * What a message quotes: {@link #masked()}, shortened to at most {@value #SHOWN_LIMIT}
   * characters ("head…tail") so that many findings on one huge string stay linear in size.
   */
  public String shown() {
    return shorten(maskedInput());
  }

  /** {@code text} cut to at most {@link #SHOWN_LIMIT} characters, its start and end kept. */
  static String shorten(String text) {
    if (text.length() <= SHOWN_LIMIT) {
      return text;
    }
    return text.substring(0, SHOWN_LIMIT - 61) + "…" + text.substring(text.length() - 60);
  }

  /** Longest string {@link #shown()} returns. */
  public static final int SHOWN_LIMIT = 200;

  private String maskedInput() {
    if (masked == null) {
      masked = Masking.mask(input);
    }
    return masked;
  }
}
