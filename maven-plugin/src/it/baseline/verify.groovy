// Assertions on the build log and reports of this invoker scenario.
log = new File(basedir, "build.log").text
lines = log.readLines()
def assertLine(String expected) {
    assert lines.any { it.trim() == expected.trim() } : "expected log line <" + expected + ">"
}
def assertNoSecret(String text, String secret) {
    assert !text.contains(secret) : "a secret leaked: " + secret
}

// First invocation wrote the baseline, second passes because the finding is in it.
def baseline = new File(basedir, "urilint-baseline.json")
assert baseline.isFile()
assertNoSecret(baseline.text, "s3cret-pw")
assert baseline.text.contains("credentials-in-uri")
assert log.contains("1 in baseline")
return true
