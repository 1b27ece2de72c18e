/**
 * Report writers, one per format: text, JSON and SARIF 2.1.0 (as GitHub code
 * scanning reads it). Every URI and message they print is already masked.
 *
 * <pre>{@code
 * ReportFormat.byId("sarif").orElseThrow().writer().write(result, writer);
 * }</pre>
 */
package dev.urilint.scanner.report;
