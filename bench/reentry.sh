#!/usr/bin/env bash
# Bounded re-entry (issue 27, item 8): the two planted bugs of ferret-examples' reentry package
# that only a generated callback calling back into its caller a bounded number of times reveals,
# one run per seed and pair of classes:
#   Settings + SafeSettings:         a listener that sets another new name while set notifies
#                                    (postcondition of Settings.set: contains(name));
#   BoundedCache + SafeBoundedCache: a loader that asks its own cache for another key
#                                    (invariant of BoundedCache: size() <= capacity()).
# Usage: bench/reentry.sh [seeds=10] [seconds=20]
# Each run: ferret generate --time-limit <seconds>s --no-rerun, default workers, the whole time
# (no --stop-on-error: a twin accused later would be missed). Prints per pair and seed whether
# the bug was found (its error test names the contract), whether the twin was accused (any error
# test of the twin), and the time to the first error-revealing test (summary firstErrorMillis:
# from the start of generation, worker start-up included, to the minimized test's arrival);
# then per bug: found in how many runs, the median time to it over those runs, twin accusations.
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
SEEDS="${1:-10}"
SECS="${2:-20}"
P=dev.ferret.examples.reentry
W="$BENCH_DIR/work/reentry"
rm -rf "$W"; mkdir -p "$W"
cd "$ROOT"
# package, never install: the local repository is shared
./mvnw -q -B -o -pl ferret-examples -am package -DskipTests >/dev/null 2>&1 || ./mvnw -q -B -pl ferret-examples -am package -DskipTests
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
printf 'bug\tseed\tfound\ttwin_accused\tfirst_error_ms\tsequences\n'
for ((s = 0; s < SEEDS; s++)); do
  for pair in "Settings SafeSettings postcondition.of.Settings.set" "BoundedCache SafeBoundedCache invariant.of.BoundedCache"; do
    set -- $pair
    bug="$1"; twin="$2"; marker="$3"
    out="$W/out-$bug-$s"
    ./ferret generate --classpath ferret-examples/target/classes --class "$P.$bug" --class "$P.$twin" \
      --time-limit "${SECS}s" --no-rerun --seed "$s" --progress never --output-dir "$out" \
      --summary-json "$W/s-$bug-$s.json" >"$W/log-$bug-$s.txt" 2>&1
    found=0; accused=0
    if grep -qs "$marker" "$out"/dev/ferret/examples/reentry/${bug}ErrorTest.java; then found=1; fi
    if ls "$out"/dev/ferret/examples/reentry/${twin}Error*.java >/dev/null 2>&1; then accused=1; fi
    python3 - "$W/s-$bug-$s.json" "$bug" "$s" "$found" "$accused" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
print(f"{sys.argv[2]}\t{sys.argv[3]}\t{sys.argv[4]}\t{sys.argv[5]}\t{d.get('firstErrorMillis')}\t{d['sequencesExecuted']}")
PY
  done
done | tee "$W/results.tsv"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
python3 - "$W/results.tsv" <<'PY'
import statistics, sys
rows = [l.rstrip('\n').split('\t') for l in open(sys.argv[1]) if l.strip()]
for bug in ("Settings", "BoundedCache"):
    r = [x for x in rows if x[0] == bug]
    hit = [x for x in r if x[2] == "1"]
    accused = sum(1 for x in r if x[3] == "1")
    ms = [int(x[4]) for x in hit if x[4] not in ("None", "-1")]
    med = f"; median time to bug {statistics.median(ms):.0f} ms (max {max(ms)} ms)" if ms else ""
    print(f"{bug}: found in {len(hit)} of {len(r)} runs{med}; twin accused in {accused} of {len(r)} runs")
PY
