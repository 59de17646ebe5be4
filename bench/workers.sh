#!/usr/bin/env bash
# Throughput of the worker split: --in-process, --workers 1 and --workers 2 on the same classes,
# interleaved per seed so that the machine's drift hits all three alike.
# Usage: bench/workers.sh [seconds=30] [seeds=3]
# Env: CLASS_LIST (default ../shared/bench/jdk-util.txt)
# Prints one line per run (mode, seed, sequences/s, sequences executed, elapsed ms), then the
# median sequences/s per mode and the ratios workers-2 / workers-1 and workers-1 / in-process.
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
SECS="${1:-30}"
SEEDS="${2:-3}"
CLASSES="${CLASS_LIST:-$ROOT/../shared/bench/jdk-util.txt}"
WORK="$BENCH_DIR/work/workers"
command -v jq >/dev/null || { echo "jq is required" >&2; exit 1; }
median() { sort -g | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }
declare -A rates
for ((seed = 0; seed < SEEDS; seed++)); do
  for mode in "--in-process" "--workers 1" "--workers 2"; do
    tag=$(echo "$mode" | tr -d ' -')
    out="$WORK/$tag-seed$seed"
    rm -rf "$out"; mkdir -p "$out"
    # shellcheck disable=SC2086
    "$ROOT/ferret" generate --class-list "$CLASSES" --time-limit "${SECS}s" --seed "$seed" --no-rerun \
      --output-dir "$out/tests" --summary-json "$out/summary.json" --progress never $mode >"$out/log" 2>&1
    rate=$(jq .sequencesPerSecond "$out/summary.json")
    rates[$tag]="${rates[$tag]:-} $rate"
    printf '%s\tseed %s\t%s seq/s\t%s executed\t%s ms\n' "$mode" "$seed" "$rate" \
      "$(jq .sequencesExecuted "$out/summary.json")" "$(jq .elapsedMillis "$out/summary.json")"
  done
done
inproc=$(tr ' ' '\n' <<<"${rates[inprocess]}" | grep . | median)
w1=$(tr ' ' '\n' <<<"${rates[workers1]}" | grep . | median)
w2=$(tr ' ' '\n' <<<"${rates[workers2]}" | grep . | median)
echo "median seq/s: in-process $inproc, 1 worker $w1, 2 workers $w2"
awk -v a="$w2" -v b="$w1" -v c="$inproc" 'BEGIN { printf "workers 2 / workers 1 = %.2f; workers 1 / in-process = %.2f\n", a / b, b / c }'
