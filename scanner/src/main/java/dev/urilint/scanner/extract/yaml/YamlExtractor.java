package dev.urilint.scanner.extract.yaml;

import dev.urilint.placeholders.SourceFormat;
import dev.urilint.scanner.extract.Alignment;
import dev.urilint.scanner.extract.CommentSyntax;
import dev.urilint.scanner.extract.ExtractedValue;
import dev.urilint.scanner.extract.ExtractionException;
import dev.urilint.scanner.extract.Extractor;
import dev.urilint.scanner.extract.KeyPath;
import dev.urilint.scanner.extract.SourceFile;
import dev.urilint.scanner.extract.ValueBuilder;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Parse;
import org.snakeyaml.engine.v2.common.Anchor;
import org.snakeyaml.engine.v2.common.ScalarStyle;
import org.snakeyaml.engine.v2.events.AliasEvent;
import org.snakeyaml.engine.v2.events.Event;
import org.snakeyaml.engine.v2.events.NodeEvent;
import org.snakeyaml.engine.v2.events.ScalarEvent;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;

/**
 * Reads YAML with SnakeYAML Engine's low-level event parser (no node graph, no tag construction,
 * so no custom tag ever runs and aliases are never expanded): every scalar value of every
 * document, keyed by its dotted path ({@code spring.datasource.url}, {@code servers[0].url}).
 * Each char's offset is computed from the scalar's marks (0-based code point indexes; a block
 * scalar's mark sits on its {@code |}/{@code >} indicator) by re-decoding the raw text per style.
 *
 * <p>Limits: aliases that would expand to more than {@value #MAX_ALIAS_EXPANSION} nodes (a
 * "billion laughs" file; measured by counting each anchor's expanded size, never by expanding),
 * nesting deeper than {@value #MAX_DEPTH} levels, or more than {@value #CODE_POINT_LIMIT} code
 * points reject the file.
 *
 * <pre>{@code
 * // spring:
 * //   datasource:
 * //     url: "jdbc:postgresql://db/app"
 * new YamlExtractor().extract(file).get(0).key();   // Optional[spring.datasource.url]
 * }</pre>
 */
public final class YamlExtractor implements Extractor {

  public static final int MAX_DEPTH = 256;
  /**
   * Nodes that expanding every alias would add. Aliases are never expanded here, but a file whose
   * aliases would blow up to more than this (the "billion laughs") is hostile and not read.
   */
  public static final long MAX_ALIAS_EXPANSION = 100_000;
  public static final int CODE_POINT_LIMIT = 16 * 1024 * 1024;

  /**
   * The parser's settings for {@code text}. Its reader buffer holds the whole text: SnakeYAML's
   * reader copies the unread rest of its window each time it reads another buffer's worth, and
   * a token (a scalar, a comment) is unread until it ends, so with the default 1,024 chars one
   * 10 MiB line took 30 s (the square of the token's length over the buffer). One read of the
   * text the extractor already holds is linear, at 6 bytes a char.
   */
  private static LoadSettings settings(String text) {
    return LoadSettings.builder()
        .setCodePointLimit(CODE_POINT_LIMIT)
        .setAllowRecursiveKeys(false)
        .setUseMarks(true)
        .setBufferSize(text.length() + 1)
        .build();
  }

  @Override
  public boolean accepts(SourceFile file) {
    String name = file.path().getFileName().toString().toLowerCase(Locale.ROOT);
    return name.endsWith(".yml") || name.endsWith(".yaml");
  }

  @Override
  public List<ExtractedValue> extract(SourceFile file) throws ExtractionException {
    // Helm charts are Go templates over YAML: parse them with their actions blanked out.
    TemplateBlanks templates = TemplateBlanks.of(file.text());
    try {
      try {
        return read(templates);
      } catch (MarkedYamlEngineException e) {
        if (!templates.hasActions()) {
          throw e;
        }
        // A block scalar an action fills parses with the action as a comment line; the first
        // reading stays the one every chart that parses gets.
        try {
          return read(TemplateBlanks.asComments(file.text()));
        } catch (MarkedYamlEngineException again) {
          throw e; // the first reading's message: where the file is not YAML as written
        }
      }
    } catch (MarkedYamlEngineException e) {
      throw new ExtractionException("invalid YAML" + at(e.getProblemMark()) + ": " + e.getProblem());
    } catch (YamlEngineException e) {
      throw new ExtractionException("YAML rejected: " + e.getMessage());
    } catch (StackOverflowError e) {
      throw new ExtractionException("YAML nested too deeply to read");
    }
  }

