package dev.urilint.scanner;

import java.util.ArrayList;
import java.util.List;

/** The findings of one file as they are collected, and how many a suppression hid. */
final class FileFindings {

  final List<ReportedFinding> findings = new ArrayList<>();
  int suppressed;
}
