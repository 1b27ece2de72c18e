package dev.urilint.scanner.fix;

import dev.urilint.lint.Fix;
import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.scanner.FixableFinding;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.TextAnalyser;
import dev.urilint.scanner.extract.ExtractedValue;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Turns the fixes core offers for a text's findings into edits of that text, in memory: maps each
 * fix from the value's chars to the file's ({@link ExtractedValue#sourceOffset}, the mapping
 * {@code --show-source} masks secrets by), spells the replacement in the format's syntax ({@link
 * Spelling}), skips a fix that spans two strings, applies the edits in one pass from the end
 * (an edit overlapping one before it is skipped), then reads the fixed text again and keeps the
 * result only when it extracts the same values with only the fixed ones changed, as expected, and
 * every fixed finding gone with no finding added. When the pass as a whole fails that check, the
 * fixes are tried one at a time and only those that pass are kept.
 *
 * <pre>{@code
 * FixPlanner planner = new FixPlanner(new Scanner().analyser(request));
 * FixPlan plan = planner.plan(path, "src/main/resources/application.yml", text, Selection.SAFE, f -> true);
 * String fixed = plan.fixed();    // nothing written: FileFixer writes, an editor applies edits
 * }</pre>
 */
public final class FixPlanner {

  /** Which fixes to apply. */
  public enum Selection {
    /** Only the fixes core calls safe ({@code --fix}). */
    SAFE,
    /** Safe and unsafe ones ({@code --fix --unsafe-fixes}). */
    ALL;

    boolean takes(Fix fix) {
      return this == ALL || fix.isSafe();
    }
  }

  private final TextAnalyser analyser;

  public FixPlanner(TextAnalyser analyser) {
    this.analyser = analyser;
  }

  // A fix turned into an edit, with what the value it is in must read afterwards.
  private record Candidate(FixableFinding fixable, SourceEdit edit, String description, int valueIndex, int at,
      String valueReplacement) {}

  // Enough for a fix that makes another possible, which makes a third possible; a text that still
  // changes after that is left as it is then, for the next run.
  private static final int MAX_PASSES = 4;

  /**
   * The fixes of {@code text} as the file {@code file} (its name picks the format), for the
   * findings {@code wanted} accepts (the front end's baseline and rules); never throws. Planned
   * again on the fixed text until nothing more changes (at most {@value #MAX_PASSES} passes): a
   * fix can make another one possible ({@code ldap://h:389} loses its default port, and only then
   * may {@code ldap} become {@code ldaps}) or overlap one that waits, and a second run must find
   * nothing left to fix. The passes' edits are joined into one set on {@code text} ({@link
   * FixPlan#edits()}).
   */
  public FixPlan plan(Path file, String displayPath, String text, Selection selection, Predicate<ReportedFinding> wanted) {
    List<ReportedFinding> accepted = new ArrayList<>();
    FixPlan plan = onePass(file, displayPath, text, selection, wanted, accepted);
    for (int pass = 1; pass < MAX_PASSES && plan.changed(); pass++) {
      // A finding the front end wanted is still wanted when a fix before it on its line changed
      // what its fingerprint hashes (the value is no longer the same).
      List<ReportedFinding> before = List.copyOf(accepted);
      Predicate<ReportedFinding> still = g -> wanted.test(g) || before.stream().anyMatch(d -> sameFix(d, g));
      accepted.clear();
      FixPlan next = onePass(file, displayPath, plan.fixed(), selection, still, accepted);
      plan = next.changed() ? composed(plan, next) : withSkipped(plan, next);
      if (!next.changed()) {
        break;
      }
    }
    return plan;
  }

  // plan, then next on plan's fixed text, as one plan of plan's original text.
  private static FixPlan composed(FixPlan plan, FixPlan next) {
    List<ComposedEdits.Region> regions = ComposedEdits.of(plan.fixed(), plan.edits(), next.edits());
    List<FixPlan.Applied> applied = new ArrayList<>();
    for (FixPlan.Applied a : plan.applied()) {
      SourceEdit edit = regions.stream().filter(r -> r.holdsOriginal(a.edit())).findFirst().orElseThrow().edit();
      applied.add(new FixPlan.Applied(a.finding(), edit, a.description()));
    }
    for (FixPlan.Applied a : next.applied()) {
      SourceEdit edit = regions.stream().filter(r -> r.holdsMiddle(a.edit())).findFirst().orElseThrow().edit();
      applied.add(new FixPlan.Applied(a.finding(), edit, a.description()));
    }
    applied.sort(Comparator.comparingInt((FixPlan.Applied a) -> a.edit().start()));
    return new FixPlan(plan.path(), plan.original(), next.fixed(), applied, skipped(plan, next), next.remaining(),
        regions.stream().map(ComposedEdits.Region::edit).toList());
  }

