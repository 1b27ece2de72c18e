// Spring ${k:default}, compose ${VAR} and Helm {{ }} templates: no finding, nothing skipped.
log = new File(basedir, "build.log").text
lines = log.readLines()
assert !lines.any { it =~ /^\[(ERROR|WARNING|INFO)\] \S+:\d+:\d+ \[/ } : "no finding expected"
assert !log.contains("skipped:") : "the Helm template must be read, not skipped"
assert log.contains("urilint: 0 errors, 0 warnings, 0 info in 5 files")
return true
