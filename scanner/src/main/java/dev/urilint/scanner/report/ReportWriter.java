package dev.urilint.scanner.report;

import dev.urilint.scanner.ScanResult;
import java.io.IOException;
import java.io.Writer;

/** Writes a {@link ScanResult} in one format. One implementation per format. */
public interface ReportWriter {

  /** Writes {@code result}; every URI and message in it is already masked. */
  void write(ScanResult result, Writer out) throws IOException;
}
