package dev.urilint.scanner.robustness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.SourceFile;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The fuzz targets' checks fail on the defects they exist to find. */
class ExtractionInvariantsTest {

  private static final String TEXT = "k=a\\tb";

  private static ExtractionInvariants returning(String decodingChars, ExtractedValue... values) {
    return new ExtractionInvariants("f", fixed(List.of(values), null), decodingChars);
  }

  /** An extractor that throws {@code failure}, if any, or else returns {@code values}. */
  private static Extractor fixed(List<ExtractedValue> values, Exception failure) {
    return new Extractor() {
      @Override
      public boolean accepts(SourceFile file) {
        return true;
      }

      @Override
      public List<ExtractedValue> extract(SourceFile file) throws ExtractionException {
        if (failure instanceof ExtractionException e) {
          throw e;
        }
        if (failure instanceof RuntimeException e) {
          throw e;
        }
        return values;
      }
    };
  }

  private static ExtractedValue value(String value, int... offsets) {
    return new ExtractedValue(value, Optional.empty(), Optional.empty(), offsets, Set.of());
  }

  @Test
  void acceptsCopiedAndDecodedCharsOnTheirSource() {
    ExtractedValue decoded = value("a\tb", 2, 3, 5, 6);
    assertThat(returning("\\", decoded).check(TEXT)).containsExactly(decoded);
  }

  @Test
  void acceptsAClearRejection() {
    var invariants = new ExtractionInvariants("f", fixed(List.of(), new ExtractionException("bad")), "");
    assertThat(invariants.check(TEXT)).isEmpty();
  }

  @Test
  void rejectsARejectionWithoutAReason() {
    var invariants = new ExtractionInvariants("f", fixed(List.of(), new ExtractionException(" ")), "");
    assertThatThrownBy(() -> invariants.check(TEXT)).isInstanceOf(AssertionError.class);
  }

  @Test
  void letsAnyOtherFailureEscape() {
    var invariants = new ExtractionInvariants("f", fixed(List.of(), new IllegalStateException()), "");
    assertThatThrownBy(() -> invariants.check(TEXT)).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void rejectsOffsetsOutsideTheTextOrGoingBack() {
    for (ExtractedValue bad :
        new ExtractedValue[] {value("a", 6, 6), value("ab", -1, 0, 1), value("ab", 2, 2, 7), value("a\t", 3, 2, 4)}) {
      assertThatThrownBy(() -> returning("\\", bad).check(TEXT)).as("%s", bad.value()).isInstanceOf(AssertionError.class);
    }
  }

  @Test
  void rejectsACharThatSitsOnOtherTextUnlessDecodedThere() {
    ExtractedValue misplaced = value("b", 2, 3);
    assertThatThrownBy(() -> returning("\\", misplaced).check(TEXT)).isInstanceOf(AssertionError.class);
    ExtractedValue decodedWithoutDecodingChars = value("\t", 3, 5);
    assertThatThrownBy(() -> returning("", decodedWithoutDecodingChars).check(TEXT))
        .isInstanceOf(AssertionError.class);
  }
}
