/**
 * Baselines: a file of known findings identified by rule, path and a hash of the masked URI
 * (never a line number), plus a salted slow hash of the raw value when masking hid a secret, so a
 * new password on a known line is reported. See {@code docs/scanner.md} for the format.
 *
 * <pre>{@code
 * ScanResult r = new Scanner().scan(request.withBaseline(file));
 * BaselineWriter.write(r, file);   // a fresh baseline
 * r.staleBaselineEntries();        // what the old one knew that is gone
 * }</pre>
 */
package dev.urilint.scanner.baseline;
