package dev.urilint.scanner.extract.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import dev.urilint.placeholders.SourceFormat;
import dev.urilint.scanner.extract.Alignment;
import dev.urilint.scanner.extract.CommentSyntax;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.KeyPath;
import dev.urilint.scanner.extract.NestingOnlyLimits;
import dev.urilint.scanner.extract.SourceFile;
import dev.urilint.scanner.extract.ValueBuilder;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads JSON with Jackson's streaming parser over chars (so offsets count chars, not bytes), and
 * re-reads each string token's raw text from the file to give every decoded char ({@code \n},
 * {@code \/}, {@code &#92;uXXXX}) its exact offset. Keys are dotted paths ({@code a.b[0].url}).
 * Comments and trailing commas are tolerated ({@code tsconfig.json} style), and so is a JSONP
 * call around the document ({@link JsonpWrapper}); nesting deeper than {@value #MAX_DEPTH} levels rejects the file. Lock
 * files ({@code package-lock.json}) are JSON too: a folder walk leaves them out ({@code
 * DefaultExcludes}), one named explicitly is read (a {@code resolved} URL may carry a password).
 *
 * <pre>{@code
 * // {"api": {"url": "https:\/\/example.com"}}
 * new JsonExtractor().extract(file).get(0).key();   // Optional[api.url]
 * }</pre>
 */
public final class JsonExtractor implements Extractor {

  /** Deeper documents are machine-made or hostile, not configuration. */
  public static final int MAX_DEPTH = 256;

  private final JsonFactory factory =
      new JsonFactoryBuilder()
          .streamReadConstraints(NestingOnlyLimits.of(MAX_DEPTH))
          .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
          .enable(JsonReadFeature.ALLOW_TRAILING_COMMA)
          .build();

  @Override
  public boolean accepts(SourceFile file) {
    String name = file.path().getFileName().toString().toLowerCase(Locale.ROOT);
    return name.endsWith(".json");
  }

  @Override
  public List<ExtractedValue> extract(SourceFile file) throws ExtractionException {
    // A JSONP file (Jenkins' update center) is the JSON document inside its call.
    String jsonp = JsonpWrapper.blank(file.text());
    String text = jsonp == null ? file.text() : jsonp;
    List<ExtractedValue> values = new ArrayList<>();
    JsonParser parser;
    try {
      parser = factory.createParser(text);
    } catch (IOException e) {
      throw new ExtractionException("cannot read JSON: " + e.getClass().getSimpleName(), e);
    }
    try (parser) {
      // The key of each open object or array, rendered once when it opens (KeyPath).
      Deque<String> containers = new ArrayDeque<>();
      containers.push("");
      JsonToken token;
      while ((token = parser.nextToken()) != null) {
        if (token == JsonToken.VALUE_STRING) {
          int start = (int) parser.currentTokenLocation().getCharOffset();
          values.add(decode(text, start, parser.getText(), keyIn(parser.getParsingContext(), containers.peek())));
        } else if (token.isStructStart()) {
          containers.push(keyIn(parser.getParsingContext().getParent(), containers.peek()));
        } else if (token.isStructEnd()) {
          containers.pop();
        }
      }
    } catch (StreamConstraintsException e) {
      boolean nesting = String.valueOf(e.getMessage()).contains("nesting depth");
      throw new ExtractionException(
          (nesting ? "JSON nested deeper than " + MAX_DEPTH + " levels" : "JSON beyond the reader's limits")
              + at(parser.currentLocation()), e);
    } catch (JsonProcessingException e) {
      throw new ExtractionException("invalid JSON" + at(e.getLocation()), e);
    } catch (IOException e) {
      throw new ExtractionException("cannot read JSON: " + e.getClass().getSimpleName(), e);
    }
    return values;
  }

  /** Decodes the string token whose opening quote is at {@code quote}. */
  private static ExtractedValue decode(String text, int quote, String expected, String key) {
    ValueBuilder out = new ValueBuilder();
    int i = quote + 1;
    int n = text.length();
    while (i < n && text.charAt(i) != '"') {
      char c = text.charAt(i);
      if (c != '\\' || i + 1 >= n) {
        out.append(c, i++);
        continue;
      }
      char d = text.charAt(i + 1);
      switch (d) {
        case 'b' -> out.append('\b', i);
        case 'f' -> out.append('\f', i);
        case 'n' -> out.append('\n', i);
        case 'r' -> out.append('\r', i);
        case 't' -> out.append('\t', i);
        case 'u' -> {
          if (i + 6 <= n) {
            out.append((char) Integer.parseInt(text, i + 2, i + 6, 16), i);
            i += 4;
          }
        }
        default -> out.append(d, i);
      }
      i += 2;
    }
    int end = Math.min(i, n);
    if (!out.toString().equals(expected)) {
      out = Alignment.align(expected, text, quote + 1, end);
    }
    return out.build(end, Optional.of(key).filter(k -> !k.isEmpty()), Optional.empty());
  }

  /** The key of the current entry of {@code context}, the container whose key is {@code containerKey}. */
  private static String keyIn(JsonStreamContext context, String containerKey) {
    if (context == null || context.inRoot()) {
      return "";
    }
    return context.inArray()
        ? KeyPath.item(containerKey, context.getCurrentIndex())
        : KeyPath.child(containerKey, String.valueOf(context.getCurrentName()), '.');
  }

  private static String at(JsonLocation location) {
    if (location == null || location.getLineNr() < 1) {
      return "";
    }
    return " at line " + location.getLineNr() + ", column " + location.getColumnNr();
  }

  @Override
  public CommentSyntax comments() {
    return CommentSyntax.JSON;
  }

  @Override
  public SourceFormat format(SourceFile file) {
    return SourceFormat.JSON;
  }
}
