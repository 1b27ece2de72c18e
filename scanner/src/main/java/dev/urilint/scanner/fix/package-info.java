/**
 * The fix engine: applies core's fixes ({@link dev.urilint.lint.Fix}, each with its {@link
 * dev.urilint.lint.Applicability}) to files, for every front end that edits files.
 *
 * <p>Entry points:
 *
 * <ul>
 *   <li>{@link dev.urilint.scanner.fix.FixPlanner#plan}: a text in memory to a {@link
 *       dev.urilint.scanner.fix.FixPlan} (the fixed text, each applied fix as a {@link
 *       dev.urilint.scanner.fix.SourceEdit} on the original text, each skipped fix with its
 *       reason). Nothing is read or written: the language server calls this on an editor's buffer
 *       and turns the edits into code actions.
 *   <li>{@link dev.urilint.scanner.fix.FixWriter#write}: writes a fixed text over its file (same
 *       charset, byte-order mark and permissions, only if unchanged since read, atomically).
 *   <li>{@link dev.urilint.scanner.fix.FileFixer#fix}: both, for the files of a scan ({@code
 *       urilint check --fix}, {@code mvn urilint:fix}, the {@code urilint-fix} hook).
 *   <li>{@link dev.urilint.scanner.fix.UnifiedDiff#of}: a plan as a unified diff, secrets masked
 *       ({@code --diff}).
 * </ul>
 *
 * <pre>{@code
 * FixPlanner planner = new FixPlanner(new Scanner().analyser(request));
 * FixPlan plan = planner.plan(path, "application.yml", bufferText, FixPlanner.Selection.SAFE, f -> true);
 * for (FixPlan.Applied a : plan.applied()) {
 *   edit(a.edit().start(), a.edit().end(), a.edit().text());   // offsets in bufferText
 * }
 * }</pre>
 *
 * <p>How a fix reaches the file: its span in the value is mapped through the value's source
 * offsets ({@link dev.urilint.scanner.extract.ExtractedValue#sourceOffset}, the mapping {@code
 * --show-source} masks secrets by); the replacement is spelled in the format's syntax ({@code
 * Spelling}); a fix that spans two strings or lines is skipped; a password moved out is written
 * as the file's own placeholder ({@code PlaceholderConvention}) of a variable no other secret
 * of the file has ({@code VariableNames}); the fixed text is read again
 * and kept only when it extracts the same values with only the fixed ones changed and the fixed
 * findings gone. Owns: edits, their spelling and checking, file writing. May use: the scanner's
 * analysis, reading and extraction, core's lint API and masking.
 */
package dev.urilint.scanner.fix;
