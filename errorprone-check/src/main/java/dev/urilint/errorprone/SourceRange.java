package dev.urilint.errorprone;

import com.sun.tools.javac.tree.EndPosTable;
import com.sun.tools.javac.tree.JCTree;
import com.sun.tools.javac.util.JCDiagnostic.DiagnosticPosition;

/**
 * A range of source offsets in the current compilation unit where a diagnostic points.
 *
 * <p>Our own type rather than Error Prone's {@code IndexedPosition}: that class stopped being a
 * {@code DiagnosticPosition} in 2.49, so code compiled against 2.42 would fail at run time there.
 *
 * <pre>{@code
 * checker.buildDescription(new SourceRange(120, 121));   // line and column of offset 120
 * }</pre>
 *
 * @param start offset of the first character
 * @param end offset after the last character
 */
record SourceRange(int start, int end) implements DiagnosticPosition {

  @Override
  public JCTree getTree() {
    return null;
  }

  @Override
  public int getStartPosition() {
    return start;
  }

  @Override
  public int getPreferredPosition() {
    return start;
  }

  @Override
  public int getEndPosition(EndPosTable endPosTable) {
    return end;
  }
}
