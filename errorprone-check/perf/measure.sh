#!/usr/bin/env bash
# Compile-time overhead of the urilint checks: compiles the same sources with Error Prone alone
# and with Error Prone + urilint (all 14 checks at their default severities, findings reported as
# warnings so the compile always completes), alternating, ROUNDS times, and prints the medians
# of the javac CPU time (user + sys).
#
# Usage (from the repository root, after `mvn -pl core,errorprone-check -am install -DskipTests
# -Dmaven.repo.local=$REPO`):
#   REPO=/tmp/urilint-m2 errorprone-check/perf/measure.sh [generated|DIR] [ROUNDS]
# `generated` (default) writes a URI-heavy code base with generate.py (40 classes, ~4,000 lines);
# a DIR compiles the .java files under it (e.g. core/src/main/java, a real code base); its
# dependencies go on the CLASSPATH environment variable, which javac reads.
# BEFORE=/other/repo adds a third column: the urilint build installed there, in the same
# alternating rounds, so two builds are compared under the same load.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=${REPO:?set REPO to the private Maven repository urilint was installed into}
what=${1:-generated}
rounds=${2:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ "$what" = generated ]; then
  python3 "$here/generate.py" "$work/src" "${CLASSES:-40}"
  src="$work/src"
else
  src=$what
fi
find "$src" -name '*.java' > "$work/sources"
lines=$(xargs cat < "$work/sources" | wc -l)

mvn -B -q -o -f "$here/pom.xml" -Dmaven.repo.local="$repo" -Perrorprone dependency:build-classpath -Dmdep.outputFile="$work/ep.cp" >/dev/null
mvn -B -q -o -f "$here/pom.xml" -Dmaven.repo.local="$repo" -Perrorprone,urilint dependency:build-classpath -Dmdep.outputFile="$work/all.cp" >/dev/null
if [ -n "${BEFORE:-}" ]; then
  mvn -B -q -o -f "$here/pom.xml" -Dmaven.repo.local="$BEFORE" -Perrorprone,urilint dependency:build-classpath -Dmdep.outputFile="$work/before.cp" >/dev/null
fi

exports=()
for p in api file main model parser processing tree util; do exports+=("-J--add-exports=jdk.compiler/com.sun.tools.javac.$p=ALL-UNNAMED"); done
exports+=("-J--add-opens=jdk.compiler/com.sun.tools.javac.code=ALL-UNNAMED" "-J--add-opens=jdk.compiler/com.sun.tools.javac.comp=ALL-UNNAMED")
# Demote the urilint checks to warnings so findings in the sample never stop the compile early.
demote=""
for c in MalformedUri UriCredentials DoubleEncodedUri RelativeUriColonSegment UriMissingHost InvalidUriPort \
  RareIpAddressFormat MisleadingUriAuthority UriSensitiveQueryParameter InsecureUriScheme UriHostHomograph \
  SchemeSpecificUri UnknownUriScheme NonNormalizedUri; do demote="$demote -Xep:$c:WARN"; done

# CPU seconds (user + sys) of one javac run: on a shared machine wall time mostly measures the
# neighbours, CPU time measures the compiler.
run() { # $1 = processor path, $2 = extra -Xplugin flags
  rm -rf "$work/out" && mkdir "$work/out"
  local TIMEFORMAT='%U %S' t
  t=$( { time javac "${exports[@]}" -J-Xmx1g -J-XX:+UseSerialGC -J-XX:TieredStopAtLevel=4 \
      -XDcompilePolicy=simple --should-stop=ifError=FLOW -nowarn -Xmaxwarns 1 \
      -processorpath "$1" "-Xplugin:ErrorProne$2" --release 17 -d "$work/out" @"$work/sources" \
      >/dev/null 2>&1 || true; } 2>&1 )
  echo "$t" | awk '{printf "%.2f", $1 + $2}'
}

run "$(cat "$work/ep.cp")" "" >/dev/null   # warm the file system cache
without=(); with=(); before=()
for i in $(seq "$rounds"); do
  without+=("$(run "$(cat "$work/ep.cp")" "")")
  with+=("$(run "$(cat "$work/all.cp")" "$demote")")
  if [ -n "${BEFORE:-}" ]; then before+=("$(run "$(cat "$work/before.cp")" "$demote")"); fi
  # Each round as it ends, on stderr: a long run shows progress, and a killed one keeps its rounds.
  echo "round $i: Error Prone alone ${without[-1]} CPU s, + urilint ${with[-1]} CPU s" >&2
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
mw=$(median "${without[@]}"); mu=$(median "${with[@]}")
echo "sources: $(wc -l < "$work/sources") files, $lines lines ($what)"
echo "Error Prone alone:     ${without[*]} CPU s (median $mw)"
echo "Error Prone + urilint: ${with[*]} CPU s (median $mu)"
echo "overhead: $(echo "scale=4; ($mu - $mw) * 100 / $mw" | bc) %"
if [ -n "${BEFORE:-}" ]; then
  mb=$(median "${before[@]}")
  echo "Error Prone + urilint from $BEFORE: ${before[*]} CPU s (median $mb)"
  echo "overhead of that build: $(echo "scale=4; ($mb - $mw) * 100 / $mw" | bc) %"
fi
