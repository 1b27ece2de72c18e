/**
 * The precision suite: scans each repository of a corpus of public repositories, checked out at
 * pinned commits, with the built {@code urilint} command line tool at default settings, and compares
 * every error and warning with the judged expectation of that repository. See {@code
 * docs/precision.md} for the corpus, how a finding is judged and the figures.
 *
 * <p>{@link dev.urilint.precision.PrecisionSuite} is the command; {@link
 * dev.urilint.precision.Comparison} matches findings with expectations; {@link
 * dev.urilint.precision.PrecisionTable} renders the counts per repository and per rule. Build and
 * run from the repository root:
 *
 * <pre>
 * mvn -B -ntp -q -DskipTests package
 * java -jar precision/target/urilint-precision.jar --corpus ../corpus
 * </pre>
 *
 * <p>Beside it, the recall suite: {@link dev.urilint.precision.RecallSuite} plants defects of every
 * class ({@link dev.urilint.precision.DefectClass}) into copies of corpus files at values that are
 * plain URLs ({@link dev.urilint.precision.SiteFinder}, {@link dev.urilint.precision.Planter}),
 * scans the copies, and counts what came back ({@link dev.urilint.precision.RecallTally}) against
 * what the documented policy says is reported ({@link dev.urilint.precision.RecallPolicy}):
 *
 * <pre>
 * java -cp precision/target/urilint-precision.jar dev.urilint.precision.RecallSuite --corpus ../corpus --seed 1 --seed 2 --seed 3
 * </pre>
 *
 * <p>And the fix measurement: {@link dev.urilint.precision.FixSuite} fixes a copy of each
 * repository with the fix engine of {@code urilint check --fix} ({@link
 * dev.urilint.precision.CorpusFix}), the safe fixes and then every fix, checks each run from the
 * outside ({@link dev.urilint.precision.FixAudit}) and counts per rule and applicability ({@link
 * dev.urilint.precision.FixTally}):
 *
 * <pre>
 * java -cp precision/target/urilint-precision.jar dev.urilint.precision.FixSuite --corpus ../corpus
 * </pre>
 */
package dev.urilint.precision;
