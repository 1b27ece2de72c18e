/**
 * Deciding what a value is before the rules see it: its usage (locator, identifier, text) from
 * the extractor's hint or its key, and whether it is plausibly a URI at all.
 *
 * <pre>{@code
 * Usage usage = UsageClassifier.classify(value);
 * if (Plausibility.isPlausible(value.value(), usage)) { ... }
 * }</pre>
 */
package dev.urilint.scanner.classify;
