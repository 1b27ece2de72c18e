package dev.urilint.scanner.fix;

import dev.urilint.lint.Fix;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.Scanner;
import dev.urilint.scanner.SkippedFile;
import dev.urilint.scanner.read.ExactText;
import dev.urilint.scanner.walk.FileWalker;
import dev.urilint.scanner.walk.WalkedFile;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Fixes the files of a scan: what {@code urilint check --fix}, the Maven goal {@code urilint:fix}
 * and the pre-commit hook {@code urilint-fix} run. Only the files whose reported findings (after
 * suppressions and the baseline) have a fix are read again, each only when its bytes are exactly
 * its text ({@link ExactText}: no encoding doubt, within the size limit, not binary), planned
 * ({@link FixPlanner}) and, unless only a diff is asked for, written ({@link FixWriter}).
 *
 * <pre>{@code
 * Scanner scanner = new Scanner();
 * ScanResult found = scanner.scan(request);
 * FileFixer.Run run = new FileFixer(scanner).fix(request, found, FixPlanner.Selection.SAFE, true);
 * run.fixed();      // how many findings were fixed
 * }</pre>
 */
public final class FileFixer {

  private final Scanner scanner;

  public FileFixer(Scanner scanner) {
    this.scanner = scanner;
  }

  /**
   * What a run did.
   *
   * @param plans one per file with a fix applied or skipped, in path order
   * @param before per path, the findings of the file before the fix (the diff masks by them)
   * @param refused files with fixes that were not touched, and why (encoding in doubt, changed
   *     while read, cannot be written)
   * @param utf8Prefixes per path of a plan whose file's bytes are UTF-8, what they hold before its
   *     text: a byte-order mark ({@code "\uFEFF"}) or nothing; absent for another encoding, whose
   *     diff cannot be printed as a patch ({@link UnifiedDiff})
   * @param unsafeLeft after a run of safe fixes only: how many unsafe fixes a run with unsafe fixes
   *     would then apply to the fixed files (the engine planned them, writing nothing); 0 after a
   *     run with every fix
   */
  public record Run(
      List<FixPlan> plans,
      Map<String, List<ReportedFinding>> before,
      List<SkippedFile> refused,
      Map<String, String> utf8Prefixes,
      long unsafeLeft) {

    public Run {
      plans = List.copyOf(plans);
      before = Map.copyOf(before);
      refused = List.copyOf(refused);
      utf8Prefixes = Map.copyOf(utf8Prefixes);
    }

    /** The diff of one of the run's plans, as a patch or why it cannot be one. */
    public UnifiedDiff.FileDiff diff(FixPlan plan) {
      return UnifiedDiff.of(plan, before.getOrDefault(plan.path(), List.of()),
          Optional.ofNullable(utf8Prefixes.get(plan.path())));
    }

    /** How many findings the run fixed. */
    public int fixed() {
      return plans.stream().mapToInt(p -> p.applied().size()).sum();
    }

    /** How many files it changed. */
    public long filesChanged() {
      return plans.stream().filter(FixPlan::changed).count();
    }

  }

  /**
   * Fixes the findings {@code found} reports for {@code request}.
   *
   * @param write whether to write the files; false for a diff
   */
  public Run fix(ScanRequest request, ScanResult found, FixPlanner.Selection selection, boolean write) {
    Set<String> paths = new HashSet<>();
    Set<String> wanted = new HashSet<>();
    for (ReportedFinding f : found.findings()) {
      if (f.fix().isPresent()) {
        paths.add(f.path());
      }
      wanted.add(f.fingerprint());
    }
    FixPlanner planner = new FixPlanner(scanner.analyser(request));
    List<FixPlan> plans = new ArrayList<>();
    Map<String, List<ReportedFinding>> before = new HashMap<>();
    List<SkippedFile> refused = new ArrayList<>();
    Map<String, String> utf8Prefixes = new HashMap<>();
    long unsafeLeft = 0;
    List<WalkedFile> files =
        new FileWalker(request.root(), request.includes(), request.excludes(), request.scanJavaSources())
            .walk(request.paths()).files();
    for (WalkedFile file : files) {
      if (!paths.contains(file.displayPath())) {
        continue;
      }
      ExactText.Read read = ExactText.read(file.file(), request.maxFileSize());
      if (read instanceof ExactText.Read.Refused r) {
        refused.add(new SkippedFile(file.displayPath(), r.reason()));
        continue;
      }
      ExactText exact = ((ExactText.Read.Exact) read).text();
      FixPlan plan = planner.plan(file.file(), file.displayPath(), exact.text(), selection,
          f -> wanted.contains(f.fingerprint()));
      if (plan.applied().isEmpty() && plan.skipped().isEmpty()) {
        continue;
      }
      before.put(file.displayPath(),
          found.findings().stream().filter(f -> f.path().equals(file.displayPath())).toList());
      if (write && plan.changed()) {
        try {
          FixWriter.write(file.file(), exact, plan.fixed());
        } catch (IOException | IllegalArgumentException e) {
          refused.add(new SkippedFile(file.displayPath(), "cannot be written: " + e.getMessage()));
          continue;
        }
      }
      utf8Prefix(exact).ifPresent(prefix -> utf8Prefixes.put(file.displayPath(), prefix));
      plans.add(plan);
      if (plan.skipped().stream().anyMatch(s -> s.reason() == FixPlan.Reason.UNSAFE)) {
        unsafeLeft += unsafeFixable(planner, file, plan, wanted);
      }
    }
    return new Run(plans, before, refused, utf8Prefixes, unsafeLeft);
  }

  // What the bytes hold before the text when they are exactly the text in UTF-8: a patch printed
  // in UTF-8 applies to them.
  static Optional<String> utf8Prefix(ExactText exact) {
    String decoded;
    try {
      decoded = StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(exact.bytes())).toString();
    } catch (CharacterCodingException e) {
      return Optional.empty();
    }
    if (decoded.equals(exact.text())) {
      return Optional.of("");
    }
    return decoded.equals("\uFEFF" + exact.text()) ? Optional.of("\uFEFF") : Optional.empty();
  }

  // The unsafe fixes a run with them would apply to the safely fixed text: not those skipped as
  // unsafe here, of which some cannot be applied at all (a password in a file without
  // placeholders) or only one of two overlapping, nor fewer (a fix a safe one made possible).
  private static long unsafeFixable(FixPlanner planner, WalkedFile file, FixPlan plan, Set<String> wanted) {
    // Left unsafe here: by rule and line, since a safe fix of the same value changed its fingerprint.
    List<ReportedFinding> left = plan.skipped().stream()
        .filter(s -> s.reason() == FixPlan.Reason.UNSAFE).map(FixPlan.Skipped::finding).toList();
    FixPlan all = planner.plan(file.file(), file.displayPath(), plan.fixed(), FixPlanner.Selection.ALL,
        f -> wanted.contains(f.fingerprint())
            || left.stream().anyMatch(l -> l.rule() == f.rule() && l.exact().line() == f.exact().line()));
    return all.applied().stream().filter(a -> a.finding().fix().filter(Fix::isSafe).isEmpty()).count();
  }
}
