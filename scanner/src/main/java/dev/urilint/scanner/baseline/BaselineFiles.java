package dev.urilint.scanner.baseline;

import java.nio.file.Path;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * One monitor per baseline file in this JVM, so that the writers of one shared baseline take
 * turns. The modules of a parallel Maven build ({@code mvn -T 4 urilint:baseline}) run as threads
 * of one JVM, each reading the file, replacing its own part and writing it back; without turns,
 * the last writer's copy would drop what the others wrote in between.
 *
 * <pre>{@code
 * synchronized (BaselineFiles.monitor(file)) {
 *   // read, merge, write
 * }
 * }</pre>
 *
 * <p>The one piece of static state of the scanner, and deliberately so: the file is shared by
 * every scan in the JVM, so its lock is too. It holds one small object per baseline path ever
 * written, a handful per build.
 */
public final class BaselineFiles {

  private static final ConcurrentMap<Path, Object> MONITORS = new ConcurrentHashMap<>();

  private BaselineFiles() {}

  /** The monitor of {@code file}: the same object for every spelling of the same path. */
  public static Object monitor(Path file) {
    return MONITORS.computeIfAbsent(file.toAbsolutePath().normalize(), p -> new Object());
  }
}
