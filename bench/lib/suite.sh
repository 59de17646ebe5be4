# Shared by bench/coverage.sh and bench/mutation.sh; sourced, not run. Arguments and subject,
# the jars in bench/work/lib, `ferret generate` and compiling the generated tests.
#
# Also sourced by bench/competition.sh and bench/precision.sh (the Ferret command, JUnit, PIT).
#
# The sourcing script sets BENCH_DIR (bench/), ROOT (the repository), SHARED (the class lists)
# and LIB (bench/work/lib), and defines usage() (prints its usage line, exits 2).
# suite_args sets SUBJECT SECS SEED JAR LIST; suite_generate and suite_compile use W (the
# run's work directory) and the variables of suite_args.

# suite_args <collections4|lang3> <seconds> [seed=0]: checks and sets SUBJECT, SECS, SEED, JAR
# (the subject jar) and LIST (its class list; CLASS_LIST=<file> overrides it); calls usage on
# bad input. With SUITE_JDK=1 (set by the caller) also the subject jdk-util: the JDK's classes of
# jdk-util.txt, JAR empty (no --classpath).
suite_args() {
  [ $# -ge 2 ] && [ $# -le 3 ] || usage
  SUBJECT="$1"; SECS="$2"; SEED="${3:-0}"
  case "$SUBJECT" in
    collections4) JAR="$LIB/commons-collections4-4.4.jar"; LIST="$SHARED/collections4-10.txt" ;;
    lang3)        JAR="$LIB/commons-lang3-3.14.0.jar";    LIST="$SHARED/lang3-10.txt" ;;
    jdk-util)     [ "${SUITE_JDK:-}" = 1 ] || { echo "subject jdk-util is not measured by this script" >&2; usage; }
                  JAR="";                                 LIST="$SHARED/jdk-util.txt" ;;
    *) echo "unknown subject '$SUBJECT'" >&2; usage ;;
  esac
  [[ "$SECS" =~ ^[1-9][0-9]*$ ]] || { echo "seconds must be a positive whole number, got '$SECS'" >&2; usage; }
  [[ "$SEED" =~ ^-?[0-9]+$ ]] || { echo "seed must be a whole number, got '$SEED'" >&2; usage; }
  # CLASS_LIST=<file> overrides the subject's class list (used for generation AND as the
  # measured classes), e.g. to leave out a class Ferret refuses.
  LIST="${CLASS_LIST:-$LIST}"
  [ -f "$LIST" ] || { echo "no class list $LIST (set BENCH_SHARED or CLASS_LIST)" >&2; exit 2; }
  command -v python3 >/dev/null || { echo "python3 is required" >&2; exit 1; }
}

