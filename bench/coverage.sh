#!/usr/bin/env bash
# Code coverage reached by Ferret's generated tests on a subject library.
# Usage: bench/coverage.sh <collections4|lang3> <seconds> [seed=0]
#
# 1. ferret generate on the subject jar with its class list (default settings,
#    i.e. including Ferret's own re-run that removes failing regression tests);
# 2. javac all generated tests (classpath: subject jar + JUnit console standalone);
# 3. run the generated tests under the JaCoCo agent with the JUnit console launcher, found by
#    its default class-name pattern (as a user's build finds them; no --include-classname);
# 4. jacococli report restricted to the listed classes and their nested classes
#    (Outer.class + Outer$*.class copied out of the subject jar);
# 5. print line and branch coverage summed over those classes, and test counts split
#    into regression tests (must all pass) and error-revealing tests (fail by design).
# The last line is machine-readable (RESULT key=value ...).
# Steps 1 and 2 (and the arguments) are shared with bench/mutation.sh in bench/lib/suite.sh.
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
SHARED="${BENCH_SHARED:-$ROOT/../shared/bench}"
LIB="$BENCH_DIR/work/lib"

usage() { echo "usage: $0 <collections4|lang3> <seconds> [seed=0]" >&2; exit 2; }
. "$BENCH_DIR/lib/suite.sh"
suite_args "$@"
suite_need_jars jacocoagent.jar jacococli.jar junit-platform-console-standalone.jar

W="$BENCH_DIR/work/coverage/${SUBJECT}-${SECS}s-seed${SEED}${CLASS_LIST:+-$(basename "$CLASS_LIST" .txt)}"
rm -rf "$W"; mkdir -p "$W"
TCLS="$W/test-classes"

# ---- 1. generate ---------------------------------------------------------------
suite_generate
suite_junit_jar

# ---- 2. compile ----------------------------------------------------------------
suite_compile "$TESTS" "$TCLS"

# ---- 3. run under JaCoCo -------------------------------------------------------
EXEC="$W/jacoco.exec"
echo "== running the generated tests under JaCoCo"
set +e
timeout "${TEST_RUN_TIMEOUT:-1800}" java -Xmx1g \
  -javaagent:"$LIB/jacocoagent.jar"=destfile="$EXEC",includes='org.apache.commons.*' \
  -cp "$TCLS:$JAR:$JUNIT" org.junit.platform.console.ConsoleLauncher execute \
  --scan-classpath "$TCLS" \
  --disable-banner --details=none --disable-ansi-colors \
  --reports-dir "$W/junit-reports" >"$W/junit.log" 2>&1
jrc=$?
set -e
[ $jrc -eq 124 ] && echo "!! test run TIMED OUT (see $W/junit.log)"

# ---- 4. JaCoCo report over the listed classes (+ nested) ----------------------
mkdir -p "$W/jar" "$W/subject-classes"
(cd "$W/jar" && unzip -q -o "$JAR" '*.class')
suite_classes | while read -r cls; do
  p="${cls//.//}"; d="$(dirname "$p")"; b="$(basename "$p")"
  mkdir -p "$W/subject-classes/$d"
  n=0
  for f in "$W/jar/$d/$b.class" "$W/jar/$d/$b"\$*.class; do
    [ -e "$f" ] && { cp "$f" "$W/subject-classes/$d/"; n=$((n+1)); }
  done
  [ $n -gt 0 ] || echo "!! class $cls not found in $JAR" >&2
done
java -jar "$LIB/jacococli.jar" report "$EXEC" --classfiles "$W/subject-classes" \
  --csv "$W/coverage.csv" --html "$W/coverage-html" --quiet >"$W/jacoco.log" 2>&1 \
  || { echo "jacococli report failed:" >&2; cat "$W/jacoco.log" >&2; exit 1; }

# ---- 5. summarise ----------------------------------------------------------------
python3 - "$W" "$SUBJECT" "$SECS" "$SEED" "$LIST" "$COMPILE_FAILED_FILES" "$NSRC" "$jrc" <<'PY'
import csv, glob, json, os, re, sys
import xml.etree.ElementTree as ET
w, subject, secs, seed, lst, cfail, nsrc, jrc = sys.argv[1:9]
summ = json.load(open(os.path.join(w, "summary.json")))
listed = [l.split("#")[0].strip() for l in open(lst)]
listed = [l for l in listed if l]

