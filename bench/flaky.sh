#!/usr/bin/env bash
# Flakiness of Ferret's regression tests: generate once, then re-run the regression tests
# RUNS times, each time in a fresh JVM, and count the runs in which every test passed.
# Usage: bench/flaky.sh [subject...]    (default: every subject in ../shared/bench/subjects.tsv)
# Env: JAVA_HOME  JDK that runs both Ferret and the tests (default: java/javac on the PATH)
#      TIME (30s, Ferret's --time-limit), SEED (0), RUNS (10),
#      TEST_RUN_TIMEOUT (seconds per test run, 900), BENCH_SHARED (../shared/bench),
#      FERRET_ARGS (extra generate options, split on spaces; e.g. --no-rerun to measure the
#      suite without Ferret's own flaky filter)
#
# Per subject, in bench/work/flaky/<subject>-<jdk major>/:
# 1. ferret generate --class-list <subject list> [--classpath <subject jar>] (Ferret's own
#    re-run filter stays on, as a user would run it) into tests/;
# 2. javac the *Regression*Test.java files against the subject jar + JUnit console standalone;
# 3. RUNS times: java -ea -jar junit-platform-console-standalone.jar execute --select-class ...
#    in a fresh JVM, reports in runs/<i>/; a run passes when every test ran and passed;
# 4. one summary line per subject on stdout, failing tests per run in failing-tests.txt, and a
#    line appended to bench/work/flaky/results.tsv.
# The exit status is 1 if any subject could not be measured (flaky tests alone do not fail it).
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
SHARED="${BENCH_SHARED:-$ROOT/../shared/bench}"
LIB="$BENCH_DIR/work/lib"
OUT="$BENCH_DIR/work/flaky"
RESULTS="$OUT/results.tsv"
TIME="${TIME:-30s}"; SEED="${SEED:-0}"; RUNS="${RUNS:-10}"; RUN_TIMEOUT="${TEST_RUN_TIMEOUT:-900}"
read -r -a EXTRA <<<"${FERRET_ARGS:-}"

