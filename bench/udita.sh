#!/usr/bin/env bash
# ferret-choice: the UDITA Fig. 13 rows (NQueens 6-8, HeapArray 6-8, RBTree 6-8, SearchTree 4-6,
# SortedList 6-8), each in eager and delayed mode, in one JVM.
# Usage: [THREADS=n] bench/udita.sh [benchmark[:N]]...   (default: every row)
# Prints one line per row and mode: benchmark N mode structs explored seconds paths_per_second
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
THREADS="${THREADS:-1}"
MODULE="$ROOT/ferret-choice"
cd "$ROOT"
./mvnw -q -B -o -pl ferret-choice test-compile >/dev/null 2>&1 || ./mvnw -q -B -pl ferret-choice test-compile
java -Xss8m -cp "$MODULE/target/classes:$MODULE/target/test-classes" \
  dev.ferret.choice.examples.fig13.Fig13Bench "$THREADS" "$@"
