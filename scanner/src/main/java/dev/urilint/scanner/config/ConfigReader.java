package dev.urilint.scanner.config;

import dev.urilint.lint.RuleId;
import dev.urilint.lint.Severity;
import dev.urilint.sinks.SinkSpec;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import org.snakeyaml.engine.v2.nodes.Tag;

/**
 * Turns the YAML of a configuration file into a {@link UrilintConfig}, strictly: every key must be
 * known, every value valid, and each error names its line and column and the valid choices.
 *
 * <p>It works on SnakeYAML Engine's node tree (composed, never constructed into objects), which keeps
 * the position of every key and value and cannot instantiate anything. Aliases are limited, and flow
 * nesting is bounded before parsing because the composer recurses.
 */
final class ConfigReader {

  /** The top-level keys, in documentation order: the names of {@link Setting}. */
  static final List<String> KEYS = Arrays.stream(Setting.values()).map(Setting::key).toList();

  private static final int MAX_FLOW_NESTING = 64;

  private final String shownName;
  private final Path baseFolder;

  private ConfigReader(String shownName, Path baseFolder) {
    this.shownName = shownName;
    this.baseFolder = baseFolder;
  }

  static UrilintConfig read(String yaml, String shownName, Path baseFolder) throws ConfigException {
    return new ConfigReader(shownName, baseFolder).read(yaml);
  }

  private UrilintConfig read(String yaml) throws ConfigException {
    checkFlowNesting(yaml);
    LoadSettings settings =
        LoadSettings.builder()
            .setLabel(shownName)
            .setAllowDuplicateKeys(false)
            .setAllowRecursiveKeys(false)
            .setMaxAliasesForCollections(16)
            .setCodePointLimit((int) ConfigLoader.MAX_FILE_SIZE)
            // As in the YAML extractor: SnakeYAML's reader copies its unread window on every
            // buffer's worth, quadratic in a token's length with the default 1,024 chars.
            .setBufferSize(yaml.length() + 1)
            .build();
    Optional<Node> root;
    try {
      root = new Compose(settings).composeString(yaml);
    } catch (MarkedYamlEngineException e) {
      Optional<Mark> mark = e.getProblemMark().or(e::getContextMark);
      throw new ConfigException(
          shownName,
          mark.map(m -> m.getLine() + 1).orElse(0),
          mark.map(m -> m.getColumn() + 1).orElse(0),
          "not valid YAML: " + (e.getProblem() != null ? e.getProblem() : e.getContext()));
    } catch (YamlEngineException e) {
      throw new ConfigException(shownName, 0, 0, "not valid YAML: " + e.getMessage());
    }
    if (root.isEmpty() || isNull(root.get())) {
      return UrilintConfig.empty();
    }
    MappingNode top = mapping(root.get(), "the configuration");
    Map<RuleId, String> rules = Map.of();
    List<String> allowedHosts = List.of();
    List<String> includes = List.of();
    List<String> excludes = List.of();
    Optional<Path> baseline = Optional.empty();
    Optional<FailOn> failOn = Optional.empty();
    Optional<Boolean> scanJavaSources = Optional.empty();
    Optional<Boolean> testSourcesAllRules = Optional.empty();
    Optional<Long> maxFileSize = Optional.empty();
    List<SinkSpec> additionalSinks = List.of();
    List<SinkSpec> templateSinks = List.of();
    Set<String> seen = new HashSet<>();
    for (NodeTuple entry : top.getValue()) {
      String key = scalar(entry.getKeyNode(), "a key");
      if (!seen.add(key)) {
        throw error(entry.getKeyNode(), "key '" + key + "' appears twice");
      }
      Node value = entry.getValueNode();
      if (isNull(value)) {
        continue; // "excludes:" with nothing after it: not set
      }
      switch (key) {
        case "rules" -> rules = rules(value);
        case "allowedHosts" -> allowedHosts = strings(value, key);
        case "includes" -> includes = strings(value, key);
        case "excludes" -> excludes = strings(value, key);
        case "baseline" -> baseline = Optional.of(baseFolder.resolve(scalar(value, "a path")).normalize());
        case "failOn" -> failOn = Optional.of(failOn(value));
        case "scanJavaSources" -> scanJavaSources = Optional.of(bool(value, key));
        case "testSourcesAllRules" -> testSourcesAllRules = Optional.of(bool(value, key));
        case "maxFileSize" -> maxFileSize = Optional.of(size(value, key));
        case "additionalSinks" -> additionalSinks = sinks(value, key);
        case "templateSinks" -> templateSinks = sinks(value, key);
        default -> throw error(entry.getKeyNode(), unknownKey(key));
      }
    }
    return new UrilintConfig(
        Optional.empty(),
        rules,
        allowedHosts,
        includes,
        excludes,
        baseline,
        failOn,
        scanJavaSources,
        testSourcesAllRules,
        maxFileSize,
        additionalSinks,
        templateSinks);
  }

  // The same syntax as the Error Prone check's AdditionalSinks/TemplateSinks, parsed by core.
  private List<SinkSpec> sinks(Node value, String key) throws ConfigException {
    List<SinkSpec> out = new java.util.ArrayList<>();
    for (String item : strings(value, key)) {
      try {
        out.add(SinkSpec.parse(item.trim()));
      } catch (IllegalArgumentException e) {
        throw error(value, key + ": " + e.getMessage());
      }
    }
    return out;
  }

