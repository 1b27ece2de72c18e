package dev.urilint.benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * Writes a reproducible tree of configuration files the size of a large monorepo's: a quarter each
 * of {@code .properties}, {@code .yml}, {@code .json} and {@code .xml}, 100 files per folder, each
 * 1–5 KB of keys, plain values and URLs (about one value in three is a URL; a few are malformed,
 * insecure or carry credentials, as in real trees).
 *
 * <pre>{@code
 * long bytes = ConfigTree.write(Path.of("/tmp/tree"), 10_000);
 * }</pre>
 */
public final class ConfigTree {

  private static final String[] URLS = {
    "https://api.example.com/v1/orders?limit=100",
    "http://localhost:8080/actuator/health",
    "jdbc:postgresql://db.internal:5432/app",
    "https://cdn.example.org/assets/app.js",
    "http://metrics.corp.example:9090/push",
    "https://user:s3cret@registry.example.com/repo",
    "https://example.com/path with space",
    "ftp://files.example.net/pub/release.tar.gz",
    "https://auth.example.com/oauth2/token?client_id=abc&grant_type=client_credentials",
    "${BASE_URL}/callback",
    "amqp://guest@rabbit:5672/%2F",
    "https://EXAMPLE.com:443/a/./b/../c",
  };

  private static final String[] WORDS = {
    "timeout", "retries", "pool", "size", "enabled", "name", "level", "cache", "region", "mode",
  };

  private ConfigTree() {}

  /** Writes {@code files} files under {@code root}; returns their total size in bytes. */
  public static long write(Path root, int files) throws IOException {
    SplittableRandom random = new SplittableRandom(8);
    long total = 0;
    for (int i = 0; i < files; i++) {
      Path dir = root.resolve("module" + (i / 100)).resolve("src/main/resources");
      Files.createDirectories(dir);
      int entries = 20 + random.nextInt(80);
      String text;
      String name;
      switch (i % 4) {
        case 0 -> {
          name = "application" + i + ".properties";
          text = properties(random, entries);
        }
        case 1 -> {
          name = "application" + i + ".yml";
          text = yaml(random, entries);
        }
        case 2 -> {
          name = "config" + i + ".json";
          text = json(random, entries);
        }
        default -> {
          name = "beans" + i + ".xml";
          text = xml(random, entries);
        }
      }
      byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
      Files.write(dir.resolve(name), bytes);
      total += bytes.length;
    }
    return total;
  }

  private static String value(SplittableRandom random) {
    if (random.nextInt(3) == 0) {
      return URLS[random.nextInt(URLS.length)];
    }
    return random.nextBoolean() ? Integer.toString(random.nextInt(100_000)) : word(random) + "-" + word(random);
  }

  private static String word(SplittableRandom random) {
    return WORDS[random.nextInt(WORDS.length)];
  }

  private static String key(SplittableRandom random, int i) {
    return word(random) + "." + word(random) + i;
  }

  private static String properties(SplittableRandom random, int entries) {
    StringBuilder b = new StringBuilder("# generated service configuration\n");
    for (int i = 0; i < entries; i++) {
      b.append("service.").append(key(random, i)).append('=').append(value(random)).append('\n');
    }
    return b.toString();
  }

  private static String yaml(SplittableRandom random, int entries) {
    StringBuilder b = new StringBuilder("# generated service configuration\nservice:\n");
    for (int i = 0; i < entries; i++) {
      if (i % 10 == 0) {
        b.append("  group").append(i).append(":\n");
      }
      b.append("    ").append(word(random)).append(i).append(": \"").append(value(random)).append("\"\n");
    }
    return b.toString();
  }

  private static String json(SplittableRandom random, int entries) {
    StringBuilder b = new StringBuilder("{\n  \"service\": {\n");
    for (int i = 0; i < entries; i++) {
      b.append("    \"").append(word(random)).append(i).append("\": \"").append(value(random)).append('"');
      b.append(i + 1 < entries ? ",\n" : "\n");
    }
    return b.append("  }\n}\n").toString();
  }

  private static String xml(SplittableRandom random, int entries) {
    StringBuilder b = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<beans>\n");
    for (int i = 0; i < entries; i++) {
      String v = value(random).replace("&", "&amp;");
      b.append("  <property name=\"").append(key(random, i)).append("\" value=\"").append(v).append("\"/>\n");
    }
    return b.append("</beans>\n").toString();
  }
}
