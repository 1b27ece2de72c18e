package dev.urilint.lsp;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.urilint.scanner.config.ConfigException;
import dev.urilint.scanner.config.ConfigLoader;
import dev.urilint.scanner.config.Setting;
import dev.urilint.scanner.config.UrilintConfig;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * The settings an editor gives the server ({@code initializationOptions}, {@code
 * workspace/didChangeConfiguration}): the keys of {@code urilint.yml} ({@code rules}, {@code
 * allowedHosts}, {@code baseline}, ...; the command line's option names such as {@code
 * allowed-host} work too), read by the same reader as the file, plus {@code config}, the
 * configuration file to read instead of the workspace's {@code urilint.yml} (the command line's
 * {@code --config}). They win over the file, as options do on the command line. The settings may
 * sit under a {@code urilint} key, as editors send a section.
 *
 * <pre>{@code
 * Settings s = Settings.parse(JsonParser.parseString("{\"rules\": {\"non-normalized\": \"off\"}}"), root);
 * s.overrides().rules();   // {NON_NORMALIZED=off}
 * }</pre>
 *
 * @param config the configuration file named by {@code config}, resolved against the root
 * @param overrides the settings given, on top of the file
 */
record Settings(Optional<Path> config, UrilintConfig overrides) {

  private static final Gson GSON = new Gson();

  /** No settings: the workspace's file alone. */
  static Settings none() {
    return new Settings(Optional.empty(), UrilintConfig.empty());
  }

  /**
   * Reads {@code json}, an object (or null: no settings).
   *
   * @throws ConfigException naming the key that is wrong, as for {@code urilint.yml}
   */
  static Settings parse(JsonElement json, Path root) throws ConfigException {
    if (json == null || json.isJsonNull()) {
      return none();
    }
    if (!json.isJsonObject()) {
      throw new ConfigException("settings", 0, 0, "the settings must be an object of urilint.yml keys");
    }
    JsonObject object = json.getAsJsonObject();
    if (object.has("urilint") && object.get("urilint").isJsonObject()) {
      object = object.getAsJsonObject("urilint");
    }
    JsonObject keys = new JsonObject();
    Optional<Path> config = Optional.empty();
    for (Map.Entry<String, JsonElement> e : object.entrySet()) {
      if (e.getKey().equals("config")) {
        if (!e.getValue().isJsonNull()) {
          config = Optional.of(root.resolve(e.getValue().getAsString()).normalize());
        }
        continue;
      }
      keys.add(key(e.getKey()), e.getValue());
    }
    // JSON is YAML: the file's reader checks every key and value, with the file's messages.
    UrilintConfig overrides = ConfigLoader.parse(GSON.toJson(keys), "settings", root);
    return new Settings(config, overrides);
  }

  // "allowed-host" (the option without its dashes) names the key "allowedHosts".
  private static String key(String given) {
    for (Setting s : Setting.values()) {
      if (s.cliOption().equals("--" + given)) {
        return s.key();
      }
    }
    return given;
  }
}
