package dev.urilint.maven;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The plugin's records as JDK values ({@link Map}, {@link List}, {@link Optional}, {@link String},
 * boxed numbers and booleans) and back, so that what one module of a build records can be read by
 * another module's copy of the plugin.
 *
 * <p>Why: Maven gives a module that declares a build extension a class realm of its own, and the
 * plugin's classes are loaded again in it. A {@code ScanResult} made there is no {@code ScanResult}
 * of the other modules' realm (an {@code instanceof} or a cast fails), but a {@link Map} is a
 * {@link Map} in every realm: the JDK's classes are shared by all of them. Both realms load the
 * same plugin version (the store is keyed by it), so a record's components are the same on both
 * sides.
 *
 * <p>A record becomes a map of its component names to their values, with its class name under
 * {@value #RECORD}; an enum constant a map of its class name under {@value #ENUM} and its name.
 * Anything else is refused, so a new component of a type this does not know fails in the tests,
 * not in a user's build.
 *
 * <pre>{@code
 * Object value = RealmNeutral.encode(module);                           // in alpha's realm
 * ReactorView.Module m = RealmNeutral.decode(value, ReactorView.Module.class); // in beta's
 * }</pre>
 */
final class RealmNeutral {

  static final String RECORD = "@record";
  static final String ENUM = "@enum";

  private RealmNeutral() {}

  /** {@code value} as JDK values only. */
  static Object encode(Object value) {
    if (value == null || value instanceof String || value instanceof Number || value instanceof Boolean) {
      return value;
    }
    if (value instanceof Optional<?> o) {
      return o.map(RealmNeutral::encode);
    }
    if (value instanceof List<?> list) {
      List<Object> out = new ArrayList<>(list.size());
      for (Object e : list) {
        out.add(encode(e));
      }
      return out;
    }
    if (value instanceof Enum<?> e) {
      return Map.of(ENUM, e.getDeclaringClass().getName(), "name", e.name());
    }
    if (value instanceof Record r) {
      Map<String, Object> out = new LinkedHashMap<>();
      out.put(RECORD, r.getClass().getName());
      for (RecordComponent c : r.getClass().getRecordComponents()) {
        try {
          c.getAccessor().setAccessible(true);
          out.put(c.getName(), encode(c.getAccessor().invoke(r)));
        } catch (IllegalAccessException | InvocationTargetException ex) {
          throw new IllegalStateException("cannot read " + c + " of " + r.getClass().getName(), ex);
        }
      }
      return out;
    }
    throw new IllegalArgumentException("not a value this store keeps: " + value.getClass().getName());
  }

  /** What {@link #encode} made, as this realm's {@code type}. */
  static <T> T decode(Object value, Class<T> type) {
    return type.cast(decode(value));
  }

  private static Object decode(Object value) {
    if (value instanceof Optional<?> o) {
      return o.map(RealmNeutral::decode);
    }
    if (value instanceof List<?> list) {
      List<Object> out = new ArrayList<>(list.size());
      for (Object e : list) {
        out.add(decode(e));
      }
      return out;
    }
    if (value instanceof Map<?, ?> map && map.get(ENUM) instanceof String name) {
      return enumConstant(load(name), (String) map.get("name"));
    }
    if (value instanceof Map<?, ?> map && map.get(RECORD) instanceof String name) {
      Class<?> type = load(name);
      RecordComponent[] components = type.getRecordComponents();
      Class<?>[] types = new Class<?>[components.length];
      Object[] args = new Object[components.length];
      for (int i = 0; i < components.length; i++) {
        types[i] = components[i].getType();
        args[i] = decode(map.get(components[i].getName()));
      }
      try {
        Constructor<?> canonical = type.getDeclaredConstructor(types);
        canonical.setAccessible(true);
        return canonical.newInstance(args);
      } catch (ReflectiveOperationException ex) {
        throw new IllegalStateException("cannot make a " + name, ex);
      }
    }
    return value;
  }

  private static Class<?> load(String name) {
    try {
      // This realm's class of that name: the point of the exercise.
      return Class.forName(name, false, RealmNeutral.class.getClassLoader());
    } catch (ClassNotFoundException ex) {
      throw new IllegalStateException("no class " + name + " in this realm", ex);
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Object enumConstant(Class<?> type, String name) {
    return Enum.valueOf((Class) type, name);
  }
}
