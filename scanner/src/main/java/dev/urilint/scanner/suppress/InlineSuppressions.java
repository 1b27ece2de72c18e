package dev.urilint.scanner.suppress;

import dev.urilint.lint.RuleId;
import dev.urilint.scanner.extract.LineIndex;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The {@code urilint:ignore} comments of one file. A comment suppresses findings on its own line
 * and on the line below it:
 *
 * <pre>
 * # urilint:ignore                          every rule, on this line and the next
 * # urilint:ignore insecure-scheme          one rule (an Error Prone name works too)
 * &lt;!-- urilint:ignore credentials-in-uri,non-normalized --&gt;
 * String u = "http://x"; // urilint:ignore insecure-scheme
 * </pre>
 *
 * <p>The directive counts only inside a comment: something before it on its line must open one
 * ({@code #} or {@code //} at the line start or after a space, {@code !} at the line start,
 * {@code /*}, {@code <!--}, or a line that starts with {@code *} inside a block comment). The words after {@code urilint:ignore} are read as a comma-separated
 * list of rule ids when the first one is a rule id; otherwise (no word, or a reason such as {@code
 * -- legacy}) every rule is suppressed. A word shaped like a rule id ({@code insecure-schem},
 * {@code InsecureScheme}) starts a list even when misspelt, and unknown ids in a list are ignored,
 * so a typo never widens a suppression to every rule.
 *
 * <pre>{@code
 * InlineSuppressions s = InlineSuppressions.parse(text, LineIndex.of(text));
 * s.isSuppressed(RuleId.INSECURE_SCHEME, 12);
 * }</pre>
 */
public final class InlineSuppressions {

  /** The marker users write. */
  public static final String DIRECTIVE = "urilint:ignore";

  private static final InlineSuppressions NONE = new InlineSuppressions(Map.of());

  // line -> suppressed rules; an empty set means "every rule".
  private final Map<Integer, Set<RuleId>> byLine;

  private InlineSuppressions(Map<Integer, Set<RuleId>> byLine) {
    this.byLine = byLine;
  }

  /** No suppressions at all. */
  public static InlineSuppressions none() {
    return NONE;
  }

  /** Finds every directive in {@code text}; cheap when there is none. */
  public static InlineSuppressions parse(String text, LineIndex lines) {
    int at = text.indexOf(DIRECTIVE);
    if (at < 0) {
      return NONE;
    }
    Map<Integer, Set<RuleId>> byLine = new HashMap<>();
    while (at >= 0) {
      int line = lines.line(at);
      int lineStart = lines.lineStart(line);
      if (inComment(text, lineStart, at)) {
        Optional<Set<RuleId>> rules = rulesAfter(text, at + DIRECTIVE.length());
        rules.ifPresent(r -> merge(byLine, line, r));
      }
      at = text.indexOf(DIRECTIVE, at + DIRECTIVE.length());
    }
    return new InlineSuppressions(byLine);
  }

  /** Whether {@code rule} is suppressed for a finding on 1-based {@code line}. */
  public boolean isSuppressed(RuleId rule, int line) {
    return covers(byLine.get(line), rule) || covers(byLine.get(line - 1), rule);
  }

  /** Whether the file has any directive. */
  public boolean isEmpty() {
    return byLine.isEmpty();
  }

  private static boolean covers(Set<RuleId> rules, RuleId rule) {
    return rules != null && (rules.isEmpty() || rules.contains(rule));
  }

  private static void merge(Map<Integer, Set<RuleId>> byLine, int line, Set<RuleId> rules) {
    Set<RuleId> existing = byLine.get(line);
    if (existing == null) {
      byLine.put(line, rules);
    } else if (!existing.isEmpty() && !rules.isEmpty()) {
      EnumSet<RuleId> union = EnumSet.copyOf(existing);
      union.addAll(rules);
      byLine.put(line, union);
    } else {
      byLine.put(line, Set.of());
    }
  }

  // A comment opener before the directive on its line. "#" and "//" count at the line start or
  // after whitespace only, so "http://x/urilint:ignore" or "a#b" inside a value do not.
  private static boolean inComment(String text, int lineStart, int at) {
    String before = text.substring(lineStart, at);
    String stripped = before.strip();
    if (stripped.startsWith("!") || stripped.startsWith("*")
        || before.contains("/*") || before.contains("<!--")) {
      return true;
    }
    return opensAfterSpace(before, "#") || opensAfterSpace(before, "//");
  }

  private static boolean opensAfterSpace(String before, String opener) {
    int i = before.indexOf(opener);
    while (i >= 0) {
      if (i == 0 || Character.isWhitespace(before.charAt(i - 1))) {
        return true;
      }
      i = before.indexOf(opener, i + 1);
    }
    return false;
  }

  // Empty set = every rule; Optional.empty() = a list of ids of which none is known.
  private static Optional<Set<RuleId>> rulesAfter(String text, int from) {
    int i = from;
    int n = text.length();
    if (i < n && isWordChar(text.charAt(i))) {
      return Optional.empty(); // "urilint:ignored..." is not the directive
    }
    while (i < n && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i++;
    }
    int wordEnd = wordEnd(text, i);
    if (wordEnd == i || !isRuleIdShaped(text.substring(i, wordEnd))) {
      return Optional.of(Set.of());
    }
    EnumSet<RuleId> rules = EnumSet.noneOf(RuleId.class);
    while (true) {
      RuleId.byId(text.substring(i, wordEnd)).ifPresent(rules::add);
      int j = wordEnd;
      while (j < n && (text.charAt(j) == ' ' || text.charAt(j) == '\t')) {
        j++;
      }
      if (j >= n || text.charAt(j) != ',') {
        break;
      }
      j++;
      while (j < n && (text.charAt(j) == ' ' || text.charAt(j) == '\t')) {
        j++;
      }
      i = j;
      wordEnd = wordEnd(text, i);
      if (wordEnd == i) {
        break;
      }
    }
    return rules.isEmpty() ? Optional.empty() : Optional.of(rules);
  }

  // "insecure-scheme", "InsecureUriScheme", or a misspelling of either; not "legacy" or "--".
  private static boolean isRuleIdShaped(String word) {
    return RuleId.byId(word).isPresent()
        || word.matches("[a-z]+(-[a-z]+)+")
        || word.matches("[A-Z][a-z]+([A-Z][a-z]+)+");
  }

  private static int wordEnd(String text, int from) {
    int i = from;
    while (i < text.length() && isWordChar(text.charAt(i))) {
      i++;
    }
    return i;
  }

  private static boolean isWordChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
  }
}
