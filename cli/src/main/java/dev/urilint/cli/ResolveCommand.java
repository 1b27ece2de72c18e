package dev.urilint.cli;

import dev.urilint.secrets.Masking;
import dev.urilint.uri.ReferenceResult;
import dev.urilint.uri.Resolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * {@code urilint resolve BASE REF...} and {@code --stdin} with {@code BASE<TAB>REF} lines: the
 * target URI of RFC 3986 §5.2 (strict), one line per reference, in order. An input that cannot be resolved answers
 * {@code invalid<TAB>base|reference<TAB>INDEX<TAB>message} (a URI never holds a tab, so the two
 * kinds of line cannot be confused) and makes the exit code 1.
 *
 * <pre>{@code
 * $ urilint resolve 'http://a/b/c/d;p?q' '../g' '?y'
 * http://a/b/g
 * http://a/b/c/d;p?y
 * $ printf 'http://a/b/c/d;p?q\t?y\n' | urilint resolve --stdin
 * http://a/b/c/d;p?y
 * }</pre>
 */
@Command(
    name = "resolve",
    mixinStandardHelpOptions = true,
    description = {
      "Resolve references against a base URI (RFC 3986 section 5.2, strict), one line each.",
      "With --stdin, reads BASE<TAB>REF lines. Prints the target URI, or"
          + " invalid<TAB>base|reference<TAB>INDEX<TAB>message; exit code 1 when any line is invalid."
    })
final class ResolveCommand extends BatchCommand {

  @Parameters(paramLabel = "BASE REF...", arity = "0..*", description = "The base URI (absolute), then one or more references.")
  List<String> operands = new ArrayList<>();

  ResolveCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  List<String> arguments() {
    if (operands.size() == 1) {
      throw new ParameterException(spec.commandLine(), "missing REF: give BASE and REF, or use --stdin");
    }
    List<String> items = new ArrayList<>();
    for (String reference : operands.subList(Math.min(1, operands.size()), operands.size())) {
      items.add(operands.get(0) + "\t" + reference);
    }
    return items;
  }

  @Override
  String itemName() {
    return "BASE and REF";
  }

  @Override
  Answer answer(String item) {
    int tab = item.indexOf('\t');
    if (tab < 0) {
      return new Answer("invalid\treference\t" + item.length() + "\texpected BASE<TAB>REF", true);
    }
    ReferenceResult result = Resolver.resolve(item.substring(0, tab), item.substring(tab + 1));
    if (result instanceof ReferenceResult.Failure failure) {
      return new Answer(
          "invalid\t"
              + failure.operand().name().toLowerCase(Locale.ROOT)
              + "\t"
              + failure.violation().index()
              + "\t"
              + Masking.mask(failure.violation().message()),
          true);
    }
    return new Answer(result.value().orElseThrow(), false);
  }
}
