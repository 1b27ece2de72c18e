package dev.urilint.cli;

import dev.urilint.scanner.config.FailOn;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Parses {@code --fail-on error|warning|info|never}, naming the valid values when it is wrong. */
final class FailOnConverter implements ITypeConverter<FailOn> {

  @Override
  public FailOn convert(String value) {
    return FailOn.byId(value)
        .orElseThrow(
            () -> new TypeConversionException("'" + value + "' is not one of " + FailOn.validValues()));
  }
}
