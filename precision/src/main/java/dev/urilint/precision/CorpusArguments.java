package dev.urilint.precision;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * What every corpus suite's command line shares (precision, recall and fix): where the checkouts
 * are, where the suite's lists are, which repositories to take. Each suite mixes it into its own
 * picocli command and adds its options there.
 *
 * <pre>{@code
 * @Command(name = "recall")
 * static final class Arguments {
 *   @Mixin CorpusArguments corpus;
 *   @Option(names = "--seed") List<Long> seeds;
 * }
 * Arguments a = CorpusArguments.parse(new Arguments(), args);
 * }</pre>
 */
final class CorpusArguments {

  @Option(names = "--corpus", paramLabel = "DIR",
      description = "one checkout per repository, in a folder named as in repos.tsv")
  Path corpus;

  @Option(names = "--suite", paramLabel = "DIR", description = "repos.tsv and expected/*.tsv (default: precision)")
  Path suite = Path.of("precision");

  @Parameters(paramLabel = "NAME", arity = "0..*", description = "only these repositories of repos.tsv")
  List<String> only = new ArrayList<>();

  /** The corpus folder, required by every suite that scans. */
  Path requiredCorpus() {
    if (corpus == null) {
      throw new SuiteException("--corpus DIR is required: the folder with one checkout per repository of repos.tsv");
    }
    return corpus;
  }

  /** {@code target/NAME} below the suite folder: where a suite writes unless told otherwise. */
  Path underTarget(Path chosen, String name) {
    return chosen != null ? chosen : suite.resolve("target").resolve(name);
  }

  /**
   * Parses {@code args} into {@code command}, a picocli command that mixes these arguments in; a
   * bad command line is a {@link SuiteException} (exit code 2) that shows the usage.
   */
  static <T> T parse(T command, String[] args) {
    // The last of a repeated option counts, as it did before picocli: a test adds its own --cli
    // after the defaults.
    CommandLine line = new CommandLine(command).setOverwrittenOptionsAllowed(true);
    try {
      line.parseArgs(args);
    } catch (CommandLine.ParameterException e) {
      // picocli wraps a long synopsis over several lines: the message is one line.
      throw new SuiteException(e.getMessage() + "; usage: " + line.getHelp().synopsis(0).strip().replaceAll("\\s+", " "),
          e);
    }
    return command;
  }
}
