package dev.urilint.errorprone;

import com.sun.source.tree.Tree;
import dev.urilint.source.JavaLiteral;
import java.util.Optional;

/**
 * One stretch of a constant string's value and where it was written.
 *
 * <pre>{@code
 * // BASE + "/users" with BASE = "https://api.example.com" declared in this file:
 * // [StringPiece(0, 23, <literal of BASE>, map), StringPiece(23, 6, <literal "/users">, map)]
 * }</pre>
 *
 * @param offset index in the whole value where this piece starts
 * @param length number of value characters it covers
 * @param anchor the expression of the current compilation unit that stands for it
 * @param literal the character map when the piece is one string literal of the current compilation
 *     unit; empty for constants from elsewhere, non-string operands and composed separators
 */
record StringPiece(int offset, int length, Tree anchor, Optional<JavaLiteral> literal) {

  int end() {
    return offset + length;
  }
}
