package dev.urilint.cli;

import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Linter;
import dev.urilint.lint.Usage;
import dev.urilint.placeholders.SourceFormat;
import dev.urilint.scanner.config.FailOn;
import dev.urilint.scanner.report.Printable;
import dev.urilint.secrets.Masking;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code urilint lint [--context locator|link|identifier|text] [--source FORMAT] URI...} and
 * {@code --stdin}: runs the rule catalog on each string (read as written in {@code --source}'s kind
 * of file, by default as the shell left it) and answers {@code rule-id[,rule-id...]<TAB>masked-input}, or {@code
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

  /** Accepts a {@link SourceFormat}'s id, and names them all when the value is wrong. */
  static final class SourceFormatConverter implements ITypeConverter<SourceFormat> {
    @Override
    public SourceFormat convert(String value) {
      return SourceFormat.byId(value)
          .orElseThrow(
              () -> new TypeConversionException("'" + value + "' is not one of " + Arrays.stream(SourceFormat.values())
                  .map(SourceFormat::id).collect(Collectors.joining(", "))));
    }
  }

  /**
   * The help of {@code --source}, for {@code lint} and {@code explain}. The default is {@code
   * command-line}: a string given as an argument or on standard input has been through the shell,
   * which expanded the {@code $VAR} and {@code $(cmd)} it meant to, so what is left is literal.
   */
  static final String SOURCE_HELP =
      // picocli reads "$${" as "${" (it interpolates variables). No '%' here: picocli formats the
      // text after measuring it for wrapping, so a "%%s" could be split at a line's end as "% s".
      "The kind of file the strings come from, which decides the placeholders that are filled in before"
          + " use: a password that is only such placeholders is templated (a warning) there, else it is"
          + " the literal password (an error). command-line (the default: the shell expanded $VAR and"
          + " $(cmd) already; $${...} and what a program fills in, such as {0}, stay templated), java, properties,"
          + " spring-properties, yaml, spring-yaml, json, xml, maven-pom, env, hocon, toml, or unknown"
          + " (every syntax).";

  @Option(
      names = "--source",
      defaultValue = "command-line",
      converter = SourceFormatConverter.class,
      paramLabel = "FORMAT",
      description = SOURCE_HELP)
  SourceFormat source;

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
    Context ctx = Context.of(context).withAllowedHosts(Set.copyOf(allowedHosts)).withFormat(source);
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
