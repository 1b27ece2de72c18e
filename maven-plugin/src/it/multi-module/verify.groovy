// Assertions on the build log and reports of this invoker scenario.
log = new File(basedir, "build.log").text
lines = log.readLines()
def assertLine(String expected) {
    assert lines.any { it.trim() == expected.trim() } : "expected log line <" + expected + ">"
}
def assertNoSecret(String text, String secret) {
    assert !text.contains(secret) : "a secret leaked: " + secret
}

// Each module reports its own file once; the parent reports nothing of its children.
assert lines.count { it.contains("alpha/src/main/resources/application.properties:1:") && it.contains("[credentials-in-uri]") } == 1
assertNoSecret(log, "pw-alpha")
assert lines.count { it.contains("beta/src/main/resources/application.properties:1:") && it.contains("[credentials-in-uri]") } == 1
assertNoSecret(log, "pw-beta")
return true