  private static String unknownKey(String key) {
    String hint =
        KEYS.stream()
            .filter(k -> k.equalsIgnoreCase(key) || k.equalsIgnoreCase(key.replace("-", "").replace("_", "")))
            .findFirst()
            .map(k -> "did you mean '" + k + "'? ")
            .orElse("");
    return "unknown key '" + key + "'; " + hint + "valid keys: " + String.join(", ", KEYS);
  }

  private Map<RuleId, String> rules(Node value) throws ConfigException {
    if (!(value instanceof MappingNode map)) {
      throw error(value, "rules must map rule ids to error, warning, info or off");
    }
    Map<RuleId, String> rules = new EnumMap<>(RuleId.class);
    for (NodeTuple entry : map.getValue()) {
      String name = scalar(entry.getKeyNode(), "a rule id");
      Optional<RuleId> rule = RuleId.byId(name);
      if (rule.isEmpty()) {
        throw error(entry.getKeyNode(), "unknown rule '" + name + "'; rule ids are listed by 'urilint rules'");
      }
      if (rules.containsKey(rule.get())) {
        throw error(entry.getKeyNode(), "rule '" + rule.get().id() + "' is set twice");
      }
      Node settingNode = entry.getValueNode();
      String setting = isNull(settingNode) ? "" : scalar(settingNode, "a severity");
      String normal = setting.trim().toLowerCase(Locale.ROOT);
      if (!normal.equals("off") && Severity.byId(normal).isEmpty()) {
        throw error(
            isNull(settingNode) ? entry.getKeyNode() : settingNode,
            "invalid severity '" + setting + "' for rule " + rule.get().id() + "; use error, warning, info or off");
      }
      rules.put(rule.get(), normal);
    }
    return rules;
  }

  private FailOn failOn(Node value) throws ConfigException {
    String text = scalar(value, "one of " + FailOn.validValues());
    return FailOn.byId(text)
        .orElseThrow(() -> error(value, "invalid failOn '" + text + "'; use " + FailOn.validValues()));
  }

  private List<String> strings(Node value, String key) throws ConfigException {
    if (value instanceof ScalarNode) {
      return List.of(scalar(value, "a string")); // "excludes: '**/gen/**'" means a list of one
    }
    if (!(value instanceof SequenceNode seq)) {
      throw error(value, key + " must be a list of strings");
    }
    List<String> out = new ArrayList<>();
    for (Node item : seq.getValue()) {
      if (isNull(item) || isPlainNullWord(item)) {
        throw error(item, "empty entry (null, ~) in " + key + "; write a glob, or remove the entry");
      }
      String text = scalar(item, "a string in " + key);
      if (text.isBlank()) {
        throw error(item, "empty entry in " + key);
      }
      Optional<String> problem = dev.urilint.scanner.walk.Glob.problem(text);
      if (problem.isPresent()) {
        throw error(item, problem.get() + " (in " + key + ")");
      }
      out.add(text);
    }
    return out;
  }

  private boolean bool(Node value, String key) throws ConfigException {
    String text = scalar(value, "true or false");
    return switch (text) {
      case "true", "True", "TRUE" -> true;
      case "false", "False", "FALSE" -> false;
      default -> throw error(value, "invalid " + key + " '" + text + "'; use true or false");
    };
  }

  private long size(Node value, String key) throws ConfigException {
    String text = scalar(value, "a number of bytes");
    try {
      long n = Long.parseLong(text.trim());
      if (n > 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below with the valid form
    }
    throw error(value, "invalid " + key + " '" + text + "'; use a positive number of bytes, e.g. 10485760");
  }

  private MappingNode mapping(Node node, String what) throws ConfigException {
    if (node instanceof MappingNode map) {
      return map;
    }
    throw error(node, what + " must be a mapping of keys to values");
  }

  private String scalar(Node node, String what) throws ConfigException {
    if (node instanceof ScalarNode s) {
      return s.getValue();
    }
    throw error(node, "expected " + what + " here, found a " + (node instanceof MappingNode ? "mapping" : "list"));
  }

  // YAML 1.1 and the core schema read a plain ~ or null as null, a glob of "~" is never meant.
  private static boolean isPlainNullWord(Node node) {
    return node instanceof ScalarNode s
        && s.getScalarStyle() == org.snakeyaml.engine.v2.common.ScalarStyle.PLAIN
        && switch (s.getValue()) {
          case "~", "null", "Null", "NULL" -> true;
          default -> false;
        };
  }

  private static boolean isNull(Node node) {
    return node instanceof ScalarNode s && Tag.NULL.equals(s.getTag());
  }

  private ConfigException error(Node node, String problem) {
    Optional<Mark> mark = node.getStartMark();
    return new ConfigException(
        shownName, mark.map(m -> m.getLine() + 1).orElse(0), mark.map(m -> m.getColumn() + 1).orElse(0), problem);
  }

  // The composer recurses once per nested flow collection; refuse "[[[[..." before it does.
  private void checkFlowNesting(String yaml) throws ConfigException {
    int depth = 0;
    int line = 1;
    for (int i = 0; i < yaml.length(); i++) {
      char c = yaml.charAt(i);
      if (c == '\n') {
        line++;
      } else if (c == '[' || c == '{') {
        if (++depth > MAX_FLOW_NESTING) {
          throw new ConfigException(shownName, line, 0, "nested deeper than " + MAX_FLOW_NESTING + " levels");
        }
      } else if ((c == ']' || c == '}') && depth > 0) {
        depth--;
      }
    }
  }
}
