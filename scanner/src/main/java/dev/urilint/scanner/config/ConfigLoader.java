package dev.urilint.scanner.config;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds and reads a project's urilint configuration: {@code urilint.yml} or {@code .urilint.yml}
 * at the project root. Used by {@code urilint check} and the Maven plugin; their own options win
 * over the file.
 *
 * <pre>{@code
 * UrilintConfig config = ConfigLoader.loadFrom(Path.of("."));   // empty() when there is no file
 * UrilintConfig explicit = ConfigLoader.load(Path.of("ci/urilint.yml"));
 * }</pre>
 */
public final class ConfigLoader {

  /** The names looked up at the project root, in this order. */
  public static final List<String> FILE_NAMES = List.of("urilint.yml", ".urilint.yml");

  /** A configuration is a few dozen lines; anything larger is not one. */
  static final long MAX_FILE_SIZE = 256 * 1024;

  private ConfigLoader() {}

  /**
   * The configuration file at {@code root}, if any.
   *
   * @throws ConfigException when both names exist: which one wins would be a guess
   */
  public static Optional<Path> find(Path root) throws ConfigException {
    List<Path> found = new ArrayList<>();
    for (String name : FILE_NAMES) {
      Path candidate = root.resolve(name);
      if (Files.isRegularFile(candidate)) {
        found.add(candidate);
      }
    }
    if (found.size() > 1) {
      throw new ConfigException(
          root.resolve(FILE_NAMES.get(1)).toString(),
          0,
          0,
          "both urilint.yml and .urilint.yml exist in " + dev.urilint.scanner.report.Printable.argument(root) + "; keep one");
    }
    return found.stream().findFirst();
  }

  /** The configuration at {@code root}, or {@link UrilintConfig#empty()} when there is none. */
  public static UrilintConfig loadFrom(Path root) throws ConfigException {
    Optional<Path> file = find(root);
    return file.isPresent() ? load(file.get()) : UrilintConfig.empty();
  }

  /** Reads {@code file}; relative paths in it (the baseline) resolve against its folder. */
  public static UrilintConfig load(Path file) throws ConfigException {
    String shown = file.toString();
    String text;
    try {
      if (!Files.isRegularFile(file)) {
        throw new ConfigException(shown, 0, 0, "no such file");
      }
      if (Files.size(file) > MAX_FILE_SIZE) {
        throw new ConfigException(shown, 0, 0, "larger than " + MAX_FILE_SIZE + " bytes; not a urilint configuration");
      }
      text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(file)))
              .toString();
    } catch (CharacterCodingException e) {
      throw new ConfigException(shown, 0, 0, "not valid UTF-8");
    } catch (IOException e) {
      throw new ConfigException(shown, 0, 0, "cannot read (" + e.getClass().getSimpleName() + ")");
    }
    Path folder = file.toAbsolutePath().getParent();
    return ConfigReader.read(text, shown, folder).withFile(file);
  }

  /** Parses {@code yaml} as a configuration; {@code shownName} prefixes error messages. */
  public static UrilintConfig parse(String yaml, String shownName, Path baseFolder) throws ConfigException {
    return ConfigReader.read(yaml, shownName, baseFolder);
  }
}
