package dev.urilint.rules;

import java.util.Locale;
import java.util.Optional;

/** How a checked string is used where it was found. */
public enum Usage {
  /** Reaches a resource: a URI sink in code, a {@code *url*}/{@code *endpoint*} key in config. */
  LOCATOR,
  /** Names something and is never fetched: an XML namespace, a schema id, a DTD id, a license URL. */
  IDENTIFIER,
  /** A plain value whose use is unknown. */
  TEXT;

  /** Lower-case name as used on the command line ({@code --context locator}). */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<Usage> byId(String id) {
    for (Usage u : values()) {
      if (u.id().equalsIgnoreCase(id)) {
        return Optional.of(u);
      }
    }
    return Optional.empty();
  }
}