# coverage, per listed (outer) class and total
per = {c: [0, 0, 0, 0] for c in listed}   # line missed, covered, branch missed, covered
for r in csv.DictReader(open(os.path.join(w, "coverage.csv"))):
    fq = r["PACKAGE"] + "." + r["CLASS"]
    outer = fq.split("$")[0]
    if outer not in per:   # should not happen: only listed classes were given to JaCoCo
        continue
    v = per[outer]
    v[0] += int(r["LINE_MISSED"]); v[1] += int(r["LINE_COVERED"])
    v[2] += int(r["BRANCH_MISSED"]); v[3] += int(r["BRANCH_COVERED"])
pct = lambda c, m: 100.0 * c / (c + m) if c + m else 0.0
print("\nper class (incl. nested classes)        line%%   branch%%   lines  branches" % ())
tot = [0, 0, 0, 0]
for c in listed:
    v = per[c]
    tot = [a + b for a, b in zip(tot, v)]
    print("  %-38s %6.1f   %6.1f   %5d   %6d" % (c.rsplit(".", 1)[1], pct(v[1], v[0]), pct(v[3], v[2]), v[0] + v[1], v[2] + v[3]))
line, branch = pct(tot[1], tot[0]), pct(tot[3], tot[2])

# test outcomes from the JUnit XML reports; kind of each test class from the summary JSON
kind = {}
out = summ.get("outputDir", "")
for f in summ.get("files", []):
    rel = os.path.relpath(f["path"], out)
    kind[rel[:-5].replace(os.sep, ".")] = f["kind"]
def kind_of(cn):
    if cn in kind: return kind[cn]
    return "ERROR" if re.search(r"Error\d*Test$", cn) else "REGRESSION"
cnt = {"REGRESSION": [0, 0, 0, 0], "ERROR": [0, 0, 0, 0]}   # run, passed, failed, skipped
fails = []
for x in glob.glob(os.path.join(w, "junit-reports", "*.xml")):
    for tc in ET.parse(x).getroot().iter("testcase"):
        k = kind_of(tc.get("classname", ""))
        c = cnt.setdefault(k, [0, 0, 0, 0])
        c[0] += 1
        if tc.find("skipped") is not None: c[3] += 1
        elif tc.find("failure") is not None or tc.find("error") is not None:
            c[2] += 1
            if k == "REGRESSION":
                e = tc.find("failure") if tc.find("failure") is not None else tc.find("error")
                fails.append("%s.%s: %s" % (tc.get("classname"), tc.get("name"), (e.get("message") or e.get("type") or "")[:200].replace("\n", " ")))
        else: c[1] += 1
r, e = cnt["REGRESSION"], cnt["ERROR"]
allrun = r[0] + e[0]
print("\nferret: %d sequences (%.0f/s), %d regression tests, %d error tests, %d dropped (no compile), %d removed (failed re-run)"
      % (summ["sequencesExecuted"], summ["sequencesPerSecond"], summ["regressionTests"], summ["errorTests"],
         summ["droppedUncompilable"], summ["removedFailingRegression"]))
print("javac: %s source files, %s did not compile" % (nsrc, cfail))
print("tests run %d: passed %d, failed %d, skipped %d" % (allrun, r[1] + e[1], r[2] + e[2], r[3] + e[3]))
print("  regression tests: run %d, passed %d, FAILED %d" % tuple(r[:3]))
print("  error tests     : run %d, passed %d, failed %d (fail by design)" % tuple(e[:3]))
if allrun == 0:
    print("!! no tests were run (junit exit %s); see %s/junit.log" % (jrc, w))
if fails:
    print("!! failing regression tests (first 10 of %d):" % len(fails))
    for f in fails[:10]: print("   " + f)
    with open(os.path.join(w, "failing-regression-tests.txt"), "w") as fh: fh.write("\n".join(fails) + "\n")
print("\n%s %ss seed %s: LINE %.1f%%  BRANCH %.1f%%  (lines %d/%d, branches %d/%d)"
      % (subject, secs, seed, line, branch, tot[1], tot[0] + tot[1], tot[3], tot[2] + tot[3]))
print("RESULT subject=%s secs=%s seed=%s line=%.1f branch=%.1f seq=%d seqps=%.0f regr=%d err=%d dropped=%d removed=%d "
      "run=%d passed=%d failed=%d regr_run=%d regr_failed=%d err_run=%d err_failed=%d uncompilable_files=%s"
      % (subject, secs, seed, line, branch, summ["sequencesExecuted"], summ["sequencesPerSecond"], summ["regressionTests"],
         summ["errorTests"], summ["droppedUncompilable"], summ["removedFailingRegression"], allrun, r[1] + e[1], r[2] + e[2],
         r[0], r[2], e[0], e[2], cfail))
PY
