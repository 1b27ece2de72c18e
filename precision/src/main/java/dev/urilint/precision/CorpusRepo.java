package dev.urilint.precision;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A repository of the corpus: a row of {@code precision/repos.tsv} ({@code name}, {@code
 * owner/repo} on GitHub, the full commit id its expectation was judged at).
 *
 * <pre>{@code
 * List<CorpusRepo> repos = CorpusRepo.readAll(Path.of("precision/repos.tsv"));
 * repos.get(0).cloneUrl();   // "https://github.com/square/okhttp.git"
 * }</pre>
 */
record CorpusRepo(String name, String repository, String commit) {

  /** Reads the corpus list; {@code #} lines are comments. */
  static List<CorpusRepo> readAll(Path file) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new SuiteException("cannot read the corpus list " + file + ": " + e.getMessage(), e);
    }
    List<CorpusRepo> repos = new ArrayList<>();
    Set<String> names = new HashSet<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] f = line.split("\t", -1);
      String where = file + ":" + (i + 1) + ": ";
      if (f.length != 3) {
        throw new SuiteException(where + "expected 3 tab-separated fields (name, owner/repo, commit), found " + f.length);
      }
      if (!f[0].matches("[A-Za-z0-9._-]+") || !names.add(f[0])) {
        throw new SuiteException(where + "the name '" + f[0] + "' is not a unique folder name");
      }
      if (!f[1].matches("[A-Za-z0-9._-]+/[A-Za-z0-9._-]+")) {
        throw new SuiteException(where + "'" + f[1] + "' is not owner/repo");
      }
      if (!f[2].matches("[0-9a-f]{40}")) {
        throw new SuiteException(where + "'" + f[2] + "' is not a full commit id (40 hex digits)");
      }
      repos.add(new CorpusRepo(f[0], f[1], f[2]));
    }
    return repos;
  }

  String cloneUrl() {
    return "https://github.com/" + repository + ".git";
  }
}
