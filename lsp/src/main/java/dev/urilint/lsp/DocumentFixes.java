package dev.urilint.lsp;

import dev.urilint.scanner.DocumentScan;
import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.fix.FixPlan;
import dev.urilint.scanner.fix.FixPlanner;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The fix engine's edits for one version of a document, as {@code urilint check} writes them to
 * the file: {@link #safe()} is {@code --fix} on the whole text (the editor's fix-all), {@link
 * #of} is one finding's own fix, safe or not, as {@code --fix --unsafe-fixes} writes it. Planned
 * by {@link FixPlanner} under the scan's own request, on first use (an editor that asks for no
 * code action costs nothing), then kept with the version.
 *
 * <pre>{@code
 * DocumentFixes fixes = new DocumentFixes(() -> new FixPlanner(scanner.analyser(request)), file, scan, text);
 * fixes.safe().applied();                 // the edits check --fix writes, in file order
 * fixes.of(scan.findings().get(2));       // Optional[Applied[..., SourceEdit[40, 40), "add 'http://'"]]
 * }</pre>
 *
 * <p>Not thread-safe: used by the server's checking thread only.
 */
final class DocumentFixes {

  private final Supplier<FixPlanner> planner;
  private final Optional<Path> file;
  private final DocumentScan scan;
  private final String text;
  private FixPlanner planned;
  private FixPlan safe;
  private final Map<ReportedFinding, Optional<FixPlan.Applied>> own = new IdentityHashMap<>();

  /**
   * @param planner the fix engine under the request the document was scanned with
   * @param file the document's file; empty for a buffer that is no file (it has no fixes)
   * @param scan the scan of {@code text}
   * @param text the document's text
   */
  DocumentFixes(Supplier<FixPlanner> planner, Optional<Path> file, DocumentScan scan, String text) {
    this.planner = planner;
    this.file = file;
    this.scan = scan;
    this.text = text;
  }

  /** The safe fixes of every finding the document reports: the plan {@code check --fix} writes. */
  FixPlan safe() {
    if (safe == null) {
      if (!fixable()) {
        safe = new FixPlan(scan.path().orElse(""), text, text, List.of(), List.of(), scan.findings());
      } else {
        Set<String> reported = new HashSet<>();
        scan.findings().forEach(f -> reported.add(f.fingerprint()));
        safe = planner().plan(file.get(), scan.path().get(), text, FixPlanner.Selection.SAFE,
            f -> reported.contains(f.fingerprint()));
      }
    }
    return safe;
  }

  /**
   * The fix of {@code finding} (one of the scan's) alone, safe or unsafe; empty when it has none or
   * the engine cannot write it in this document (it says why in {@code check --fix}'s summary).
   */
  Optional<FixPlan.Applied> of(ReportedFinding finding) {
    if (finding.fix().isEmpty() || !fixable()) {
      return Optional.empty();
    }
    return own.computeIfAbsent(
        finding,
        f -> planner().plan(file.get(), scan.path().get(), text, FixPlanner.Selection.ALL, g -> same(g, f))
            .applied().stream()
            .filter(a -> same(a.finding(), f))
            .findFirst());
  }

  private boolean fixable() {
    return file.isPresent() && scan.path().isPresent() && scan.problem().isEmpty();
  }

  private FixPlanner planner() {
    if (planned == null) {
      planned = planner.get();
    }
    return planned;
  }

  // The engine reads the text again, so its findings are equal ones, not the same objects: the
  // same rule at the same place on the same string.
  private static boolean same(ReportedFinding a, ReportedFinding b) {
    return a.rule() == b.rule() && a.exact().line() == b.exact().line() && a.exact().column() == b.exact().column()
        && a.fingerprint().equals(b.fingerprint());
  }
}
