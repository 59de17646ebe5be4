#!/usr/bin/env bash
# ferret-choice: Korat's published counts (issue 31): BinaryTree 8, SearchTree 8, HeapArray 6-8,
# RedBlackTree 7, DisjSet 5, FibHeap 5, DAG 5-7, each a UDITA program (delayed choice), in one JVM.
# Usage: [THREADS=n] bench/korat.sh [structure[:N]]...   (default: every published row)
# Prints one line per row: structure N mode valid explored seconds korat_valid korat_explored
# (- where Korat's figure is not published); exits 1 if a count differs from Korat's.
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
THREADS="${THREADS:-1}"
MODULE="$ROOT/ferret-choice"
cd "$ROOT"
./mvnw -q -B -o -pl ferret-choice test-compile >/dev/null 2>&1 || ./mvnw -q -B -pl ferret-choice test-compile
java -Xss8m -cp "$MODULE/target/classes:$MODULE/target/test-classes" \
  dev.ferret.choice.examples.korat.KoratBench "$THREADS" "$@"
