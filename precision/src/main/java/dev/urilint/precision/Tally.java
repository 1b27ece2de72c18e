package dev.urilint.precision;

/**
 * The counts of one row of the table (a repository, a rule, or all): findings by verdict, new and
 * missing ones, and the false alarms the targets are stated in. A new finding counts as false
 * until someone judges it.
 */
final class Tally {

  int truePositives;
  int defensible;
  int falsePositives;
  int unexpected;
  int missing;
  int falseErrors;
  int falseWarnings;
  long stringsLinted;

  void add(Comparison.Match m) {
    switch (m.expectation().verdict()) {
      case TP -> truePositives++;
      case DEB -> defensible++;
      case FP -> {
        falsePositives++;
        countFalse(m.finding());
      }
    }
  }

  void addUnexpected(Reported r) {
    unexpected++;
    countFalse(r);
  }

  void addMissing() {
    missing++;
  }

  private void countFalse(Reported r) {
    if (r.isError()) {
      falseErrors++;
    } else {
      falseWarnings++;
    }
  }

  /** False (and unjudged) warnings per 1,000 strings linted out of {@code strings}. */
  double falseWarningsPerThousand(long strings) {
    return strings == 0 ? 0 : falseWarnings * 1000.0 / strings;
  }
}
