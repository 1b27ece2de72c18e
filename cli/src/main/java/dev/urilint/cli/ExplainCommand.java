package dev.urilint.cli;

import dev.urilint.scanner.report.MaskedText;
import dev.urilint.candidate.Candidate;
import dev.urilint.lint.Context;
import dev.urilint.lint.Finding;
import dev.urilint.lint.Linter;
import dev.urilint.lint.Usage;
import dev.urilint.placeholders.Placeholder;
import dev.urilint.placeholders.SourceFormat;
import dev.urilint.scanner.config.FailOn;
import dev.urilint.scanner.report.Printable;
import dev.urilint.secrets.Masking;
import dev.urilint.secrets.QuotedSecrets;
import dev.urilint.uri.HostKind;
import dev.urilint.uri.Normalizer;
import dev.urilint.uri.ParseResult;
import dev.urilint.uri.Span;
import dev.urilint.uri.UriParser;
import dev.urilint.uri.UriReference;
import dev.urilint.uri.Violation;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code urilint explain URI}: the components drawn under the string as in RFC 3986 §3, each
 * component with its value, the findings of the rule catalog with a caret under each, and the
 * normal form. Everything is shown masked. Exit code 1 when the string is not a URI-reference or a
 * finding is at or above {@code --fail-on}.
 *
 * <pre>
 * $ urilint explain 'foo://example.com:8042/over/there?name=ferret#nose'
 *   foo://example.com:8042/over/there?name=ferret#nose
 *   \_/   \______________/\_________/ \_________/ \__/
 *    |           |             |           |       |
 *  scheme    authority       path        query  fragment
 *   ...
 * </pre>
 */
@Command(
    name = "explain",
    mixinStandardHelpOptions = true,
    description = {
      "Show a URI's components as drawn in RFC 3986 section 3, its findings and its normal form.",
      "Exit code 1 when it is not a URI-reference or a finding is at or above --fail-on."
    })
final class ExplainCommand implements Callable<Integer> {

  private static final String INDENT = "  ";

  @Spec CommandSpec spec;

  @Option(
      names = "--context",
      defaultValue = "locator",
      converter = LintCommand.UsageConverter.class,
      paramLabel = "CONTEXT",
      description = "Where the string comes from: locator (default), identifier or text.")
  Usage context;

  @Option(
      names = "--source",
      defaultValue = "command-line",
      converter = LintCommand.SourceFormatConverter.class,
      paramLabel = "FORMAT",
      description = LintCommand.SOURCE_HELP)
  SourceFormat source;

  @Option(
      names = "--fail-on",
      defaultValue = "error",
      converter = FailOnConverter.class,
      paramLabel = "LEVEL",
      description = "Exit 1 when a finding is at or above error (default), warning, info; never: only when malformed.")
  FailOn failOn;

  @Parameters(paramLabel = "URI", arity = "1", description = "The string to explain.")
  String uri;

  private final Terminal terminal;

  ExplainCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    Palette palette = new Palette(terminal.colours());
    PrintWriter out = spec.commandLine().getOut();
    MaskedText text = MaskedText.ofValue(uri);
    List<String> lines = new ArrayList<>();
    lines.add(INDENT + text.shown());
    boolean failed;
    ParseResult parse = UriParser.parse(text.shown());
    if (UriParser.parse(uri) instanceof ParseResult.Parsed && parse instanceof ParseResult.Parsed shown) {
      components(shown.reference(), lines);
      failed = false;
    } else {
      violations(text, lines, palette);
      failed = true;
    }
    placeholders(text, lines);
    lines.add("");
    failed |= findings(text, lines, palette);
    maskedSecrets(lines);
    lines.add("");
    lines.add(
        "normal form: "
            + Normalizer.normalize(uri).map(Masking::maskValue).orElse("none (not a URI-reference)"));
    // One visible char per invisible or control char: the drawings under the string stay aligned
    // and two strings that differ only by an invisible char never print alike.
    for (String line : lines) {
      out.print(Printable.oneForOne(line));
      out.print('\n');
    }
    out.flush();
    return ExitCode.of(failed).code();
  }

  private static void components(UriReference ref, List<String> lines) {
    List<ComponentDiagram.Part> top = new ArrayList<>();
    ref.schemeSpan().ifPresent(s -> top.add(new ComponentDiagram.Part("scheme", s)));
    ref.authoritySpan().ifPresent(s -> top.add(new ComponentDiagram.Part("authority", s)));
    top.add(new ComponentDiagram.Part("path", ref.pathSpan()));
    ref.querySpan().ifPresent(s -> top.add(new ComponentDiagram.Part("query", s)));
    ref.fragmentSpan().ifPresent(s -> top.add(new ComponentDiagram.Part("fragment", s)));
    lines.addAll(ComponentDiagram.draw(top, INDENT));
    if (ref.hasAuthority()) {
      List<ComponentDiagram.Part> authority = new ArrayList<>();
      ref.userinfoSpan().ifPresent(s -> authority.add(new ComponentDiagram.Part("userinfo", s)));
      ref.hostSpan().ifPresent(s -> authority.add(new ComponentDiagram.Part("host", s)));
      ref.portSpan().ifPresent(s -> authority.add(new ComponentDiagram.Part("port", s)));
      lines.addAll(ComponentDiagram.draw(authority, INDENT));
    }
    lines.add("");
    row(lines, "scheme", ref.scheme(), "");
    row(lines, "authority", ref.authority(), "");
    if (ref.hasAuthority()) {
      row(lines, "  userinfo", ref.userinfo(), "");
      row(lines, "  host", ref.host(), ref.hostKind().map(k -> " (" + hostKind(k) + ")").orElse(""));
      row(lines, "  port", ref.port(), "");
    }
    row(lines, "path", Optional.of(ref.path()), "");
    row(lines, "query", ref.query(), "");
    row(lines, "fragment", ref.fragment(), "");
  }

  // Absent and empty differ in RFC 3986 (http://a? has an empty query, http://a none): say which.
  private static void row(List<String> lines, String name, Optional<String> value, String note) {
    String shown = value.map(v -> v.isEmpty() ? "(empty)" : v).orElse("(none)");
    lines.add(INDENT + RulesCommand.pad(name, 11) + shown + note);
  }

  private static String hostKind(HostKind kind) {
    return switch (kind) {
      case REG_NAME -> "reg-name";
      case IPV4 -> "IPv4address";
      case IPV6 -> "IPv6address";
      case IPV_FUTURE -> "IPvFuture";
    };
  }

  // Every index shown is one of the masked string on the first line: an index of the original
  // after a password would tell the password's length, one inside it which character is odd.
  private void violations(MaskedText text, List<String> lines, Palette palette) {
    List<Violation> violations = UriParser.violations(text.original());
    Candidate candidate = Candidate.of(uri, Context.of(context).withFormat(source));
    StringBuilder carets = new StringBuilder();
    for (Violation v : violations) {
      int at = text.index(v.index());
      while (carets.length() < at) {
        carets.append(' ');
      }
      if (carets.length() == at) {
        carets.append('^');
      }
    }
    lines.add(INDENT + palette.marker(carets.toString()));
    lines.add("");
    lines.add("not a URI-reference:");
    for (Violation v : violations) {
      String message = Masking.mask(v.message());
      String where;
      if (candidate.touchesSecret(new Span(v.index(), Math.min(uri.length(), v.index() + 1)))) {
        // The core's rule for a finding inside a password (QuotedSecrets), applied here since
        // this list reads the parser directly: no quoted character, no position in it.
        message = QuotedSecrets.withoutPositions(
            QuotedSecrets.redact(message, candidate.secretChars(), candidate.shown()), "inside the masked password");
        where = message.contains("inside the masked password") ? "" : " inside the masked password";
      } else {
        int shown = text.index(v.index());
        message = QuotedSecrets.withShownPositions(message, text::index);
        // Most messages name their own index, which for a bad escape is the '%' while the
        // engine's index is the first character that fails after it: show one number, not two.
        where = message.contains(" at index ") ? "" : " at index " + shown;
      }
      lines.add(INDENT + v.rule().abnfName() + where + ": " + message);
    }
  }

  // What the rules read as filler, so that "not a URI-reference" with "findings: none" explains
  // itself. A default value is not shown: it may be a password ("${DB_PASS:hunter2}").
  private void placeholders(MaskedText text, List<String> lines) {
    List<Placeholder> found = Candidate.of(uri, Context.of(context).withFormat(source)).templates();
    if (found.isEmpty()) {
      return;
    }
    lines.add("");
    lines.add("placeholders (the rules check them as filler):");
    for (Placeholder p : found) {
      String written =
          p.defaultValue()
              .map(d -> uri.substring(p.span().start(), d.start()) + "…" + uri.substring(d.end(), p.span().end()))
              .orElse(p.span().of(uri));
      // A placeholder that holds a secret (the shell's "${PW-hunter2}") is shown as masked.
      Span shown = text.span(p.span());
      if (p.defaultValue().isEmpty() && !text.shown().substring(shown.start(), shown.end()).equals(p.span().of(uri))) {
        written = text.shown().substring(shown.start(), shown.end());
      }
      lines.add(INDENT + "at index " + text.index(p.span().start()) + ": " + written + " (" + p.syntax().displayName() + ")");
    }
  }

  // A URI copied from a report holds the mask where urilint found a secret. Linted as it is, the
  // mask is no secret, so "findings: none" would read as an all-clear for a string whose original
  // failed the build: say what the mask stands for.
  private void maskedSecrets(List<String> lines) {
    List<Integer> at = new ArrayList<>();
    for (int i = uri.indexOf(Masking.MASK); i >= 0; i = uri.indexOf(Masking.MASK, i + Masking.MASK.length())) {
      at.add(i);
    }
    if (at.isEmpty()) {
      return;
    }
    lines.add("");
    lines.add("masked: " + Masking.MASK + " at index " + join(at) + " is how urilint prints a secret it found:");
    lines.add(INDENT + "this is a copy from a report, and the secret it stood for is not in it. The findings");
    lines.add(INDENT + "about that secret (credentials-in-uri, sensitive-query-parameter) are in the report;");
    lines.add(INDENT + "the findings above are those of the copy. Check the file the report names.");
  }

  private static String join(List<Integer> indexes) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < indexes.size(); i++) {
      out.append(i == 0 ? "" : i == indexes.size() - 1 ? " and " : ", ").append(indexes.get(i));
    }
    return out.toString();
  }

  private boolean findings(MaskedText text, List<String> lines, Palette palette) {
    List<Finding> findings = Linter.withDefaults().lint(uri, Context.of(context).withFormat(source));
    if (findings.isEmpty()) {
      lines.add("findings: none");
      return false;
    }
    lines.add("findings:");
    boolean failed = false;
    for (Finding f : findings) {
      failed |= failOn.fails(f.severity());
      lines.add(
          INDENT
              + palette.severity(f.severity(), f.severity().id())
              + ": ["
              + f.rule().id()
              + "] "
              + f.message());
      Span at = text.span(f.span());
      lines.add(INDENT + INDENT + text.shown());
      lines.add(INDENT + INDENT + palette.marker(MaskedText.carets(at)));
      f.fix().ifPresent(fix -> lines.add(INDENT + INDENT + "fix: " + fix.description()));
      lines.add(INDENT + INDENT + "see " + f.rule().docUrl());
    }
    return failed;
  }
}
