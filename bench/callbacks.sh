#!/usr/bin/env bash
# Time to the planted callback bug of ferret-examples (callbacks.ObservedStack, Klein, Flatt and
# Findler's bug 2: an observer that pops inside push), one run per seed.
# Usage: bench/callbacks.sh [seeds=10] [class=dev.ferret.examples.callbacks.ObservedStack]
# Each run: ferret generate --stop-on-error --time-limit 60s --no-rerun, default workers.
# Prints per seed: generation time to the stop (summary elapsedMillis, which includes worker
# start-up), sequences executed (tries) and error tests; then the medians.
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
SEEDS="${1:-10}"
CLASS="${2:-dev.ferret.examples.callbacks.ObservedStack}"
W="$BENCH_DIR/work/callbacks"
rm -rf "$W"; mkdir -p "$W"
cd "$ROOT"
./mvnw -q -B -o -pl ferret-examples -am install -DskipTests >/dev/null 2>&1 || ./mvnw -q -B -pl ferret-examples -am install -DskipTests
printf 'seed\tmillis\tsequences\terror_tests\n'
for ((s = 0; s < SEEDS; s++)); do
  ./ferret generate --classpath ferret-examples/target/classes --class "$CLASS" --stop-on-error \
    --time-limit 60s --no-rerun --seed "$s" --progress never --output-dir "$W/out-$s" \
    --summary-json "$W/s-$s.json" >"$W/log-$s.txt" 2>&1
  python3 - "$W/s-$s.json" "$s" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
print(f"{sys.argv[2]}\t{d['elapsedMillis']}\t{d['sequencesExecuted']}\t{d['errorTests']}")
PY
done | tee "$W/results.tsv"
python3 - "$W/results.tsv" <<'PY'
import statistics, sys
rows = [l.split('\t') for l in open(sys.argv[1]) if l.strip()]
ms = [int(r[1]) for r in rows]; seq = [int(r[2]) for r in rows]; found = sum(1 for r in rows if int(r[3]) > 0)
print(f"found in {found} of {len(rows)} runs; median {statistics.median(ms)} ms, median {statistics.median(seq)} sequences")
PY
