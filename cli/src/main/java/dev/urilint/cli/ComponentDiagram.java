package dev.urilint.cli;

import dev.urilint.uri.Span;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Draws components under a string the way RFC 3986 §3 does: a bracket under each part, a line down
 * from its middle, its name at the end of the line.
 *
 * <pre>
 *   foo://example.com:8042/over/there?name=ferret#nose
 *   \_/   \______________/\_________/ \_________/ \__/
 *    |           |            |            |        |
 *    scheme      authority    path         query    fragment
 * </pre>
 *
 * <p>Each name starts near the middle of its bracket, moved left to centre it when there is room;
 * when it would run into the next name, it goes one row lower and the lines of the parts to its
 * right stop above it. Placing names right to left makes that a single pass.
 */
final class ComponentDiagram {

  /** A named part of the drawn string. */
  record Part(String name, Span span) {}

  private ComponentDiagram() {}

  /**
   * The lines under the string (without the string itself), each prefixed with {@code indent};
   * empty when there is no non-empty part. Parts must be in order and not overlap.
   */
  static List<String> draw(List<Part> parts, String indent) {
    List<Part> drawn = parts.stream().filter(p -> p.span().length() > 0).toList();
    int n = drawn.size();
    if (n == 0) {
      return List.of();
    }
    int[] anchor = new int[n];
    int[] start = new int[n];
    int[] row = new int[n];
    int width = 0;
    for (int i = 0; i < n; i++) {
      Span span = drawn.get(i).span();
      anchor[i] = span.start() + (span.length() - 1) / 2;
    }
    for (int i = n - 1; i >= 0; i--) {
      String name = drawn.get(i).name();
      int leftLimit = i == 0 ? 0 : anchor[i - 1] + 2; // never cover the line of the part to the left
      start[i] = Math.max(leftLimit, Math.min(anchor[i], anchor[i] - (name.length() - 1) / 2));
      int end = start[i] + name.length(); // exclusive; one blank column must follow
      int r = 1;
      boolean moved = true;
      while (moved) {
        moved = false;
        for (int j = i + 1; j < n; j++) {
          boolean sameRowOverlap = row[j] == r && start[j] <= end;
          boolean crossesLine = row[j] > r && anchor[j] <= end;
          if (sameRowOverlap || crossesLine) {
            r++;
            moved = true;
          }
        }
      }
      row[i] = r;
      width = Math.max(width, end);
    }
    for (Part p : drawn) {
      width = Math.max(width, p.span().end());
    }
    int rows = Arrays.stream(row).max().orElse(1);
    char[][] grid = new char[rows + 2][width];
    for (char[] line : grid) {
      Arrays.fill(line, ' ');
    }
    for (int i = 0; i < n; i++) {
      Span span = drawn.get(i).span();
      bracket(grid[0], span);
      for (int r = 1; r <= row[i]; r++) {
        grid[r][anchor[i]] = '|';
      }
      String name = drawn.get(i).name();
      name.getChars(0, name.length(), grid[row[i] + 1], start[i]);
    }
    List<String> lines = new ArrayList<>();
    for (char[] line : grid) {
      lines.add((indent + new String(line)).stripTrailing());
    }
    return lines;
  }

  // "|" under one character, "\/" under two, "\__/" under more.
  private static void bracket(char[] line, Span span) {
    int s = span.start();
    int e = span.end() - 1;
    if (s == e) {
      line[s] = '|';
      return;
    }
    line[s] = '\\';
    line[e] = '/';
    for (int k = s + 1; k < e; k++) {
      line[k] = '_';
    }
  }
}
