package dev.urilint.hosts;

import java.lang.Character.UnicodeScript;
import java.text.Normalizer;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What makes one host label (already Unicode: a U-label or a decoded A-label) deceptive, in the
 * terms of Unicode Technical Standard #39: an invisible character, a compatibility character that
 * IDNA maps to another ({@code ｅ} is {@code e}), a mix of scripts that no single language writes
 * ({@code pаypal}: Latin with a Cyrillic {@code а}), or a whole label of non-Latin letters that
 * all look Latin ({@code аррӏе}, five Cyrillic letters).
 *
 * <pre>{@code
 * LabelScripts.problem("pаypal", true);   // Optional["mixes Latin and Cyrillic (Cyrillic 'а' U+0430)"]
 * LabelScripts.problem("münchen", true);  // Optional.empty(): Latin only
 * LabelScripts.problem("東京ラーメン", false);  // Optional.empty(): Han + Katakana is Japanese
 * }</pre>
 */
public final class LabelScripts {

  // UTS #39 §5.2 "Highly Restrictive": the script mixes that real languages write.
  private static final List<Set<UnicodeScript>> ALLOWED_MIXES =
      List.of(
          EnumSet.of(UnicodeScript.LATIN, UnicodeScript.HAN, UnicodeScript.HIRAGANA, UnicodeScript.KATAKANA),
          EnumSet.of(UnicodeScript.LATIN, UnicodeScript.HAN, UnicodeScript.BOPOMOFO),
          EnumSet.of(UnicodeScript.LATIN, UnicodeScript.HAN, UnicodeScript.HANGUL));

  // Non-Latin letters that render like a Latin letter (a subset of UTS #39 confusables.txt).
  private static final Map<Integer, Character> LOOKS_LATIN = lookalikes();

  private LabelScripts() {}

  /**
   * Why {@code label} deceives, if it does; {@code latinNeighbours} says whether another label of
   * the host is Latin, which makes a whole-script look-alike label a homograph of a Latin name.
   */
  public static Optional<String> problem(String label, boolean latinNeighbours) {
    Optional<String> invisible = invisible(label);
    if (invisible.isPresent()) {
      return invisible;
    }
    String compatible = Normalizer.normalize(label, Normalizer.Form.NFKC);
    if (!compatible.equals(label)) {
      return Optional.of(
          "holds compatibility characters that IDNA maps to '" + compatible.toLowerCase(Locale.ROOT) + "'");
    }
    Map<UnicodeScript, Integer> scripts = scripts(label);
    if (scripts.size() > 1 && ALLOWED_MIXES.stream().noneMatch(set -> set.containsAll(scripts.keySet()))) {
      return Optional.of("mixes " + mixDescription(label, scripts));
    }
    if (scripts.size() == 1 && latinNeighbours && !scripts.containsKey(UnicodeScript.LATIN)) {
      return wholeScriptLookalike(label, scripts.keySet().iterator().next());
    }
    return Optional.empty();
  }

  /** The Latin text a label of look-alike letters shows, e.g. {@code apple} for {@code аррӏе}. */
  static Optional<String> latinSkeleton(String label) {
    StringBuilder out = new StringBuilder(label.length());
    for (int i = 0; i < label.length(); ) {
      int cp = label.codePointAt(i);
      i += Character.charCount(cp);
      if (cp < 128) {
        out.append((char) cp);
      } else if (LOOKS_LATIN.containsKey(cp)) {
        out.append(LOOKS_LATIN.get(cp));
      } else {
        return Optional.empty();
      }
    }
    return Optional.of(out.toString());
  }

  private static Optional<String> invisible(String label) {
    for (int i = 0; i < label.length(); ) {
      int cp = label.codePointAt(i);
      i += Character.charCount(cp);
      if (Character.getType(cp) == Character.FORMAT || cp == 0x034F || cp == 0x115F || cp == 0x1160
          || cp == 0x3164 || cp == 0xFFA0 || Character.isWhitespace(cp) || Character.isSpaceChar(cp)) {
        return Optional.of(String.format("holds the invisible character U+%04X", cp));
      }
    }
    return Optional.empty();
  }

  private static Optional<String> wholeScriptLookalike(String label, UnicodeScript script) {
    return latinSkeleton(label)
        .filter(skeleton -> !skeleton.equals(label))
        .map(skeleton -> "is written in " + name(script) + " letters that look like the Latin '" + skeleton + "'");
  }

  // Scripts in order of first appearance, each with the first code point written in it. Common
  // (digits, hyphen) and Inherited (combining marks) belong to every script.
  private static Map<UnicodeScript, Integer> scripts(String label) {
    Map<UnicodeScript, Integer> scripts = new LinkedHashMap<>();
    for (int i = 0; i < label.length(); ) {
      int cp = label.codePointAt(i);
      i += Character.charCount(cp);
      UnicodeScript script = UnicodeScript.of(cp);
      if (script != UnicodeScript.COMMON && script != UnicodeScript.INHERITED && script != UnicodeScript.UNKNOWN) {
        scripts.putIfAbsent(script, cp);
      }
    }
    return scripts;
  }

  // "Latin and Cyrillic (Cyrillic 'а' U+0430)": names the first letter of each script after the first.
  private static String mixDescription(String label, Map<UnicodeScript, Integer> scripts) {
    StringBuilder names = new StringBuilder();
    StringBuilder letters = new StringBuilder();
    int n = 0;
    for (Map.Entry<UnicodeScript, Integer> e : scripts.entrySet()) {
      names.append(n == 0 ? "" : n == scripts.size() - 1 ? " and " : ", ").append(name(e.getKey()));
      if (n > 0) {
        letters.append(n == 1 ? "" : ", ")
            .append(String.format("%s '%s' U+%04X", name(e.getKey()), Character.toString(e.getValue()), e.getValue()));
      }
      n++;
    }
    return names + " (" + letters + ")";
  }

  static String name(UnicodeScript script) {
    StringBuilder out = new StringBuilder();
    for (String word : script.name().split("_")) {
      if (out.length() > 0) {
        out.append(' ');
      }
      out.append(word.charAt(0)).append(word.substring(1).toLowerCase(Locale.ROOT));
    }
    return out.toString();
  }

  private static Map<Integer, Character> lookalikes() {
    Map<Integer, Character> map = new HashMap<>();
    // Cyrillic
    put(map, "аa еe оo рp сc уy хx ѕs іi јj ԁd ӏl һh ԛq ԝw ѡw");
    put(map, "АA ВB ЕE КK МM НH ОO РP СC ТT ХX ЅS ІI ЈJ ԚQ ԜW");
    // Greek
    put(map, "οo αa νv ιi ρp υu χx ϲc ϳj");
    put(map, "ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX");
    // Armenian
    put(map, "օo սu հh ոn ցg զq");
    return Map.copyOf(map);
  }

  private static void put(Map<Integer, Character> map, String pairs) {
    for (String pair : pairs.split(" ")) {
      map.put(pair.codePointAt(0), pair.charAt(pair.length() - 1));
    }
  }
}
