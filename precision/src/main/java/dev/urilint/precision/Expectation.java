package dev.urilint.precision;

/**
 * One judged finding of a repository: a row of {@code precision/expected/<repo>.tsv}.
 *
 * <pre>{@code
 * new Expectation(new FindingKey("samples/Get.java", 32, "insecure-scheme"), Verdict.TP,
 *     "http://publicobject.com/helloworld.txt", "fetched over http by the sample's OkHttp call");
 * }</pre>
 *
 * @param key path, line, rule
 * @param verdict TP, DEB or FP
 * @param value the string as the report showed it (masked, cut), for the reader; not matched
 * @param why the reason for the verdict, from reading the line
 */
record Expectation(FindingKey key, Verdict verdict, String value, String why) {}
