#!/usr/bin/env bash
# Full benchmark: throughput (3 x 30 s on JDK classes) + coverage for collections4 and lang3
# at 30 s and 60 s (seed 0). Runs everything sequentially (the machine is small and noisy),
# keeps each log under bench/work/run-all/, and prints a markdown table at the end.
# Env: THROUGHPUT_SECS (30), THROUGHPUT_RUNS (3), COVERAGE_SECS ("30 60"), SUBJECTS ("collections4 lang3"), SEED (0)
set -uo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
LOGS="$BENCH_DIR/work/run-all"
mkdir -p "$LOGS"
TS="${THROUGHPUT_SECS:-30}"; TR="${THROUGHPUT_RUNS:-3}"
CSECS="${COVERAGE_SECS:-30 60}"; SUBJECTS="${SUBJECTS:-collections4 lang3}"; SEED="${SEED:-0}"

"$BENCH_DIR/fetch-subjects.sh" >"$LOGS/fetch.log" 2>&1 || { cat "$LOGS/fetch.log"; exit 1; }

echo "### throughput: bench/throughput.sh $TS $TR"
"$BENCH_DIR/throughput.sh" "$TS" "$TR" 2>&1 | tee "$LOGS/throughput.log"
tline=$(grep '^MEDIAN ' "$LOGS/throughput.log" || true)

for s in $SUBJECTS; do
  for t in $CSECS; do
    echo; echo "### coverage: bench/coverage.sh $s $t $SEED"
    "$BENCH_DIR/coverage.sh" "$s" "$t" "$SEED" 2>&1 | tee "$LOGS/coverage-$s-$t.log"
  done
done

echo
echo "## Results ($(date -u +%Y-%m-%d), $(nproc) cores, $(java -version 2>&1 | head -1))"
echo
echo "| Throughput (JDK util classes, ${TR} x ${TS} s) | median sequences/s | median peak heap (MB) |"
echo "|---|---:|---:|"
if [ -n "$tline" ]; then
  set -- $tline; echo "| ferret, seeds 0..$((TR-1)) | $2 | $3 |"
else echo "| ferret | FAILED | - |"; fi
echo
echo "| Subject | Time | Line % | Branch % | Sequences | seq/s | Regression tests | Error tests | Tests run | Regression failures | Error-test failures | Dropped (no compile) | Removed (failed re-run) |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for s in $SUBJECTS; do
  for t in $CSECS; do
    r=$(grep '^RESULT ' "$LOGS/coverage-$s-$t.log" || true)
    if [ -z "$r" ]; then echo "| $s | ${t} s | FAILED | | | | | | | | | | |"; continue; fi
    g() { echo "$r" | tr ' ' '\n' | sed -n "s/^$1=//p"; }
    echo "| $s | ${t} s | $(g line) | $(g branch) | $(g seq) | $(g seqps) | $(g regr) | $(g err) | $(g run) | $(g regr_failed) | $(g err_failed) | $(g dropped) | $(g removed) |"
  done
done
