package dev.urilint.precision;

import dev.urilint.lint.RuleId;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes the expectation of one repository, {@code precision/expected/<repo>.tsv}: one
 * judged finding per line, six tab-separated fields, {@code #} lines are comments.
 *
 * <pre>
 * # path	line	rule	verdict	value	why
 * samples/Get.java	32	insecure-scheme	TP	http://publicobject.com/helloworld.txt	fetched over http by the sample
 * </pre>
 *
 * <p>A reason is required: a verdict nobody can check is not an expectation.
 */
final class ExpectationFile {

  /** The header line of every expectation file. */
  static final String HEADER = "# path\tline\trule\tverdict\tvalue\twhy";

  /** Values longer than this are cut in a row: the value is there for the reader, not matched. */
  static final int VALUE_LIMIT = 120;

  private ExpectationFile() {}

  static List<Expectation> read(Path file) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new SuiteException("cannot read the expectation " + file + ": " + e.getMessage(), e);
    }
    List<Expectation> rows = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      rows.add(parse(line, file + ":" + (i + 1) + ": "));
    }
    return rows;
  }

  static Expectation parse(String line, String where) {
    String[] f = line.split("\t", -1);
    if (f.length != 6) {
      throw new SuiteException(
          where + "expected 6 tab-separated fields (path, line, rule, verdict, value, why), found " + f.length);
    }
    if (f[0].isEmpty() || f[0].startsWith("/") || f[0].contains("\\")) {
      throw new SuiteException(where + "the path '" + f[0] + "' is not relative to the repository root with '/'");
    }
    int lineNumber;
    try {
      lineNumber = Integer.parseInt(f[1]);
    } catch (NumberFormatException e) {
      lineNumber = 0;
    }
    if (lineNumber < 1) {
      throw new SuiteException(where + "the line '" + f[1] + "' is not a line number");
    }
    if (RuleId.byId(f[2]).filter(r -> r.id().equals(f[2])).isEmpty()) {
      throw new SuiteException(where + "'" + f[2] + "' is not a rule id");
    }
    Verdict verdict =
        Verdict.parse(f[3])
            .orElseThrow(() -> new SuiteException(where + "the verdict '" + f[3] + "' is not TP, DEB or FP"));
    if (f[5].isBlank()) {
      throw new SuiteException(where + "no reason: say why the finding is " + verdict);
    }
    return new Expectation(new FindingKey(f[0], lineNumber, f[2]), verdict, f[4], f[5]);
  }

  /**
   * A row for a finding nobody has judged yet: verdict {@code ?} and an empty reason, to be
   * replaced by whoever reads the line.
   */
  static String unjudgedRow(Reported r) {
    return r.key().path() + "\t" + r.key().line() + "\t" + r.key().rule() + "\t?\t" + cell(r.uri()) + "\t";
  }

  /** The value as one TSV cell: control characters escaped, cut at {@link #VALUE_LIMIT}. */
  static String cell(String value) {
    StringBuilder sb = new StringBuilder();
    int i = 0;
    for (; i < value.length() && sb.length() < VALUE_LIMIT; i++) {
      char c = value.charAt(i);
      switch (c) {
        case '\t' -> sb.append("\\t");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        default -> sb.append(c < ' ' ? ' ' : c);
      }
    }
    return i < value.length() ? sb + "..." : sb.toString();
  }
}
