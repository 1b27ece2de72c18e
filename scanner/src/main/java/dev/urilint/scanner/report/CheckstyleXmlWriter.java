package dev.urilint.scanner.report;

import dev.urilint.scanner.ReportedFinding;
import dev.urilint.scanner.ScanResult;
import dev.urilint.scanner.SkippedFile;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Checkstyle's XML report, the format reviewdog ({@code -f=checkstyle}), Jenkins Warnings NG, the
 * Maven Checkstyle plugin's readers and many CI dashboards read:
 *
 * <pre>{@code
 * <checkstyle version="urilint 0.1.0">
 *   <file name="src/main/resources/application.yml">
 *     <error line="3" column="28" severity="error" message="..." source="urilint.credentials-in-uri"/>
 *   </file>
 * </checkstyle>
 * }</pre>
 *
 * <p>One {@code <file>} per path in report order; {@code source} is {@code urilint.} and the rule
 * id, so a consumer can group by rule. A file urilint could not read is an {@code <error>} without
 * a line, with {@code source="urilint.skipped"}, as Checkstyle reports a file it cannot parse;
 * one read only as plain text is {@code info}.
 */
public final class CheckstyleXmlWriter implements ReportWriter {

  private final String toolVersion;

  /** A writer that names the scanner's own version. */
  public CheckstyleXmlWriter() {
    this(ToolVersion.get());
  }

  /** A writer that names {@code toolVersion} (golden tests pin it). */
  public CheckstyleXmlWriter(String toolVersion) {
    this.toolVersion = toolVersion;
  }

  @Override
  public void write(ScanResult result, Writer out) throws IOException {
    Map<String, List<Runnable>> byFile = new LinkedHashMap<>();
    try {
      XMLStreamWriter x = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
      x.writeStartDocument("UTF-8", "1.0");
      x.writeCharacters("\n");
      x.writeStartElement("checkstyle");
      x.writeAttribute("version", "urilint " + toolVersion);
      for (ReportedFinding f : result.findings()) {
        byFile.computeIfAbsent(f.path(), p -> new ArrayList<>()).add(() -> error(x, f));
      }
      for (SkippedFile s : result.skipped()) {
        byFile.computeIfAbsent(s.path(), p -> new ArrayList<>()).add(() -> skipped(x, s));
      }
      for (Map.Entry<String, List<Runnable>> file : byFile.entrySet()) {
        x.writeCharacters("\n  ");
        x.writeStartElement("file");
        x.writeAttribute("name", Printable.escape(file.getKey()));
        for (Runnable entry : file.getValue()) {
          entry.run();
        }
        x.writeCharacters("\n  ");
        x.writeEndElement();
      }
      x.writeCharacters("\n");
      x.writeEndElement();
      x.writeCharacters("\n");
      x.writeEndDocument();
      x.flush();
    } catch (XMLStreamException | UncheckedXml e) {
      throw new IOException("cannot write the Checkstyle report: " + e.getMessage(), e);
    }
    out.flush();
  }

  private static void error(XMLStreamWriter x, ReportedFinding f) {
    element(x, Integer.toString(f.line()), Integer.toString(f.column()), f.severity().id(), f.message(),
        "urilint." + f.rule().id());
  }

  private static void skipped(XMLStreamWriter x, SkippedFile s) {
    element(x, null, null, s.lost() ? "error" : "info", Printable.escape(s.reason()), "urilint.skipped");
  }

  private static void element(XMLStreamWriter x, String line, String column, String severity, String message, String source) {
    try {
      x.writeCharacters("\n    ");
      x.writeEmptyElement("error");
      if (line != null) {
        x.writeAttribute("line", line);
        x.writeAttribute("column", column);
      }
      x.writeAttribute("severity", severity);
      // XML 1.0 has no way to write most control characters, even as references: they are
      // escaped as the text report escapes them.
      x.writeAttribute("message", Printable.escape(message));
      x.writeAttribute("source", source);
    } catch (XMLStreamException e) {
      throw new UncheckedXml(e);
    }
  }

  private static final class UncheckedXml extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UncheckedXml(XMLStreamException e) {
      super(e.getMessage(), e);
    }
  }
}
