// Assertions on the build log and reports of this invoker scenario.
log = new File(basedir, "build.log").text
lines = log.readLines()
def assertLine(String expected) {
    assert lines.any { it.trim() == expected.trim() } : "expected log line <" + expected + ">"
}
def assertNoSecret(String text, String secret) {
    assert !text.contains(secret) : "a secret leaked: " + secret
}

assertLine("[ERROR] src/main/resources/application.yml:3:35 [credentials-in-uri] password in the userinfo of 'jdbc:postgresql://orders:****@db.internal:5432/orders': credentials in a URI end up in logs, shell histories and Referer headers (RFC 3986 §3.2.1, §7.5); move the password to a secret store or an environment variable and give it to the client separately")
assertNoSecret(log, "s3cret-pw")
assert log.contains("urilint found 1 finding at or above error (1 error, 0 warnings, 0 info); reports: ")
assertNoSecret(new File(basedir, "target/urilint/urilint.json").text, "s3cret-pw")
assertNoSecret(new File(basedir, "target/urilint/urilint.sarif").text, "s3cret-pw")
assertNoSecret(new File(basedir, "target/urilint/urilint.txt").text, "s3cret-pw")
return true
