package dev.urilint.scanner.extract.properties;

import dev.urilint.placeholders.SourceFormat;
import dev.urilint.scanner.extract.CommentSyntax;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.SourceFile;
import dev.urilint.scanner.extract.ValueBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads {@code .properties} files the way {@link java.util.Properties#load(java.io.Reader)} does,
 * but keeps the file offset of every character: {@code \} line continuations (the next line's
 * leading white space dropped), the escapes {@code \t \n \r \f &#92;uXXXX} and {@code \x} for any
 * other {@code x}, {@code #}/{@code !} comment lines, and the {@code key value}, {@code key=value}
 * and {@code key:value} forms. Keys are unescaped too; Quarkus profile keys such as {@code
 * %prod.quarkus.datasource.jdbc.url} stay whole.
 *
 * <pre>{@code
 * // db.url = jdbc:h2:mem:x\u0041
 * new PropertiesExtractor().extract(file).get(0).value();   // "jdbc:h2:mem:xA"
 * }</pre>
 */
public final class PropertiesExtractor implements Extractor {

  @Override
  public boolean accepts(SourceFile file) {
    return file.path().getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".properties");
  }

  @Override
  public List<ExtractedValue> extract(SourceFile file) throws ExtractionException {
    String text = file.text();
    LogicalLineReader reader = new LogicalLineReader(text);
    List<ExtractedValue> values = new ArrayList<>();
    while (reader.startNaturalLine()) {
      values.add(entry(reader));
    }
    return values;
  }

  private static ExtractedValue entry(LogicalLineReader reader) throws ExtractionException {
    ValueBuilder key = new ValueBuilder();
    int ch;
    boolean atSeparator = false;
    int keyEnd = reader.mark();
    while ((ch = reader.read()) != LogicalLineReader.END) {
      if (!reader.escaped() && (ch == '=' || ch == ':')) {
        atSeparator = true;
        break;
      }
      if (!reader.escaped() && isWhite(ch)) {
        break;
      }
      key.append((char) ch, reader.offset());
      keyEnd = reader.mark();
    }
    if (ch != LogicalLineReader.END) {
      reader.skipWhite();
      if (!atSeparator) {
        int mark = reader.mark();
        int next = reader.read();
        if (next != LogicalLineReader.END && !reader.escaped() && (next == '=' || next == ':')) {
          reader.skipWhite();
        } else {
          reader.reset(mark);
        }
      }
    }
    ValueBuilder value = new ValueBuilder();
    int end = keyEnd;
    if (ch != LogicalLineReader.END) {
      end = reader.mark();
      while ((ch = reader.read()) != LogicalLineReader.END) {
        value.append((char) ch, reader.offset());
        end = reader.mark();
      }
    }
    return value.build(end, Optional.of(key.toString()), Optional.empty());
  }

  static boolean isWhite(int c) {
    return c == ' ' || c == '\t' || c == '\f';
  }

  @Override
  public boolean fillsOwnPlaceholders() {
    return true;
  }

  @Override
  public CommentSyntax comments() {
    return CommentSyntax.PROPERTIES;
  }

  @Override
  public SourceFormat format(SourceFile file) {
    return SourceFormat.forConfigFile(SourceFormat.PROPERTIES, file.path().getFileName().toString());
  }
}
