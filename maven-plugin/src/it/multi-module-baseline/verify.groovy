// Assertions on the build log and baselines of this invoker scenario: one baseline for a
// multi-module build, written by every module (in parallel), then read by every module.
import groovy.json.JsonSlurper

log = new File(basedir, "build.log").text
def assertNoSecret(String text) {
    ["pw-root", "pw-alpha", "pw-beta", "pw-gamma"].each { assert !text.contains(it) : "a secret leaked: " + it }
}
def paths(File file) {
    assert file.isFile() : "no baseline at " + file
    new JsonSlurper().parse(file).entries.collect { it.path }.sort()
}
def everyModule = ["alpha/src/main/resources/application.properties",
                   "beta/src/main/resources/application.properties",
                   "gamma/src/main/resources/application.properties",
                   "root.properties"]

// Each module wrote its part; none overwrote another's.
assert paths(new File(basedir, "urilint-baseline.json")) == everyModule
assert paths(new File(basedir, "other-baseline.json")) == everyModule
assertNoSecret(new File(basedir, "urilint-baseline.json").text)
assertNoSecret(log)

// One file at the top of the build, none in the modules.
["alpha", "beta", "gamma"].each {
    assert !new File(basedir, it + "/urilint-baseline.json").exists()
    assert !new File(basedir, it + "/other-baseline.json").exists()
}

// Both verify runs passed with every finding baselined, and no entry of another module was
// called stale (a user who obeyed that message emptied the baseline).
assert !log.contains("no longer matches")
assert log.count("urilint: 0 errors, 0 warnings, 0 info") >= 8 : "every module of both verify runs passes"
return true
