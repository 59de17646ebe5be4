#!/usr/bin/env bash
# Generation throughput on JDK collection classes.
# Usage: bench/throughput.sh [seconds=30] [runs=3]
# Env: FERRET_ARGS extra generate options, split on spaces (e.g. "--workers 1", "--in-process");
#      CLASS_LIST the classes (default ../shared/bench/jdk-util.txt); WORK_TAG names the work dir.
# Run i (0-based) uses --seed i and its own output dir under bench/work/throughput/.
# Prints sequencesPerSecond and peakHeapBytes per run and their medians.
# The last line is machine-readable: "MEDIAN <seq/s> <peak heap MB> <runs>".
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
SECS="${1:-30}"
RUNS="${2:-3}"
CLASSES="${CLASS_LIST:-$ROOT/../shared/bench/jdk-util.txt}"
WORK="$BENCH_DIR/work/throughput${WORK_TAG:+-$WORK_TAG}"
read -r -a EXTRA <<<"${FERRET_ARGS:-}"
mkdir -p "$WORK"

command -v jq >/dev/null || { echo "jq is required" >&2; exit 1; }

median() { sort -g | awk '{a[NR]=$1} END {if (NR==0) exit 1; if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

rates=(); heaps=()
printf '%-5s %-6s %12s %10s %14s %10s %8s  %s\n' run seed "seq/s" executed "peak heap MB" regr errors "load avg (1 min) before/after"
for ((i = 0; i < RUNS; i++)); do
  out="$WORK/s${SECS}-seed$i"
  rm -rf "$out"; mkdir -p "$out"
  log="$out/ferret.log"
  la0=$(cut -d' ' -f1 /proc/loadavg)
  rc=0
  "$ROOT/ferret" generate --class-list "$CLASSES" --time-limit "${SECS}s" --seed "$i" --no-rerun \
        --output-dir "$out/tests" --summary-json "$out/summary.json" --progress=never ${EXTRA[@]+"${EXTRA[@]}"} >"$log" 2>&1 || rc=$?
  if [ $rc -ne 0 ] || [ ! -s "$out/summary.json" ]; then
    echo "run $i: ferret exited with status $rc (see $log)" >&2
    tail -20 "$log" >&2
    exit 1
  fi
  j="$out/summary.json"
  rate=$(jq -r .sequencesPerSecond "$j")
  heap=$(jq -r .peakHeapBytes "$j")
  heapmb=$(awk -v b="$heap" 'BEGIN{printf "%.0f", b/1048576}')
  note=""; grep -q 'building the launcher' "$log" && note=" (launcher rebuilt first)"
  printf '%-5s %-6s %12s %10s %14s %10s %8s  %s\n' "$i" "$i" "$rate" "$(jq -r .sequencesExecuted "$j")" "$heapmb" \
    "$(jq -r .regressionTests "$j")" "$(jq -r .errorTests "$j")" "$la0/$(cut -d' ' -f1 /proc/loadavg)$note"
  rates+=("$rate"); heaps+=("$heapmb")
done
mr=$(printf '%s\n' "${rates[@]}" | median)
mh=$(printf '%s\n' "${heaps[@]}" | median)
echo "median: ${mr} sequences/s, peak heap ${mh} MB (${RUNS} runs x ${SECS}s)"
echo "MEDIAN $mr $mh $RUNS"
