package dev.urilint.cli;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Linter;
import dev.urilint.lint.Usage;
import dev.urilint.scanner.config.FailOn;
import dev.urilint.scanner.report.Printable;
import dev.urilint.secrets.Masking;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code urilint lint [--context locator|link|identifier|text] URI...} and {@code --stdin}: runs the rule
 * catalog on each string and answers {@code rule-id[,rule-id...]<TAB>masked-input}, or {@code
 * -<TAB>input} when nothing is found. Rule ids are sorted and listed once each, whatever their
 * severity; the exit code is 1 when a finding is at or above {@code --fail-on} (default error).
 *
 * <pre>{@code
 * $ urilint lint 'https://bob:hunter2@example.com/' 'https://example.com/'
 * credentials-in-uri	https://bob:****@example.com/
 * -	https://example.com/
 * }</pre>
 */
@Command(
    name = "lint",
    mixinStandardHelpOptions = true,
    description = {
      "Run the rule catalog on strings.",
      "Prints rule-id[,rule-id...]<TAB>masked-input per string, or -<TAB>input when nothing is found."
          + " Exit code 1 when a finding is at or above --fail-on."
    })
final class LintCommand extends UriBatchCommand {

  /** Accepts locator, link, identifier or text, and names them when the value is wrong. */
  static final class UsageConverter implements ITypeConverter<Usage> {
    @Override
    public Usage convert(String value) {
      return Usage.byId(value)
          .orElseThrow(
              () -> new TypeConversionException("'" + value + "' is not one of locator, link, identifier, text"));
    }
  }

  @Option(
      names = "--context",
      defaultValue = "locator",
      converter = UsageConverter.class,
      paramLabel = "CONTEXT",
      description =
          "Where the strings come from: locator (used to reach a resource, the default), identifier"
              + " (a namespace or name, never fetched) or text (unknown use).")
  Usage context;

  @Option(
      names = "--allowed-host",
      paramLabel = "HOST",
      description = "A host insecure-scheme accepts (exact, or *.suffix); repeatable.")
  List<String> allowedHosts = new ArrayList<>();

  @Option(
      names = "--fail-on",
      defaultValue = "error",
      converter = FailOnConverter.class,
      paramLabel = "LEVEL",
      description = "Exit 1 when a finding is at or above error (default), warning, info; never: always exit 0.")
  FailOn failOn;


  private final Linter linter = Linter.withDefaults();

  LintCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  Answer answer(String item) {
    Context ctx = Context.of(context).withAllowedHosts(Set.copyOf(allowedHosts));
    List<Finding> findings = linter.lint(item, ctx);
    TreeSet<String> ids = new TreeSet<>();
    boolean failed = false;
    for (Finding f : findings) {
      ids.add(f.rule().id());
      failed |= failOn.fails(f.severity());
    }
    String ruleColumn = ids.isEmpty() ? "-" : String.join(",", ids);
    // Invisible chars escaped as in every report: two inputs never answer with lines that look alike.
    return new Answer(ruleColumn + "\t" + Printable.escape(Masking.maskValue(item)), failed);
  }
}
