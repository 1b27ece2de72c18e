package dev.urilint.scanner;

import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.Extractor;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads one text the way the scanner reads a file (the extractor its name picks, the rules,
 * suppressions, test-code policy), and keeps what a report drops: the values, and for each
 * finding with a fix the value the fix indexes. The fix engine and a language server read a text
 * in memory through it; {@link Scanner#scan} walks files.
 *
 * <pre>{@code
 * TextAnalyser analyser = new Scanner().analyser(ScanRequest.of(root));
 * Optional<TextAnalyser.Analysis> a = analyser.analyse(root.resolve("app.yml"), "app.yml", text);
 * a.get().fixable();   // the findings with a fix, and their values
 * }</pre>
 */
public final class TextAnalyser {

  private final FileScanner scanner;

  TextAnalyser(FileScanner scanner) {
    this.scanner = scanner;
  }

  /**
   * What the scanner makes of {@code text} as the file {@code file}.
   *
   * @param extractor the format that read it
   * @param values every value extracted, in document order
   * @param findings the findings as a report shows them (suppressions applied, no baseline)
   * @param fixable the findings with a fix, with their values
   * @param readAsText whether the format could not be read and the text was searched for
   *     passwords only (then nothing in it is fixed: its syntax is unknown)
   */
  public record Analysis(
      Extractor extractor,
      List<ExtractedValue> values,
      List<ReportedFinding> findings,
      List<FixableFinding> fixable,
      boolean readAsText) {

    public Analysis {
      values = List.copyOf(values);
      findings = List.copyOf(findings);
      fixable = List.copyOf(fixable);
    }
  }

  /**
   * Analyses {@code text}; empty when no extractor reads a file of that name or the test-code
   * policy leaves it unchecked. Never throws for a bad text: an extractor that fails gives empty.
   *
   * @param file the file's path (its name picks the format)
   * @param displayPath the path reports show, relative to the scan root, {@code /}-separated
   */
  public Optional<Analysis> analyse(Path file, String displayPath, String text) {
    FileFindings sink = new FileFindings();
    sink.fixable = new ArrayList<>();
    FileOutcome outcome = scanner.scanText(file, displayPath, text, sink);
    if (!(outcome instanceof FileOutcome.Scanned scanned) || sink.extractor == null) {
      return Optional.empty();
    }
    return Optional.of(new Analysis(
        sink.extractor, sink.values, scanned.findings(), sink.fixable, scanned.readAsText().isPresent()));
  }
}
