// Assertions on the build log and reports of this invoker scenario.
log = new File(basedir, "build.log").text
lines = log.readLines()
def assertLine(String expected) {
    assert lines.any { it.trim() == expected.trim() } : "expected log line <" + expected + ">"
}
def assertNoSecret(String text, String secret) {
    assert !text.contains(secret) : "a secret leaked: " + secret
}

// src/test/resources/application-test.yml is test code: the security rules only, its fixtures quiet.
assertLine("[INFO] urilint: 0 errors, 0 warnings, 0 info in 5 files, 1 test file checked with the security rules only"
    + " (every rule: -Durilint.testSourcesAllRules=true); reports in " + new File(basedir, "target/urilint").absolutePath)
assert new File(basedir, "target/urilint/urilint.txt").isFile()
assert new File(basedir, "target/urilint/urilint.json").isFile()
assert new File(basedir, "target/urilint/urilint.sarif").isFile()
return true
