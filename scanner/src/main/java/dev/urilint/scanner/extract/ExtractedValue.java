package dev.urilint.scanner.extract;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.Usage;
import dev.urilint.sinks.StringRole;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;

/**
 * One string value found in a file, with the exact place of each of its characters.
 *
 * <pre>{@code
 * // application.properties:   db.url = jdbc:h2:mem:x\u0041
 * value.value();              // "jdbc:h2:mem:xA"
 * value.key();                // Optional[db.url]
 * value.sourceOffset(13);     // the offset of the '\' that starts "\u0041" in the file text
 * }</pre>
 *
 * @param value the decoded value (escapes, entities and quoting resolved)
 * @param key the key path that holds it ({@code spring.datasource.url}, {@code
 *     project/repositories/repository/url}, a Java call site such as {@code URI.create}), if any;
 *     a key longer than {@value KeyPath#MAX_LENGTH} chars is kept as its end ({@link
 *     KeyPath#bounded})
 * @param usage the usage the format itself fixes ({@code IDENTIFIER} for {@code xmlns}, {@code
 *     xsi:schemaLocation}, DOCTYPE ids); empty to let the scanner decide from the key
 * @param sourceOffsets for each index {@code i} of {@code value} (and {@code value.length()}), the
 *     0-based char offset in the file text where that character's source text starts; length is
 *     {@code value.length() + 1}
 * @param suppressed rules suppressed for this value by the format's own means (Java
 *     {@code @SuppressWarnings}); comment suppressions are applied by the scanner
 * @param role for a string in Java source, what the shared policy makes of it (at a sink, loose,
 *     which rules); the scanner then asks neither the key nor the value's shape. Empty for
 *     config values
 * @param skipped the rules of {@code role} that do not run on this value: those checked where a
 *     Java constant passed to a sink by name is written ({@link StringRole#isCheckedWhereWritten}),
 *     and those the sink repairs itself ({@link dev.urilint.sinks.Takes#repairs}); empty for every
 *     other value
 */
public record ExtractedValue(
    String value,
    Optional<String> key,
    Optional<Usage> usage,
    int[] sourceOffsets,
    Set<RuleId> suppressed,
    Optional<StringRole> role,
    Set<RuleId> skipped) {

  /** A value whose usage the scanner decides from its key or shape (config formats). */
  public ExtractedValue(
      String value, Optional<String> key, Optional<Usage> usage, int[] sourceOffsets, Set<RuleId> suppressed) {
    this(value, key, usage, sourceOffsets, suppressed, Optional.empty(), Set.of());
  }

  public ExtractedValue {
    if (sourceOffsets.length != value.length() + 1) {
      throw new IllegalArgumentException(
          "need " + (value.length() + 1) + " offsets, got " + sourceOffsets.length);
    }
    suppressed = Set.copyOf(suppressed);
    skipped = Set.copyOf(skipped);
    // Each slice of a list value and each value of a mapping reads its key: bounded here, a
    // key as long as the file cannot make that cost grow with the values under it.
    if (key.isPresent() && key.get().length() > KeyPath.MAX_LENGTH) {
      key = Optional.of(KeyPath.bounded(key.get()));
    }
  }

  /** A value written verbatim at {@code start}: character {@code i} sits at {@code start + i}. */
  public static ExtractedValue verbatim(String value, Optional<String> key, int start) {
    int[] offsets = new int[value.length() + 1];
    for (int i = 0; i < offsets.length; i++) {
      offsets[i] = start + i;
    }
    return new ExtractedValue(value, key, Optional.empty(), offsets, Set.of());
  }

  /**
   * Characters {@code [start, end)} of this value as a value of their own, at the same places in
   * the file, with the same key, usage and suppressions: one item of a list.
   */
  public ExtractedValue slice(int start, int end) {
    return new ExtractedValue(
        value.substring(start, end), key, usage, Arrays.copyOfRange(sourceOffsets, start, end + 1), suppressed, role,
        skipped);
  }

  /** This value with the role the Java policy gives it. */
  public ExtractedValue withRole(StringRole newRole) {
    return withRole(newRole, Set.of());
  }

  /** This value with the role the Java policy gives it, less the {@code skipped} rules. */
  public ExtractedValue withRole(StringRole newRole, Set<RuleId> skippedRules) {
    return new ExtractedValue(value, key, usage, sourceOffsets, suppressed, Optional.of(newRole), skippedRules);
  }

  /**
   * The same characters, at the same places, read as plain text: no key and usage {@code TEXT}. A
   * message in a message bundle is one: its key names the message, not a setting.
   */
  public ExtractedValue asText() {
    return new ExtractedValue(value, Optional.empty(), Optional.of(Usage.TEXT), sourceOffsets, suppressed);
  }

  /** This value, key kept, with the usage decided for it (a line of a text block keeps its block's). */
  public ExtractedValue withUsage(Usage decided) {
    return new ExtractedValue(value, key, Optional.of(decided), sourceOffsets, suppressed, role, skipped);
  }

  /** The file offset where character {@code index} of the value starts. */
  public int sourceOffset(int index) {
    return sourceOffsets[index];
  }
}
