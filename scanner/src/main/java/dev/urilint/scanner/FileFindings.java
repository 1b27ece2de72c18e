package dev.urilint.scanner;

import dev.urilint.lint.Finding;
import dev.urilint.lint.RuleId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;

/**
 * The findings of one file as they are collected, how many a suppression hid, how many strings
 * the rules checked, whether a finding on a secret went without its secret hash (the scan had
 * no baseline to compare or write), and whether a value of the file held a secret (then the scan
 * cache keeps nothing of the file, see {@link ScanCache}).
 */
final class FileFindings {

  final List<ReportedFinding> findings = new ArrayList<>();
  // Where in the file each finding reported so far sits, with its rule: a Java constant's literal
  // read on its own and again inside a concatenation at a sink is one finding, not two.
  final Set<Placed> placed = new HashSet<>();

  /** A finding's rule and its exact offsets in the file. */
  record Placed(RuleId rule, int from, int to) {}
  int suppressed;
  int linted;
  boolean secretHashesOmitted;
  boolean holdsSecret;
  // The value texts (by identity) whose secrets the linter placed already, and where it placed
  // them (one list per value, its findings suppressed or not): the file's secrets (FileSecrets)
  // are not searched in those texts again.
  final List<List<SourceRegion>> valueSecrets = new ArrayList<>();
  final Set<String> maskedValues = Collections.newSetFromMap(new IdentityHashMap<>());
  // Whether a finding on a linted string is reported: the test-code policy's answer for this file
  // (a test's own fixture is not); every finding in production code.
  BiPredicate<String, Finding> reports = (value, finding) -> true;
  // For the fix engine (TextAnalyser) only, null otherwise: the findings with a fix and the values
  // they fix, the values extracted and the extractor that read them.
  List<FixableFinding> fixable;
  List<dev.urilint.scanner.extract.ExtractedValue> values;
  dev.urilint.scanner.extract.Extractor extractor;
}
