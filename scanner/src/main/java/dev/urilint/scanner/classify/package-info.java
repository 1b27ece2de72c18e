/**
 * Deciding where a value stands before the rules see it: its usage (locator, identifier, text)
 * from the extractor's hint or its key, and the lists it holds. Whether it is a URI at all, and
 * how loud a finding may be, is core's {@link dev.urilint.evidence.ConfigValueRole}.
 *
 * <pre>{@code
 * Usage usage = UsageClassifier.classify(value);
 * ConfigValueRole role = ConfigValueRole.of(value.value(), usage);
 * }</pre>
 */
package dev.urilint.scanner.classify;
