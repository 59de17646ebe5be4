#!/usr/bin/env bash
# Focused tests (issue 29): the shape of a generated suite, its raw generic declarations and its
# needless statements, one line per measure.
# Usage: bench/focus.sh <collections4|lang3|jdk-util> <seconds> [seed=0]
#
# SAFETY: runs Ferret and then the generated tests (and variants of them: bench/needless.sh). Run
# it only as an unprivileged user with WORK in a scratch directory (it refuses root and a work
# directory inside a checkout), with the build's jar copied out, e.g. on the shared machine:
#   D=/tmp/ftime/measure-jar; mkdir -p $D && cp -r ferret-cli/target/ferret.jar ferret-cli/target/test-runtime $D/ && chown -R ftime $D
#   cd /tmp && runuser -u ftime -- env HOME=/tmp/ftime XDG_CACHE_HOME=/tmp/ftime/.cache \
#     FERRET_JAR=$D/ferret.jar WORK=/tmp/ftime/measure-focus LIB=/tmp/ftime/libs bash <checkout>/bench/focus.sh lang3 30
#
# Env: FERRET_JAR  the built jar with test-runtime/ beside it (default: the launcher ./ferret)
#      WORK        the work directory (default $HOME/ferret-focus); one subdirectory per run
#      LIB         where the subject jars are (default bench/work/lib, filled by fetch-subjects.sh)
#      TESTS_DIR=<dir>   measure an existing generated suite instead of generating one;
#                        <seconds> and [seed] then only label the result
#      EXTRA_ARGS="..."  further options for ferret generate (split on spaces); CLASS_LIST=<file>
#
# 1. ferret generate on the subject's class list (bench/lib/suite.sh; jdk-util: the JDK's classes,
#    no classpath), default settings plus --report none;
# 2. java bench/TestShape.java: tests, statements per regression test (median, 90th percentile,
#    max, mean; generated bodies counted: see its comment), tests per class under test;
# 3. java bench/RawTypeCount.java: raw / (raw + typed) declarations of generic types;
# 4. bench/needless.sh: statements whose removal keeps the test passing.
# Prints one line per measure with issue 29's bounds, and last a machine-readable line
# FOCUS subject=.. secs=.. seed=.. tests=.. median=.. p90=.. max=.. mean=.. maxPerClass=..
#     raw=.. needless=.. checked=.. needlessTests=..
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
SHARED="${BENCH_SHARED:-$ROOT/../shared/bench}"
LIB="${LIB:-$BENCH_DIR/work/lib}"
SUITE_JDK=1

usage() {
  echo "usage: [FERRET_JAR=<jar>] [WORK=<dir>] [TESTS_DIR=<dir>] [EXTRA_ARGS=\"..\"] $0 <collections4|lang3|jdk-util> <seconds> [seed=0]  (as an unprivileged user; see the header)" >&2
  exit 2
}
. "$BENCH_DIR/lib/suite.sh"
suite_args "$@"
suite_check_scratch "${WORK:-$HOME/ferret-focus}" focus.sh
suite_ferret
suite_junit_jar
read -r -a EXTRA <<<"${EXTRA_ARGS:-}"
W="$SCRATCH/${SUBJECT}-${SECS}s-seed${SEED}"

if [ -n "${TESTS_DIR:-}" ]; then
  [ -d "$TESTS_DIR" ] || { echo "TESTS_DIR=$TESTS_DIR is not a directory" >&2; exit 2; }
  TESTS="$(cd "$TESTS_DIR" && pwd -P)"
  W="$W-testsdir-$(printf '%s' "$TESTS" | md5sum | cut -c1-8)"
  mkdir -p "$W"
  echo "== measuring $TESTS (nothing generated)"
else
  [ -z "$JAR" ] || [ -s "$JAR" ] || { echo "no subject jar $JAR (run bench/fetch-subjects.sh or set LIB)" >&2; exit 1; }
  rm -rf "$W"; mkdir -p "$W"
  suite_generate --report none ${EXTRA[@]+"${EXTRA[@]}"}
fi

java "$BENCH_DIR/TestShape.java" "$TESTS" | tee "$W/shape.txt"
java "$BENCH_DIR/RawTypeCount.java" "$TESTS" "$JAR" | tee "$W/rawtypes.txt"
WORK="$W/needless" JUNIT="$JUNIT" "$BENCH_DIR/needless.sh" "$TESTS" "${JAR:--}" >"$W/needless.txt" \
  || echo "!! needless.sh exited $?: see $W/needless.txt"
grep -v '^needless:' "$W/needless.txt" || true
echo "(the needless statements: $W/needless.txt)"

# key=value of the last line starting with <tag> in <file>
val() { sed -n "s/^$2 .*\b$3=\([^ ]*\).*/\1/p" "$1" | tail -1; }
S="$W/shape.txt"; R="$W/rawtypes.txt"; N="$W/needless.txt"
echo
echo "== $SUBJECT ${SECS}s seed $SEED (issue 29's bounds in brackets)"
echo "regression tests: $(val "$S" SHAPE tests); per class under test at most $(val "$S" SHAPE maxPerClass) [<= 60]"
echo "statements per test: median $(val "$S" SHAPE median) [<= 6], p90 $(val "$S" SHAPE p90) [<= 12], max $(val "$S" SHAPE max) [<= 30], mean $(val "$S" SHAPE mean)"
echo "raw generic declarations: $(val "$R" RAWTYPES rawPercent)% ($(val "$R" RAWTYPES raw) of $(( $(val "$R" RAWTYPES raw) + $(val "$R" RAWTYPES typed) ))) [< 10%]"
echo "needless statements: $(val "$N" NEEDLESS needless) of $(val "$N" NEEDLESS checked) checked, in $(val "$N" NEEDLESS tests) tests [0]"
echo "FOCUS subject=$SUBJECT secs=$SECS seed=$SEED tests=$(val "$S" SHAPE tests) median=$(val "$S" SHAPE median)" \
  "p90=$(val "$S" SHAPE p90) max=$(val "$S" SHAPE max) mean=$(val "$S" SHAPE mean) maxPerClass=$(val "$S" SHAPE maxPerClass)" \
  "raw=$(val "$R" RAWTYPES rawPercent) needless=$(val "$N" NEEDLESS needless) checked=$(val "$N" NEEDLESS checked)" \
  "needlessTests=$(val "$N" NEEDLESS tests)"
