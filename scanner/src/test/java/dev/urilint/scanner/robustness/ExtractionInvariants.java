package dev.urilint.scanner.robustness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.SourceFile;
import java.nio.file.Path;
import java.util.List;

/**
 * What every extractor promises on any text, checked the same way for each format: it returns
 * values or throws its one documented failure, {@link ExtractionException}, with a message (the
 * scanner shows it as the reason a file was skipped); anything else thrown (a parser's runtime
 * exception, a {@link StackOverflowError}) escapes to the fuzzer as a finding. Every value's
 * offsets lie inside the text, never go backwards, and point at the value's own text.
 *
 * <p>"Point at" is as strong as {@link ExtractedValue} allows: a char copied from the file sits on
 * an equal char; a char decoded from an escape, entity, line fold or line ending sits on the
 * char that starts that source text, one of the format's {@code decodingChars}; several value
 * chars made from one source position (a surrogate pair from one escape, a Java placeholder
 * {@code ${name}} standing for a non-literal operand) share that position and are not compared.
 *
 * @param fileName the name the extractor sees
 * @param extractor the extractor under test
 * @param decodingChars source chars at which a decoded value char may differ from the file
 */
record ExtractionInvariants(String fileName, Extractor extractor, String decodingChars) {

  /** Extracts {@code text}, checks every invariant, returns the values (none when rejected). */
  List<ExtractedValue> check(String text) {
    List<ExtractedValue> values;
    try {
      values = extractor.extract(new SourceFile(Path.of(fileName), fileName, text));
    } catch (ExtractionException e) {
      assertThat(e.getMessage()).as("reason for skipping the file").isNotBlank();
      return List.of();
    }
    for (ExtractedValue value : values) {
      staysInsideInOrder(text, value);
      pointsAtItsSource(text, value);
    }
    return values;
  }

  private static void staysInsideInOrder(String text, ExtractedValue value) {
    int length = value.value().length();
    int previous = 0;
    for (int i = 0; i <= length; i++) {
      int offset = value.sourceOffset(i);
      int limit = i < length ? text.length() - 1 : text.length(); // the end may sit after the text
      if (offset < previous || offset > limit) {
        fail("offset %d of char %d of \"%s\" is outside [%d, %d]", offset, i, value.value(), previous, limit);
      }
      previous = offset;
    }
  }

  private void pointsAtItsSource(String text, ExtractedValue value) {
    String chars = value.value();
    for (int i = 0; i < chars.length(); i++) {
      int offset = value.sourceOffset(i);
      boolean shared =
          i > 0 && value.sourceOffset(i - 1) == offset
              || i + 1 < chars.length() && value.sourceOffset(i + 1) == offset;
      char source = text.charAt(offset);
      if (chars.charAt(i) != source && !shared && decodingChars.indexOf(source) < 0) {
        fail("char %d of \"%s\" sits on '%s' at offset %d", i, chars, source, offset);
      }
    }
  }
}
