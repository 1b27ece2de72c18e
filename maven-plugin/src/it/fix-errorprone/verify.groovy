// Assertions on the build log and the files of this invoker scenario (see invoker.properties for
// its two runs): fix leaves the two Java files to urilint's Error Prone check, and says how many
// and how Error Prone's patching fixes them, instead of a bare "fixed" count.
log = new File(basedir, "build.log").text
lines = log.readLines()
def count(String line) {
    lines.count { it.trim() == line.trim() }
}

// Run 1: the config file's safe fix is applied here; the Java files are named as the check's.
assert count("[INFO] src/main/resources/application.properties:1:50: fixed [double-encoding] decode '%2520' once to '%20'") == 1
assert count("[INFO] urilint: 2 Java files left to urilint's Error Prone check, which this module compiles with: fix them with Error Prone's patching, mvn clean compile with -XepPatchChecks:MalformedUri,DoubleEncodedUri,NonNormalizedUri -XepPatchLocation:IN_PLACE added to -Xplugin:ErrorProne (clean: an up-to-date compile patches nothing)") == 1
// Run 2: with the unsafe fixes asked for, the options ask the check for them too.
assert count("[INFO] urilint: 2 Java files left to urilint's Error Prone check, which this module compiles with: fix them with Error Prone's patching, mvn clean compile with -XepPatchChecks:MalformedUri,DoubleEncodedUri,NonNormalizedUri,InsecureUriScheme,UnknownUriScheme -XepPatchLocation:IN_PLACE -XepOpt:UriLint:UnsafeFixes=true added to -Xplugin:ErrorProne (clean: an up-to-date compile patches nothing)") == 1

// The Java sources are untouched: they are the check's to patch.
assert !lines.any { it.contains(".java:") && it.contains(" fixed [") } : "fix rewrote a Java file the check owns"
assert new File(basedir, "src/main/java/com/acme/Docs.java").text.contains("a%2520b")
assert new File(basedir, "src/main/resources/application.properties").text == "catalog.url=https://catalog.acme-shop.com/items/a%20b\n"
return true
