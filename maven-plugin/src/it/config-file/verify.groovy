// urilint.yml at the project root sets failOn: warning, so the double-encoding warning fails the build.
log = new File(basedir, "build.log").text
assert log.contains("[WARNING] src/main/resources/application.properties:1:50 [double-encoding]")
assert log.contains("urilint found 1 finding at or above warning (0 errors, 1 warning, 0 info)")
return true
