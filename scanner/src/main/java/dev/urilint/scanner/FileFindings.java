package dev.urilint.scanner;

import java.util.ArrayList;
import java.util.List;

/**
 * The findings of one file as they are collected, how many a suppression hid, how many strings
 * the rules checked, and whether a finding on a secret went without its secret hash (the scan had
 * no baseline to compare or write).
 */
final class FileFindings {

  final List<ReportedFinding> findings = new ArrayList<>();
  int suppressed;
  int linted;
  boolean secretHashesOmitted;
}
