// Assertions on the build log and reports of this invoker scenario.
log = new File(basedir, "build.log").text
lines = log.readLines()
def assertLine(String expected) {
    assert lines.any { it.trim() == expected.trim() } : "expected log line <" + expected + ">"
}
def assertNoSecret(String text, String secret) {
    assert !text.contains(secret) : "a secret leaked: " + secret
}

import groovy.json.JsonSlurper
def dir = new File(basedir, "target/urilint")
assert !new File(dir, "urilint.txt").exists()
def json = new JsonSlurper().parse(new File(dir, "urilint.json"))
assert json.findings.size() == 1
def f = json.findings[0]
assert f.rule == "credentials-in-uri"
assert f.severity == "error"
assert f.path == "src/main/resources/application.yml"
assert f.line == 3 && f.column == 35
assert f.uri == "jdbc:postgresql://orders:****@db.internal:5432/orders"
def sarif = new JsonSlurper().parse(new File(dir, "urilint.sarif"))
assert sarif.version == "2.1.0"
def run = sarif.runs[0]
assert run.tool.driver.name == "urilint"
assert run.tool.driver.rules*.id.contains("credentials-in-uri")
def r = run.results[0]
assert r.ruleId == "credentials-in-uri"
assert r.level == "error"
assert r.locations[0].physicalLocation.artifactLocation.uri == "src/main/resources/application.yml"
assert r.locations[0].physicalLocation.region.startLine == 3
assert r.locations[0].physicalLocation.region.startColumn == 35
assertNoSecret(new File(dir, "urilint.sarif").text, "s3cret-pw")
return true
