// Assertions on the build log and reports of this invoker scenario.
log = new File(basedir, "build.log").text
lines = log.readLines()
def assertLine(String expected) {
    assert lines.any { it.trim() == expected.trim() } : "expected log line <" + expected + ">"
}
def assertNoSecret(String text, String secret) {
    assert !text.contains(secret) : "a secret leaked: " + secret
}

assert !lines.any { it.contains(" [") && it.contains("] ") && it.contains(".y") && it.startsWith("[") && it =~ /:\d+:\d+ \[/ } : "no finding expected"
assert log.contains("urilint: 0 errors, 0 warnings, 0 infos in 3 files")
return true