  private List<ExtractedValue> read(TemplateBlanks templates) throws ExtractionException {
    return templates.restore(read(templates.text(), "", 0));
  }

  /**
   * The values of the YAML {@code source}, their keys under {@code root} ({@code ""} at the top of
   * a file), offsets in {@code source}; {@code nesting} documents deep ({@link NestedDocuments}).
   */
  private List<ExtractedValue> read(String source, String root, int nesting) throws ExtractionException {
    // SnakeYAML rejects the YAML 1.2 escapes \L and \P: parse them as \N, then put them back.
    LineSeparatorEscapes escapes = LineSeparatorEscapes.of(source);
    String text = escapes.text();
    CodePointOffsets offsets = CodePointOffsets.of(text);
    return walk(text, offsets, escapes, root, nesting, new Parse(settings(text)).parseString(text).iterator());
  }

  /**
   * The values of the YAML document a block scalar holds ({@link NestedDocuments}), placed in the
   * file, and the block's comments as text; empty when the block is no YAML (it is then read as
   * the one text value it is).
   */
  private Optional<List<ExtractedValue>> nested(ExtractedValue block, String key, int nesting) {
    List<ExtractedValue> inner;
    try {
      inner = read(block.value(), key, nesting);
    } catch (ExtractionException | YamlEngineException e) {
      return Optional.empty();
    }
    List<ExtractedValue> read = new ArrayList<>(inner);
    read.addAll(NestedDocuments.comments(block, inner));
    read.sort(Comparator.comparingInt(v -> v.sourceOffset(0))); // document order
    List<ExtractedValue> placed = new ArrayList<>(read.size());
    for (ExtractedValue value : read) {
      placed.add(NestedDocuments.placed(value, block));
    }
    return Optional.of(placed);
  }

  /** One open mapping or sequence. */
  private static final class Frame {
    final boolean mapping;
    final boolean pathPushed;
    boolean expectKey = true;
    String pendingKey = "?";
    int index;
    Optional<Anchor> anchor = Optional.empty();
    long expandedSize = 1;

    Frame(boolean mapping, boolean pathPushed) {
      this.mapping = mapping;
      this.pathPushed = pathPushed;
    }
  }

  private List<ExtractedValue> walk(
      String text,
      CodePointOffsets offsets,
      LineSeparatorEscapes escapes,
      String root,
      int nesting,
      Iterator<Event> events)
      throws ExtractionException {
    List<ExtractedValue> values = new ArrayList<>();
    Deque<Frame> stack = new ArrayDeque<>();
    KeyPath path = new KeyPath('.', root);
    Map<String, Long> anchorSizes = new HashMap<>();
    long aliasExpansion = 0;
    while (events.hasNext()) {
      Event event = events.next();
      switch (event.getEventId()) {
        case MappingStart, SequenceStart -> {
          if (stack.size() >= MAX_DEPTH) {
            throw new ExtractionException(
                "YAML nested deeper than " + MAX_DEPTH + " levels" + at(event.getStartMark()));
          }
          boolean pushed = enterNode(stack, path, null);
          Frame frame = new Frame(event.getEventId() == Event.ID.MappingStart, pushed);
          frame.anchor = ((NodeEvent) event).getAnchor();
          stack.push(frame);
        }
        case MappingEnd, SequenceEnd -> {
          Frame done = stack.pop();
          done.anchor.ifPresent(a -> anchorSizes.put(a.getValue(), done.expandedSize));
          addSize(stack, done.expandedSize);
          leaveNode(stack, path, done.pathPushed);
        }
        case Alias -> {
          long size = anchorSizes.getOrDefault(((AliasEvent) event).getAlias().getValue(), 1L);
          aliasExpansion += size;
          if (aliasExpansion > MAX_ALIAS_EXPANSION) {
            throw new ExtractionException(
                "YAML aliases would expand to more than " + MAX_ALIAS_EXPANSION + " nodes"
                    + at(event.getStartMark()) + "; an alias bomb is not read");
          }
          addSize(stack, size);
          leaveNode(stack, path, enterNode(stack, path, null));
        }
        case Scalar -> {
          ScalarEvent scalar = (ScalarEvent) event;
          scalar.getAnchor().ifPresent(a -> anchorSizes.put(a.getValue(), 1L));
          addSize(stack, 1);
          Frame parent = stack.peek();
          if (parent != null && parent.mapping && parent.expectKey) {
            enterNode(
                stack,
                path,
                escapes.none()
                    ? scalar.getValue()
                    : escapes.restore(decode(text, offsets, scalar, Optional.empty())).value());
          } else {
            boolean pushed = enterNode(stack, path, null);
            String key = path.current();
            ExtractedValue value =
                escapes.restore(
                    decode(text, offsets, scalar, key.isEmpty() ? Optional.empty() : Optional.of(key)));
            Optional<List<ExtractedValue>> document =
                nesting < NestedDocuments.MAX_NESTING
                        && parent != null
                        && parent.mapping
                        && NestedDocuments.holdsYaml(parent.pendingKey, scalar.getScalarStyle(), value.value())
                    ? nested(value, key, nesting + 1)
                    : Optional.empty();
            if (document.isPresent()) {
              values.addAll(document.get());
            } else {
              values.add(value);
            }
            leaveNode(stack, path, pushed);
          }
        }
        default -> {
          // stream and document boundaries carry no values
        }
      }
    }
    return values;
  }

