package dev.urilint.scanner.fix;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Two passes of edits as one pass on the original text: {@code first} turns the original into a
 * middle text, {@code second} the middle text into the final one; the result turns the original
 * into the final text, the edits in file order and none overlapping, as an editor applies them
 * in one go. An edit of the second pass that touches what the first wrote (a scheme upgraded
 * after its value was rewritten) joins that edit.
 *
 * <pre>{@code
 * // "ldap://h:389" -> "ldap://h" (drop the port) -> "ldaps://h" (upgrade the scheme)
 * ComposedEdits.of("ldap://h", List.of(new SourceEdit(8, 12, "")), List.of(new SourceEdit(0, 4, "ldaps")));
 * // regions whose edits are SourceEdit[0, 4) "ldaps" and SourceEdit[8, 12) 
 * }</pre>
 */
final class ComposedEdits {

  private ComposedEdits() {}

  /**
   * One region of the middle text that the passes changed, and its edit of the original.
   *
   * @param start where it starts in the middle text
   * @param end where it ends in the middle text
   * @param edit the same change made on the original text
   */
  record Region(int start, int end, SourceEdit edit) {

    /** Whether {@code e}, an edit of the middle text, lies in this region. */
    boolean holdsMiddle(SourceEdit e) {
      return start <= e.start() && e.end() <= end;
    }

    /** Whether {@code e}, an edit of the original text, lies in this region. */
    boolean holdsOriginal(SourceEdit e) {
      return edit.start() <= e.start() && e.end() <= edit.end();
    }
  }

  /**
   * The regions {@code first} and {@code second} changed, in file order.
   *
   * @param middle the original text with {@code first} applied
   * @param first edits of the original text, in file order, none overlapping
   * @param second edits of {@code middle}, in file order, none overlapping
   */
  static List<Region> of(String middle, List<SourceEdit> first, List<SourceEdit> second) {
    // Where first's edits landed in the middle text.
    List<int[]> landed = new ArrayList<>();
    int delta = 0;
    for (SourceEdit e : first) {
      int start = e.start() + delta;
      landed.add(new int[] {start, start + e.text().length()});
      delta += e.text().length() - (e.end() - e.start());
    }
    List<int[]> ranges = new ArrayList<>(landed);
    second.forEach(e -> ranges.add(new int[] {e.start(), e.end()}));
    ranges.sort(Comparator.comparingInt((int[] r) -> r[0]).thenComparingInt(r -> r[1]));
    // Merged where they overlap or touch: a region's ends then lie outside every edit of both.
    List<int[]> merged = new ArrayList<>();
    for (int[] r : ranges) {
      int[] last = merged.isEmpty() ? null : merged.get(merged.size() - 1);
      if (last != null && r[0] <= last[1]) {
        last[1] = Math.max(last[1], r[1]);
      } else {
        merged.add(new int[] {r[0], r[1]});
      }
    }
    List<Region> regions = new ArrayList<>();
    for (int[] m : merged) {
      StringBuilder text = new StringBuilder(middle.substring(m[0], m[1]));
      for (int i = second.size() - 1; i >= 0; i--) {
        SourceEdit e = second.get(i);
        if (m[0] <= e.start() && e.end() <= m[1]) {
          text.replace(e.start() - m[0], e.end() - m[0], e.text());
        }
      }
      SourceEdit edit = new SourceEdit(original(m[0], first, landed, false), original(m[1], first, landed, true),
          text.toString());
      regions.add(new Region(m[0], m[1], edit));
    }
    return regions;
  }

  // The original offset of a region end in the middle text. It lies in no edit of the first pass
  // but may be where one starts (a region start: that edit's start) or ends (a region end: its end).
  private static int original(int at, List<SourceEdit> first, List<int[]> landed, boolean end) {
    int delta = 0;
    for (int i = 0; i < first.size(); i++) {
      int[] l = landed.get(i);
      if (end ? l[1] <= at : l[0] < at) {
        SourceEdit e = first.get(i);
        delta += e.text().length() - (e.end() - e.start());
      }
    }
    return at - delta;
  }
}
