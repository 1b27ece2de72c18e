// Assertions on the build log of this invoker scenario: a module that compiles with urilint's
// Error Prone check (the README's snippet) has its Java findings reported by the check at compile
// time; the plugin says so and reports only the config files, so no Java finding is reported twice.
log = new File(basedir, "build.log").text
assert log.contains("urilint: Java sources are left to urilint's Error Prone check, which this module compiles with")
assert !log.contains("Client.java") : "the plugin reported a Java finding the check reports"
assert log.contains("src/main/resources/application.properties:1:15 [insecure-scheme]")
return true
