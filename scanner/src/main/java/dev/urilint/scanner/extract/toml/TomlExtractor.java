package dev.urilint.scanner.extract.toml;

import dev.urilint.scanner.extract.Alignment;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.scanner.extract.SourceFile;
import dev.urilint.scanner.extract.ValueBuilder;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tomlj.Toml;
import org.tomlj.TomlArray;
import org.tomlj.TomlParseError;
import org.tomlj.TomlParseResult;
import org.tomlj.TomlPosition;
import org.tomlj.TomlTable;

/**
 * Reads TOML with tomlj, which validates the file and tells where each key (and each array
 * element) starts; the value after the key's {@code =} is then found and decoded from the raw text
 * by {@link TomlStrings}, so every char has its offset. String values, strings in (nested) arrays,
 * arrays of tables and inline tables are all read; keys are dotted paths ({@code
 * servers[1].url}); values come out in document order.
 *
 * <pre>{@code
 * // [tool.poetry.source]
 * // url = "https://pypi.example/simple"
 * new TomlExtractor().extract(file).get(0).key();   // Optional[tool.poetry.source.url]
 * }</pre>
 */
public final class TomlExtractor implements Extractor {

  @Override
  public boolean accepts(SourceFile file) {
    return file.path().getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".toml");
  }

  @Override
  public List<ExtractedValue> extract(SourceFile file) throws ExtractionException {
    String text = file.text();
    TomlParseResult result;
    try {
      result = Toml.parse(text);
    } catch (StackOverflowError e) {
      throw new ExtractionException("TOML nested too deeply to read");
    } catch (TomlParseError e) {
      // tomlj throws (rather than collects) an invalid escape in a quoted table name.
      throw new ExtractionException(
          "invalid TOML at line " + e.position().line() + ", column " + e.position().column());
    } catch (AssertionError e) {
      // tomlj checks the length of a unicode escape with an assert: under -ea that throws where
      // it would otherwise report an "invalid unicode escape" error.
      throw new ExtractionException("invalid TOML (the TOML parser failed: AssertionError)");
    }
    if (result.hasErrors()) {
      TomlParseError first = result.errors().get(0);
      throw new ExtractionException(
          "invalid TOML at line " + first.position().line() + ", column "
              + first.position().column());
    }
    return walk(text, result);
  }

  /** A table or array still to visit, with its key path. */
  private record Pending(Object container, String path) {}

  private static List<ExtractedValue> walk(String text, TomlTable root) {
    LineIndex lines = LineIndex.of(text);
    TomlStrings strings = new TomlStrings(text);
    List<ExtractedValue> values = new ArrayList<>();
    Deque<Pending> work = new ArrayDeque<>();
    work.push(new Pending(root, ""));
    while (!work.isEmpty()) {
      Pending next = work.pop();
      if (next.container() instanceof TomlTable table) {
        for (String key : table.keySet()) {
          String path = next.path().isEmpty() ? key : next.path() + "." + key;
          Object value = table.get(List.of(key));
          if (value instanceof String s) {
            int keyAt = offset(text, lines, table.inputPositionOf(List.of(key)));
            values.add(value(text, strings, valueStart(text, keyAt), s, path));
          } else if (value instanceof TomlTable || value instanceof TomlArray) {
            work.push(new Pending(value, path));
          }
        }
      } else {
        TomlArray array = (TomlArray) next.container();
        for (int i = 0; i < array.size(); i++) {
          String path = next.path() + "[" + i + "]";
          Object value = array.get(i);
          if (value instanceof String s) {
            int at = skipBlanks(text, offset(text, lines, array.inputPositionOf(i)));
            values.add(value(text, strings, at, s, path));
          } else if (value instanceof TomlTable || value instanceof TomlArray) {
            work.push(new Pending(value, path));
          }
        }
      }
    }
    values.sort(Comparator.comparingInt(v -> v.sourceOffset(0)));
    return values;
  }

  private static ExtractedValue value(
      String text, TomlStrings strings, int quote, String expected, String path) {
    ValueBuilder decoded;
    int end;
    if (quote < text.length() && (text.charAt(quote) == '"' || text.charAt(quote) == '\'')) {
      decoded = strings.decode(quote);
      end = strings.end();
    } else {
      decoded = null;
      end = Math.min(quote + expected.length(), text.length());
    }
    if (decoded == null || !decoded.toString().equals(expected)) {
      decoded = Alignment.align(expected, text, quote, Math.max(end, quote));
    }
    return decoded.build(end, Optional.of(path), Optional.empty());
  }

  /** From a key's first char: past the (dotted, quoted) key and its {@code =}, to the value. */
  private static int valueStart(String text, int i) {
    int n = text.length();
    while (i < n && text.charAt(i) != '=') {
      char c = text.charAt(i);
      if (c == '"' || c == '\'') {
        int close = text.indexOf(c, i + 1);
        i = close < 0 ? n : close + 1;
      } else {
        i++;
      }
    }
    return skipBlanks(text, i + 1);
  }

  /** Skips white space, line breaks, commas and comments: what may precede an array element. */
  private static int skipBlanks(String text, int i) {
    int n = text.length();
    while (i < n) {
      char c = text.charAt(i);
      if (c == '#') {
        while (i < n && text.charAt(i) != '\n') {
          i++;
        }
      } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == '[') {
        i++;
      } else {
        return i;
      }
    }
    return n;
  }

  /** tomlj counts columns in code points (ANTLR); files are indexed in chars. */
  private static int offset(String text, LineIndex lines, TomlPosition position) {
    int lineStart = lines.lineStart(position.line());
    return text.offsetByCodePoints(lineStart, position.column() - 1);
  }
}
