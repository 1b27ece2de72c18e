package dev.urilint.benchmarks;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParserConfiguration;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.SourceFile;
import dev.urilint.scanner.extract.javasource.JavaExtractor;
import dev.urilint.scanner.extract.javasource.prefilter.JavaPrefilter;
import dev.urilint.scanner.walk.FileWalker;
import dev.urilint.scanner.walk.WalkedFile;
import dev.urilint.sinks.SinkCatalog;
import dev.urilint.sinks.StringRole;
import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The Java prefilter's guard on real code: every {@code .java} file below each root read with and
 * without the prefilter, and the values that get a rule compared (value, offsets, sink, role,
 * usage, suppressions). The findings of a Java file are a function of those values and of the
 * file's text alone (a value that gets no rule is linted by nothing), so equal values mean equal
 * findings. Prints every file that differs and, apart, the files only one reading rejects (the
 * prefilter does not parse a file with nothing to report, so it never calls that file invalid) and
 * the valid files whose prefiltered text JavaParser rejects (the extractor then parses the file as
 * written, so the values stay equal, but the prefilter misread it); exits 1 on a difference of
 * values or such a misreading.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.urilint.benchmarks.JavaPrefilterEquivalence ../corpus/*
 * </pre>
 */
public final class JavaPrefilterEquivalence {

  private JavaPrefilterEquivalence() {}

  /** {@code args}: the roots whose Java sources are compared. */
  public static void main(String[] args) throws IOException {
    JavaExtractor filtered = new JavaExtractor(SinkCatalog.builtIn());
    JavaExtractor whole = JavaExtractor.withoutPrefilter(SinkCatalog.builtIn());
    int files = 0;
    int differ = 0;
    int rejectedOnlyWhole = 0;
    int rejectedOnlyFiltered = 0;
    int fallbacks = 0;
    JavaPrefilter prefilter = new JavaPrefilter(SinkCatalog.builtIn());
    long values = 0;
    for (String arg : args) {
      Path root = Path.of(arg).toAbsolutePath().normalize();
      List<WalkedFile> walked = new FileWalker(root, List.of("**/*.java"), List.of(), true).walk(List.of(root)).files();
      for (WalkedFile f : walked) {
        String text;
        try {
          text = Files.readString(f.file(), StandardCharsets.UTF_8);
        } catch (MalformedInputException e) {
          continue; // the scanner skips it too
        }
        files++;
        SourceFile file = new SourceFile(f.file(), f.file().toString(), text);
        Optional<List<String>> a = ruleBearing(whole, file);
        Optional<List<String>> b = ruleBearing(filtered, file);
        if (a.isEmpty() && b.isPresent() && b.get().isEmpty()) {
          rejectedOnlyWhole++;
          System.out.println("invalid Java only without the prefilter (nothing to report): " + f.file());
        } else if (!a.equals(b)) {
          if (a.isPresent() && b.isEmpty()) {
            rejectedOnlyFiltered++;
          }
          differ++;
          System.out.println("DIFFERS: " + f.file() + "\n  without: " + a + "\n  with:    " + b);
        }
        values += a.map(List::size).orElse(0);
        JavaPrefilter.Verdict verdict = prefilter.decide(text);
        if (verdict instanceof JavaPrefilter.Parse p && a.isPresent() && !parser().parse(p.text()).isSuccessful()) {
          // Still equal (the file is then parsed as written), but the prefilter misread the file.
          fallbacks++;
          System.out.println("the prefiltered text does not parse: " + f.file());
        }
      }
    }
    System.out.printf(
        "%d Java files, %d values that get a rule; %d files differ (%d rejected only with the prefilter); "
            + "%d invalid only without it; %d prefiltered texts that do not parse%n",
        files, values, differ, rejectedOnlyFiltered, rejectedOnlyWhole, fallbacks);
    if (differ > 0 || fallbacks > 0) {
      System.exit(1);
    }
  }

  private static JavaParser parser() {
    return new JavaParser(new ParserConfiguration()
        .setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_26)
        .setAttributeComments(false)
        .setStoreTokens(true));
  }

  private static Optional<List<String>> ruleBearing(JavaExtractor extractor, SourceFile file) {
    try {
      return Optional.of(extractor.extract(file).stream()
          .filter(v -> v.role().orElse(StringRole.NOT_A_URI) != StringRole.NOT_A_URI)
          .map(JavaPrefilterEquivalence::line)
          .toList());
    } catch (ExtractionException e) {
      return Optional.empty();
    }
  }

  private static String line(ExtractedValue v) {
    return v.value() + " " + Arrays.toString(v.sourceOffsets()) + " " + v.key() + " " + v.role() + " "
        + v.usage() + " " + v.suppressed();
  }
}
