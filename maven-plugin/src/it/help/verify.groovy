// The help names the version this build installed, and its examples do not name another one.
log = new File(basedir, "build.log").text
assert log.contains("urilint Maven plugin " + pluginVersion) : "the help does not name version " + pluginVersion
assert !(log =~ /<version>\d+\.\d+\.\d+<\/version>/) : "the help's example names a fixed version"
assert log.contains("<version>VERSION</version>")
assert log.contains("urilint:check")
return true
