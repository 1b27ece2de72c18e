// Assertions on the build log and reports of this invoker scenario.
log = new File(basedir, "build.log").text
lines = log.readLines()
def assertLine(String expected) {
    assert lines.any { it.trim() == expected.trim() } : "expected log line <" + expected + ">"
}
def assertNoSecret(String text, String secret) {
    assert !text.contains(secret) : "a secret leaked: " + secret
}

assert !log.contains("[credentials-in-uri]")
assertNoSecret(log, "s3cret-pw")
return true