# suite_check_scratch <dir> <script name>: for the scripts that run generated tests of real
# libraries (they do I/O): exits 1 when run as root or when <dir>, their work directory, is inside
# this checkout or any git checkout; creates <dir> and sets SCRATCH to its absolute path.
suite_check_scratch() {
  [ "$(id -u)" -ne 0 ] || { echo "$2: refusing to run as root: the generated tests do I/O; run it as an unprivileged user (see its header)" >&2; exit 1; }
  SCRATCH="$(realpath -m "$1")"
  case "$SCRATCH/" in "$(realpath "$ROOT")"/*) echo "$2: $SCRATCH is inside the checkout $ROOT: use a scratch directory" >&2; exit 1 ;; esac
  mkdir -p "$SCRATCH"
  if [ "$(git -c safe.directory='*' -C "$SCRATCH" rev-parse --is-inside-work-tree 2>/dev/null)" = true ]; then
    echo "$2: $SCRATCH is inside a git checkout: use a scratch directory" >&2; exit 1
  fi
}

# suite_need_jars <file name in $LIB>...: runs fetch-subjects.sh when the subject jar or one of
# the named jars is missing (clean clone).
suite_need_jars() {
  local f
  for f in ${JAR:+"$JAR"} "${@/#/$LIB/}"; do
    if [ ! -s "$f" ]; then "$BENCH_DIR/fetch-subjects.sh"; return; fi
  done
}

# suite_classes: the classes of $LIST, one a line (comments and blank lines left out).
suite_classes() {
  grep -v '^\s*#' "$LIST" | sed 's/\s//g' | grep -v '^$'
}

# suite_generate [extra ferret options...]: ferret generate on $JAR with $LIST into $W/tests,
# summary in $W/summary.json, log in $W/ferret.log; prints Ferret's closing lines. Exits 1 when
# Ferret fails. Sets TESTS, SUMMARY and GEN_WALL (seconds of wall time of the whole command).
# Runs the launcher ./ferret, or the command suite_ferret set when the caller called it.
suite_generate() {
  TESTS="$W/tests"; SUMMARY="$W/summary.json"
  echo "== ferret generate: $SUBJECT ($LIST), ${SECS}s, seed $SEED${1:+, extra options: $*}; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
  local rc
  set +e
  local start; start=$(date +%s.%N)
  "${FERRET[@]:-$ROOT/ferret}" generate ${JAR:+--classpath "$JAR"} --class-list "$LIST" --time-limit "${SECS}s" --seed "$SEED" \
      --output-dir "$TESTS" --summary-json "$SUMMARY" --progress=never "$@" >"$W/ferret.log" 2>&1
  rc=$?
  GEN_WALL=$(python3 -c "import sys; print('%.1f' % (float(sys.argv[2]) - float(sys.argv[1])))" "$start" "$(date +%s.%N)")
  set -e
  if [ $rc -ne 0 ] || [ ! -s "$SUMMARY" ]; then
    echo "ferret generate FAILED (exit $rc); log: $W/ferret.log" >&2
    tail -30 "$W/ferret.log" >&2
    exit 1
  fi
  grep -q 'building the launcher' "$W/ferret.log" && echo "(the launcher rebuilt Ferret before this run: sources had changed)"
  sed -n '/^Ferret finished/,$p' "$W/ferret.log"
  echo "wall time of ferret generate: ${GEN_WALL} s for a ${SECS} s time limit"
  echo "load average after generation: $(cut -d' ' -f1-3 /proc/loadavg)"
}

# suite_ferret: sets FERRET (an array) to the command that runs Ferret and FERRET_RUNTIME to its
# test runtime (the JUnit jars its re-runs use): with FERRET_JAR=<jar>, that built jar run as the
# launcher runs it, with the test-runtime directory beside it (as ferret-cli/target has them; copy
# both together); else the launcher ./ferret (which rebuilds Ferret when its sources changed).
suite_ferret() {
  if [ -n "${FERRET_JAR:-}" ]; then
    [ -s "$FERRET_JAR" ] || { echo "FERRET_JAR=$FERRET_JAR: no such jar" >&2; exit 2; }
    FERRET_RUNTIME="$(cd "$(dirname "$FERRET_JAR")" && pwd)/test-runtime"
    [ -d "$FERRET_RUNTIME" ] || { echo "no test runtime $FERRET_RUNTIME beside FERRET_JAR (copy ferret-cli/target/test-runtime with the jar)" >&2; exit 2; }
    FERRET=(java -Xmx640m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Dferret.testRuntime="$FERRET_RUNTIME" -jar "$FERRET_JAR")
  else
    FERRET_RUNTIME="$ROOT/ferret-cli/target/test-runtime"
    FERRET=("$ROOT/ferret")
  fi
}

# suite_junit_jar: sets JUNIT to the JUnit console standalone jar: the one of Ferret's test runtime
# ($FERRET_RUNTIME when suite_ferret ran, else the one the launcher built), else the fetched one.
suite_junit_jar() {
  JUNIT="${FERRET_RUNTIME:-$ROOT/ferret-cli/target/test-runtime}/junit-platform-console-standalone.jar"
  [ -s "$JUNIT" ] || JUNIT="$LIB/junit-platform-console-standalone.jar"
}

# suite_check_launcher: sets LAUNCHER to the fetched junit-platform-launcher jar (which PIT's JUnit 5
# plugin needs on the tests' classpath) and exits 1 unless its version is that of $JUNIT's JUnit
# Platform (call suite_junit_jar first).
suite_check_launcher() {
  LAUNCHER="$LIB/junit-platform-launcher.jar"
  local jv lv
  jv="$(suite_jar_version "$JUNIT")"; lv="$(suite_jar_version "$LAUNCHER")"
  if [ -z "$jv" ] || [ "$jv" != "$lv" ]; then
    echo "junit-platform-launcher ${lv:-(unknown version)} ($LAUNCHER) does not match the JUnit Platform ${jv:-(unknown version)} of $JUNIT;" >&2
    echo "update the launcher's version in bench/fetch-subjects.sh and delete the old jar" >&2
    exit 1
  fi
}
suite_jar_version() { unzip -p "$1" META-INF/MANIFEST.MF | tr -d '\r' | sed -n 's/^Implementation-Version: //p' | head -1; }

# suite_compile <tests dir> <classes dir>: javac every .java file below the tests dir against
# $JAR and $JUNIT; when the whole set does not compile, file by file, skipping the files that
# do not. Lists the sources in $W/sources.txt; sets NSRC (source files) and
# COMPILE_FAILED_FILES.
suite_compile() {
  local tests="$1" tcls="$2" f
  mkdir -p "$tcls"
  find "$tests" -name '*.java' | sort >"$W/sources.txt"
  NSRC=$(wc -l <"$W/sources.txt")
  echo "== javac: $NSRC generated source files"
  COMPILE_FAILED_FILES=0
  if ! javac -nowarn -encoding UTF-8 -J-Xmx1g -d "$tcls" -cp "$JAR:$JUNIT" @"$W/sources.txt" >"$W/javac.log" 2>&1; then
    echo "!! javac failed on the whole set; errors (first 30 lines, full log $W/javac.log):"
    grep -E 'error:' "$W/javac.log" | head -30 || true
    echo "!! retrying file by file, skipping the files that do not compile"
    rm -rf "$tcls"; mkdir -p "$tcls"
    while read -r f; do
      if ! javac -nowarn -encoding UTF-8 -d "$tcls" -cp "$JAR:$JUNIT" "$f" >>"$W/javac-single.log" 2>&1; then
        echo "   does not compile: $f"; COMPILE_FAILED_FILES=$((COMPILE_FAILED_FILES + 1))
      fi
    done <"$W/sources.txt"
  fi
}

# suite_pit <dir> <test classes dir> <target classes> <target tests> <tests' source dir>: PIT
# (pitest-command-line and the JUnit 5 plugin in ${PIT_LIB:-$LIB/pitest}) with its default
# mutators on the target classes (PIT globs, comma-separated) of $JAR, running the target test
# classes; reports (mutations.xml, mutations.csv) in <dir>/pit-reports, log in <dir>/pit.log and a
# readable copy in <dir>/pit-clean.log. Uses THREADS (PIT's threads), PIT_TIMEOUT (seconds for
# the whole run), PIT_JVM_ARGS (options of PIT's minion JVMs, comma-separated; -Xmx1g) and
# PIT_HEAP (PIT's main JVM; 2g); call suite_junit_jar and suite_check_launcher first. Sets PIT_RC
# (PIT's exit status, 124 when it timed out) and PIT_SECS.
suite_pit() {
  local dir="$1" tcls="$2" targets="$3" tests="$4" srcdir="$5" pitlib="${PIT_LIB:-$LIB/pitest}" start
  # The tests' classpath, one element a line: PIT's own jars (pitest-command-line, commons-text
  # with its commons-lang3) stay off it (--includeLaunchClasspath=false): lang3 is a subject.
  printf '%s\n' "$tcls" "$JAR" "$LAUNCHER" "$JUNIT" "$pitlib/pitest.jar" "$pitlib/pitest-junit5-plugin.jar" >"$dir/pit-classpath.txt"
  start=$(date +%s)
  set +e
  timeout "$PIT_TIMEOUT" java -Xmx"${PIT_HEAP:-2g}" -cp "$pitlib/*" org.pitest.mutationtest.commandline.MutationCoverageReport \
    --includeLaunchClasspath=false --classPathFile "$dir/pit-classpath.txt" \
    --mutableCodePaths "$JAR" \
    --targetClasses "$targets" --targetTests "$tests" \
    --sourceDirs "$srcdir" --reportDir "$dir/pit-reports" --outputFormats XML,CSV --timestampedReports=false \
    --threads "$THREADS" --jvmArgs="${PIT_JVM_ARGS:--Xmx1g}" >"$dir/pit.log" 2>&1
  PIT_RC=$?
  set -e
  PIT_SECS=$(( $(date +%s) - start ))
  # PIT's spinner writes "/-\|" with backspaces; keep a readable copy.
  tr '\r' '\n' <"$dir/pit.log" | tr -d '\010' | sed 's/^[-/|\\]*//' | grep -v '^$' >"$dir/pit-clean.log" || true
}

# suite_pit_failing <dir> <out file>: when PIT refused the suite of suite_pit <dir> because tests
# fail without mutation, writes them (<test class>#<method>, one a line) to <out file> and
# returns 0; else returns 1.
suite_pit_failing() {
  grep -q 'did not pass without mutation' "$1/pit-clean.log" || return 1
  # Description [testClass=a.b.CRegressionTest, name=[engine:junit-jupiter]/[class:...]/[method:test0001()]]
  sed -n '/Tests failing without mutation/,/PitHelpError/p' "$1/pit-clean.log" | grep '^Description' \
    | sed -E 's/^Description \[testClass=([^,]*), name=.*\[method:([^(]*)\(\)\]\]$/\1#\2/' | sort -u >"$2"
}
