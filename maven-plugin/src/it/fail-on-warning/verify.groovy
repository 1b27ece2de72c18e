// Assertions on the build log and reports of this invoker scenario.
log = new File(basedir, "build.log").text
lines = log.readLines()
def assertLine(String expected) {
    assert lines.any { it.trim() == expected.trim() } : "expected log line <" + expected + ">"
}
def assertNoSecret(String text, String secret) {
    assert !text.contains(secret) : "a secret leaked: " + secret
}

// First run: a warning alone does not fail the default build; second run fails on warnings.
def warn = "[WARNING] src/main/resources/application.properties:1:50 [double-encoding] '%2520' at index 36 is percent-encoded twice: '%25' encodes the '%' of '%20', so the receiver gets the text '%20', not the octet it encodes; decode it once to '%20' (RFC 3986 §2.4)"
assert lines.count { it.trim() == warn } == 2
assert log.contains("urilint found 1 finding at or above warning (0 errors, 1 warning, 0 info)")
return true
