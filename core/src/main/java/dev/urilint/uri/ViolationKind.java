package dev.urilint.uri;

/** The kinds of grammar violation the parser reports; the rule catalog maps each to a fix hint. */
public enum ViolationKind {
  /** An ASCII character that no rule allows at this place (space, {@code "}, {@code <}, {@code \}, ...). */
  ILLEGAL_CHARACTER,
  /** A character outside US-ASCII: URIs are ASCII, IRIs (RFC 3987) are not URIs. */
  NON_ASCII,
  /** {@code %} not followed by two hexadecimal digits. */
  BAD_PERCENT_ENCODING,
  /** A scheme that does not start with a letter or holds a character other than ALPHA / DIGIT / + - . */
  BAD_SCHEME,
  /** A bracket outside an IP-literal, or an IP-literal that is not closed. */
  MISPLACED_BRACKET,
  /** An IP-literal whose content is neither an IPv6address nor an IPvFuture. */
  BAD_IP_LITERAL,
  /** A port with a character other than a digit. */
  BAD_PORT,
  /** A second {@code #}: a fragment cannot contain {@code #}. */
  SECOND_FRAGMENT,
  /** A first path segment with a colon in a relative reference (path-noscheme). */
  COLON_IN_FIRST_SEGMENT,
  /** Input that ends where the grammar needs more (e.g. {@code "//[::1"}). */
  UNEXPECTED_END,
  /** The input matched a different form than the one asked for (e.g. a relative reference where an absolute URI is required). */
  WRONG_FORM
}
