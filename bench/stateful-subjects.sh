#!/usr/bin/env bash
# The stateful phase on the bench subjects (issue 13): per subject one run with --stateful (and,
# with MODES="random stateful", one without, same seed and time limit); prints what the phase did (calls recorded, predicate rows,
# contracts inferred and refuted, tests built, new faults, phase time and share of the run) and
# the error tests of each run, and leaves the outputs for triage in bench/work/stateful-subjects.
# Usage: bench/stateful-subjects.sh [seconds=60] [seed=0] [subjects: collections4 lang3 jdk-util]
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
SHARED="${BENCH_SHARED:-$ROOT/../shared/bench}"
SECS="${1:-60}"; SEED="${2:-0}"
shift $(( $# > 2 ? 2 : $# ))
SUBJECTS=("$@")
[ ${#SUBJECTS[@]} -eq 0 ] && SUBJECTS=(collections4 lang3 jdk-util)
M2="${MAVEN_REPO:-$HOME/.m2/repository}"
W="$BENCH_DIR/work/stateful-subjects"
mkdir -p "$W"
for subject in "${SUBJECTS[@]}"; do
  case "$subject" in
    collections4) cp=(--classpath "$M2/org/apache/commons/commons-collections4/4.4/commons-collections4-4.4.jar"); list=collections4-10.txt ;;
    lang3) cp=(--classpath "$M2/org/apache/commons/commons-lang3/3.14.0/commons-lang3-3.14.0.jar"); list=lang3-10.txt ;;
    jdk-util) cp=(); list=jdk-util.txt ;;
    *) echo "unknown subject $subject" >&2; exit 2 ;;
  esac
  for mode in ${MODES:-stateful}; do
    out="$W/$subject-$mode"; rm -rf "$out"
    extra=(); [ "$mode" = stateful ] && extra=(--stateful)
    start=$(date +%s%N)
    "$ROOT/ferret" generate ${cp[@]+"${cp[@]}"} --class-list "$SHARED/$list" --time-limit "${SECS}s" --seed "$SEED" \
      --progress never --output-dir "$out" --summary-json "$out.json" ${extra[@]+"${extra[@]}"} >"$out.log" 2>&1 || true
    wall=$(( ($(date +%s%N) - start) / 1000000 ))
    python3 - "$out.json" "$subject" "$mode" "$wall" <<'PY'
import json, sys
d = json.load(open(sys.argv[1])); subject, mode, wall = sys.argv[2], sys.argv[3], int(sys.argv[4])
gen = d["phaseMillis"]["generation"]
line = f"{subject:12} {mode:8} wall {wall:,} ms, generation {gen:,} ms, error tests {d['errorTests']}, regression {d['regressionTests']}"
print(line)
PY
    if [ "$mode" = stateful ]; then
      awk '/^  stateful /{on=1; print; next} on && /^    /{print; next} {on=0}' "$out.log"
    fi
  done
done
