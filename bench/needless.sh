#!/usr/bin/env bash
# Needless statements in generated regression tests (issue 29): remove each statement, recompile,
# re-run. A statement is needless when the test still passes without it.
# Usage: bench/needless.sh <tests dir> <subject classpath|->   ('-': the JDK's classes, none)
#        bench/needless.sh --check   (the hand-counted fixture bench/testdata; expects its answers)
#
# SAFETY: this script RUNS the generated tests of a real library, and thousands of variants of
# them, which do I/O. Run it only as an unprivileged user with its work directory in a scratch
# directory, never as root and never inside a checkout (it refuses both). On the shared machine:
# as `ftime` in /tmp/ftime/measure-* only, the tests dir copied there first:
#   D=/tmp/ftime/measure-lang3; mkdir -p $D && cp -r <tests dir> $D/tests && chown -R ftime $D
#   cd /tmp && runuser -u ftime -- env HOME=/tmp/ftime XDG_CACHE_HOME=/tmp/ftime/.cache \
#     WORK=$D/needless JUNIT=<junit-platform-console-standalone.jar readable by ftime> \
#     bash <checkout>/bench/needless.sh $D/tests /tmp/ftime/libs/commons-lang3-3.14.0.jar
#
# Env: WORK     the work directory (default $HOME/ferret-needless); emptied first
#      JUNIT    the JUnit console standalone jar (default: as bench/lib/suite.sh finds it)
#      NEEDLESS_TIMEOUT  seconds for the whole JUnit run (3600); TEST_TIMEOUT one test's (10s)
#
# 1. bench/Needless.java (compiled with bench/TestShape.java, whose parser and definition of an
#    assertion it uses) writes, for every test method of the *RegressionTest files and each of its
#    top-level statements that is not an assertion, a variant of the method without it (the call
#    in an assertThrows lambda is the expected exception: never removed), named
#    <method>__without<i> (i counts the method's top-level statements from 1, assertions
#    included), into copies of the test class (<Class>_V1, _V2, ...: the class as written, its
#    test methods replaced by variants), beside a copy of the original files;
# 2. javac (in-process; classpath: the subject's and JUnit's) compiles them all; the variants
#    javac's errors lie in do not compile without the statement (needed): they are dropped and the
#    rest compiled again until no error is left;
# 3. one JUnit console launcher run of the originals and the compiled variants (--select-class;
#    each test at most TEST_TIMEOUT, in a thread of its own; java.io.tmpdir in the work directory);
# 4. every variant that PASSES is a needless statement: printed as `needless: <file> <method>
#    <statement index> <statement>`; then the counts and, last, NEEDLESS checked=.. needless=..
#    tests=.. (checked: statements removed; tests: test methods with a needless statement).
#    A variant whose original test fails in the same run is not judged (listed).
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
LIB="$BENCH_DIR/work/lib"

usage() { echo "usage: [WORK=<dir>] [JUNIT=<jar>] $0 <tests dir> <subject classpath|->  |  $0 --check  (as an unprivileged user; see the header)" >&2; exit 2; }
. "$BENCH_DIR/lib/suite.sh"

CHECK=""
if [ $# -eq 1 ] && [ "$1" = --check ]; then
  CHECK=--check; TESTS="$BENCH_DIR/testdata"; CP=""
else
  [ $# -eq 2 ] || usage
  TESTS="$1"; CP="$2"; [ "$CP" = - ] && CP=""
fi
[ -d "$TESTS" ] || { echo "no tests dir $TESTS" >&2; usage; }
TESTS="$(cd "$TESTS" && pwd -P)"
suite_check_scratch "${WORK:-$HOME/ferret-needless}" needless.sh
W="$SCRATCH"
[ -n "${JUNIT:-}" ] || suite_junit_jar
[ -s "$JUNIT" ] || { echo "no JUnit console standalone jar $JUNIT: set JUNIT or run bench/fetch-subjects.sh" >&2; exit 1; }
for t in java javac timeout; do command -v "$t" >/dev/null || { echo "$t is required" >&2; exit 1; }; done

rm -rf "${W:?}"/{tools,src,classes,reports,run,variants.tsv,run-classes.txt}
mkdir -p "$W/tools" "$W/run/tmp"
javac -nowarn -d "$W/tools" "$BENCH_DIR/Needless.java" "$BENCH_DIR/TestShape.java"
echo "== needless statements: $TESTS (subject classpath: ${CP:-none}); work $W"
java -Xmx2g -cp "$W/tools" Needless prepare "$TESTS" "$W" "${CP:+$CP:}$JUNIT"

echo "== JUnit console launcher: $(wc -l <"$W/run-classes.txt") classes"
mapfile -t SELECT < <(sed 's/^/--select-class=/' "$W/run-classes.txt")
start=$(date +%s)
set +e
(cd "$W/run" && timeout "${NEEDLESS_TIMEOUT:-3600}" java -Xmx1g -Djava.io.tmpdir="$W/run/tmp" -jar "$JUNIT" execute \
   --disable-banner --details=summary --class-path "$W/classes${CP:+:$CP}" --reports-dir "$W/reports" \
   --config=junit.jupiter.execution.timeout.default="${TEST_TIMEOUT:-10s}" \
   --config=junit.jupiter.execution.timeout.thread.mode.default=SEPARATE_THREAD \
   "${SELECT[@]}" >"$W/junit.log" 2>&1)
rc=$?
set -e
echo "   JUnit exit $rc (failures expected) in $(( $(date +%s) - start )) s; $(grep -aE 'tests (successful|failed)' "$W/junit.log" | tr -s ' ' | tr '\n' ';')"
[ $rc -ne 124 ] || { echo "!! the JUnit run timed out (NEEDLESS_TIMEOUT); see $W/junit.log" >&2; exit 1; }
java -cp "$W/tools" Needless report "$W" "$W/reports" $CHECK