  private static FixPlan withSkipped(FixPlan plan, FixPlan next) {
    return new FixPlan(plan.path(), plan.original(), plan.fixed(), plan.applied(), skipped(plan, next),
        plan.remaining(), plan.edits());
  }

  // A fix skipped in a pass and applied or skipped again in the next is told by the next; a fix
  // is on the line of its finding whatever another fix of that line did to its column.
  private static List<FixPlan.Skipped> skipped(FixPlan plan, FixPlan next) {
    List<FixPlan.Skipped> skipped = new ArrayList<>();
    for (FixPlan.Skipped s : plan.skipped()) {
      boolean told = next.applied().stream().anyMatch(a -> sameFix(a.finding(), s.finding()))
          || next.skipped().stream().anyMatch(t -> sameFix(t.finding(), s.finding()));
      if (!told) {
        skipped.add(s);
      }
    }
    skipped.addAll(next.skipped());
    return skipped;
  }

  private static boolean sameFix(ReportedFinding a, ReportedFinding b) {
    return a.rule() == b.rule() && a.exact().line() == b.exact().line();
  }

  // accepted: filled with the findings of text that wanted accepts.
  private FixPlan onePass(Path file, String displayPath, String text, Selection selection, Predicate<ReportedFinding> wanted,
      List<ReportedFinding> accepted) {
    Optional<TextAnalyser.Analysis> read = analyser.analyse(file, displayPath, text);
    if (read.isEmpty()) {
      return new FixPlan(displayPath, text, text, List.of(), List.of(), List.of());
    }
    TextAnalyser.Analysis before = read.get();
    before.findings().stream().filter(wanted).forEach(accepted::add);
    Optional<Spelling> spelling = Spelling.of(before.extractor());
    List<FixPlan.Skipped> skipped = new ArrayList<>();
    List<Candidate> candidates = new ArrayList<>();
    if (before.readAsText() || spelling.isEmpty()) {
      return new FixPlan(displayPath, text, text, List.of(), List.of(), before.findings());
    }
    // Named over every fixable finding of the file, wanted or not: one name per secret per file.
    Map<FixableFinding, String> variables = PlaceholderConvention.of(displayPath)
        .map(c -> VariableNames.of(before.fixable(), text, c))
        .orElse(Map.of());
    for (FixableFinding f : before.fixable()) {
      if (!wanted.test(f.finding())) {
        continue;
      }
      if (!selection.takes(f.fix())) {
        skipped.add(new FixPlan.Skipped(f.finding(), FixPlan.Reason.UNSAFE));
        continue;
      }
      candidate(f, variables.get(f), before.values(), text, displayPath, spelling.get())
          .ifPresentOrElse(candidates::add, () -> {});
      if (candidates.isEmpty() || candidates.get(candidates.size() - 1).fixable() != f) {
        skipped.add(new FixPlan.Skipped(f.finding(), whyNot(f, text, displayPath, spelling.get())));
      }
    }
    // One pass: in file order, an edit that overlaps one kept before it waits for the next run.
    candidates.sort(Comparator.comparingInt((Candidate c) -> c.edit().start()).thenComparingInt(c -> c.edit().end()));
    List<Candidate> pass = new ArrayList<>();
    for (Candidate c : candidates) {
      if (!pass.isEmpty() && pass.get(pass.size() - 1).edit().overlaps(c.edit())) {
        skipped.add(new FixPlan.Skipped(c.fixable().finding(), FixPlan.Reason.OVERLAPS));
      } else {
        pass.add(c);
      }
    }
    Optional<Checked> all = pass.isEmpty() ? Optional.empty() : check(file, displayPath, text, before, pass);
    if (all.isPresent() || pass.isEmpty()) {
      return plan(displayPath, text, pass, skipped, all.map(Checked::findings).orElse(before.findings()));
    }
    // Some edit spoils the pass: keep those that pass one by one, on top of those kept.
    List<Candidate> kept = new ArrayList<>();
    List<ReportedFinding> remaining = before.findings();
    for (Candidate c : pass) {
      List<Candidate> trial = new ArrayList<>(kept);
      trial.add(c);
      Optional<Checked> checked = check(file, displayPath, text, before, trial);
      if (checked.isPresent()) {
        kept = trial;
        remaining = checked.get().findings();
      } else {
        skipped.add(new FixPlan.Skipped(c.fixable().finding(), FixPlan.Reason.NOT_VERIFIED));
      }
    }
    return plan(displayPath, text, kept, skipped, remaining);
  }

