package dev.urilint.scanner.extract.toml;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.toml.TomlFactory;
import com.fasterxml.jackson.dataformat.toml.TomlMapper;
import dev.urilint.placeholders.SourceFormat;
import dev.urilint.scanner.extract.CommentSyntax;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.NestingOnlyLimits;
import dev.urilint.scanner.extract.SourceFile;
import java.util.List;
import java.util.Locale;

/**
 * Reads TOML in two linear passes: Jackson's TOML parser checks the file (TOML 1.0: escapes,
 * duplicate keys, redefined tables, nesting) and reads it into a tree; {@link TomlValues} then
 * finds every string value in the raw text with its key path and the offset of each char, and
 * takes its value from the tree. String values, strings in (nested) arrays, arrays of tables and
 * inline tables are all read; keys are dotted paths ({@code servers[1].url}); values come out in
 * document order.
 *
 * <p>Why not tomlj (used before): its ANTLR parse tree holds about 500 bytes per char of a
 * string, so one 10 MiB string took 5.5 GB and 21 s, and any 10 MiB TOML file ran out of a 1 GB
 * heap. Jackson's parser allocates about 10 bytes a char and gives no positions, which the
 * second pass supplies.
 *
 * <pre>{@code
 * // [tool.poetry.source]
 * // url = "https://pypi.example/simple"
 * new TomlExtractor().extract(file).get(0).key();   // Optional[tool.poetry.source.url]
 * }</pre>
 */
public final class TomlExtractor implements Extractor {

  /** Deeper arrays and inline tables are machine-made or hostile, not configuration. */
  public static final int MAX_DEPTH = 256;

  /**
   * The parser, built on the first TOML file (a holder class: a scan without TOML files never
   * loads Jackson's data binding). Immutable once built, so shared by every thread.
   */
  private static final class Parser {
    static final TomlMapper MAPPER =
        new TomlMapper(
            TomlFactory.builder()
                .streamReadConstraints(NestingOnlyLimits.of(MAX_DEPTH))
                .build());
  }

  @Override
  public boolean accepts(SourceFile file) {
    return file.path().getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".toml");
  }

  @Override
  public List<ExtractedValue> extract(SourceFile file) throws ExtractionException {
    String text = file.text();
    JsonNode tree;
    try {
      tree = Parser.MAPPER.readTree(text);
    } catch (StreamConstraintsException e) {
      throw new ExtractionException("TOML nested deeper than " + MAX_DEPTH + " levels");
    } catch (JsonProcessingException e) {
      // The location only: the parser's message may quote the text, and so a secret.
      JsonLocation at = e.getLocation();
      throw new ExtractionException(
          at == null
              ? "invalid TOML"
              : "invalid TOML at line " + at.getLineNr() + ", column " + at.getColumnNr());
    } catch (StackOverflowError e) {
      throw new ExtractionException("TOML nested too deeply to read");
    }
    return TomlValues.of(text, tree == null ? Parser.MAPPER.createObjectNode() : tree);
  }

  @Override
  public CommentSyntax comments() {
    return CommentSyntax.TOML;
  }

  @Override
  public SourceFormat format(SourceFile file) {
    return SourceFormat.TOML;
  }
}
