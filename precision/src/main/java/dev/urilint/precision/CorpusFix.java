package dev.urilint.precision;

import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanRequest;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.Scanner;
import dev.urilint.scanner.SkippedFile;
import dev.urilint.scanner.TextAnalyser;
import dev.urilint.scanner.config.ConfigException;
import dev.urilint.scanner.config.ConfigLoader;
import dev.urilint.scanner.fix.FileFixer;
import dev.urilint.scanner.fix.FixPlan;
import dev.urilint.scanner.fix.FixPlanner;
import dev.urilint.scanner.read.ExactText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Fixes one copy of a repository as {@code urilint check --fix} would ({@link FileFixer}, default
 * settings and the repository's own {@code urilint.yml}), the safe fixes first, then every fix,
 * and checks each run from the outside ({@link FixAudit}): each changed file read again from disk
 * keeps its charset, byte-order mark and permissions, holds the text the engine planned, parses in
 * its format with only its fixed values changed, and differs only on lines of fixed findings; a new
 * scan of the whole copy has every fixed finding gone and no new one.
 *
 * <pre>{@code
 * FixTally.Row row = new CorpusFix(copy, tally).run("okhttp");
 * }</pre>
 */
final class CorpusFix {

  private final Path copy;
  private final FixTally tally;
  private final Scanner scanner = new Scanner();
  private final ScanRequest request;
  private final Set<String> changedFiles = new HashSet<>();
  private final List<String> refused = new ArrayList<>();
  private final List<String> failures = new ArrayList<>();
  private int changedLines;
  private Map<String, Before> befores = Map.of();

  CorpusFix(Path copy, FixTally tally) {
    this.copy = copy;
    this.tally = tally;
    try {
      this.request = ConfigLoader.loadFrom(copy).applyTo(ScanRequest.of(copy)).withPaths(List.of(copy))
          .withThreads(Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors())));
    } catch (ConfigException e) {
      throw new SuiteException(copy + ": " + e.getMessage(), e);
    }
  }

  // What a file was before a run: its exact text and its permissions.
  private record Before(ExactText text, String permissions) {}

  FixTally.Row run(String name) {
    ScanResult found = scanner.scan(request);
    long fixable = found.findings().stream().filter(f -> f.fix().isPresent()).count();
    FileFixer.Run safe = stage(found, FixPlanner.Selection.SAFE);
    ScanResult afterSafe = scanner.scan(request);
    audit(found, afterSafe, safe);
    FileFixer.Run all = stage(afterSafe, FixPlanner.Selection.ALL);
    ScanResult afterAll = scanner.scan(request);
    audit(afterSafe, afterAll, all);
    for (FixPlan plan : safe.plans()) {
      plan.applied().forEach(a -> tally.fixed(a.finding().rule(), false));
    }
    for (FixPlan plan : all.plans()) {
      plan.applied().forEach(a -> tally.fixed(a.finding().rule(), true));
      plan.skipped().forEach(s -> tally.skipped(s.finding().rule(), s.reason(),
          name + "/" + s.finding().path() + ":" + s.finding().line()));
    }
    int secondRun = new FileFixer(scanner).fix(request, afterAll, FixPlanner.Selection.ALL, false).fixed();
    return new FixTally.Row(name, fixable, safe.fixed(), all.fixed(), changedFiles.size(), changedLines, secondRun,
        List.copyOf(refused), List.copyOf(failures));
  }

  private FileFixer.Run stage(ScanResult found, FixPlanner.Selection selection) {
    befores = new HashMap<>();
    for (ReportedFinding f : found.findings()) {
      if (f.fix().isPresent() && !befores.containsKey(f.path())) {
        Path file = copy.resolve(f.path());
        ExactText.Read read = ExactText.read(file, request.maxFileSize());
        if (read instanceof ExactText.Read.Exact exact) {
          befores.put(f.path(), new Before(exact.text(), permissions(file)));
        }
      }
    }
    FileFixer.Run run = new FileFixer(scanner).fix(request, found, selection, true);
    for (SkippedFile s : run.refused()) {
      refused.add(s.path() + ": " + s.reason());
    }
    return run;
  }

  private void audit(ScanResult before, ScanResult after, FileFixer.Run run) {
    TextAnalyser analyser = scanner.analyser(request);
    List<FixPlan.Applied> applied = new ArrayList<>();
    for (FixPlan plan : run.plans()) {
      if (!plan.changed()) {
        continue;
      }
      applied.addAll(plan.applied());
      changedFiles.add(plan.path());
      Path file = copy.resolve(plan.path());
      String where = plan.path();
      Before was = befores.get(plan.path());
      ExactText.Read read = ExactText.read(file, request.maxFileSize());
      if (was == null || !(read instanceof ExactText.Read.Exact exact)) {
        failures.add(where + ": cannot be read exactly after the fix");
        continue;
      }
      ExactText now = exact.text();
      if (!now.text().equals(plan.fixed()) || !was.text().text().equals(plan.original())) {
        failures.add(where + ": the file on disk is not the text the engine planned");
      }
      if (!now.charset().equals(was.text().charset()) || !Arrays.equals(now.bom(), was.text().bom())) {
        failures.add(where + ": charset or byte-order mark changed");
      }
      if (!permissions(file).equals(was.permissions())) {
        failures.add(where + ": permissions changed");
      }
      Set<Integer> fixedLines = new HashSet<>();
      for (FixPlan.Applied a : plan.applied()) {
        for (int line = a.finding().line(); line <= Math.max(a.finding().line(), a.finding().endLine()); line++) {
          fixedLines.add(line);
        }
      }
      failures.addAll(FixAudit.touchedLines(where, plan.original(), now.text(), fixedLines));
      changedLines += FixAudit.changedLines(plan.original(), now.text());
      Optional<TextAnalyser.Analysis> b = analyser.analyse(file, where, plan.original());
      Optional<TextAnalyser.Analysis> a = analyser.analyse(file, where, now.text());
      if (b.isEmpty() || a.isEmpty() || a.get().readAsText()) {
        failures.add(where + ": does not parse in its format after the fix");
        continue;
      }
      failures.addAll(FixAudit.values(where, b.get().values(), a.get().values(), plan.applied()));
      failures.addAll(FixAudit.consumers(where, b.get().values(), a.get().values(), plan.applied()));
    }
    failures.addAll(FixAudit.findings(before.findings(), after.findings(), applied));
  }

  private static String permissions(Path file) {
    try {
      PosixFileAttributeView posix = Files.getFileAttributeView(file, PosixFileAttributeView.class);
      return posix == null ? "" : posix.readAttributes().permissions().toString();
    } catch (IOException e) {
      return "unreadable";
    }
  }
}
