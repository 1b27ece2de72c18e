/**
 * JMH benchmarks for urilint; never deployed.
 *
 * <p>{@link dev.urilint.benchmarks.UriEngineBenchmark} compares the RFC 3986 recogniser with a
 * bare character-table scan, {@code java.net.URI} and Jena over real URL lists ({@link
 * dev.urilint.benchmarks.Datasets}); {@link dev.urilint.benchmarks.LintBenchmark} prices the rule
 * catalog against parsing; {@link dev.urilint.benchmarks.ScannerBenchmark} measures file scanning;
 * {@link dev.urilint.benchmarks.WorstCaseBenchmark} records time against size for pathological
 * strings. Build and run:
 *
 * <pre>
 * mvn -B -o -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar UriEngineBenchmark -f 1 -wi 3 -i 5 -w 1s -r 1s -prof gc
 * </pre>
 */
package dev.urilint.benchmarks;
