#!/usr/bin/env bash
# The safety protocol of issue 26 on any library, as a user would meet it: Ferret runs as an
# unprivileged user (created when missing: ferretbench) whose working directory, HOME, user.home
# and java.io.tmpdir are directories of a scratch tree, the first two full of canaries; then its
# emitted tests are compiled and run the way a build runs them (JUnit's console launcher, no
# guard) with the working directory and home full of canaries again. Ferret's own class-data
# cache (home/.cache/ferret) is not counted as a change. Prints Ferret's summary lines
# and whether anything outside the temporary directories changed in either phase.
# Usage: bench/safety.sh <name> <seconds> <class path of the library> <class>... (run as root)
# Example: bench/safety.sh guava-morefiles 30 ~/.m2/.../guava-33.2.1-jre.jar:~/.m2/.../failureaccess-1.0.2.jar \
#            com.google.common.io.MoreFiles
set -euo pipefail
[ $# -ge 4 ] || { echo "usage: bench/safety.sh <name> <seconds> <classpath> <class>..." >&2; exit 2; }
NAME="$1"; SECS="$2"; CP="$3"; shift 3
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
USER_NAME=ferretbench
[ "$(id -u)" = 0 ] || { echo "run as root: the runs themselves happen as the unprivileged user $USER_NAME" >&2; exit 2; }
id "$USER_NAME" >/dev/null 2>&1 || useradd --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin "$USER_NAME"
cd "$ROOT"
./ferret --help >/dev/null 2>&1 || true # builds the launcher when needed
T="/tmp/ferret-safety/$NAME"
rm -rf "$T"; mkdir -p "$T/lib" "$T/runtime"
cp ferret-cli/target/ferret.jar "$T/ferret.jar"
cp ferret-cli/target/test-runtime/*.jar "$T/runtime/"
LIBCP=""
IFS=: read -ra ENTRIES <<<"$CP"
for e in "${ENTRIES[@]}"; do cp "$e" "$T/lib/"; LIBCP="$LIBCP${LIBCP:+:}$T/lib/$(basename "$e")"; done
canaries() { # a directory full of canaries
  mkdir -p "$1/sub"; echo "canary of $1" >"$1/canary.txt"; echo hidden >"$1/.hidden-canary"; echo deep >"$1/sub/deep.txt"
}
for phase in generation tests; do
  canaries "$T/$phase/project"; canaries "$T/$phase/home"; echo parent >"$T/$phase/canary-beside.txt"; mkdir -p "$T/$phase/tmp"
done
chown -R "$USER_NAME" "$T"
snapshot() { # every path of a phase but its tmp: type, size, content hash, time, mode
  (cd "$T/$1" && find . \( -path ./tmp -o -path ./home/.cache/ferret \) -prune -o -printf '%y %s %T@ %m %p\n' | sort -k5 \
    | while read -r y s t m p; do [ "$y" = f ] && h=$(sha1sum "$p" | cut -c1-12) || h=-; echo "$y $s $t $m $h $p"; done)
}
as_user() { # as_user <phase> <command...>: in the phase's project, with its home and tmp
  local phase="$1"; shift
  (cd "$T/$phase/project" && runuser -u "$USER_NAME" -- env HOME="$T/$phase/home" XDG_CACHE_HOME="$T/$phase/tmp/cache" "$@" )
}
snapshot generation >"$T/generation-before.txt"
start=$(date +%s.%N)
set +e
as_user generation java -Duser.home="$T/generation/home" -Djava.io.tmpdir="$T/generation/tmp" \
  -Dferret.testRuntime="$T/runtime" -jar "$T/ferret.jar" generate --classpath "$LIBCP" \
  $(printf -- '--class %s ' "$@") --time-limit "${SECS}s" --seed 0 --progress never \
  --output-dir "$T/out" --summary-json "$T/summary.json" >"$T/generation.log" 2>&1
rc=$?
set -e
wall=$(python3 -c "import sys; print('%.1f' % (float(sys.argv[2]) - float(sys.argv[1])))" "$start" "$(date +%s.%N)")
snapshot generation >"$T/generation-after.txt"
echo "== $NAME: ferret generate exit $rc, wall ${wall}s (limit ${SECS}s)"
grep -E "^Ferret finished|sequences executed|regression tests|coverage|error-revealing|^  time" "$T/generation.log" || tail -5 "$T/generation.log"
if diff -q "$T/generation-before.txt" "$T/generation-after.txt" >/dev/null; then
  echo "generation: nothing outside the temporary directory changed"
else
  echo "generation: CHANGED outside the temporary directory:"; diff "$T/generation-before.txt" "$T/generation-after.txt" | head -20 || true
fi
mkdir -p "$T/classes"
JUNIT="$(ls "$T"/runtime/*.jar | tr '\n' ':')"
find "$T/out" -name '*.java' >"$T/sources.txt"
if [ -s "$T/sources.txt" ]; then
  javac -nowarn -d "$T/classes" -cp "$LIBCP:$JUNIT" @"$T/sources.txt" >"$T/javac.log" 2>&1 || { echo "emitted tests do not compile:"; head "$T/javac.log"; }
fi
chown -R "$USER_NAME" "$T/classes"
snapshot tests >"$T/tests-before.txt"
set +e
as_user tests java -Duser.home="$T/tests/home" -Djava.io.tmpdir="$T/tests/tmp" -cp "$T/classes:$LIBCP:$JUNIT" \
  org.junit.platform.console.ConsoleLauncher execute --disable-banner --details=summary \
  --exclude-classname='.*ErrorTest' --scan-classpath "$T/classes" >"$T/tests.log" 2>&1
set -e
snapshot tests >"$T/tests-after.txt"
grep -E "tests (successful|failed)" "$T/tests.log" | sed 's/^[^0-9]*/regression tests run as a build runs them: /' || tail -5 "$T/tests.log"
if diff -q "$T/tests-before.txt" "$T/tests-after.txt" >/dev/null; then
  echo "tests: nothing outside the temporary directory changed"
else
  echo "tests: CHANGED outside the temporary directory:"; diff "$T/tests-before.txt" "$T/tests-after.txt" | head -20 || true
fi
echo "(everything is in $T)"
