#!/usr/bin/env bash
# The 2022 SBST JUnit tool competition's guava track replayed on Ferret (issue 28, item 6).
# Usage: bench/competition.sh <seconds-per-class> [seed=0] [class...]
#   (default: the 15 classes of competition-2022/classes.txt)
#
# SAFETY: the generated tests of a real library do I/O (FileBackedOutputStream writes files).
# Run this script only as an unprivileged user with its work directory in a scratch directory,
# never as root and never inside a checkout (it refuses both). With the build's jar copied out:
#   D=/tmp/ftime/comp; mkdir -p $D && cp -r ferret-cli/target/ferret.jar ferret-cli/target/test-runtime $D/ && chown -R ftime $D
#   cd /tmp && runuser -u ftime -- env HOME=/tmp/ftime XDG_CACHE_HOME=/tmp/ftime/.cache \
#     FERRET_JAR=$D/ferret.jar WORK=/tmp/ftime/comp-work bash <checkout>/bench/competition.sh 30 0
# The jars it reads (guava 26.0-jre, JaCoCo, PIT, the JUnit launcher) are those bench/fetch-subjects.sh
# puts in bench/work/lib: run that first, as the checkout's owner.
#
# Env: FERRET_JAR   the built jar (default ferret-cli/target/ferret.jar), with test-runtime/ beside it
#      WORK         the work directory (default $HOME/ferret-competition); one subdirectory per run
#      COMPETITION  the competition's files (default ../shared/bench/competition-2022 beside the checkout)
#      PIT_TIMEOUT  seconds for one class's mutation analysis (300, as the competition: a timeout scores 0)
#      PIT_THREADS (2), PIT_JVM_ARGS (-Xmx1g), TEST_TIMEOUT (600 s for one class's JUnit run)
#
# The protocol (README.md of the competition's files), per class under test:
# 1. one `ferret generate --class <C> --time-limit <N>s --seed <seed>` with default settings, its
#    wall time measured over the whole command (JVM start to exit);
# 2. only the regression tests are measured: Ferret's error tests (*ErrorTest*) fail by design and
#    its crash tests (*CrashTest*) are disabled; javac them against guava 26.0-jre;
# 3. run them under the JaCoCo agent (JUnit console launcher); tests that fail are removed from the
#    sources (a copy: Ferret's output is left as written) and the rest recompiled and re-run, until
#    none fails; likewise when PIT reports tests failing without mutation;
# 4. JaCoCo line and branch coverage of the TOP-LEVEL class only (nested classes do not count; no
#    branches counts 0%); PIT (default mutators, the class itself as target) mutation score =
#    killed / generated (timed-out mutants are not counted as killed).
# A class Ferret refuses (the package-private ones: no public constructor, method or field) or for
# which it writes no regression test scores 0, the reason is printed, and a placeholder test that
# touches nothing still yields the JaCoCo and PIT totals, compared with the competition's.
# Output: per class Ferret's figures beside every tool's published ones (30 s and 120 s), the
# denominators, the means; the last line is machine-readable (RESULT key=value ...).
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
SHARED="${BENCH_SHARED:-$ROOT/../shared/bench}"
COMP="${COMPETITION:-$SHARED/competition-2022}"
LIB="$BENCH_DIR/work/lib"
JAR="$LIB/guava-26.0-jre.jar" # 26.0 has no failureaccess dependency (it came with 27.0)
FERRET_JAR="${FERRET_JAR:-$ROOT/ferret-cli/target/ferret.jar}"

usage() {
  echo "usage: [FERRET_JAR=<jar>] [WORK=<dir>] $0 <seconds-per-class> [seed=0] [class...]  (as an unprivileged user; see the header)" >&2
  exit 2
}
die() { echo "competition.sh: $*" >&2; exit 1; }
. "$BENCH_DIR/lib/suite.sh"

# ---- checks ---------------------------------------------------------------------------
check_safety() {
  suite_check_scratch "$WORK" competition.sh
  WORK="$SCRATCH"
}

