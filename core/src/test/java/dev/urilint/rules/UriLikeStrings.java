package dev.urilint.rules;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ArbitrarySupplier;
import net.jqwik.api.Combinators;

/**
 * URI-shaped strings for the rules' "never throws, spans and fixes stay inside the string"
 * properties: a scheme-ish prefix (including broken and look-alike ones) and a body of URI
 * delimiters, percent signs, confusable and invisible characters, or any string at all.
 */
public final class UriLikeStrings implements ArbitrarySupplier<String> {

  @Override
  public Arbitrary<String> get() {
    Arbitrary<String> prefix =
        Arbitraries.of("", "http:", "http://", "https:///", "ftp://", "mailto:", "urn:", "data:",
            "jdbc:mysql://", "jar:", "file:", "news:", "HTTP://", "htps://", "//", "http//");
    Arbitrary<String> body =
        Arbitraries.strings().withChars("aZ09.:/@[]%?#=&,;!$-_~+*xX\\{}ſаｅ。\u200B ").ofMaxLength(40);
    return Arbitraries.oneOf(
        Combinators.combine(prefix, body).as(String::concat), Arbitraries.strings().all().ofMaxLength(60));
  }
}
