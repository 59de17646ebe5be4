#!/usr/bin/env bash
# Throughput of two Ferret versions on the same subject, interleaved run by run so that the
# machine's load drifts over both alike (this machine is noisy: compare medians and ratios).
# Usage: bench/compare-throughput.sh <before-ref> [seconds=30] [runs=3]
#   <before-ref>  a git commit of this repository (built in bench/work/identical/trees/<sha>,
#                 shared with bench/identical.sh); the "after" version is this working tree.
# Env: FERRET_ARGS extra generate options (e.g. "--in-process"); CLASS_LIST the classes
#      (default ../shared/bench/jdk-util.txt).
# Run i uses --seed i (from FIRST_SEED, default 0), --no-rerun (generation only, as bench/throughput.sh), for both versions.
# Prints sequences/s per run and the medians; the last line is machine-readable:
#   "COMPARE <before median> <after median> <after/before>".
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
[ $# -ge 1 ] || { echo "usage: $0 <before-ref> [seconds=30] [runs=3]" >&2; exit 2; }
REF="$1"; SECS="${2:-30}"; RUNS="${3:-3}"
CLASSES="${CLASS_LIST:-$ROOT/../shared/bench/jdk-util.txt}"
WORK="$BENCH_DIR/work/compare-throughput"
TREES="${IDENTICAL_WORK:-$BENCH_DIR/work/identical}/trees"
read -r -a EXTRA <<<"${FERRET_ARGS:-}"
command -v jq >/dev/null || { echo "jq is required" >&2; exit 1; }
mkdir -p "$WORK" "$TREES"

sha=$(git -C "$ROOT" rev-parse --verify "$REF^{commit}")
[ -d "$TREES/$sha" ] || git -C "$ROOT" worktree add --detach "$TREES/$sha" "$sha" >/dev/null 2>&1
BEFORE="$TREES/$sha/ferret"
AFTER="$ROOT/ferret"

median() { sort -g | awk '{a[NR]=$1} END {if (NR==0) exit 1; if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

# Build both launchers first, so that no run pays for a build.
"$BEFORE" --version >/dev/null
"$AFTER" --version >/dev/null

run() {
  local name="$1" exe="$2" seed="$3"
  local out="$WORK/$name-s$SECS-seed$seed"
  rm -rf "$out"; mkdir -p "$out"
  "$exe" generate --class-list "$CLASSES" --time-limit "${SECS}s" --seed "$seed" --no-rerun \
      --output-dir "$out/tests" --summary-json "$out/summary.json" --progress=never ${EXTRA[@]+"${EXTRA[@]}"} \
      >"$out/ferret.log" 2>&1 || { echo "!! $name seed $seed failed; see $out/ferret.log" >&2; exit 1; }
  jq -r .sequencesPerSecond "$out/summary.json"
}

before=(); after=()
printf '%-5s %14s %14s  %s\n' seed "before seq/s" "after seq/s" "load avg (1 min)"
for ((i = ${FIRST_SEED:-0}; i < ${FIRST_SEED:-0} + RUNS; i++)); do
  if (( i % 2 == 0 )); then b=$(run before "$BEFORE" "$i"); a=$(run after "$AFTER" "$i")
  else a=$(run after "$AFTER" "$i"); b=$(run before "$BEFORE" "$i"); fi
  before+=("$b"); after+=("$a")
  printf '%-5s %14s %14s  %s\n' "$i" "$b" "$a" "$(cut -d' ' -f1 /proc/loadavg)"
done
mb=$(printf '%s\n' "${before[@]}" | median)
ma=$(printf '%s\n' "${after[@]}" | median)
ratio=$(awk -v a="$ma" -v b="$mb" 'BEGIN{printf "%.3f", a/b}')
echo "median: before ${mb} sequences/s, after ${ma} sequences/s, after/before ${ratio} (${RUNS} runs x ${SECS}s each)"
echo "COMPARE $mb $ma $ratio"
