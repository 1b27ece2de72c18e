package dev.urilint.cli;

import dev.urilint.uri.GrammarRule;
import dev.urilint.uri.UriParser;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code urilint validate [--as reference|uri|absolute|relative] URI...} and {@code --stdin}: one
 * line per input, {@code valid<TAB>-1<TAB>input} or {@code invalid<TAB>INDEX<TAB>input}, INDEX the
 * 0-based index of the first offending character. Exit code 1 when any input is invalid.
 *
 * <pre>{@code
 * $ urilint validate 'http://a/b c' http://a/
 * invalid	10	http://a/b c
 * valid	-1	http://a/
 * }</pre>
 *
 * <p>The input is echoed as given: these are the caller's own strings, and a driving tool matches
 * answers to inputs by them.
 */
@Command(
    name = "validate",
    mixinStandardHelpOptions = true,
    description = {
      "Check strings against the RFC 3986 grammar.",
      "Prints valid<TAB>-1<TAB>input or invalid<TAB>INDEX<TAB>input per string, INDEX being the 0-based"
          + " index of the first offending character. Exit code 1 when any string is invalid."
    })
final class ValidateCommand extends UriBatchCommand {

  /** The top-level rules {@code --as} accepts. */
  enum Target {
    REFERENCE("reference", GrammarRule.URI_REFERENCE),
    URI("uri", GrammarRule.URI),
    ABSOLUTE("absolute", GrammarRule.ABSOLUTE_URI),
    RELATIVE("relative", GrammarRule.RELATIVE_REF);

    final String id;
    final GrammarRule rule;

    Target(String id, GrammarRule rule) {
      this.id = id;
      this.rule = rule;
    }
  }

  /** Accepts the lower-case names only, and names them all when the value is wrong. */
  static final class TargetConverter implements ITypeConverter<Target> {
    @Override
    public Target convert(String value) {
      for (Target t : Target.values()) {
        if (t.id.equals(value)) {
          return t;
        }
      }
      throw new TypeConversionException(
          "'" + value + "' is not one of reference, uri, absolute, relative");
    }
  }

  @Option(
      names = "--as",
      defaultValue = "reference",
      converter = TargetConverter.class,
      paramLabel = "RULE",
      description =
          "The RFC 3986 rule to check against: reference (URI-reference, the default), uri (URI),"
              + " absolute (absolute-URI) or relative (relative-ref).")
  Target as;

  @Option(
      names = "--zone-ids",
      description = "Accept RFC 6874 zone ids in IPv6 literals ([fe80::1%%25eth0]); off by default since RFC 9844.")
  boolean zoneIds;


  ValidateCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  Answer answer(String item) {
    int index = UriParser.validate(item, as.rule, zoneIds);
    return index < 0
        ? new Answer("valid\t-1\t" + item, false)
        : new Answer("invalid\t" + index + "\t" + item, true);
  }
}
