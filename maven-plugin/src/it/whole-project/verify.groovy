// Assertions on the build log of this invoker scenario.
log = new File(basedir, "build.log").text
lines = log.readLines()
def assertNoSecret(String text, String secret) {
    assert !text.contains(secret) : "a secret leaked: " + secret
}
def reportedOnce(String location) {
    def hits = lines.findAll { it.contains(location) && it.contains("[credentials-in-uri]") }
    assert hits.size() == 1 : "expected one credentials-in-uri finding at " + location + ", got " + hits
}

// The root module scans the files next to the root POM, which src/ does not hold.
reportedOnce("[ERROR] .env:1:29 ")
reportedOnce("[ERROR] docker-compose.yml:5:")
reportedOnce("[ERROR] k8s/deployment.yaml:12:")
// The child scans its own folder, all of it, and the root does not report it again.
reportedOnce("[ERROR] app/.env:1:")
reportedOnce("[ERROR] app/src/main/resources/application.properties:1:")
// Dependency folders stay out.
assert !log.contains("node_modules") : "node_modules/ was scanned"
for (secret in ["pw-root-env", "pw-compose", "pw-k8s", "pw-app-env", "pw-app-src", "pw-node-modules"]) {
    assertNoSecret(log, secret)
}
return true