  private static FixPlan plan(String path, String text, List<Candidate> kept, List<FixPlan.Skipped> skipped,
      List<ReportedFinding> remaining) {
    List<FixPlan.Applied> applied = new ArrayList<>();
    for (Candidate c : kept) {
      applied.add(new FixPlan.Applied(c.fixable().finding(), c.edit(), c.description()));
    }
    return new FixPlan(path, text, apply(text, kept), applied, skipped, remaining);
  }

  private static String apply(String text, List<Candidate> edits) {
    StringBuilder out = new StringBuilder(text);
    // From the end backwards: each edit keeps the offsets it was made with.
    for (int i = edits.size() - 1; i >= 0; i--) {
      SourceEdit e = edits.get(i).edit();
      out.replace(e.start(), e.end(), e.text());
    }
    return out.toString();
  }

  /**
   * Whether a plan of the finding's file could apply its fix at all, told from the finding alone:
   * it has a fix, and a password it moves out to a variable is in a format with a placeholder
   * syntax ({@link PlaceholderConvention}). A false answer needs no reading of the file, e.g.
   * {@code https://app:pw@db/} in a JSON file: JSON expands no variable.
   */
  public static boolean couldApply(ReportedFinding f) {
    return f.fix().filter(fix -> fix.variable().isEmpty() || PlaceholderConvention.of(f.path()).isPresent())
        .isPresent();
  }

  // variable: the name VariableNames gave a password to move out; null for any other fix.
  private static Optional<Candidate> candidate(FixableFinding f, String variable, List<ExtractedValue> values,
      String text, String displayPath, Spelling spelling) {
    Fix fix = f.fix();
    String replacement = fix.replacement();
    String description = fix.description();
    if (fix.variable().isPresent()) {
      Optional<PlaceholderConvention> convention = PlaceholderConvention.of(displayPath);
      if (convention.isEmpty() || variable == null || quotedLiterally(f.value(), text, spelling)) {
        return Optional.empty();
      }
      replacement = convention.get().reference(variable);
      description = "moved the password out to " + replacement + ": set the environment variable "
          + variable + " where the application runs (" + convention.get().expandedBy()
          + "); the password is no longer in the file";
    }
    ExtractedValue value = f.value();
    int s = fix.span().start();
    int e = fix.span().end();
    if (e > value.value().length()) {
      return Optional.empty();
    }
    for (int i = s; i < e; i++) {
      if (value.sourceOffset(i + 1) < value.sourceOffset(i)) {
        return Optional.empty(); // a Java constant written elsewhere
      }
    }
    int from = value.sourceOffset(s);
    int to = s == e ? from : value.sourceOffset(e);
    if (to > text.length() || !Spelling.withinOneString(text.substring(from, to))) {
      return Optional.empty();
    }
    Optional<String> spelled = spelling.spell(replacement);
    if (spelled.isEmpty()) {
      return Optional.empty();
    }
    int[] where = locate(values, value);
    if (where == null) {
      return Optional.empty();
    }
    return Optional.of(new Candidate(f, new SourceEdit(from, to, spelled.get()), description, where[0], where[1] + s,
        replacement));
  }

  // The same checks as candidate, to name the one that failed.
  private static FixPlan.Reason whyNot(FixableFinding f, String text, String displayPath, Spelling spelling) {
    if (f.fix().variable().isPresent()
        && (PlaceholderConvention.of(displayPath).isEmpty() || quotedLiterally(f.value(), text, spelling))) {
      return FixPlan.Reason.NO_PLACEHOLDER_SYNTAX;
    }
    String replacement = f.fix().variable().isPresent() ? "${}" : f.fix().replacement();
    return spelling.spell(replacement).isEmpty() ? FixPlan.Reason.UNSPELLABLE : FixPlan.Reason.CROSSES_STRING;
  }

  // A single-quoted .env value is taken literally: a ${NAME} there expands to nothing.
  private static boolean quotedLiterally(ExtractedValue value, String text, Spelling spelling) {
    int start = value.sourceOffset(0);
    return spelling == Spelling.ENV && start > 0 && text.charAt(start - 1) == '\'';
  }

