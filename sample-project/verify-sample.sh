#!/usr/bin/env bash
# Builds the sample project the way a user does (with the urilint artifacts installed in the
# local Maven repository: run `mvn -B -ntp install -DskipTests` at the repository root first),
# clean and then with its .buggy twins swapped in, and compares each front end's diagnostics
# with the golden files in expected/. `.ci/run` runs it. UPDATE=1 rewrites the golden files.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
# Extra Maven options, e.g. SAMPLE_MAVEN_ARGS="-Dmaven.repo.local=/tmp/m2" to use another repository.
read -r -a extra <<< "${SAMPLE_MAVEN_ARGS:-}"
mvn_sample() { mvn -B -ntp "${extra[@]}" "$@"; }

copy() { # name: a fresh copy of the sample project without its build output
  rm -rf "${work:?}/$1"
  mkdir -p "$work/$1"
  (cd "$here" && tar --exclude=./target --exclude=./expected -cf - .) | (cd "$work/$1" && tar -xf -)
}
swap() { # dir file...: put each .buggy twin in place of its clean file
  local dir=$1; shift
  for f in "$@"; do mv "$dir/$f.buggy" "$dir/$f"; done
}
compare() { # name actual-file
  local expected="$here/expected/$1"
  if [ "${UPDATE:-0}" = 1 ]; then cp "$2" "$expected"; echo "updated $expected"; return; fi
  if diff -u "$expected" "$2"; then echo "ok: $1"; else echo "FAILED: $1 differs from expected/$1"; failures=$((failures + 1)); fi
}
no_secrets() { # file...
  if grep -rl -e hunter2 -e Sup3rS3cret "$@"; then echo "FAILED: a planted secret was printed"; failures=$((failures + 1)); fi
}
maven_findings() { # log: urilint's and Error Prone's diagnostic lines, once each (Maven repeats
  # compiler errors in its summary), with the temp dir removed
  grep -E '^\[(ERROR|WARNING|INFO)\] .*(:[0-9]+:[0-9]+ \[[a-z-]+\]|\.java:\[[0-9]+,[0-9]+\])' "$1" | sed -e "s#$work/[a-z]*/##g" | awk '!seen[$0]++' || true
}

# 1. The clean project builds with every Error Prone check at ERROR and urilint:check in verify.
copy clean
if ! mvn_sample -f "$work/clean/pom.xml" verify > "$work/clean.log" 2>&1; then
  cat "$work/clean.log"; echo "FAILED: the clean sample project does not build"; exit 1
fi
grep -q 'urilint: 0 errors, 0 warnings, 0 info' "$work/clean.log" || { echo "FAILED: clean build reported findings"; failures=$((failures + 1)); }
echo "ok: clean build"
# The project's own annotation processor still ran next to Error Prone (the README's snippet lists
# it in annotationProcessorPaths; without it javac finds no processor on the class path).
if [ -s "$work/clean/target/classes/META-INF/services/com.example.orders.ServiceName" ]; then
  echo "ok: the project's own annotation processor (AutoService) ran"
else
  echo "FAILED: AutoService wrote no META-INF/services entry: annotationProcessorPaths dropped the project's processor"; failures=$((failures + 1))
fi

# 2. Error Prone: the buggy Java class fails compilation with each finding at its column.
copy java
swap "$work/java" src/main/java/com/example/orders/OrdersClient.java
if mvn_sample -f "$work/java/pom.xml" compile > "$work/java.log" 2>&1; then
  echo "FAILED: the buggy Java class compiled"; failures=$((failures + 1))
fi
maven_findings "$work/java.log" > "$work/errorprone.txt"
compare errorprone.txt "$work/errorprone.txt"
no_secrets "$work/java.log"

# 3. Maven plugin: the buggy application.yml and pom.xml fail urilint:check in verify.
copy config
swap "$work/config" src/main/resources/application.yml pom.xml
if mvn_sample -f "$work/config/pom.xml" verify > "$work/config.log" 2>&1; then
  echo "FAILED: the buggy config passed urilint:check"; failures=$((failures + 1))
fi
maven_findings "$work/config.log" > "$work/maven-plugin.txt"
compare maven-plugin.txt "$work/maven-plugin.txt"
no_secrets "$work/config.log" "$work/config/target/urilint/"*

# 4. Command line (what the pre-commit hook runs) on the same files: exit code 1.
set +e
(cd "$work/config" && java -jar "$repo/cli/target/urilint.jar" check src/main/resources/application.yml pom.xml) > "$work/cli.txt" 2>&1
code=$?
set -e
[ "$code" = 1 ] || { echo "FAILED: urilint check exited $code, expected 1"; failures=$((failures + 1)); }
compare cli.txt "$work/cli.txt"
no_secrets "$work/cli.txt"

if [ "$failures" -gt 0 ]; then echo "$failures sample-project check(s) failed"; exit 1; fi
echo "sample project: all front ends gave the documented diagnostics"
