package dev.urilint.scanner.fix;

import dev.urilint.scanner.FixableFinding;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The environment variable each password of one file moves to: core's name ({@link
 * dev.urilint.lint.Fix#variable()}, made from the value's key alone), unless an earlier password
 * of the file that is a different secret has it, or the file already refers to it; then the name
 * with an ordinal before {@code _PASSWORD} ({@code DB_URL_2_PASSWORD}). So two different secrets
 * never share one variable in a file (the application would log in everywhere with one of them),
 * and the same secret twice may. Every fixable finding of the file is named, in file order,
 * whichever are fixed: a quick fix in the editor writes the name {@code --fix --unsafe-fixes}
 * writes.
 *
 * <pre>{@code
 * // db.url=postgresql://app:one@h1/  and  db-url=postgresql://app:two@h2/
 * VariableNames.of(fixable, text, convention).get(second);   // "DB_URL_2_PASSWORD"
 * }</pre>
 */
final class VariableNames {

  private static final String SUFFIX = "_PASSWORD";

  private VariableNames() {}

  /**
   * The variable of each finding of {@code fixable} whose fix moves a password out, by identity.
   *
   * @param text the file's text: a name it already refers to ({@code convention}) is taken
   */
  static Map<FixableFinding, String> of(List<FixableFinding> fixable, String text, PlaceholderConvention convention) {
    Map<FixableFinding, String> names = new IdentityHashMap<>();
    // name -> the secret it stands for in this file
    Map<String, String> taken = new HashMap<>();
    for (FixableFinding f : fixable) {
      if (f.fix().variable().isEmpty() || f.fix().span().end() > f.value().value().length()) {
        continue;
      }
      String secret = f.fix().span().of(f.value().value());
      String base = f.fix().variable().get();
      String name = base;
      for (int n = 2; !free(name, secret, taken, text, convention); n++) {
        name = qualified(base, n);
      }
      taken.put(name, secret);
      names.put(f, name);
    }
    return names;
  }

  private static boolean free(String name, String secret, Map<String, String> taken, String text,
      PlaceholderConvention convention) {
    if (taken.containsKey(name)) {
      return Objects.equals(taken.get(name), secret);
    }
    // Already in the file: written by an earlier fix or by hand, for a secret this run cannot see.
    return !text.contains(convention.reference(name));
  }

  private static String qualified(String base, int n) {
    String stem = base.endsWith(SUFFIX) ? base.substring(0, base.length() - SUFFIX.length()) : base;
    return stem + "_" + n + SUFFIX;
  }
}
