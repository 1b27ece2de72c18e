package dev.urilint.scanner.extract.javasource.prefilter;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The single-type and single static imports whose simple name no kept token writes: the scanner
 * resolves only the names JavaParser reads, so an import of a name that is no longer there
 * resolves nothing, and JavaParser need not read it. On-demand imports ({@code a.b.*}), module
 * imports and the package declaration always stay.
 *
 * <pre>{@code
 * // import java.net.URI; import java.util.List; class A { URI u = URI.create("http://a"); }
 * UnusedImports.of(text, tokens, importsEnd, dropped);   // the tokens of "import java.util.List;"
 * }</pre>
 */
final class UnusedImports {

  private UnusedImports() {}

  /**
   * The token ranges of the imports to leave out, given the imports' end ({@link
   * MemberBodies#importsEnd}) and the ranges already left out after it.
   */
  static TokenRanges of(String text, JavaTokens tokens, int importsEnd, TokenRanges dropped) {
    List<int[]> imports = new ArrayList<>();
    Set<String> names = new HashSet<>();
    int i = 0;
    while (i < importsEnd) {
      int semicolon = i;
      while (semicolon < importsEnd && tokens.kind(semicolon) != JavaTokens.SEMICOLON) {
        semicolon++;
      }
      int last = semicolon - 1;
      boolean module = i + 2 < importsEnd && tokens.is(text, i + 1, "module") && tokens.kind(i + 2) == JavaTokens.IDENTIFIER;
      if (semicolon < importsEnd && last > i && tokens.is(text, i, "import") && !module
          && tokens.kind(last) == JavaTokens.IDENTIFIER) {
        imports.add(new int[] {i, semicolon});
        names.add(text.substring(tokens.start(last), tokens.end(last)));
      }
      i = semicolon + 1;
    }
    TokenRanges out = new TokenRanges();
    if (imports.isEmpty()) {
      return out;
    }
    Set<String> used = NameSet.of(names).writes(text, tokens, importsEnd, dropped).keySet();
    for (int[] statement : imports) {
      int last = statement[1] - 1;
      if (!used.contains(text.substring(tokens.start(last), tokens.end(last)))) {
        out.add(statement[0], statement[1]);
      }
    }
    return out;
  }
}
