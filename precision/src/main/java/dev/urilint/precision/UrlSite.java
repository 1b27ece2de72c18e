package dev.urilint.precision;

/**
 * A plain URL that is the whole of a value in a file of the corpus: where the recall suite may
 * plant a defect.
 *
 * @param path the file, relative to the scan root, with {@code /}
 * @param line 1-based line of the value
 * @param start offset of the URL in the file's text
 * @param url the URL as written
 * @param format the file's format
 * @param key the key the value stands under as the suite reads it ({@code spring.datasource.url},
 *     {@code project/url}), empty in a Java literal or where there is none
 * @param context locator key, other key or Java literal
 * @param test whether the file is test code
 */
record UrlSite(
    String path, int line, int start, SimpleUrl url, SourceFormat format, String key, KeyContext context, boolean test) {

  /** {@code main} or {@code test}. */
  String code() {
    return test ? "test" : "main";
  }
}
