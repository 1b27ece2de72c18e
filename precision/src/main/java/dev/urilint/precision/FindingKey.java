package dev.urilint.precision;

/**
 * What a finding and an expectation are matched on: the path relative to the repository root, the
 * 1-based line and the rule id. The corpus is pinned, so lines do not drift; two findings of one
 * rule on one line are two occurrences of the key.
 */
record FindingKey(String path, int line, String rule) implements Comparable<FindingKey> {

  @Override
  public int compareTo(FindingKey o) {
    int c = path.compareTo(o.path);
    if (c == 0) {
      c = Integer.compare(line, o.line);
    }
    return c != 0 ? c : rule.compareTo(o.rule);
  }

  @Override
  public String toString() {
    return path + ":" + line + " " + rule;
  }
}