check_inputs() {
  local t f
  for t in java javac python3 unzip timeout; do command -v "$t" >/dev/null || die "$t is required"; done
  for f in classes.txt classes-info.tsv results.tsv; do
    [ -s "$COMP/$f" ] || die "no $COMP/$f (set COMPETITION=<dir>)"
  done
  for f in "$JAR" "$LIB/jacocoagent.jar" "$LIB/jacococli.jar" "$LIB/junit-platform-launcher.jar" \
           "$LIB"/pitest/{pitest-command-line,pitest-entry,pitest,commons-text,commons-lang3,pitest-junit5-plugin}.jar; do
    [ -s "$f" ] || die "missing $f: run bench/fetch-subjects.sh first (as the checkout's owner)"
  done
}

# parse_args <seconds> [seed] [class...]: sets SECS, SEED and CLASSES (each one of classes.txt).
parse_args() {
  [ $# -ge 1 ] || usage
  SECS="$1"; SEED="${2:-0}"
  [[ "$SECS" =~ ^[1-9][0-9]*$ ]] || { echo "seconds must be a positive whole number, got '$SECS'" >&2; usage; }
  [[ "$SEED" =~ ^-?[0-9]+$ ]] || { echo "seed must be a whole number, got '$SEED'" >&2; usage; }
  shift $(( $# >= 2 ? 2 : 1 ))
  mapfile -t ALL < <(grep -v '^\s*#' "$COMP/classes.txt" | sed 's/\s//g' | grep -v '^$')
  if [ $# -gt 0 ]; then CLASSES=("$@"); else CLASSES=("${ALL[@]}"); fi
  local c
  for c in "${CLASSES[@]}"; do
    printf '%s\n' "${ALL[@]}" | grep -qxF "$c" || die "$c is not one of the competition's classes ($COMP/classes.txt)"
  done
}

# ---- one class --------------------------------------------------------------------------
# generate <class>: ferret generate into $W/tests; sets GEN_RC and GEN_WALL (seconds, whole command).
generate() {
  local start
  start=$(date +%s.%N)
  set +e
  (cd "$W" && "${FERRET[@]}" generate --classpath "$JAR" --class "$1" --time-limit "${SECS}s" --seed "$SEED" \
      --output-dir "$W/tests" --summary-json "$W/summary.json" --report none --progress never) >"$W/ferret.log" 2>&1
  GEN_RC=$?
  set -e
  GEN_WALL=$(python3 -c "import sys; print('%.1f' % (float(sys.argv[2]) - float(sys.argv[1])))" "$start" "$(date +%s.%N)")
}

# copy_regression_tests: copies Ferret's sources except its error and crash tests into $MEASURED;
# prints how many regression test files there are.
copy_regression_tests() {
  rm -rf "$MEASURED"; mkdir -p "$MEASURED"
  [ -d "$W/tests" ] || { echo 0; return; }
  (cd "$W/tests" && find . -name '*.java' ! -name '*ErrorTest*' ! -name '*CrashTest*' -print0 \
     | xargs -0 -r cp --parents -t "$MEASURED")
  find "$MEASURED" -name '*Regression*Test.java' | wc -l
}

# add_placeholder: a regression test class that touches nothing, so that JaCoCo and PIT still give
# the class's totals when Ferret wrote no test for it.
add_placeholder() {
  mkdir -p "$MEASURED/competition"
  cat >"$MEASURED/competition/PlaceholderRegressionTest.java" <<'EOF'
package competition;

/** Stands for "no test": Ferret wrote none for this class; touches nothing. */
public class PlaceholderRegressionTest {
    @org.junit.jupiter.api.Test
    void nothing() {
    }
}
EOF
}

# compile_tests: javac $MEASURED into $TCLS (suite_compile); lists the compiled regression test
# classes in $W/test-classes.txt and sets NTESTCLASSES.
compile_tests() {
  rm -rf "$TCLS"
  suite_compile "$MEASURED" "$TCLS" >>"$W/measure.log"
  (cd "$TCLS" && find . -name '*.class' ! -name '*$*' | sed 's|^\./||; s|\.class$||' \
     | grep -E 'Regression[0-9]*Test$' | tr / . | sort) >"$W/test-classes.txt" || true
  NTESTCLASSES=$(wc -l <"$W/test-classes.txt")
}

# run_jacoco <class>: runs the compiled regression tests under the JaCoCo agent (cwd and tmpdir
# in $W); writes the failing tests (<class>#<method>) to $W/failing.txt and sets NRUN, NFAIL.
run_jacoco() {
  local sel=() t
  while read -r t; do sel+=(--select-class "$t"); done <"$W/test-classes.txt"
  rm -rf "$W/jacoco.exec" "$W/junit-reports" "$W/tmp"; mkdir -p "$W/tmp"
  set +e
  (cd "$W" && timeout "${TEST_TIMEOUT:-600}" java -Xmx1g -Djava.io.tmpdir="$W/tmp" \
    -javaagent:"$LIB/jacocoagent.jar"=destfile="$W/jacoco.exec",includes="$1" \
    -cp "$TCLS:$JAR:$JUNIT" org.junit.platform.console.ConsoleLauncher execute "${sel[@]}" \
    --disable-banner --details=none --disable-ansi-colors --reports-dir "$W/junit-reports") >"$W/junit.log" 2>&1
  local rc=$?
  set -e
  [ $rc -ne 124 ] || echo "   !! the JUnit run timed out (TEST_TIMEOUT=${TEST_TIMEOUT:-600} s)"
  read -r NRUN NFAIL < <(python3 - "$W" <<'PY'
import glob, os, sys
import xml.etree.ElementTree as ET
w = sys.argv[1]
run, failing = 0, []
for x in glob.glob(os.path.join(w, "junit-reports", "*.xml")):
    for tc in ET.parse(x).getroot().iter("testcase"):
        run += 1
        if tc.find("failure") is not None or tc.find("error") is not None:
            failing.append("%s#%s" % (tc.get("classname"), tc.get("name").split("(")[0]))
open(os.path.join(w, "failing.txt"), "w").write("".join(f + "\n" for f in sorted(set(failing))))
print(run, len(set(failing)))
PY
)
}

# remove_tests <file of class#method>: deletes those test methods from the sources in $MEASURED
# (a whole file when the failure is not a method of it); adds their number to NREMOVED.
remove_tests() {
  local n
  n=$(python3 - "$MEASURED" "$1" <<'PY'
import collections, os, re, sys
root, listing = sys.argv[1], sys.argv[2]
by_class = collections.defaultdict(set)
for line in open(listing):
    line = line.strip()
    if line:
        cls, _, method = line.partition("#")
        by_class[cls].add(method)
removed = 0
for cls, methods in by_class.items():
    path = os.path.join(root, cls.split("$")[0].replace(".", os.sep) + ".java")
    if not os.path.exists(path):
        continue
    lines = open(path, encoding="utf-8").read().split("\n")
    for m in methods:
        decl = next((i for i, l in enumerate(lines) if re.match(r"    (public )?void %s\(\)" % re.escape(m), l)), None)
        if decl is None:   # a class-level failure: the whole file goes
            lines = None
            break
        start = decl
        while start > 0 and lines[start - 1].startswith("    @"):
            start -= 1
        end = next(i for i in range(decl, len(lines)) if lines[i] == "    }")
        del lines[start:end + 1]
        removed += 1
    if lines is None:
        os.remove(path)
        removed += len(methods)
    else:
        open(path, "w", encoding="utf-8").write("\n".join(lines))
print(removed)
PY
)
  NREMOVED=$((NREMOVED + n))
}

# jacoco_report <class>: JaCoCo's counters of the top-level class alone; sets LINE_COV LINE_TOT
# BR_COV BR_TOT.
jacoco_report() {
  local p="${1//.//}"
  rm -rf "$W/cut"; mkdir -p "$W/cut/$(dirname "$p")"
  unzip -q -o -j "$JAR" "$p.class" -d "$W/cut/$(dirname "$p")"
  [ -f "$W/jacoco.exec" ] || : >"$W/jacoco.exec"
  java -jar "$LIB/jacococli.jar" report "$W/jacoco.exec" --classfiles "$W/cut" --csv "$W/coverage.csv" \
    --quiet >"$W/jacoco.log" 2>&1 || { cat "$W/jacoco.log" >&2; die "jacococli report failed for $1"; }
  read -r LINE_COV LINE_TOT BR_COV BR_TOT < <(python3 - "$W/coverage.csv" "$1" <<'PY'
import csv, sys
want = sys.argv[2]
for r in csv.DictReader(open(sys.argv[1])):
    if r["PACKAGE"] + "." + r["CLASS"] == want:
        lc, lm, bc, bm = (int(r[k]) for k in ("LINE_COVERED", "LINE_MISSED", "BRANCH_COVERED", "BRANCH_MISSED"))
        print(lc, lc + lm, bc, bc + bm)
        break
else:
    print(0, 0, 0, 0)
PY
)
}

# run_pit <class>: PIT on the class alone with the compiled regression tests; sets PIT_STATUS
# (ok, refused: tests fail without mutation, listed in $W/pit-failing.txt; timeout; failed) and,
# when ok, MUTANTS KILLED TIMED_OUT NO_COV.
run_pit() {
  rm -rf "$W/pit-reports"
  PIT_JVM_ARGS="${PIT_JVM_ARGS:--Xmx1g},-Djava.io.tmpdir=$W/tmp" \
    suite_pit "$W" "$TCLS" "$1" "$(paste -sd, - <"$W/test-classes.txt")" "$MEASURED"
  MUTANTS=0; KILLED=0; TIMED_OUT=0; NO_COV=0
  if suite_pit_failing "$W" "$W/pit-failing.txt"; then PIT_STATUS=refused; return; fi
  if [ "$PIT_RC" -eq 124 ]; then PIT_STATUS=timeout; return; fi
  if [ "$PIT_RC" -ne 0 ] || [ ! -s "$W/pit-reports/mutations.xml" ]; then PIT_STATUS=failed; return; fi
  PIT_STATUS=ok
  read -r MUTANTS KILLED TIMED_OUT NO_COV < <(python3 - "$W/pit-reports/mutations.xml" "$1" <<'PY'
import collections, sys
import xml.etree.ElementTree as ET
c = collections.Counter(m.get("status") for m in ET.parse(sys.argv[1]).getroot().iter("mutation")
                        if m.findtext("mutatedClass") == sys.argv[2])
print(sum(c.values()), c["KILLED"], c["TIMED_OUT"], c["NO_COVERAGE"])
PY
)
}

# measure <class>: steps 2-4 on $W/tests; rounds of removing failing tests until JUnit and PIT
# agree the suite is green. Sets the figures and PLACEHOLDER (1: no test of Ferret's measured).
measure() {
  local nfiles round
  nfiles=$(copy_regression_tests)
  PLACEHOLDER=0; NREMOVED=0; NRUN=0
  [ "$nfiles" -gt 0 ] || { add_placeholder; PLACEHOLDER=1; }
  for round in 1 2 3 4 5; do
    compile_tests
    if [ "$NTESTCLASSES" -eq 0 ] && [ "$PLACEHOLDER" -eq 0 ]; then
      echo "   no regression test class compiled (or all removed): placeholder"
      add_placeholder; PLACEHOLDER=1; compile_tests
    fi
    run_jacoco "$1"
    if [ "$NFAIL" -gt 0 ]; then
      echo "   round $round: $NFAIL of $NRUN tests fail under JUnit: removed ($(paste -sd' ' - <"$W/failing.txt" | cut -c1-200))"
      remove_tests "$W/failing.txt"; continue
    fi
    jacoco_report "$1"
    run_pit "$1"
    if [ "$PIT_STATUS" = refused ]; then
      echo "   round $round: PIT says $(wc -l <"$W/pit-failing.txt") tests fail without mutation: removed"
      remove_tests "$W/pit-failing.txt"; continue
    fi
    return
  done
  die "$1: still failing tests after $round rounds; see $W"
}

# ferret_note: why a class has no measured tests, or Ferret's summary figures, for the table.
ferret_note() {
  python3 - "$W" "$GEN_RC" <<'PY'
import json, os, sys
w, rc = sys.argv[1], int(sys.argv[2])
log = open(os.path.join(w, "ferret.log"), errors="replace").read().strip().splitlines()
if rc != 0:
    last = (log[-1] if log else "no output").replace("\t", " ")
    print("ferret exit %d: %s" % (rc, last[len("ferret: "):] if last.startswith("ferret: ") else last)[:200])
    sys.exit()
s = json.load(open(os.path.join(w, "summary.json")))
hostile = "; ".join("%s %s x%d" % (i["kind"], i["member"].rsplit(".", 1)[-1], i["count"]) for i in s.get("incidents", []))
print("%d seq, %d illegal, %d ops, %d regr, %d err%s" % (s["sequencesExecuted"], s["illegalSequences"],
      s["operations"], s["regressionTests"], s["errorTests"], "; hostile: " + hostile if hostile else ""))
PY
}

# one_class <class>: generate, measure, append a row to $RUN/results.tsv.
one_class() {
  local c="$1" status note
  W="$RUN/${c##*.}"; MEASURED="$W/measured"; TCLS="$W/test-classes"
  rm -rf "$W"; mkdir -p "$W"
  echo "== $c: ferret generate ${SECS}s seed $SEED; load average $(cut -d' ' -f1-3 /proc/loadavg)"
  generate "$c"
  note="$(ferret_note)"
  case "$GEN_RC" in
    0) status=ok ;;
    2) status=refused ;;
    *) status=failed ;;
  esac
  echo "   exit $GEN_RC after $GEN_WALL s: $note"
  measure "$c"
  [ "$status" != ok ] || [ "$PLACEHOLDER" -eq 0 ] || status=no-tests
  [ "$PIT_STATUS" = ok ] || echo "   !! PIT $PIT_STATUS (see $W/pit.log): mutation score 0, as the competition scored it"
  echo "   $status: line $LINE_COV/$LINE_TOT, branch $BR_COV/$BR_TOT, killed $KILLED/$MUTANTS (PIT ${PIT_SECS}s)," \
    "$( [ "$PLACEHOLDER" -eq 1 ] && echo "no test of Ferret's (placeholder)" || echo "$NRUN tests run, $NREMOVED removed")"
  printf '%s\n' "$c" "$status" "$GEN_WALL" "$LINE_COV" "$LINE_TOT" "$BR_COV" "$BR_TOT" "$MUTANTS" "$KILLED" \
    "$TIMED_OUT" "$NO_COV" "$PIT_STATUS" "$((PLACEHOLDER ? 0 : NRUN))" "$NREMOVED" "$note" | paste -sd'\t' - >>"$RUN/results.tsv"
}

# ---- the report -------------------------------------------------------------------------
report() {
  python3 - "$RUN/results.tsv" "$COMP" "$SECS" "$SEED" <<'PY'
import collections, csv, os, sys
rows_file, comp, secs, seed = sys.argv[1:5]
F = ["cls", "status", "wall", "lc", "lt", "bc", "bt", "mut", "kill", "tout", "nocov", "pit", "tests", "removed", "note"]
ours = [dict(zip(F, l.rstrip("\n").split("\t"))) for l in open(rows_file) if l.strip()]
pct = lambda a, b: 100.0 * int(a) / int(b) if int(b) else 0.0
for r in ours:
    r["line"], r["branch"], r["mutation"] = pct(r["lc"], r["lt"]), pct(r["bc"], r["bt"]), pct(r["kill"], r["mut"])
    if r["status"] != "ok":   # refused, failed, no tests: 0, as the competition scored a tool without tests
        r["line"] = r["branch"] = r["mutation"] = 0.0
    r["produced"] = r["status"] == "ok"
classes = [r["cls"] for r in ours]
short = lambda c: c.rsplit(".", 1)[1]

info = {}
for l in open(os.path.join(comp, "classes-info.tsv")):
    f = l.rstrip("\n").split("\t")
    if len(f) >= 5 and f[2].isdigit():
        info[f[0]] = (f[1], int(f[2]), int(f[3]), int(f[4]))
pub = {}      # (tool, budget) -> class -> (line, branch, mutation)
for r in csv.DictReader(open(os.path.join(comp, "results.tsv")), delimiter="\t"):
    pub.setdefault((r["tool"], int(r["budget_s"])), {})[r["class"]] = tuple(float(r[k]) for k in ("line", "branch", "mutation"))
tools = ["evosuite", "bbc", "randoop", "utbot", "utbot-mocks", "kex", "kex-reflection"]
tools = [t for t in tools if (t, 30) in pub] + sorted({t for t, _ in pub} - set(tools))
cell = lambda v: "%3.0f/%3.0f/%3.0f" % v

print("\nSBST 2022 guava track, Ferret %ss per class, seed %s (line/branch/mutation %%; the tools' figures are the\n"
      "published means of 10 runs; Ferret's one run)" % (secs, seed))
print("\nFerret per class: figures of the top-level class; wall = the whole `ferret generate`; tests = regression tests measured")
print("  %-24s %-8s %6s %7s %6s %7s %5s %4s  %s" % ("class", "status", "line", "branch", "mut", "wall s", "tests", "rm", "Ferret's summary / why not"))
for r in ours:
    print("  %-24s %-8s %6.1f %7.1f %6.1f %7s %5s %4s  %s" % (short(r["cls"]), r["status"], r["line"], r["branch"],
          r["mutation"], r["wall"], r["tests"], r["removed"], r["note"] + ("" if r["pit"] == "ok" else "; PIT " + r["pit"])))

for budget in (30, 120):
    print("\nper class beside the tools at %d s (line/branch/mutation)" % budget)
    print("  %-24s %-12s" % ("class", "Ferret %ss" % secs) + "".join(" %-12s" % t[:12] for t in tools))
    for r in ours:
        line = "  %-24s %-12s" % (short(r["cls"]), cell((r["line"], r["branch"], r["mutation"])))
        for t in tools:
            v = pub.get((t, budget), {}).get(r["cls"])
            line += " %-12s" % (cell(v) if v else "-")
        print(line)

print("\ndenominators of the top-level class: ours (guava 26.0-jre from Maven Central, JaCoCo 0.8.12, PIT 1.30.1\n"
      "default mutators) / the competition's (built from source, PIT 1.1.11)")
print("  %-24s %-22s %9s %11s %11s" % ("class", "access", "lines", "branches", "mutants"))
same = [0, 0, 0]
for r in ours:
    acc, L, B, M = info.get(r["cls"], ("?", -1, -1, -1))
    ok = [int(r["lt"]) == L, int(r["bt"]) == B, int(r["mut"]) == M]
    same = [s + o for s, o in zip(same, ok)]
    mark = lambda o: " " if o else "*"
    print("  %-24s %-22s %4s/%-4d%s %5s/%-4d%s %5s/%-4d%s" % (short(r["cls"]), acc, r["lt"], L, mark(ok[0]), r["bt"], B,
          mark(ok[1]), r["mut"] if r["pit"] == "ok" else "?", M, mark(ok[2])))
print("  (* differs) same: lines %d, branches %d, mutants %d of %d classes" % (same[0], same[1], same[2], len(ours)))

mean = lambda xs: sum(xs) / len(xs) if xs else 0.0
def means(get, cls):
    vs = [get(c) for c in cls]
    return tuple(mean([v[i] for v in vs]) for i in range(3)) if vs else (0.0, 0.0, 0.0)
fer = {r["cls"]: (r["line"], r["branch"], r["mutation"]) for r in ours}
fer_prod = [r["cls"] for r in ours if r["produced"]]
print("\nmeans over the %d classes (line / branch / mutation); 'with tests': over the classes where the tool\n"
      "produced tests (published line coverage > 0 for the tools), with Ferret's means over the same classes" % len(ours))
print("  %-22s %-21s %3s  %-21s %-21s" % ("tool", "all classes", "n", "with tests", "Ferret, same classes"))
fmt = lambda v: "%5.1f / %5.1f / %5.1f" % v
print("  %-22s %-21s %3d  %-21s %-21s" % ("Ferret %ss" % secs, fmt(means(fer.get, classes)), len(fer_prod),
      fmt(means(fer.get, fer_prod)), fmt(means(fer.get, fer_prod))))
for budget in (30, 120):
    for t in tools:
        p = pub.get((t, budget), {})
        have = [c for c in classes if c in p]
        if not have:
            continue
        prod = [c for c in have if p[c][0] > 0]
        print("  %-22s %-21s %3d  %-21s %-21s" % ("%s %ds" % (t, budget), fmt(means(p.get, have)), len(prod),
              fmt(means(p.get, prod)) if prod else "-", fmt(means(fer.get, prod)) if prod else "-"))

print("\nwhere Ferret's line coverage is below the tool's at 30 s / 120 s:")
for t in tools:
    for budget in (30, 120):
        p = pub.get((t, budget), {})
        lost = [short(c) for c in classes if c in p and fer[c][0] < p[c][0]]
        print("  %-22s %2d: %s" % ("%s %ds" % (t, budget), len(lost), " ".join(lost)))

m = means(fer.get, classes); mp = means(fer.get, fer_prod)
ev = {b: means(pub[("evosuite", b)].get, [c for c in classes if c in pub.get(("evosuite", b), {})]) for b in (30, 120)
      if ("evosuite", b) in pub}
print("RESULT secs=%s seed=%s classes=%d line=%.1f branch=%.1f mutation=%.1f with_tests=%d line_with_tests=%.1f "
      "branch_with_tests=%.1f mutation_with_tests=%.1f refused=%d no_tests=%d failed=%d wall_total=%.0f%s"
      % (secs, seed, len(ours), m[0], m[1], m[2], len(fer_prod), mp[0], mp[1], mp[2],
         sum(r["status"] == "refused" for r in ours), sum(r["status"] == "no-tests" for r in ours),
         sum(r["status"] == "failed" for r in ours), sum(float(r["wall"]) for r in ours),
         "".join(" evosuite%d=%.1f/%.1f/%.1f" % ((b,) + v) for b, v in ev.items())))
PY
}

# ---- main ---------------------------------------------------------------------------------
main() {
  parse_args "$@"
  WORK="${WORK:-$HOME/ferret-competition}"
  check_safety
  check_inputs
  suite_ferret
  suite_junit_jar
  suite_check_launcher
  THREADS="${PIT_THREADS:-2}"; PIT_TIMEOUT="${PIT_TIMEOUT:-300}"
  RUN="$WORK/${SECS}s-seed${SEED}"
  rm -rf "$RUN"; mkdir -p "$RUN"; cd "$RUN"
  local commit
  commit="$(git -c safe.directory="$ROOT" -C "$ROOT" describe --always --dirty 2>/dev/null || echo unknown)"
  echo "== SBST 2022 guava track on Ferret: ${#CLASSES[@]} classes, ${SECS}s each, seed $SEED; $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "   ferret: ${FERRET[*]} (jar sha256 $(sha256sum "$FERRET_JAR" | cut -c1-12), checkout $commit); user $(id -un); work $RUN"
  echo "   machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  : >"$RUN/results.tsv"
  local c
  for c in "${CLASSES[@]}"; do one_class "$c"; done
  echo "== done; load average $(cut -d' ' -f1-3 /proc/loadavg)"
  report | tee "$RUN/report.txt"
}

# Run unless sourced (sourcing gives the functions, for trying them one by one).
[ "${BASH_SOURCE[0]}" != "$0" ] || main "$@"
