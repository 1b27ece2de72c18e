// Assertions on the build log and the combined reports of this invoker scenario: with failAtEnd,
// a module with an error (alpha) does not stop the build before the later modules are checked;
// the module checked last prints one summary for the reactor, writes one combined SARIF report
// and fails the build once.
import groovy.json.JsonSlurper

log = new File(basedir, "build.log").text
lines = log.readLines()
["pw-alpha", "pw-gamma"].each { assert !log.contains(it) : "a secret leaked: " + it }

// alpha's error did not stop the build: beta was checked after it.
def alpha = lines.findIndexOf { it.contains("alpha/src/main/resources/application.properties:1:") && it.contains("[credentials-in-uri]") }
def beta = lines.findIndexOf { it.contains("beta/src/main/resources/application.properties:1:") && it.contains("[insecure-scheme]") }
assert alpha >= 0 && beta > alpha : "beta is checked after alpha's error"
assert log.contains("[ERROR] urilint: alpha fails at error; the build fails once every module has been checked (failAtEnd)")

// One summary, a line per module in reactor order, then the totals.
assert log.count("urilint reactor summary:") == 1
def summary = lines.findIndexOf { it.contains("urilint reactor summary:") }
def rows = lines.subList(summary + 1, summary + 5).collect { it.replaceFirst(/^\[INFO\]\s+/, "") }
assert rows[0] ==~ /reactor-summary \.+ 0 errors, 0 warnings, 0 info in \d+ files?/
assert rows[1] ==~ /alpha \.+ 1 error, 0 warnings, 0 info in \d+ files?: fails at error/
assert rows[2] ==~ /beta \.+ 0 errors, 1 warning, 0 info in \d+ files?/
assert rows[3] ==~ /gamma \.+ skipped \(urilint\.skip\)/
assert lines[summary + 5] ==~ /\[INFO\] urilint: 1 error, 1 warning, 0 info in \d+ files of 4 modules; reports in .*urilint-reactor/

// The build fails once, naming the failing module.
assert log.contains("urilint found findings at or above the threshold in 1 of 4 modules: alpha (1 error, 0 warnings, 0 info, fails at error)")

// One SARIF report for code scanning, with every module's results, paths from the top of the build.
def sarif = new File(basedir, "target/urilint-reactor/urilint.sarif")
assert sarif.isFile() : "no combined SARIF report"
assert !sarif.text.contains("pw-alpha")
def uris = new JsonSlurper().parse(sarif).runs[0].results.collect { it.locations[0].physicalLocation.artifactLocation.uri }.sort()
assert uris == ["alpha/src/main/resources/application.properties", "beta/src/main/resources/application.properties"]
assert new File(basedir, "target/urilint-reactor/urilint.json").isFile()
return true
