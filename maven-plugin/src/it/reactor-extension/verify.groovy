// Assertions on the build log and the combined reports of this invoker scenario (see
// invoker.properties for its two runs): alpha declares a build extension, so Maven runs the plugin
// there from another class realm; the reactor's view still sees every module.
import groovy.json.JsonSlurper

log = new File(basedir, "build.log").text
lines = log.readLines()
assert !log.contains("pw-alpha") : "a secret leaked"
assert log.contains("os-maven-plugin") || log.contains("os.detected") : "the extension did not run"

// Run 1: alpha's error is deferred, then the module checked last prints the summary and fails once.
assert log.count("[ERROR] urilint: alpha fails at error; the build fails once every module has been checked (failAtEnd)") == 1
assert lines.count { it.startsWith("[ERROR] Failed to execute goal") && it.endsWith("on project gamma: urilint found findings at or above the threshold in 1 of 4 modules: alpha (1 error, 0 warnings, 0 info, fails at error) -> [Help 1]") } == 1
assert log.count("BUILD FAILURE") == 1

// Both runs print one summary each, a line per module in reactor order, then the totals.
def summaries = lines.findIndexValues { it.contains("urilint reactor summary:") }
assert summaries.size() == 2 : "one summary per run"
summaries.collect { it as int }.each { int at ->
    def rows = lines.subList(at + 1, at + 5).collect { it.replaceFirst(/^\[INFO\]\s+/, "") }
    assert rows[0] ==~ /reactor-extension \.+ 0 errors, 0 warnings, 0 info in \d+ files?/
    assert rows[1] ==~ /alpha \.+ 1 error, 0 warnings, 0 info in \d+ files?(: fails at error)?/
    assert rows[2] ==~ /beta \.+ 0 errors, 1 warning, 0 info in \d+ files?/
    assert rows[3] ==~ /gamma \.+ 0 errors, 0 warnings, 0 info in \d+ files?/
    assert lines[at + 5] ==~ /\[INFO\] urilint: 1 error, 1 warning, 0 info in \d+ files of 4 modules; reports in .*urilint-reactor/
}

// Run 2 (after clean): the build passes and the combined reports were written again.
assert log.count("BUILD SUCCESS") == 1
def sarif = new File(basedir, "target/urilint-reactor/urilint.sarif")
assert sarif.isFile() : "no combined SARIF report"
assert !sarif.text.contains("pw-alpha")
def uris = new JsonSlurper().parse(sarif).runs[0].results.collect { it.locations[0].physicalLocation.artifactLocation.uri }.sort()
assert uris == ["alpha/src/main/resources/application.properties", "beta/src/main/resources/application.properties"]
assert new File(basedir, "target/urilint-reactor/urilint.json").isFile()
return true
