/**
 * Robustness specifications across the engine and the rules: worst-case inputs
 * ({@link dev.urilint.robustness.WorstCaseInputTest}), differential tests against Jena and {@code
 * java.net.URI}, and Jazzer fuzz targets with their regression corpora.
 */
package dev.urilint.robustness;
