package dev.urilint.scanner.suppress;

import dev.urilint.lint.RuleId;
import dev.urilint.scanner.extract.CommentSyntax;
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
 * <p>The directive counts only inside a real comment of the file's format ({@link CommentSyntax},
 * found by {@link CommentRanges}): {@code #} in YAML, TOML, HOCON and {@code .env}, {@code #} or
 * {@code !} lines in properties, {@code <!-- -->} in XML, {@code //} and {@code /* *}{@code /} in
 * Java and in JSON with comments. Inside a string, a URL ({@code
 * https://admin:pw@db.example.com/*urilint:ignore}) or a YAML block scalar it is text and
 * suppresses nothing; strict JSON has no comments, so a JSON file is quieted with a baseline or
 * an exclude instead. The words after {@code urilint:ignore}, up to the end of its comment, are
 * read as a comma-separated
 * list of rule ids when the first one is a rule id; otherwise (no word, or a reason such as {@code
 * -- legacy}) every rule is suppressed. A word shaped like a rule id ({@code insecure-schem},
 * {@code InsecureScheme}) starts a list even when misspelt, and unknown ids in a list are ignored,
 * so a typo never widens a suppression to every rule.
 *
 * <p>Linear in the file, however many directives share a line: one pass finds the directives, one
 * the comments, and a merge of the two sorted lists pairs them.
 *
 * <pre>{@code
 * InlineSuppressions s = InlineSuppressions.parse(text, LineIndex.of(text), CommentSyntax.YAML);
 * s.isSuppressed(RuleId.INSECURE_SCHEME, 12);
 * }</pre>
 */
public final class InlineSuppressions {

  /** The marker users write. */
  public static final String DIRECTIVE = "urilint:ignore";

  private static final InlineSuppressions NONE = new InlineSuppressions(Map.of(), "", LineIndex.of(""));

  // line -> suppressed rules; an empty set means "every rule".
  private final Map<Integer, Set<RuleId>> byLine;
  private final CharSequence text;
  private final LineIndex lines;

  private InlineSuppressions(Map<Integer, Set<RuleId>> byLine, CharSequence text, LineIndex lines) {
    this.byLine = byLine;
    this.text = text;
    this.lines = lines;
  }

  /** No suppressions at all. */
  public static InlineSuppressions none() {
    return NONE;
  }

  /**
   * Finds every directive in a comment of {@code text}, read as {@code syntax}; cheap when there
   * is none.
   */
  public static InlineSuppressions parse(String text, LineIndex lines, CommentSyntax syntax) {
    int at = text.indexOf(DIRECTIVE);
    if (at < 0) {
      return NONE;
    }
    CommentRanges comments = CommentRanges.of(text, syntax);
    Map<Integer, Set<RuleId>> byLine = new HashMap<>();
    int k = 0;
    while (at >= 0 && k < comments.size()) {
      while (k < comments.size() && comments.end(k) < at + DIRECTIVE.length()) {
        k++;
      }
      if (k < comments.size() && comments.start(k) <= at) {
        int line = lines.line(at);
        rulesAfter(text, at + DIRECTIVE.length(), comments.end(k)).ifPresent(r -> merge(byLine, line, r));
      }
      at = text.indexOf(DIRECTIVE, at + DIRECTIVE.length());
    }
    return byLine.isEmpty() ? NONE : new InlineSuppressions(byLine, text, lines);
  }

  /** Whether {@code rule} is suppressed for a finding on 1-based {@code line}. */
  public boolean isSuppressed(RuleId rule, int line) {
    return covers(byLine.get(line), rule) || covers(byLine.get(line - 1), rule);
  }

  /**
   * Whether {@code rule} is suppressed for a value whose first char is at {@code valueStart}, by a
   * directive on the line of its entry or the line above ({@link #entryLine}): where a comment
   * can stand before a value that starts on a line of its own (a YAML block scalar after {@code
   * key: |}, a Java text block or TOML multi-line string after its opening quotes, a {@code
   * .properties} value after {@code key=\}), since a comment inside the value is text of it.
   */
  public boolean isSuppressedAtEntry(RuleId rule, int valueStart) {
    return !byLine.isEmpty() && isSuppressed(rule, entryLine(text, lines, valueStart));
  }

  /**
   * The 1-based line of the entry that holds the value starting at {@code valueStart}: the line of
   * the last char before it that is no white space (the key's {@code :} or {@code =}, a block
   * indicator, opening quotes, a continuation {@code \}); the value's own line when there is none.
   * A comment on the line above it suppresses the value's findings, and the language server's
   * "suppress" action writes it there.
   *
   * <pre>{@code
   * InlineSuppressions.entryLine("a: |\n  http://x\n", lines, 7);   // 1
   * }</pre>
   */
  public static int entryLine(CharSequence text, LineIndex lines, int valueStart) {
    int i = Math.min(valueStart, text.length()) - 1;
    while (i >= 0 && Character.isWhitespace(text.charAt(i))) {
      i--;
    }
    return lines.line(i >= 0 ? i : Math.min(valueStart, text.length()));
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

  // Empty set = every rule; Optional.empty() = a list of ids of which none is known.
  private static Optional<Set<RuleId>> rulesAfter(String text, int from, int commentEnd) {
    int i = from;
    int n = commentEnd;
    if (i < n && isWordChar(text.charAt(i))) {
      return Optional.empty(); // "urilint:ignored..." is not the directive
    }
    while (i < n && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i++;
    }
    int wordEnd = wordEnd(text, i, n);
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
      wordEnd = wordEnd(text, i, n);
      if (wordEnd == i) {
        break;
      }
    }
    return rules.isEmpty() ? Optional.empty() : Optional.of(rules);
  }

  // "insecure-scheme", "InsecureUriScheme", or a misspelling of either; not "legacy" or "--".
  private static boolean isRuleIdShaped(String word) {
    return RuleId.byId(word).isPresent() || isKebab(word) || isCamel(word);
  }

  // [a-z]+(-[a-z]+)+
  private static boolean isKebab(String w) {
    int hyphens = 0;
    for (int i = 0; i < w.length(); i++) {
      char c = w.charAt(i);
      if (c == '-') {
        if (i == 0 || i == w.length() - 1 || w.charAt(i - 1) == '-') {
          return false;
        }
        hyphens++;
      } else if (c < 'a' || c > 'z') {
        return false;
      }
    }
    return hyphens > 0;
  }

  // [A-Z][a-z]+([A-Z][a-z]+)+
  private static boolean isCamel(String w) {
    int humps = 0;
    int i = 0;
    while (i < w.length()) {
      if (w.charAt(i) < 'A' || w.charAt(i) > 'Z') {
        return false;
      }
      int j = i + 1;
      while (j < w.length() && w.charAt(j) >= 'a' && w.charAt(j) <= 'z') {
        j++;
      }
      if (j == i + 1) {
        return false;
      }
      humps++;
      i = j;
    }
    return humps >= 2;
  }

  private static int wordEnd(String text, int from, int limit) {
    int i = from;
    while (i < limit && isWordChar(text.charAt(i))) {
      i++;
    }
    return i;
  }

  private static boolean isWordChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
  }
}
