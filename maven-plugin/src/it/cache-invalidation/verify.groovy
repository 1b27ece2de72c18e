// Assertions on the build log and reports of this invoker scenario.
log = new File(basedir, "build.log").text
lines = log.readLines()
def assertLine(String expected) {
    assert lines.any { it.trim() == expected.trim() } : "expected log line <" + expected + ">"
}
def assertNoSecret(String text, String secret) {
    assert !text.contains(secret) : "a secret leaked: " + secret
}

// Run 1 scans, run 2 reuses the index, run 3 changes the rules (must rescan and now fail),
// run 4 turns the cache off.
def warn = "src/main/resources/application.properties:1:50 [double-encoding]"
assert lines.count { it.contains(warn) } == 4
assert lines.count { it.contains("urilint: reused cached results for 3 of 3 files") } == 1
assert log.contains("urilint found 1 finding at or above error (1 error, 0 warnings, 0 info)")
return true