  // {index of the extracted value the (slice of a) value belongs to, index of its first char there}.
  private static int[] locate(List<ExtractedValue> values, ExtractedValue slice) {
    int first = slice.sourceOffset(0);
    for (int v = 0; v < values.size(); v++) {
      ExtractedValue value = values.get(v);
      int n = value.value().length();
      if (n < slice.value().length() || first < value.sourceOffset(0) && n > 0) {
        continue;
      }
      for (int j = 0; j + slice.value().length() <= n; j++) {
        if (value.sourceOffset(j) == first && value.value().startsWith(slice.value(), j)) {
          return new int[] {v, j};
        }
      }
    }
    return null;
  }

  private record Checked(List<ReportedFinding> findings) {}

  // The fixed text read again: the same values, only the fixed ones changed and as expected, each
  // fixed finding gone and none added (per rule and at least each severity, so a password moved
  // into a placeholder may stay a templated password, one severity lower).
  private Optional<Checked> check(Path file, String displayPath, String text, TextAnalyser.Analysis before,
      List<Candidate> edits) {
    String fixed = apply(text, edits);
    Optional<TextAnalyser.Analysis> read = analyser.analyse(file, displayPath, fixed);
    if (read.isEmpty() || read.get().readAsText()) {
      return Optional.empty();
    }
    TextAnalyser.Analysis after = read.get();
    if (after.values().size() != before.values().size()) {
      return Optional.empty();
    }
    List<String> expected = new ArrayList<>();
    before.values().forEach(v -> expected.add(v.value()));
    // Per value, from its last fix to its first, so each keeps its index.
    List<Candidate> byValue = new ArrayList<>(edits);
    byValue.sort(Comparator.comparingInt(Candidate::valueIndex).thenComparing(Comparator.comparingInt(Candidate::at).reversed()));
    for (Candidate c : byValue) {
      String v = expected.get(c.valueIndex());
      int start = c.at();
      int end = start + c.fixable().fix().span().length();
      expected.set(c.valueIndex(), v.substring(0, start) + c.valueReplacement() + v.substring(end));
    }
    for (int i = 0; i < expected.size(); i++) {
      if (!expected.get(i).equals(after.values().get(i).value())) {
        return Optional.empty();
      }
    }
    int rules = RuleId.values().length;
    int levels = Severity.values().length;
    int[][] was = counts(before.findings(), rules, levels);
    int[][] now = counts(after.findings(), rules, levels);
    int[][] resolved = new int[rules][levels];
    for (Candidate c : edits) {
      ReportedFinding f = c.fixable().finding();
      for (int s = f.severity().ordinal(); s < levels; s++) {
        resolved[f.rule().ordinal()][s]++;
      }
    }
    for (int r = 0; r < rules; r++) {
      for (int s = 0; s < levels; s++) {
        // At most as many as before, less one per fixed finding at least that severe; a finding
        // one severity lower in its place (a templated password) is allowed below it.
        int allowed = was[r][s] - (resolved[r][s] > 0 ? countAt(edits, r, s) : 0);
        if (now[r][s] > allowed) {
          return Optional.empty();
        }
      }
    }
    return Optional.of(new Checked(after.findings()));
  }

  // Fixed findings of rule r whose severity is exactly s or more severe, counted at level s only
  // when their own severity is s or above: those must be gone at level s.
  private static int countAt(List<Candidate> edits, int rule, int level) {
    int n = 0;
    for (Candidate c : edits) {
      ReportedFinding f = c.fixable().finding();
      if (f.rule().ordinal() == rule && f.severity().ordinal() <= level && !downgrades(c, level)) {
        n++;
      }
    }
    return n;
  }

  // A password moved into a placeholder is reported again one level lower: at that level and
  // below it is not gone, only less severe.
  private static boolean downgrades(Candidate c, int level) {
    return c.fixable().fix().variable().isPresent() && level > c.fixable().finding().severity().ordinal();
  }

  // counts[rule][s]: findings of the rule at least as severe as severity ordinal s.
  private static int[][] counts(List<ReportedFinding> findings, int rules, int levels) {
    int[][] counts = new int[rules][levels];
    for (ReportedFinding f : findings) {
      for (int s = f.severity().ordinal(); s < levels; s++) {
        counts[f.rule().ordinal()][s]++;
      }
    }
    return counts;
  }
}
