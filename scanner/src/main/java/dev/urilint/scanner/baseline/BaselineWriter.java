package dev.urilint.scanner.baseline;

import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Writes a fresh baseline from a scan: every finding, the reported ones and those an older
 * baseline hid, grouped into entries with occurrence counts. Used by {@code urilint check
 * --write-baseline FILE} and the {@code urilint:baseline} goal.
 *
 * <p>Scan with {@link dev.urilint.scanner.ScanRequest#baseline()} set to the file you are about
 * to write: when it exists, its salt is reused (an unchanged project then rewrites a
 * byte-identical file, so baseline diffs stay readable); when it does not, the scan picked a fresh
 * salt.
 *
 * <pre>{@code
 * ScanResult result = new Scanner().scan(request.withBaseline(file));
 * BaselineWriter.write(result, file);
 * }</pre>
 */
public final class BaselineWriter {

  private BaselineWriter() {}

  /**
   * The baseline that covers every finding of {@code result}.
   *
   * @throws IllegalArgumentException when the scan derived no secret hashes (its request had
   *     neither {@code withBaseline} nor {@code withBaselineWritten}): its entries would never match
   *     a finding whose masking hid a secret
   */
  public static Baseline baselineOf(ScanResult result) {
    String salt =
        result
            .baselineSalt()
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "a baseline needs a scan with secret hashes: scan with"
                            + " ScanRequest.withBaseline(file) or withBaselineWritten()"));
    Map<String, BaselineEntry> entries = new LinkedHashMap<>();
    List<ReportedFinding> all = new ArrayList<>(result.findings());
    all.addAll(result.baselinedFindings());
    for (ReportedFinding f : all) {
      BaselineEntry entry =
          new BaselineEntry(f.rule(), f.path(), f.fingerprint(), f.secretHash(), f.maskedUri(), 1);
      String key = f.path() + '\u0000' + f.rule().id() + '\u0000' + entry.matchKey();
      entries.merge(key, entry, (a, b) -> a.withCount(a.count() + 1));
    }
    return new Baseline(salt, new ArrayList<>(entries.values()));
  }

  /** Writes the baseline of {@code result} to {@code file}, atomically. */
  public static void write(ScanResult result, Path file) throws IOException {
    baselineOf(result).write(file);
  }

  /**
   * Writes the baseline of {@code result} into {@code file}, keeping the entries of the files the
   * scan does not cover: each module of a multi-module build writes its own part of one shared
   * baseline, and a scan of some files leaves the others' entries as they were. Atomic, and
   * serialized with every other {@code merge} into the same file in this JVM (the modules of a
   * {@code mvn -T} build run in one JVM).
   *
   * <pre>{@code
   * ScanResult r = new Scanner().scan(request.withBaseline(file));
   * BaselineWriter.merge(r, file, request::covers);
   * }</pre>
   *
   * @throws IllegalStateException when the file on disk has another salt than the scan used (it
   *     was replaced while the scan ran): its hashes and the scan's cannot be mixed
   */
  public static void merge(ScanResult result, Path file, Predicate<String> covered) throws IOException {
    Baseline mine = baselineOf(result);
    synchronized (BaselineFiles.monitor(file)) {
      List<BaselineEntry> entries = new ArrayList<>();
      if (Files.isRegularFile(file)) {
        Baseline existing = Baseline.read(file);
        if (!existing.salt().equals(mine.salt())) {
          throw new IllegalStateException(
              "the baseline " + dev.urilint.scanner.report.Printable.argument(file) + " was replaced while urilint scanned; run the goal again");
        }
        for (BaselineEntry e : existing.entries()) {
          if (!covered.test(e.path())) {
            entries.add(e);
          }
        }
      }
      entries.addAll(mine.entries());
      entries.sort(BaselineEntry.ORDER);
      new Baseline(mine.salt(), entries).write(file);
    }
  }
}
