/**
 * The language server: {@code urilint lsp} speaks the Language Server Protocol over stdio (Eclipse
 * LSP4J) and is a thin adapter over the scanner. It reads the editor's buffers, not the disk, and
 * scans each with {@link dev.urilint.scanner.Scanner#scanDocument}, under the same configuration
 * {@code urilint check} reads at the workspace root ({@link dev.urilint.lsp.Workspace}), so the
 * editor and the command line agree finding for finding.
 *
 * <ul>
 *   <li>{@link dev.urilint.lsp.UrilintLanguageServer}: the lifecycle (initialize, shutdown, exit).
 *   <li>{@link dev.urilint.lsp.Checks}: which text is scanned when (debounce, latest version
 *       wins) and what is published.
 *   <li>{@link dev.urilint.lsp.Diagnostics}, {@link dev.urilint.lsp.CodeActions}: findings and
 *       their fixes in the protocol's terms.
 * </ul>
 *
 * <p>Uses the scanner, core and LSP4J; nothing here knows a rule or a file format's grammar.
 */
package dev.urilint.lsp;
