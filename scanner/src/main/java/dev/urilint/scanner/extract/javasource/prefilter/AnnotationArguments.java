package dev.urilint.scanner.extract.javasource.prefilter;

/**
 * The arguments of every annotation that is neither a sink's ({@code @GET}, {@code @FeignClient})
 * nor {@code @SuppressWarnings} and writes nothing that matters: {@code @Step(value = "Deploy the
 * operator.")} is read as {@code @Step()}. An annotation declares nothing, and its strings get no
 * rule.
 *
 * <pre>{@code
 * // @Step(value = "Deploy.") @Other(url = "http://h/") void m() { }
 * AnnotationArguments.of(text, tokens, match, relevance);   // the tokens of value = "Deploy."
 * }</pre>
 */
final class AnnotationArguments {

  private AnnotationArguments() {}

  /** The token ranges of the arguments that go. */
  static TokenRanges of(String text, JavaTokens tokens, int[] match, Relevance relevance) {
    TokenRanges out = new TokenRanges();
    int n = tokens.size();
    for (int i = 0; i < n; i++) {
      if (tokens.kind(i) != JavaTokens.AT || i + 1 >= n || tokens.kind(i + 1) != JavaTokens.IDENTIFIER
          || tokens.is(text, i + 1, "interface")) {
        continue;
      }
      int name = i + 1;
      while (name + 2 < n && tokens.kind(name + 1) == JavaTokens.OTHER && text.charAt(tokens.start(name + 1)) == '.'
          && tokens.kind(name + 2) == JavaTokens.IDENTIFIER) {
        name += 2;
      }
      int open = name + 1;
      if (open >= n || tokens.kind(open) != JavaTokens.OPEN_PAREN || tokens.is(text, name, "SuppressWarnings")
          || relevance.reachesSink(name)) {
        continue;
      }
      int close = match[open];
      if (!relevance.matters(open + 1, close)) {
        out.add(open + 1, close - 1);
        i = close;
      }
    }
    return out;
  }
}
