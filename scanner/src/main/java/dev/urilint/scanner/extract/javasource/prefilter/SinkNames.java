package dev.urilint.scanner.extract.javasource.prefilter;

import dev.urilint.sinks.Call;
import dev.urilint.sinks.Sink;
import dev.urilint.sinks.SinkCatalog;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The simple names through which Java code can reach a sink of one {@link SinkCatalog} (the
 * built-in one plus the user's), as the scanner resolves calls: an instance sink by its method's
 * name written at the call ({@code url}, {@code resolve}), in a file that writes a type leading to
 * the sink's owner ({@code Request}, {@code ChromeDriver}: {@code get} alone keeps nothing); a static sink by its owner's simple name
 * written as the call's scope ({@code URI} in {@code URI.create}, {@code HttpUrl} in {@code
 * HttpUrl.get}), or by its method's name where the file imports it statically; a constructor or
 * an annotation by its owner's simple name ({@code URL}, {@code HttpGet}, {@code FeignClient}).
 * Apart: the simple names of the types on which any call is a sink ({@link
 * SinkCatalog#anyMethodTypes()}: {@code RestTemplate}). Code that writes none of these reaches no
 * sink, so {@code map.get("k")} or {@code Path.resolve} keep no body unless a static import says so.
 *
 * <pre>{@code
 * SinkNames names = SinkNames.of(SinkCatalog.builtIn());
 * names.reachesSink("x = URI.create(s)", 4, 7, false);    // true: "URI"
 * names.reachesSink("x = map.get(s)", 8, 11, false);      // false: HttpUrl.get needs "HttpUrl"
 * names.reachesSink("x = map.get(s)", 8, 11, true);       // true once the file imports a static sink
 * }</pre>
 */
public final class SinkNames {

  private final NameSet calls;
  private final NameSet staticMembers;
  private final NameSet staticOwners;
  private final NameSet anyMethodTypes;
  // An instance sink's method name (get, to, from, url) counts only in a file that writes a type
  // leading to its owner: by simple name, the methods such a type opens.
  private final Map<String, Set<String>> instanceMembersByType;
  private final NameSet instanceTypes;

  private SinkNames(NameSet calls, NameSet staticMembers, NameSet staticOwners, NameSet anyMethodTypes,
      Map<String, Set<String>> instanceMembersByType) {
    this.calls = calls;
    this.staticMembers = staticMembers;
    this.staticOwners = staticOwners;
    this.anyMethodTypes = anyMethodTypes;
    this.instanceMembersByType = instanceMembersByType;
    this.instanceTypes = NameSet.of(instanceMembersByType.keySet());
  }

  /** The names of {@code catalog}'s sinks. */
  public static SinkNames of(SinkCatalog catalog) {
    Set<String> calls = new HashSet<>();
    Set<String> staticMembers = new HashSet<>();
    Set<String> staticOwners = new HashSet<>();
    Map<String, Set<String>> instanceMembers = new HashMap<>();
    Map<String, Set<String>> leading = new HashMap<>();
    for (Sink s : catalog.sinks()) {
      if (s.call() == Call.STATIC) {
        calls.add(simpleName(s.owner()));
        staticOwners.add(simpleName(s.owner()));
        staticMembers.add(s.member());
      } else if (s.call() == Call.CONSTRUCTOR || s.call() == Call.ANNOTATION) {
        calls.add(simpleName(s.owner()));
      } else if (!s.member().equals(Sink.ANY_METHOD)) {
        // An instance call: the scanner resolves its scope only from a type the file writes (a
        // declaration, a `new`, a builder chain's start, a superclass), one leading to the owner.
        for (String t : leading.computeIfAbsent(s.owner(), catalog::typesLeadingTo)) {
          instanceMembers.computeIfAbsent(simpleName(t), k -> new HashSet<>()).add(s.member());
        }
      }
    }
    Set<String> types = new HashSet<>();
    for (String t : catalog.anyMethodTypes()) {
      types.add(simpleName(t));
    }
    return new SinkNames(NameSet.of(calls), NameSet.of(staticMembers), NameSet.of(staticOwners), NameSet.of(types),
        Map.copyOf(instanceMembers));
  }

  /**
   * The instance sinks' method names that can reach a sink in a file whose tokens are {@code
   * tokens}: those of the owners that a type the file writes leads to. Every other instance sink
   * is out of the scanner's reach in that file, so its name keeps no code there.
   */
  NameSet instanceMembersIn(String text, JavaTokens tokens) {
    Set<String> members = new HashSet<>();
    for (int i = 0; i < tokens.size(); i++) {
      if (tokens.kind(i) == JavaTokens.IDENTIFIER && instanceTypes.contains(text, tokens.start(i), tokens.end(i))) {
        members.addAll(instanceMembersByType.get(text.substring(tokens.start(i), tokens.end(i))));
      }
    }
    return NameSet.of(members);
  }

  /**
   * Whether {@code text[start, end)}, an identifier, names a sink method, constructor or
   * annotation; {@code staticImports}: whether the file imports a static sink's owner statically
   * ({@link #ownsStaticSink}), so that its methods are called by their names alone.
   */
  public boolean reachesSink(CharSequence text, int start, int end, boolean staticImports) {
    return calls.contains(text, start, end) || staticImports && staticMembers.contains(text, start, end);
  }

  /**
   * {@link #reachesSink(CharSequence, int, int, boolean)}, or an instance sink's method name among
   * {@code instanceMembers} ({@link #instanceMembersIn}).
   */
  boolean reachesSink(CharSequence text, int start, int end, boolean staticImports, NameSet instanceMembers) {
    return reachesSink(text, start, end, staticImports) || instanceMembers.contains(text, start, end);
  }

  /** Whether {@code text[start, end)}, an identifier, is the simple name of a static sink's owner. */
  public boolean ownsStaticSink(CharSequence text, int start, int end) {
    return staticOwners.contains(text, start, end);
  }

  /** Whether {@code text[start, end)}, an identifier, names a type on which any call is a sink. */
  public boolean namesAnyMethodType(CharSequence text, int start, int end) {
    return anyMethodTypes.contains(text, start, end);
  }

  private static String simpleName(String type) {
    int cut = Math.max(type.lastIndexOf('.'), type.lastIndexOf('$'));
    return type.substring(cut + 1);
  }
}
