#!/usr/bin/env bash
# Time to each bug of Klein, Flatt and Findler's bounded stack (ferret-examples
# contracts.BoundedStack, with its contracts as ferret-contracts annotations), one run per seed and bug:
#   bug 1: pushN(capacity(), item) overruns the buffer although pushN's precondition held
#          (runs exclude addObserver, so bug 2 cannot come first);
#   bug 2: a generated observer pops, push breaks its postcondition !empty() and is blamed
#          (runs exclude pushN, so bug 1 cannot come first).
# Usage: bench/contracts.sh [seeds=10]
# Each run: ferret generate --stop-on-error --time-limit 60s --no-rerun, default workers. Prints
# per seed and bug the time to the bug (summary firstErrorMillis: from the start of generation,
# worker start-up included, until the first error-revealing test arrived minimized), the
# generation time to the stop (elapsedMillis: also the regression tests the workers hand over
# before they end), the sequences executed (tries) and whether that bug was the one found; then
# medians over the runs that found that bug (a run that stopped at another error, such as an
# observer that adds an observer while push notifies, does not count), and over all runs.
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
SEEDS="${1:-10}"
C=dev.ferret.examples.contracts.BoundedStack
W="$BENCH_DIR/work/contracts"
rm -rf "$W"; mkdir -p "$W"
cd "$ROOT"
./mvnw -q -B -o -pl ferret-examples -am install -DskipTests >/dev/null 2>&1 || ./mvnw -q -B -pl ferret-examples -am install -DskipTests
printf 'bug\tseed\tmillis\tsequences\tfound\tgeneration\n'
for bug in 1 2; do
  if [ "$bug" = 1 ]; then exclude="$C.addObserver"; marker="pushN"; else exclude="$C.pushN"; marker="postcondition of BoundedStack.push"; fi
  for ((s = 0; s < SEEDS; s++)); do
    out="$W/out-$bug-$s"
    ./ferret generate --classpath ferret-examples/target/classes --class "$C" --exclude-member "$exclude" \
      --stop-on-error --time-limit 60s --no-rerun --seed "$s" --progress never --output-dir "$out" \
      --summary-json "$W/s-$bug-$s.json" >"$W/log-$bug-$s.txt" 2>&1
    found=0
    if grep -qs "$marker" "$out"/dev/ferret/examples/contracts/BoundedStackErrorTest.java; then found=1; fi
    python3 - "$W/s-$bug-$s.json" "$bug" "$s" "$found" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
print(f"{sys.argv[2]}\t{sys.argv[3]}\t{d['firstErrorMillis']}\t{d['sequencesExecuted']}\t{sys.argv[4]}\t{d['elapsedMillis']}")
PY
  done
done | tee "$W/results.tsv"
python3 - "$W/results.tsv" <<'PY'
import statistics, sys
rows = [l.rstrip('\n').split('\t') for l in open(sys.argv[1]) if l.strip() and not l.startswith('bug')]
for bug in ("1", "2"):
    r = [x for x in rows if x[0] == bug]
    hit = [x for x in r if x[4] == "1"]
    ms = [int(x[2]) for x in hit]; seq = [int(x[3]) for x in hit]
    gen = [int(x[5]) for x in hit]
    if not hit:
        print(f"bug {bug}: found in 0 of {len(r)} runs")
        continue
    print(f"bug {bug}: found in {len(hit)} of {len(r)} runs; over those, time to bug median {statistics.median(ms)} ms"
          f" (generation to the stop {statistics.median(gen)} ms), median {statistics.median(seq)} sequences;"
          f" over all {len(r)} runs, time to the first error median {statistics.median(int(x[2]) for x in r)} ms")
PY
