// Assertions on the build log and reports of this invoker scenario.
log = new File(basedir, "build.log").text
lines = log.readLines()
def assertLine(String expected) {
    assert lines.any { it.trim() == expected.trim() } : "expected log line <" + expected + ">"
}
def assertNoSecret(String text, String secret) {
    assert !text.contains(secret) : "a secret leaked: " + secret
}

// Every hostile file is skipped with its reason; the good one is scanned; the lost files fail the build.
// The XML's external entity is never fetched nor expanded: the file is read with "&remote;" as written.
assert !lines.any { it.startsWith("[WARNING] src/main/resources/xxe.xml: skipped: ") }
// The alias bomb is refused by the YAML parser, so it is read as plain text for passwords: a note.
assert lines.any { it.startsWith("[WARNING] src/main/resources/bomb.yml: note: ") && it.endsWith("read as plain text, checked for passwords in URIs only") }
assert lines.any { it.startsWith("[WARNING] src/main/resources/data.properties: skipped: ") }
assert lines.any { it.startsWith("[WARNING] src/main/resources/latin1.yml: skipped: ") }
// The note is counted apart: read, so not skipped.
assert log.contains("2 skipped, 1 read as plain text")
// The two files that could not be read fail the build, as they make `urilint check` exit 1
// (FailOn.fails decides for both); the note (bomb.yml) does not count.
assert log.contains("urilint could not read 2 files (")
// No stack trace from reading the files; the build failure itself is Maven's MojoFailureException.
assert !lines.any { it.contains("at dev.urilint.") && !it.contains("at dev.urilint.maven.") } : "no urilint stack trace"
return true
