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

// Without failAtEnd the first failing module fails the build and says how to check the others too
// (-fae still checks beta here, so the module checked last prints the reactor summary).
assert log.contains("1 more module not checked yet: -Durilint.failAtEnd=true checks every module and fails once at the end")
assert log.count("urilint reactor summary:") == 1
return true
