#!/usr/bin/env bash
# User generators (issue 31): the planted bugs of ferret-examples' generators package need valid
# arithmetic expressions (RpnCalculator, GroupingCalculator; correct twin Calculator) or a non-empty
# IntervalSet, a structure with an invariant that its API never builds (contains has the bug, size
# is correct). Per seed, one run with --generator ExpressionGenerators --generator
# IntervalSetGenerators (a Korat-style Finitization) and one without, all four classes together.
# Usage: bench/generators.sh [seeds=10] [time=30s]
# Env: FERRET_JAR, FERRET_TEST_RUNTIME (default: this checkout's ferret-cli/target build; never
#      run it as root: the check phase runs the generated tests), WORK (bench/work/generators).
# Prints per seed and mode: whether each planted bug has an error test, whether the twin is
# accused, regression tests, tests that rebuild a value with Replay.of, tests dropped because they
# did not compile, and regression tests removed because they failed on re-run; then the counts.
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
SEEDS="${1:-10}"; TIME="${2:-30s}"
JAR="${FERRET_JAR:-$ROOT/ferret-cli/target/ferret.jar}"
RUNTIME="${FERRET_TEST_RUNTIME:-$ROOT/ferret-cli/target/test-runtime}"
W="${WORK:-$BENCH_DIR/work/generators}"
CP="$ROOT/ferret-examples/target/classes:$(ls "$ROOT"/ferret-choice/target/ferret-choice-*.jar | grep -v -e sources -e tests | head -1)"
PKG=dev.ferret.examples.generators
rm -rf "$W"; mkdir -p "$W"
printf 'seed\tmode\trpn_bug\tgrouping_bug\ttwin_accused\tregression\treplaying_tests\tno_compile\tfailed_rerun\tinterval_bug\tsize_accused\n'
for ((s = 0; s < SEEDS; s++)); do
  for mode in generator none; do
    out="$W/$mode-$s"
    extra=(); [ "$mode" = generator ] && extra=(--generator "$PKG.ExpressionGenerators" --generator "$PKG.IntervalSetGenerators")
    java -Dferret.testRuntime="$RUNTIME" -jar "$JAR" generate --classpath "$CP" \
      --class "$PKG.RpnCalculator" --class "$PKG.GroupingCalculator" --class "$PKG.Calculator" \
      --class "$PKG.IntervalSet" "${extra[@]}" \
      --time-limit "$TIME" --seed "$s" --progress never --output-dir "$out" --summary-json "$out.json" \
      >"$out.log" 2>&1
    python3 - "$out" "$s" "$mode" <<'PY'
import json, os, sys
out, seed, mode = sys.argv[1:]
d = json.load(open(out + ".json"))
files = [os.path.join(r, f) for r, _, fs in os.walk(out) for f in fs if f.endswith(".java")]
has = lambda name: int(any(os.path.basename(f) == name for f in files))
replaying = sum(open(f).read().count("Replay.of(") for f in files)
interval = "".join(open(f).read() for f in files if os.path.basename(f) == "IntervalSetErrorTest.java")
print(f"{seed}\t{mode}\t{has('RpnCalculatorErrorTest.java')}\t{has('GroupingCalculatorErrorTest.java')}\t"
      f"{has('CalculatorErrorTest.java')}\t{d['regressionTests']}\t{replaying}\t{d['droppedUncompilable']}\t"
      f"{d['removedFailingRegression']}\t{int('.contains(' in interval)}\t{int('.size()' in interval)}")
PY
  done
done | tee "$W/results.tsv"
python3 - "$W/results.tsv" <<'PY'
import sys
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1]) if l.strip()]
for mode in ("generator", "none"):
    r = [x for x in rows if x[1] == mode]
    s = lambda i: sum(int(x[i]) for x in r)
    print(f"{mode}: RpnCalculator found in {s(2)} of {len(r)}, GroupingCalculator in {s(3)} of {len(r)}, "
          f"IntervalSet.contains in {s(9)} of {len(r)}, Calculator accused in {s(4)}, IntervalSet.size in {s(10)}, "
          f"no-compile drops {s(7)}, failed re-runs {s(8)}")
PY
