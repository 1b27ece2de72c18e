package dev.urilint.cli;

import dev.urilint.secrets.Masking;
import dev.urilint.uri.Normalizer;
import dev.urilint.uri.ParseResult;
import dev.urilint.uri.UriParser;
import java.util.Optional;
import picocli.CommandLine.Command;

/**
 * {@code urilint normalize URI...} and {@code --stdin}: the normal form of RFC 3986 §6.2.2
 * (syntax-based) and §6.2.3 (scheme-based), one line per input. A string that is not a
 * URI-reference answers {@code invalid<TAB>INDEX<TAB>message} and makes the exit code 1.
 *
 * <pre>{@code
 * $ urilint normalize 'HTTP://Example.COM:80/a/./b/../%7euser'
 * http://example.com/a/~user
 * }</pre>
 */
@Command(
    name = "normalize",
    mixinStandardHelpOptions = true,
    description = {
      "Print the normal form of URIs (RFC 3986 sections 6.2.2 and 6.2.3).",
      "Prints the normal form per string, or invalid<TAB>INDEX<TAB>message; exit code 1 when any"
          + " string is not a URI-reference."
    })
final class NormalizeCommand extends UriBatchCommand {


  NormalizeCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  Answer answer(String item) {
    Optional<String> normal = Normalizer.normalize(item);
    if (normal.isPresent()) {
      return new Answer(normal.get(), false);
    }
    ParseResult parse = UriParser.parse(item);
    if (parse instanceof ParseResult.Malformed malformed) {
      return new Answer(
          "invalid\t" + malformed.first().index() + "\t" + Masking.mask(malformed.first().message()), true);
    }
    return new Answer("invalid\t0\tcannot be normalized", true);
  }
}