  /**
   * Positions a node in its parent: a mapping key (records {@code keyText}, no path change), a
   * mapping value or a sequence element (pushes the path; returns true).
   */
  private static boolean enterNode(Deque<Frame> stack, KeyPath path, String keyText) {
    Frame parent = stack.peek();
    if (parent == null) {
      return false;
    }
    if (parent.mapping && parent.expectKey) {
      parent.pendingKey = keyText == null ? "?" : keyText;
      parent.expectKey = false;
      return false;
    }
    if (parent.mapping) {
      path.pushName(parent.pendingKey);
    } else {
      path.pushIndex(parent.index);
    }
    return true;
  }

  private static void addSize(Deque<Frame> stack, long size) {
    Frame parent = stack.peek();
    if (parent != null) {
      parent.expandedSize = Math.min(parent.expandedSize + size, Long.MAX_VALUE / 2);
    }
  }

  private static void leaveNode(Deque<Frame> stack, KeyPath path, boolean pushed) {
    Frame parent = stack.peek();
    if (parent == null || !pushed) {
      return;
    }
    path.pop();
    if (parent.mapping) {
      parent.expectKey = true;
    } else {
      parent.index++;
    }
  }

  private static ExtractedValue decode(
      String text, CodePointOffsets offsets, ScalarEvent scalar, Optional<String> key) {
    String value = scalar.getValue();
    int start = offsets.charOffset(scalar.getStartMark().orElseThrow().getIndex());
    int rawEnd =
        Math.min(offsets.charOffset(scalar.getEndMark().orElseThrow().getIndex()), text.length());
    ScalarStyle style = scalar.getScalarStyle();
    boolean block = style == ScalarStyle.LITERAL || style == ScalarStyle.FOLDED;
    boolean quoted = style == ScalarStyle.SINGLE_QUOTED || style == ScalarStyle.DOUBLE_QUOTED;
    ValueBuilder mapped =
        block
            ? YamlBlockScalars.map(text, start, value, style == ScalarStyle.FOLDED)
            : YamlFlowScalars.decode(
                text,
                start,
                rawEnd,
                style == ScalarStyle.SINGLE_QUOTED,
                style == ScalarStyle.DOUBLE_QUOTED);
    if (mapped == null || !mapped.toString().equals(value)) {
      mapped = Alignment.align(value, text, start, rawEnd);
    }
    int end;
    if (quoted) {
      end = Math.max(rawEnd - 1, start);
    } else if (block) {
      end = mapped.length() == 0 ? start + 1 : mapped.offsetAt(mapped.length() - 1) + 1;
    } else {
      end = rawEnd;
    }
    return mapped.build(Math.min(end, text.length()), key, Optional.empty());
  }

  private static String at(Optional<Mark> mark) {
    return mark.map(m -> " at line " + (m.getLine() + 1) + ", column " + (m.getColumn() + 1))
        .orElse("");
  }

  @Override
  public boolean fillsOwnPlaceholders() {
    return true;
  }

  @Override
  public CommentSyntax comments() {
    return CommentSyntax.YAML;
  }

  @Override
  public SourceFormat format(SourceFile file) {
    return SourceFormat.forConfigFile(SourceFormat.YAML, file.path().getFileName().toString());
  }
}
