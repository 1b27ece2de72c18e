package dev.urilint.scanner;

import java.util.ArrayList;
import java.util.List;

/**
 * The findings of one file as they are collected, how many a suppression hid, how many strings
 * the rules checked, whether a finding on a secret went without its secret hash (the scan had
 * no baseline to compare or write), and whether a value of the file held a secret (then the scan
 * cache keeps nothing of the file, see {@link ScanCache}).
 */
final class FileFindings {

  final List<ReportedFinding> findings = new ArrayList<>();
  int suppressed;
  int linted;
  boolean secretHashesOmitted;
  boolean holdsSecret;
  // For the fix engine (TextAnalyser) only, null otherwise: the findings with a fix and the values
  // they fix, the values extracted and the extractor that read them.
  List<FixableFinding> fixable;
  List<dev.urilint.scanner.extract.ExtractedValue> values;
  dev.urilint.scanner.extract.Extractor extractor;
}
