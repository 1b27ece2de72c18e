package dev.urilint.cli;

import java.lang.reflect.Constructor;
import picocli.CommandLine;
import picocli.CommandLine.IFactory;

/**
 * Creates the command objects, handing each the {@link Terminal} it runs in. Everything else
 * (converters, the version provider) comes from picocli's default factory.
 */
final class CommandFactory implements IFactory {

  private final Terminal terminal;
  private final IFactory fallback = CommandLine.defaultFactory();

  CommandFactory(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public <K> K create(Class<K> type) throws Exception {
    for (Constructor<?> constructor : type.getDeclaredConstructors()) {
      Class<?>[] parameters = constructor.getParameterTypes();
      if (parameters.length == 1 && parameters[0] == Terminal.class) {
        constructor.setAccessible(true);
        return type.cast(constructor.newInstance(terminal));
      }
    }
    return fallback.create(type);
  }
}
