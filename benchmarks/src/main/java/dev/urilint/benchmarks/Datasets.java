package dev.urilint.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Loads the URL lists under {@code bench-data/} (see its README for provenance and licences).
 *
 * <pre>{@code
 * String[] urls = Datasets.load("kasztp");   // 48,010 URLs
 * }</pre>
 *
 * <p>One URL per line, UTF-8. The loader drops a leading byte-order mark ({@code kasztp.txt} has
 * one), a trailing CR on any line, and empty lines; nothing else is trimmed, so the few invalid
 * URLs in the data stay as they are.
 */
public final class Datasets {

  /** The three data sets, by file name without {@code .txt}. */
  public static final List<String> NAMES = List.of("kasztp", "node_files", "isaacs_files");

  private Datasets() {}

  /** The URLs of data set {@code name} in file order. */
  public static String[] load(String name) {
    String resource = "/bench-data/" + name + ".txt";
    try (InputStream in = Datasets.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalArgumentException("no data set " + name + " (" + resource + ")");
      }
      return lines(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Every data set concatenated, in {@link #NAMES} order. */
  public static String[] all() {
    List<String> out = new ArrayList<>();
    for (String name : NAMES) {
      out.addAll(List.of(load(name)));
    }
    return out.toArray(String[]::new);
  }

  /**
   * The URLs of data set {@code name} repeated in file order until there are exactly {@code count}
   * of them (the first {@code count} when the list is longer), so that benchmarks over different
   * lists do the same number of operations per invocation.
   */
  public static String[] repeated(String name, int count) {
    String[] list = load(name);
    String[] out = new String[count];
    for (int k = 0; k < count; k++) {
      out[k] = list[k % list.length];
    }
    return out;
  }

  static String[] lines(String text) {
    String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
    List<String> out = new ArrayList<>();
    for (String line : body.split("\n", -1)) {
      String l = line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
      if (!l.isEmpty()) {
        out.add(l);
      }
    }
    return out.toArray(String[]::new);
  }
}