die() { echo "flaky.sh: $*" >&2; exit 1; }
[[ "$RUNS" =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a positive integer, got '$RUNS'"
[[ "$SEED" =~ ^-?[0-9]+$ ]] || die "SEED must be an integer, got '$SEED'"
[ -f "$SHARED/subjects.tsv" ] || die "no subjects file $SHARED/subjects.tsv (set BENCH_SHARED)"
command -v python3 >/dev/null || die "python3 is required (to read the JUnit XML reports)"
command -v timeout >/dev/null || die "timeout (coreutils) is required"

# ---- the JDK: JAVA_HOME selects it for Ferret (./ferret honours JAVA_HOME) and for the tests --
if [ -n "${JAVA_HOME:-}" ]; then
  [ -x "$JAVA_HOME/bin/java" ] && [ -x "$JAVA_HOME/bin/javac" ] \
    || die "JAVA_HOME=$JAVA_HOME has no bin/java and bin/javac"
  JAVA="$JAVA_HOME/bin/java"; JAVAC="$JAVA_HOME/bin/javac"
else
  JAVA="$(command -v java)" || die "no java on the PATH and JAVA_HOME is not set"
  JAVAC="$(command -v javac)" || die "no javac on the PATH and JAVA_HOME is not set"
fi
JDK="$("$JAVA" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = //p')"
JDK="${JDK#1.}"
[ -n "$JDK" ] || die "cannot tell the version of $JAVA"
JDK_FULL="$("$JAVA" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.runtime\.version = //p')"

# ---- subjects: name <TAB> G:A:V or "(the running JDK)" <TAB> class list beside subjects.tsv -----
declare -A COORDS LISTS
ALL=()
while IFS=$'\t' read -r name coords list _; do
  [[ -z "$name" || "$name" == \#* ]] && continue
  COORDS[$name]="$coords"; LISTS[$name]="$list"; ALL+=("$name")
done <"$SHARED/subjects.tsv"
if [ $# -gt 0 ]; then SUBJECTS=("$@"); else SUBJECTS=("${ALL[@]}"); fi
for s in "${SUBJECTS[@]}"; do
  [ -n "${LISTS[$s]:-}" ] || die "unknown subject '$s' (known: ${ALL[*]})"
done

# The subject's jar in bench/work/lib (artifactId-version.jar, as fetch-subjects.sh names it),
# or nothing for JDK classes.
subject_jar() {
  local coords="$1"
  [[ "$coords" =~ ^[^:[:space:]]+:([^:[:space:]]+):([^:[:space:]]+)$ ]] || return 0
  echo "$LIB/${BASH_REMATCH[1]}-${BASH_REMATCH[2]}.jar"
}

# Prints "<tests run> <failed or errored>" for one run's XML reports; writes the failing test
# names (class.method) to $2.
read_reports() {
  python3 - "$1" "$2" <<'PY'
import glob, os, sys
import xml.etree.ElementTree as ET
reports, failing = sys.argv[1:3]
run, failed = 0, []
for x in sorted(glob.glob(os.path.join(reports, "*.xml"))):
    for tc in ET.parse(x).getroot().iter("testcase"):
        run += 1
        if tc.find("failure") is not None or tc.find("error") is not None:
            failed.append("%s.%s" % (tc.get("classname"), tc.get("name").split("(")[0]))
with open(failing, "w") as fh:
    fh.write("".join(f + "\n" for f in failed))
print(run, len(failed))
PY
}

# Measures one subject; prints its summary line. Returns 1 (with a message) if it cannot.
measure() {
  local subject="$1" coords="${COORDS[$1]}" list="$SHARED/${LISTS[$1]}"
  local jar; jar="$(subject_jar "$coords")"
  local w="$OUT/$subject-$JDK"
  [ -f "$list" ] || { echo "!! $subject: class list $list not found" >&2; return 1; }
  if [ -n "$jar" ] && [ ! -s "$jar" ]; then
    "$BENCH_DIR/fetch-subjects.sh" >"$OUT/fetch.log" 2>&1 \
      || { echo "!! $subject: fetch-subjects.sh failed; see $OUT/fetch.log" >&2; return 1; }
    [ -s "$jar" ] || { echo "!! $subject: $jar is still missing after fetch-subjects.sh" >&2; return 1; }
  fi
  rm -rf "$w"; mkdir -p "$w"

  # 1. generate
  local cp=(); [ -n "$jar" ] && cp=(--classpath "$jar")
  echo "== $subject, JDK $JDK: ferret generate --time-limit $TIME --seed $SEED ${EXTRA[*]}" >&2
  local rc=0
  "$ROOT/ferret" generate "${cp[@]}" --class-list "$list" --time-limit "$TIME" --seed "$SEED" "${EXTRA[@]}" \
      --output-dir "$w/tests" --summary-json "$w/summary.json" --progress=never >"$w/ferret.log" 2>&1 || rc=$?
  if [ $rc -ne 0 ] || [ ! -s "$w/summary.json" ]; then
    echo "!! $subject: ferret generate failed (exit $rc); log $w/ferret.log:" >&2
    tail -20 "$w/ferret.log" >&2
    return 1
  fi
  if grep -q 'building the launcher' "$w/ferret.log"; then echo "   (the launcher rebuilt Ferret first)" >&2; fi
  local kept removed
  kept="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["regressionTests"])' "$w/summary.json")"
  removed="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["removedFailingRegression"])' "$w/summary.json")"

  # JUnit console launcher: the one the launcher build copied, else the fetched fallback.
  local junit=""
  for j in "$ROOT/ferret-cli/target/test-runtime/junit-platform-console-standalone.jar" \
           "$ROOT/ferret-junit/target/test-runtime/junit-platform-console-standalone.jar" \
           "$LIB/junit-platform-console-standalone.jar"; do
    [ -s "$j" ] && { junit="$j"; break; }
  done
  [ -n "$junit" ] || { echo "!! $subject: no junit-platform-console-standalone.jar (build Ferret or run bench/fetch-subjects.sh)" >&2; return 1; }

  # 2. compile the regression tests
  (cd "$w/tests" && find . -name '*Regression*Test.java' | sed 's|^\./||' | sort) >"$w/sources.txt"
  local nsrc; nsrc=$(wc -l <"$w/sources.txt")
  local tests=0 passed=0 distinct=0 names="" shown=""
  if [ "$nsrc" -gt 0 ]; then
    mkdir -p "$w/classes"
    if ! (cd "$w/tests" && "$JAVAC" -nowarn -encoding UTF-8 -J-Xmx1g -d "$w/classes" \
            -cp "${jar:+$jar:}$junit" @"$w/sources.txt") >"$w/javac.log" 2>&1; then
      echo "!! $subject: javac failed on the generated regression tests; log $w/javac.log:" >&2
      grep -E 'error:' "$w/javac.log" | head -10 >&2 || true
      return 1
    fi
    # Expected tests: one @Test per generated test method.
    tests=$(cd "$w/tests" && xargs cat <"$w/sources.txt" | grep -c '^ *@Test' || true)
    local selects=()
    while read -r f; do selects+=("--select-class=$(echo "${f%.java}" | tr / .)"); done <"$w/sources.txt"

    # 3. run RUNS times, each in a fresh JVM
    : >"$w/failing-tests.txt"
    for ((i = 1; i <= RUNS; i++)); do
      local r="$w/runs/$i"; mkdir -p "$r"
      local jrc=0
      timeout "$RUN_TIMEOUT" "$JAVA" -ea -Xmx1g -jar "$junit" execute --class-path "$w/classes${jar:+:$jar}" \
          "${selects[@]}" --disable-banner --disable-ansi-colors --details=none \
          --reports-dir "$r" >"$r/junit.log" 2>&1 || jrc=$?
      local counts run failed
      counts="$(read_reports "$r" "$r/failing.txt")"; read -r run failed <<<"$counts"
      if [ "$jrc" -eq 0 ] && [ "$failed" -eq 0 ] && [ "$run" -eq "$tests" ] && [ "$run" -gt 0 ]; then
        passed=$((passed + 1))
      else
        local why="$failed failing"
        [ "$jrc" -eq 124 ] && why="timed out after ${RUN_TIMEOUT}s, $why"
        [ "$run" -ne "$tests" ] && why="$why, $run of $tests tests ran"
        [ "$jrc" -ne 0 ] && [ "$jrc" -ne 1 ] && [ "$jrc" -ne 124 ] && why="$why, launcher exit $jrc"
        echo "   run $i/$RUNS: $why (log $r/junit.log)" >&2
      fi
      sed "s/^/run $i"$'\t'"/" "$r/failing.txt" >>"$w/failing-tests.txt"
    done
    distinct=$(cut -f2 "$w/failing-tests.txt" | sort -u | grep -c . || true)
    # name(failed in k runs), most often failing first; at most 50 in results.tsv, 10 on the
    # summary line (all of them, per run, in failing-tests.txt).
    names="$(cut -f2 "$w/failing-tests.txt" | sort | uniq -c | sort -k1,1nr -k2 \
             | awk -v max=50 'NR <= max {printf "%s%s(%dx)", (NR > 1 ? "," : ""), $2, $1}
                              END {if (NR > max) printf ",...(+%d more)", NR - max}')"
    shown="$(cut -f2 "$w/failing-tests.txt" | sort | uniq -c | sort -k1,1nr -k2 \
             | awk -v max=10 'NR <= max {printf "%s%s(%dx)", (NR > 1 ? " " : ""), $2, $1}
                              END {if (NR > max) printf " ...(+%d more in failing-tests.txt)", NR - max}')"
  fi
  if [ "$tests" -ne "$kept" ]; then echo "   note: Ferret's summary reports $kept regression tests, the sources hold $tests" >&2; fi

  # 4. report
  printf '%s\tJDK %s\t%d regression tests (%d removed by Ferret)\t%d/%d runs passed\t%d distinct failing tests%s\n' \
    "$subject" "$JDK" "$tests" "$removed" "$passed" "$RUNS" "$distinct" "${shown:+: $shown}"
  [ -s "$RESULTS" ] || printf 'date\tsubject\tjdk\tjdk_version\ttime\tseed\tferret_args\tregression_tests\tremoved_by_ferret\truns\truns_passed\tdistinct_failing\tfailing_tests\n' >"$RESULTS"
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%d\t%d\t%d\t%d\t%d\t%s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$subject" "$JDK" \
    "$JDK_FULL" "$TIME" "$SEED" "${EXTRA[*]}" "$tests" "$removed" "$RUNS" "$passed" "$distinct" "$names" >>"$RESULTS"
}

mkdir -p "$OUT"
status=0
for s in "${SUBJECTS[@]}"; do
  # A subshell with errexit on (not in a || list, where bash would ignore it), so one subject's
  # failure is reported and the others still run.
  set +e
  (set -e; measure "$s")
  rc=$?
  set -e
  if [ $rc -ne 0 ]; then echo "!! $s: not measured (exit $rc)" >&2; status=1; fi
done
exit $status
