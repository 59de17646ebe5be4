#!/usr/bin/env bash
# The 10-seed protocol of issue 13 on the stateful examples: at the same --sequence-limit, how
# many seeds find each planted stateful fault with random testing alone and with --stateful, and
# whether any error test accuses a correct twin.
# Usage: bench/stateful.sh [seeds=10] [sequence-limit=120] [classes...]
#   classes default to the planted ones and their twins:
#   ChainList LinkList Tally Score TwoWayTree LinkedTree (package dev.ferret.examples.stateful)
# Each (class, seed, mode) is one `ferret generate` of that class alone; a seed "finds" the fault
# when the output holds an error test of the class. Prints one line per class and mode, then a
# machine-readable RESULT line per class.
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
SEEDS="${1:-10}"
LIMIT="${2:-120}"
shift $(( $# > 2 ? 2 : $# ))
CLASSES=("$@")
[ ${#CLASSES[@]} -eq 0 ] && CLASSES=(ChainList LinkList Tally Score TwoWayTree LinkedTree)
PKG=dev.ferret.examples.stateful
W="${STATEFUL_WORK:-$BENCH_DIR/work/stateful}"
rm -rf "$W"; mkdir -p "$W"
for cls in "${CLASSES[@]}"; do
  line="RESULT class=$cls seeds=$SEEDS sequence_limit=$LIMIT"
  for mode in random stateful; do
    found=0; seeds_found=""
    for ((s = 0; s < SEEDS; s++)); do
      out="$W/$cls-$mode-$s"
      extra=(); [ "$mode" = stateful ] && extra=(--stateful)
      "$ROOT/ferret" generate --classpath "$ROOT/ferret-examples/target/classes" --class "$PKG.$cls" \
        --time-limit 15s --seed "$s" --sequence-limit "$LIMIT" --flaky-runs 1 --progress never \
        --output-dir "$out" ${extra[@]+"${extra[@]}"} >"$out.log" 2>&1 || true
      if [ -n "$(find "$out" -name "${cls}*Error*Test.java" 2>/dev/null | head -1)" ]; then
        found=$((found + 1)); seeds_found="$seeds_found $s"
      fi
    done
    printf '%-10s %-9s error tests in %d of %d seeds (seeds:%s)\n' "$cls" "$mode" "$found" "$SEEDS" "${seeds_found:- none}"
    line="$line $mode=$found"
  done
  echo "$line"
done
