package dev.urilint.scanner.report;

import dev.urilint.lint.RuleId;
import dev.urilint.rules.Rule;
import dev.urilint.rules.RuleCatalog;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The help of a rule as SARIF shows it: the rule's documentation page ({@code docs/rules/<id>.md},
 * packaged into the scanner jar under {@code urilint/rules/}), else its summary and a link.
 *
 * <pre>{@code
 * RuleHelp.markdown(RuleId.DOUBLE_ENCODING);   // the page, as Markdown
 * }</pre>
 */
public final class RuleHelp {

  /** Classpath folder of the packaged rule pages. */
  public static final String RESOURCE_FOLDER = "urilint/rules/";

  private RuleHelp() {}

  /** The packaged documentation page of {@code rule}, if the build packaged it. */
  public static Optional<String> page(RuleId rule) {
    String name = RESOURCE_FOLDER + rule.id() + ".md";
    try (InputStream in = RuleHelp.class.getClassLoader().getResourceAsStream(name)) {
      return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  /** The help as Markdown: the page, or the summary with a link to the page. */
  public static String markdown(RuleId rule) {
    return page(rule).orElseGet(() -> "**" + summary(rule) + "**\n\nSee [" + rule.id() + "](" + rule.docUrl() + ").\n");
  }

  /** The help as plain text: the page without Markdown headings' {@code #}, or summary and link. */
  public static String text(RuleId rule) {
    Optional<String> page = page(rule);
    if (page.isEmpty()) {
      return summary(rule) + ". See " + rule.docUrl();
    }
    StringBuilder sb = new StringBuilder();
    for (String line : page.get().split("\n", -1)) {
      String l = line;
      while (l.startsWith("#")) {
        l = l.substring(1);
      }
      sb.append(l.startsWith(" ") && line.startsWith("#") ? l.substring(1) : l).append('\n');
    }
    return sb.toString().strip();
  }

  /** The rule's one-line summary. */
  public static String summary(RuleId rule) {
    return rule.summary();
  }

  /** Summary plus the RFC section the rule enforces. */
  public static String fullDescription(RuleId rule) {
    return rule.summary() + " (" + rule.rfcSection() + ").";
  }
}
