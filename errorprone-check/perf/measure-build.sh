#!/usr/bin/env bash
# Whole-build overhead of the urilint checks on a real Maven project: `mvn clean compile
# test-compile` with Error Prone and the 14 urilint checks at WARN, against the same build with
# the 14 checks OFF, alternating, ROUNDS times; prints each round and the medians of the build's
# CPU time (user + sys of Maven and the in-process javac).
#
# The project needs a profile `ep` that puts Error Prone and urilint on the compiler's processor
# path and passes -Xplugin:ErrorProne ${ep.flags} (the snippet is in docs/performance.md, "Error
# Prone check"), and .mvn/jvm.config with the --add-exports/--add-opens lines of
# sample-project/.mvn/jvm.config.
#
# Usage (after `mvn -pl core,errorprone-check -am install -DskipTests -Dmaven.repo.local=$REPO`
# and one online build of the project with that repository, so -o finds every artifact):
#   REPO=/tmp/urilint-m2 MVN_ARGS="-pl !some-module" errorprone-check/perf/measure-build.sh DIR [ROUNDS]
set -euo pipefail
repo=${REPO:?set REPO to the private Maven repository urilint was installed into}
dir=${1:?the Maven project to build}
rounds=${2:-5}
checks="MalformedUri UriCredentials DoubleEncodedUri RelativeUriColonSegment UriMissingHost InvalidUriPort
  RareIpAddressFormat MisleadingUriAuthority UriSensitiveQueryParameter InsecureUriScheme UriHostHomograph
  SchemeSpecificUri UnknownUriScheme NonNormalizedUri"
on=""; off=""
for c in $checks; do on="$on -Xep:$c:WARN"; off="$off -Xep:$c:OFF"; done
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# Error Prone's own checks stay on as warnings, so a project with Error Prone findings still builds.
run() { # $1 = the urilint flags
  local TIMEFORMAT='%U %S' t
  # shellcheck disable=SC2086 # MVN_ARGS is a list of arguments
  t=$( { time mvn -B -q -o -f "$dir/pom.xml" -Dmaven.repo.local="$repo" -Pep \
      "-Dep.flags=-XepAllErrorsAsWarnings $1" ${MVN_ARGS:-} clean compile test-compile >"$log" 2>&1; } 2>&1 ) \
    || { echo "the build failed; its log:" >&2; cat "$log" >&2; exit 1; }
  echo "$t" | awk '{printf "%.2f", $1 + $2}'
}

off_s=(); on_s=()
for i in $(seq "$rounds"); do
  load=$(cut -d' ' -f1 /proc/loadavg)
  off_s+=("$(run "$off")")
  on_s+=("$(run "$on")")
  echo "round $i: urilint OFF ${off_s[-1]} CPU s, WARN ${on_s[-1]} CPU s (load $load -> $(cut -d' ' -f1 /proc/loadavg))" >&2
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
mo=$(median "${off_s[@]}"); mw=$(median "${on_s[@]}")
echo "urilint OFF:  ${off_s[*]} CPU s (median $mo)"
echo "urilint WARN: ${on_s[*]} CPU s (median $mw)"
echo "overhead: $(echo "scale=4; ($mw - $mo) * 100 / $mo" | bc) %"
