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
  // "${A:${A:...pw}...}" closed: each level of a nested default searched its braces again (1 MB
  // took 127 s), in a password and as a whole value.
  NESTED_DEFAULT_PASSWORD("https://u:", "${A:", "pw", "}", "@h/", false),
  NESTED_DEFAULT_VALUE("", "${A:", "x", "}", "", false),
  // Secrets: a quote or brace that never closes is searched for once, not once per opening.
  SECRET_BRACE_RUN("jdbc:sqlserver://h;", "password={", "", false),
  QUOTED_PASSWORD_RUN("https://bob:", "' ", "@h/", false),
  // A finding every few chars: at most BoundedFindings.LIMIT are built, the rest counted.
  PASSWORD_RUN("http:", "//a:b@", "", true),
  // Templated passwords: each asked whether it sits in a placeholder by a walk over all of them
  // (1 MB took 10.6 s, 10 MB did not end in 900 s).
  TEMPLATED_PASSWORD_RUN("http:", "//a:${X}@", "", false),
  TEMPLATED_SECRET_PARAMETER_RUN("jdbc:sqlserver://h", ";password=${X:pw}", "", false),
  PASSWORD_BEFORE_TEMPLATE_RUN("http:", "//a:b@{{x}}", "", false),
  SECRET_PARAMETER_RUN("http://h/?", "token=x&", "", true),
  DOUBLE_ENCODING_RUN("http://h/", "%2541", "", true),
  IDEOGRAPHIC_DOT_RUN("http://", "a\u3002", "", false);

  private final String prefix;
  private final String unit;
  private final String middle;
  private final String closer;
  private final String suffix;
  final boolean valid;

  Shape(String prefix, String unit, String suffix, boolean valid) {
    this(prefix, unit, "", "", suffix, valid);
  }

  /** A nested shape: {@code unit} repeated, {@code middle}, then {@code closer} as many times. */
  Shape(String prefix, String unit, String middle, String closer, String suffix, boolean valid) {
    this.prefix = prefix;
    this.unit = unit;
    this.middle = middle;
    this.closer = closer;
    this.suffix = suffix;
    this.valid = valid;
  }

  /** This shape with at least {@code size} characters (whole units, so validity never depends on the cut). */
  String of(int size) {
    int step = unit.length() + closer.length();
    int fixed = prefix.length() + middle.length() + suffix.length();
    int repeats = Math.max(1, (size - fixed + step - 1) / step);
    return prefix + unit.repeat(repeats) + middle + closer.repeat(repeats) + suffix;
  }
}
