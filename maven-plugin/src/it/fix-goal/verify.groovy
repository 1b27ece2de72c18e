// Assertions on the build log and the fixed files of this invoker scenario (see invoker.properties
// for its six runs).
log = new File(basedir, "build.log").text
lines = log.readLines()
def assertLine(String expected) {
    assert lines.any { it.trim() == expected.trim() } : "expected log line <" + expected + ">"
}
def count(String line) {
    lines.count { it.trim() == line.trim() }
}
def assertNoSecret(String text, String secret) {
    assert !text.contains(secret) : "a secret leaked: " + secret
}
def assertFile(String path, String expected) {
    String actual = new File(basedir, path).text
    assert actual == expected : path + " reads:\n" + actual
}

// Run 1: check names the goal, with the fix engine's own count.
assert count("[INFO] urilint: 7 findings can be fixed automatically (4 safe, 3 unsafe): run mvn urilint:fix for the safe ones, mvn urilint:fix -Durilint.unsafeFixes=true for all") == 1

// Run 2: the safe fixes, one line each, then the CLI's summary.
assertLine("[INFO] src/main/java/com/acme/Client.java:7:59: fixed [non-normalized] rewrite as 'https://docs.acme.io/v2/'")
assertLine("[INFO] src/main/resources/application.properties:2:43: fixed [malformed-uri] percent-encode '|' as %7C")
assertLine("[INFO] src/main/resources/application.yml:3:8: fixed [non-normalized] rewrite as 'https://catalog.acme.io/items'")
assertLine("[INFO] src/main/resources/application.yml:4:37: fixed [double-encoding] decode '%2520' once to '%20'")
assert count("[INFO] urilint: fixed 4 findings in 3 files; 3 findings remain (3 fixable with -Durilint.unsafeFixes=true)") == 1
// Run 3: nothing left that a safe fix takes; failOn set, the password fails the build.
assert count("[INFO] urilint: fixed 0 findings in 0 files; 3 findings remain (3 fixable with -Durilint.unsafeFixes=true)") == 1
assert lines.count { it.startsWith("[ERROR] Failed to execute goal dev.urilint:urilint-maven-plugin:" + pluginVersion + ":fix (default-cli) on project fix-goal: urilint found 1 finding at or above error (1 error, 2 warnings, 0 info)") } == 1
// Run 4: the unsafe ones; the password now comes from the environment (a templated password stays a warning).
assertLine("[INFO] src/main/java/com/acme/Client.java:6:38: fixed [unknown-scheme] write the scheme as 'https'")
assertLine("[INFO] src/main/resources/application.properties:3:45: fixed [credentials-in-uri] moved the password out to \${SPRING_DATASOURCE_URL_PASSWORD}: set the environment variable SPRING_DATASOURCE_URL_PASSWORD where the application runs (Spring Boot, Quarkus and Micronaut read it from the environment); the password is no longer in the file")
assertLine("[INFO] src/main/resources/application.yml:6:13: fixed [insecure-scheme] use https instead of http")
assertLine("[INFO] urilint: fixed 3 findings in 3 files; 1 finding remains")
// Run 5: nothing left to fix.
assertLine("[INFO] urilint: fixed 0 findings in 0 files; 1 finding remains")
// Runs 2, 4, 5 and 6 pass; verify says nothing about fixing once nothing is left to fix.
assert count("[INFO] BUILD SUCCESS") == 4
assert count("[INFO] BUILD FAILURE") == 2
assert lines.count { it.contains("can be fixed automatically") } == 1

assertNoSecret(log, "s3cret-pw")

assertFile("src/main/resources/application.yml", """\
# Catalog and orders services.
catalog:
  url: https://catalog.acme.io/items
  images: "https://cdn.acme.io/img/a%20b.png"
orders:
  endpoint: https://orders.acme.io/api
""")
assertFile("src/main/resources/application.properties", """\
# Search and the database.
search.url=https://search.acme.io/find?q=a%7Cb
spring.datasource.url=jdbc:postgresql://app:\${SPRING_DATASOURCE_URL_PASSWORD}@db.acme.io:5432/app
""")
assertFile("src/main/java/com/acme/Client.java", """\
package com.acme;

import java.net.URI;

public class Client {
  static final URI API = URI.create("https://api.acme.io/v1");
  static final URI DOCS = URI.create("https://docs.acme.io/v2/");
}
""")
return true
