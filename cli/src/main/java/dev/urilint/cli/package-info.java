/**
 * The {@code urilint} command line (picocli): the URI commands ({@code validate}, {@code resolve},
 * {@code normalize}, {@code explain}), the rule commands ({@code lint}, {@code rules}) and {@code
 * check}, which scans files through the scanner module.
 *
 * <pre>{@code
 * java -jar cli/target/urilint.jar validate --stdin < uris.txt
 * cli/target/urilint check --fail-on warning src/main/resources
 * }</pre>
 *
 * <p>Every command writes to picocli's output writer and reads input through {@link
 * dev.urilint.cli.Terminal}, so tests run them in-process. Exit codes are those of {@link
 * dev.urilint.cli.ExitCode}; every failure is one line on standard error ({@link
 * dev.urilint.cli.ErrorHandler}), never a stack trace. The batch modes ({@code --stdin}) answer one
 * line per input line, in order.
 */
package dev.urilint.cli;
