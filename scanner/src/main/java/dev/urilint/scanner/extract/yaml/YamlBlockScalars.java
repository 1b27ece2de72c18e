package dev.urilint.scanner.extract.yaml;

import dev.urilint.scanner.extract.ValueBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * Maps a YAML literal ({@code |}) or folded ({@code >}) block scalar back to its source lines
 * (YAML 1.2 §8.1). SnakeYAML's mark sits on the indicator; content starts on the next line. The
 * content indentation is found from the first non-empty line (source leading spaces minus the
 * value's), so explicit indentation indicators need no parent indentation. Each content line's
 * text appears verbatim in the value; the separators between content lines (a fold space or
 * newlines, chomped or kept) map to the line breaks they came from.
 */
final class YamlBlockScalars {

  private YamlBlockScalars() {}

  /**
   * Maps {@code value}, decoded by SnakeYAML from the block scalar whose indicator is at {@code
   * indicator}; returns null when the source does not line up (the caller then aligns).
   */
  static ValueBuilder map(String text, int indicator, String value, boolean folded) {
    int n = text.length();
    int line = lineEnd(text, indicator);
    if (line >= n) {
      return value.isEmpty() ? new ValueBuilder() : null;
    }
    line = YamlFlowScalars.skipBreak(text, line);
    int leadingNewlines = 0;
    while (leadingNewlines < value.length() && value.charAt(leadingNewlines) == '\n') {
      leadingNewlines++;
    }
    int indent = indentation(text, line, value, leadingNewlines);
    if (indent < 0) {
      return null;
    }
    ValueBuilder out = new ValueBuilder();
    List<Integer> pending = new ArrayList<>();
    int v = 0;
    boolean first = true;
    boolean previousNormal = false;
    while (line < n && v < value.length()) {
      int end = lineEnd(text, line);
      int spaces = 0;
      while (line + spaces < end && text.charAt(line + spaces) == ' ') {
        spaces++;
      }
      boolean blank = line + spaces == end;
      if (blank && end - line <= indent) {
        pending.add(end);
      } else if (spaces < indent) {
        break;
      } else {
        int from = line + indent;
        boolean normal = text.charAt(from) != ' ' && text.charAt(from) != '\t';
        int separators = 0;
        while (v + separators < value.length() && value.charAt(v + separators) == '\n') {
          separators++;
        }
        if (separators == 0 && !first && folded && normal && previousNormal
            && v < value.length() && value.charAt(v) == ' ') {
          separators = 1;
        }
        if (separators > pending.size() || (separators == 0 && !first)) {
          return null;
        }
        for (int s = pending.size() - separators; s < pending.size(); s++) {
          out.append(value.charAt(v++), pending.get(s));
        }
        int length = end - from;
        if (!value.regionMatches(v, text, from, length)) {
          return null;
        }
        out.appendVerbatim(text, from, end);
        v += length;
        pending.clear();
        pending.add(end);
        first = false;
        previousNormal = normal;
      }
      line = end < n ? YamlFlowScalars.skipBreak(text, end) : n;
    }
    for (int p = 0; v < value.length(); p++) {
      if (value.charAt(v) != '\n') {
        return null;
      }
      out.append('\n', p < pending.size() ? pending.get(p) : n);
      v++;
    }
    return out;
  }

  /** Content indentation: leading spaces of the first non-empty source line minus the value's. */
  private static int indentation(String text, int line, String value, int leadingNewlines) {
    if (leadingNewlines == value.length()) {
      return Integer.MAX_VALUE;
    }
    int n = text.length();
    for (int skipped = 0; skipped < leadingNewlines && line < n; skipped++) {
      int end = lineEnd(text, line);
      line = end < n ? YamlFlowScalars.skipBreak(text, end) : n;
    }
    int sourceSpaces = 0;
    while (line + sourceSpaces < n && text.charAt(line + sourceSpaces) == ' ') {
      sourceSpaces++;
    }
    int valueSpaces = 0;
    while (leadingNewlines + valueSpaces < value.length()
        && value.charAt(leadingNewlines + valueSpaces) == ' ') {
      valueSpaces++;
    }
    return sourceSpaces - valueSpaces;
  }

  private static int lineEnd(String text, int i) {
    while (i < text.length() && !YamlFlowScalars.isBreak(text.charAt(i))) {
      i++;
    }
    return i;
  }
}
