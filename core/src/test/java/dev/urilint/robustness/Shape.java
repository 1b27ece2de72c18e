package dev.urilint.robustness;

/**
 * A pathological input: a prefix, then one unit repeated until the string reaches a given size.
 * Covers every component kind of RFC 3986 and the pathological runs ({@code %}, {@code :}, {@code
 * [}, {@code @}, {@code /./}, {@code ../}), placeholders and the shapes of secrets; {@code valid} says whether the result is a
 * URI-reference at every size (checked, not assumed, by {@link WorstCaseInputTest}).
 */
enum Shape {
  SCHEME("a", "b", ":", true),
  USERINFO("http://", "u", "@h/", true),
  REG_NAME("http://", "a.", "", true),
  PORT("http://h:", "1", "", true),
  IP_LITERAL("http://[", "1:", "]/", false),
  PATH("http://h/", "a/", "", true),
  QUERY("http://h/?", "a=b&", "", true),
  FRAGMENT("http://h/#", "f/?", "", true),
  PERCENT_ENCODED("http://h/", "%41", "", true),
  PERCENT_RUN("http://h/", "%", "", false),
  COLON_RUN("", ":", "", false),
  BRACKET_RUN("http://h/", "[", "", false),
  AT_RUN("http://", "@", "", false),
  DOT_SEGMENT_RUN("http://h", "/./", "", true),
  PARENT_SEGMENT_RUN("http://h/", "../", "", true),
  SPACE_RUN("http://h/", " ", "", false),
  // Placeholders: each is replaced by filler in place (Placeholders.neutralize was quadratic).
  TEMPLATE_RUN("http://h/", "{a}", "", false),
  PLACEHOLDER_RUN("http://h/", "${a}", "", false),
  NESTED_DEFAULT_RUN("https://bob:", "${a:", "@h/", false),
  // Secrets: a quote or brace that never closes is searched for once, not once per opening.
  SECRET_BRACE_RUN("jdbc:sqlserver://h;", "password={", "", false),
  QUOTED_PASSWORD_RUN("https://bob:", "' ", "@h/", false),
  // A finding every few chars: at most BoundedFindings.LIMIT are built, the rest counted.
  PASSWORD_RUN("http:", "//a:b@", "", true),
  SECRET_PARAMETER_RUN("http://h/?", "token=x&", "", true),
  DOUBLE_ENCODING_RUN("http://h/", "%2541", "", true),
  IDEOGRAPHIC_DOT_RUN("http://", "a\u3002", "", false);

  private final String prefix;
  private final String unit;
  private final String suffix;
  final boolean valid;

  Shape(String prefix, String unit, String suffix, boolean valid) {
    this.prefix = prefix;
    this.unit = unit;
    this.suffix = suffix;
    this.valid = valid;
  }

  /** This shape with at least {@code size} characters (whole units, so validity never depends on the cut). */
  String of(int size) {
    int repeats = Math.max(1, (size - prefix.length() - suffix.length() + unit.length() - 1) / unit.length());
    return prefix + unit.repeat(repeats) + suffix;
  }
}
