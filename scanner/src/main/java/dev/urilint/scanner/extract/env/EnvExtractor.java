package dev.urilint.scanner.extract.env;

import dev.urilint.placeholders.SourceFormat;
import dev.urilint.scanner.extract.CommentSyntax;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.LineIndex;
import dev.urilint.scanner.extract.SourceFile;
import dev.urilint.scanner.extract.ValueBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads dotenv files ({@code .env}, {@code *.env}, {@code .env.*}) the way docker compose and
 * python-dotenv agree on: {@code KEY=value} and {@code export KEY=value} lines; blank lines and
 * {@code #} comment lines; single-quoted values are literal; double-quoted values decode {@code \n
 * \r \t \" \\ \$} and may span lines; unquoted values end at a {@code #} preceded by white space
 * and are trimmed.
 *
 * <pre>{@code
 * // export API_URL="https://api.example.com/v1"   # prod
 * new EnvExtractor().extract(file).get(0).key();   // Optional[API_URL]
 * }</pre>
 */
public final class EnvExtractor implements Extractor {

  @Override
  public boolean accepts(SourceFile file) {
    String name = file.path().getFileName().toString();
    return name.equals(".env") || name.endsWith(".env") || name.startsWith(".env.");
  }

  @Override
  public List<ExtractedValue> extract(SourceFile file) throws ExtractionException {
    String text = file.text();
    int n = text.length();
    List<ExtractedValue> values = new ArrayList<>();
    int pos = 0;
    while (pos < n) {
      pos = skipBlank(text, pos);
      if (pos >= n) {
        break;
      }
      char c = text.charAt(pos);
      if (c == '\n' || c == '\r') {
        pos++;
        continue;
      }
      if (c == '#') {
        pos = lineEnd(text, pos);
        continue;
      }
      int lineStart = pos;
      if (text.startsWith("export", pos)
          && pos + 6 < n
          && (text.charAt(pos + 6) == ' ' || text.charAt(pos + 6) == '\t')) {
        pos = skipBlank(text, pos + 6);
      }
      int keyStart = pos;
      while (pos < n && isKeyChar(text.charAt(pos))) {
        pos++;
      }
      String key = text.substring(keyStart, pos);
      pos = skipBlank(text, pos);
      if (key.isEmpty() || pos >= n || text.charAt(pos) != '=') {
        throw new ExtractionException(
            "line " + line(text, lineStart) + " is not KEY=value, a comment or blank");
      }
      pos = skipBlank(text, pos + 1);
      ValueBuilder value = new ValueBuilder();
      char open = pos < n ? text.charAt(pos) : '\n';
      int end;
      if (open == '\'' || open == '"') {
        end = quoted(text, pos, value, lineStart);
        int rest = skipBlank(text, end + 1);
        if (rest < n && text.charAt(rest) != '#' && text.charAt(rest) != '\n'
            && text.charAt(rest) != '\r') {
          throw new ExtractionException(
              "line " + line(text, rest) + ": unexpected text after the closing quote");
        }
        pos = lineEnd(text, rest);
      } else {
        int stop = lineEnd(text, pos);
        int valueEnd = pos;
        for (int i = pos; i < stop; i++) {
          char v = text.charAt(i);
          if (v == '#' && i > pos && isBlank(text.charAt(i - 1))) {
            break;
          }
          if (!isBlank(v)) {
            valueEnd = i + 1;
          }
        }
        value.appendVerbatim(text, pos, valueEnd);
        end = valueEnd;
        pos = stop;
      }
      values.add(value.build(end, Optional.of(key), Optional.empty()));
    }
    return values;
  }

  /** Decodes a quoted value starting at the quote; returns the offset of the closing quote. */
  private static int quoted(String text, int pos, ValueBuilder value, int lineStart)
      throws ExtractionException {
    char quote = text.charAt(pos);
    int n = text.length();
    int i = pos + 1;
    while (i < n) {
      char c = text.charAt(i);
      if (c == quote) {
        return i;
      }
      if (c == '\\' && quote == '"' && i + 1 < n) {
        char d = text.charAt(i + 1);
        int decoded = switch (d) {
          case 'n' -> '\n';
          case 'r' -> '\r';
          case 't' -> '\t';
          case '"', '\\', '$' -> d;
          default -> -1;
        };
        if (decoded >= 0) {
          value.append((char) decoded, i);
          i += 2;
          continue;
        }
      }
      value.append(c, i);
      i++;
    }
    throw new ExtractionException(
        "line " + line(text, lineStart) + ": quoted value has no closing " + quote);
  }

  private static boolean isKeyChar(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
        || c == '_' || c == '.' || c == '-';
  }

  private static boolean isBlank(char c) {
    return c == ' ' || c == '\t';
  }

  private static int skipBlank(String text, int pos) {
    while (pos < text.length() && isBlank(text.charAt(pos))) {
      pos++;
    }
    return pos;
  }

  private static int lineEnd(String text, int pos) {
    while (pos < text.length() && text.charAt(pos) != '\n' && text.charAt(pos) != '\r') {
      pos++;
    }
    return pos;
  }

  private static int line(String text, int offset) {
    return LineIndex.of(text).line(offset);
  }

  @Override
  public boolean fillsOwnPlaceholders() {
    return true;
  }

  @Override
  public CommentSyntax comments() {
    return CommentSyntax.ENV;
  }

  @Override
  public SourceFormat format(SourceFile file) {
    return SourceFormat.ENV;
  }
}
