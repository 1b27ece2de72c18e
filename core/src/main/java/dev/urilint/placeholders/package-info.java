/**
 * Placeholders: the parts of a string that are filled in later ({@code ${VAR}}, {@code {{ x }}},
 * RFC 6570 {@code {id}}, Maven {@code @token@}, printf {@code %s}, Ant {@code @{name}} and their
 * kin), found in one linear scan and swapped for same-length filler so the engine parses the rest
 * and positions stay exact.
 *
 * <pre>{@code
 * String url = "http://${HOST:localhost}:8080/";
 * List<Span> spans = Placeholders.find(url, Context.CONFIG_PLACEHOLDERS);   // [7, 24)
 * Placeholders.neutralize(url, spans);   // same length, parseable filler in place of ${HOST:localhost}
 * }</pre>
 *
 * <p>Owns: every placeholder syntax and its scanner ({@link
 * dev.urilint.placeholders.PlaceholderSyntax} names them, the context picks which apply) and
 * which a format expands ({@link dev.urilint.placeholders.SourceFormat}, the one table). May
 * use: the engine's {@code Span} and the lint API's {@code Context}; nothing of the rules.
 */
package dev.urilint.placeholders;
