package dev.urilint.scanner.extract;

import dev.urilint.lint.Context;
import dev.urilint.placeholders.Placeholders;
import dev.urilint.secrets.Masking;
import dev.urilint.secrets.SecretSpans;
import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Fills a password placeholder from the file that defines it. In Spring's properties and YAML, a
 * HOCON file and a {@code .env} file, {@code ${db.pw}} is filled from the key {@code db.pw} of the
 * same file unless something overrides it at run time: a value written there is a default that
 * ships with the source, as {@code ${DB_PW:Hunter2}} is, not a secret kept out of it.
 *
 * <pre>{@code
 * // application.properties
 * //   db.pw=Hunter2
 * //   db.url=jdbc:postgresql://app:${db.pw}@db/app
 * SameFilePlaceholders.resolve(values, text.length());
 * // db.url's value reads jdbc:postgresql://app:Hunter2@db/app; the chars of Hunter2 sit where
 * // db.pw's value is written, so the finding, its masking and --show-source are there
 * }</pre>
 *
 * <p>Only a placeholder that is a whole password ({@link SecretSpans.Secret#placeholder}: in the
 * userinfo, an Oracle {@code user/password}, a password parameter) is filled, and only from a
 * definition that holds no placeholder itself (one level: {@code ${b}} defined as {@code ${a}}
 * stays a placeholder). The rest of the value, hosts and paths, is read as written: filling
 * them would change what every other rule says about a value, for nothing a reader cannot see.
 * A value is filled only when the filled string masks every char filled in (a definition whose
 * own chars would end the password early, {@code db.pw=a@b/c}, leaves the value as it was).
 *
 * <p>Linear: one map of the file's keys, one secret search per value that holds a {@code ${},
 * each char copied once; what is filled in is bounded by {@code budget} chars per file, so a
 * file of many {@code ${pw}} cannot make the values it gives grow with their product.
 */
public final class SameFilePlaceholders {

  private SameFilePlaceholders() {}

  /**
   * {@code values} with each whole-password placeholder filled from the value of the key it
   * names, when that key is defined in the same values; the others as they were, in order.
   *
   * @param budget at most this many chars filled in over all values (the file's length)
   */
  public static List<ExtractedValue> resolve(List<ExtractedValue> values, int budget) {
    Map<String, ExtractedValue> defined = null;
    List<ExtractedValue> out = null;
    int left = budget;
    for (int v = 0; v < values.size(); v++) {
      ExtractedValue value = values.get(v);
      String text = value.value();
      if (text.indexOf("${") < 0) {
        continue;
      }
      if (defined == null) {
        defined = definitions(values);
      }
      List<SecretSpans.Secret> secrets = SecretSpans.inValue(text);
      StringBuilder filled = null;
      int[] offsets = null;
      int length = 0; // chars written to filled
      int copied = 0; // chars of text copied so far
      List<Span> filledIn = new ArrayList<>();
      for (SecretSpans.Secret secret : secrets) {
        Span span = secret.span();
        if (!secret.placeholder() || span.start() < copied) {
          continue;
        }
        ExtractedValue definition = defined.get(name(text, span));
        if (definition == null || definition == value || definition.value().length() > left) {
          continue;
        }
        if (filled == null) {
          filled = new StringBuilder(text.length() + definition.value().length());
          offsets = new int[text.length() + definition.value().length() + 1];
        }
        offsets = ensure(offsets, length + (span.start() - copied) + definition.value().length() + 1);
        for (int i = copied; i < span.start(); i++, length++) {
          filled.append(text.charAt(i));
          offsets[length] = value.sourceOffset(i);
        }
        String with = definition.value();
        filledIn.add(new Span(length, length + with.length()));
        for (int i = 0; i < with.length(); i++, length++) {
          filled.append(with.charAt(i));
          offsets[length] = definition.sourceOffset(i);
        }
        left -= with.length();
        copied = span.end();
      }
      if (filled == null) {
        continue;
      }
      offsets = ensure(offsets, length + (text.length() - copied) + 1);
      for (int i = copied; i <= text.length(); i++, length++) {
        if (i < text.length()) {
          filled.append(text.charAt(i));
        }
        offsets[length] = value.sourceOffset(i);
      }
      String result = filled.toString();
      if (!masksAll(result, filledIn)) {
        continue;
      }
      if (out == null) {
        out = new ArrayList<>(values);
      }
      int[] exact = java.util.Arrays.copyOf(offsets, result.length() + 1);
      out.set(v, new ExtractedValue(result, value.key(), value.usage(), exact, value.suppressed(), value.role(),
          value.skipped()));
    }
    return out == null ? values : out;
  }

  // Key -> the last value written under it (a later line overrides an earlier one in each of
  // these formats), only values that hold no placeholder of their own.
  private static Map<String, ExtractedValue> definitions(List<ExtractedValue> values) {
    Map<String, ExtractedValue> defined = new HashMap<>();
    for (ExtractedValue value : values) {
      if (value.key().isEmpty()) {
        continue;
      }
      if (Placeholders.find(value.value(), Context.CONFIG_PLACEHOLDERS).isEmpty()) {
        defined.put(value.key().get(), value);
      } else {
        defined.remove(value.key().get());
      }
    }
    return defined;
  }

  // "${db.pw}" and HOCON's optional "${?db.pw}": the key they name; "" for any other shape
  // (a default, "$PW", "{{ pw }}"), which names no key of this file.
  private static String name(String text, Span span) {
    int start = span.start();
    int end = span.end();
    if (end - start < 4 || !text.startsWith("${", start) || text.charAt(end - 1) != '}') {
      return "";
    }
    int from = text.charAt(start + 2) == '?' ? start + 3 : start + 2;
    for (int i = from; i < end - 1; i++) {
      char c = text.charAt(i);
      if (c == '$' || c == '{' || c == '}' || c == ':' || Character.isWhitespace(c)) {
        return "";
      }
    }
    return text.substring(from, end - 1);
  }

  // Each span filled in lies inside what masking hides of the filled value, so no report shows
  // a char of the definition.
  private static boolean masksAll(String filled, List<Span> filledIn) {
    List<Span> masked = Masking.maskedSpansOfValue(filled);
    int m = 0;
    for (Span span : filledIn) {
      while (m < masked.size() && masked.get(m).end() < span.end()) {
        m++;
      }
      if (m == masked.size() || masked.get(m).start() > span.start()) {
        return false;
      }
    }
    return true;
  }

  private static int[] ensure(int[] offsets, int size) {
    return offsets.length >= size ? offsets : java.util.Arrays.copyOf(offsets, Math.max(size, offsets.length * 2));
  }
}
