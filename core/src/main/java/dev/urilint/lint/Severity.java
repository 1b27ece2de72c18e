package dev.urilint.lint;

import java.util.Locale;
import java.util.Optional;

/** How serious a finding is; ordered from most to least severe. */
public enum Severity {
  ERROR,
  WARNING,
  INFO;

  /** Lower-case name as used in reports, flags and config files: {@code error}. */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Whether this is at least as severe as {@code threshold} ({@code ERROR.isAtLeast(WARNING)}). */
  public boolean isAtLeast(Severity threshold) {
    return compareTo(threshold) <= 0;
  }

  /** Parses {@code error}, {@code warning} or {@code info}, in any case. */
  public static Optional<Severity> byId(String id) {
    for (Severity s : values()) {
      if (s.id().equalsIgnoreCase(id.trim())) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }
}
