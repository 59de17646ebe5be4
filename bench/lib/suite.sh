# Shared by bench/coverage.sh and bench/mutation.sh; sourced, not run. Arguments and subject,
# the jars in bench/work/lib, `ferret generate` and compiling the generated tests.
#
# The sourcing script sets BENCH_DIR (bench/), ROOT (the repository), SHARED (the class lists)
# and LIB (bench/work/lib), and defines usage() (prints its usage line, exits 2).
# suite_args sets SUBJECT SECS SEED JAR LIST; suite_generate and suite_compile use W (the
# run's work directory) and the variables of suite_args.

# suite_args <collections4|lang3> <seconds> [seed=0]: checks and sets SUBJECT, SECS, SEED, JAR
# (the subject jar) and LIST (its class list; CLASS_LIST=<file> overrides it); calls usage on
# bad input.
suite_args() {
  [ $# -ge 2 ] && [ $# -le 3 ] || usage
  SUBJECT="$1"; SECS="$2"; SEED="${3:-0}"
  case "$SUBJECT" in
    collections4) JAR="$LIB/commons-collections4-4.4.jar"; LIST="$SHARED/collections4-10.txt" ;;
    lang3)        JAR="$LIB/commons-lang3-3.14.0.jar";    LIST="$SHARED/lang3-10.txt" ;;
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

# suite_need_jars <file name in $LIB>...: runs fetch-subjects.sh when the subject jar or one of
# the named jars is missing (clean clone).
suite_need_jars() {
  local f
  for f in "$JAR" "${@/#/$LIB/}"; do
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
suite_generate() {
  TESTS="$W/tests"; SUMMARY="$W/summary.json"
  echo "== ferret generate: $SUBJECT ($LIST), ${SECS}s, seed $SEED${1:+, extra options: $*}; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
  local rc
  set +e
  local start; start=$(date +%s.%N)
  "$ROOT/ferret" generate --classpath "$JAR" --class-list "$LIST" --time-limit "${SECS}s" --seed "$SEED" \
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

# suite_junit_jar: sets JUNIT to the JUnit console standalone jar: the one the launcher built,
# else the fetched one.
suite_junit_jar() {
  JUNIT="$ROOT/ferret-cli/target/test-runtime/junit-platform-console-standalone.jar"
  [ -s "$JUNIT" ] || JUNIT="$LIB/junit-platform-console-standalone.jar"
}

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
