#!/usr/bin/env bash
# Behaviour-unchanged check for refactorings: the emitted test files of two Ferret versions are
# byte-identical.
# Usage: bench/identical.sh <before-ref> [after-ref]
#   <before-ref>  a git commit (or branch/tag) of this repository: the "before" version
#   [after-ref]   another commit; default: the working tree as it is (built by ./ferret)
# Each version runs four configurations with --seed 0 --test-limit 300 (a counted limit, so the
# output does not depend on the machine's speed) and identity hashes fixed (see HASH_OPTS):
#   examples-bc-inproc   ferret-examples (bugs and correct packages), --in-process
#   examples-bc-2w       the same with --workers 2
#   jdk-util-inproc   ../shared/bench/jdk-util.txt, --in-process
#   jdk-util-2w       the same with --workers 2
# and the test files under each output directory (not .ferret/) are compared with diff -r.
# A commit's build is kept in bench/work/identical/trees/<sha> (a git worktree) and reused, and
# so is its output for a configuration (FRESH=1 makes it anew).
# Prints one line per configuration, IDENTICAL or DIFFERENT; exits 1 if any differs.
# Env: CONFIGS to run a subset (space-separated names from the list above); IDENTICAL_WORK another
#      work directory (to share built versions and cached outputs between checkouts).
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
WORK="${IDENTICAL_WORK:-$BENCH_DIR/work/identical}"
[ $# -ge 1 ] || { echo "usage: $0 <before-ref> [after-ref]" >&2; exit 2; }
mkdir -p "$WORK/trees" "$WORK/runs"

# The launcher of a version: the working tree's ./ferret, or a worktree at the commit.
launcher() {
  local ref="$1"
  if [ "$ref" = "WORKTREE" ]; then echo "$ROOT/ferret"; return; fi
  local sha; sha=$(git -C "$ROOT" rev-parse --verify "$ref^{commit}")
  local tree="$WORK/trees/$sha"
  if [ ! -d "$tree" ]; then
    git -C "$ROOT" worktree add --detach "$tree" "$sha" >/dev/null 2>&1
  fi
  echo "$tree/ferret"
}

# The example classes: taken from this working tree's build (the subjects do not change).
EXAMPLES="$ROOT/ferret-examples/target/classes"
if [ ! -d "$EXAMPLES/dev/ferret/examples/bugs" ]; then
  (cd "$ROOT" && ./mvnw -q -B -DskipTests -pl ferret-examples package >/dev/null)
fi
LIST="$WORK/examples-bugs-correct.txt"
# Not the flaky package: its observers depend on time and identity hashes by design, and values
# that differ between runs steer the random search differently (the same version gives another suite).
(cd "$EXAMPLES" && find dev/ferret/examples/bugs dev/ferret/examples/correct \
   -name '*.class' ! -name '*$*' | sed 's|\.class$||; s|/|.|g' | sort) >"$LIST"

# Identity hashes fixed (every one is 1) in Ferret's JVM and in the workers: values that print
# or compare by identity hash (Object.toString, HashMap order of such keys) otherwise steer the
# random search differently from run to run, and the same version writes another suite.
HASH_OPTS=(-XX:+UnlockExperimentalVMOptions -XX:hashCode=2)
WORKER_HASH="--worker-jvm-option ${HASH_OPTS[0]} --worker-jvm-option ${HASH_OPTS[1]}"

args_for() {
  case "$1" in
    examples-bc-inproc)  echo "--classpath $EXAMPLES --class-list $LIST --in-process" ;;
    examples-bc-2w)      echo "--classpath $EXAMPLES --class-list $LIST --workers 2 $WORKER_HASH" ;;
    jdk-util-inproc)  echo "--class-list $ROOT/../shared/bench/jdk-util.txt --in-process" ;;
    jdk-util-2w)      echo "--class-list $ROOT/../shared/bench/jdk-util.txt --workers 2 $WORKER_HASH" ;;
    *) echo "unknown configuration $1" >&2; exit 2 ;;
  esac
}

# Runs one version on one configuration into $WORK/runs/<key>/<config>; a commit's finished
# output is reused (key: the commit), the working tree's is made anew (key: worktree).
run_version() {
  local ref="$1" config="$2"
  local exe; exe=$(launcher "$ref")
  local key; key="worktree-$(printf %s "$ROOT" | md5sum | cut -c1-8)"
  [ "$ref" = "WORKTREE" ] || key=$(git -C "$ROOT" rev-parse --verify "$ref^{commit}")-fixedhash
  local out="$WORK/runs/$key/$config"
  echo "$out"
  [ "$ref" != WORKTREE ] && [ -f "$out/done" ] && [ -z "${FRESH:-}" ] && return 0
  rm -rf "$out"; mkdir -p "$out"
  local rc=0
  # shellcheck disable=SC2046
  FERRET_JAVA_OPTS="${HASH_OPTS[*]}" "$exe" generate $(args_for "$config") --seed 0 --test-limit 300 --time-limit 600s \
      --output-dir "$out/tests" --progress never >"$out/log.txt" 2>&1 || rc=$?
  if [ $rc -ne 0 ]; then
    echo "!! $ref/$config: ferret exited with $rc; see $out/log.txt" >&2
    tail -5 "$out/log.txt" >&2
    return 1
  fi
  touch "$out/done"
}

BEFORE="$1"; AFTER="${2:-WORKTREE}"
CONFIGS="${CONFIGS:-examples-bc-inproc examples-bc-2w jdk-util-inproc jdk-util-2w}"
status=0
for c in $CONFIGS; do
  b=$(run_version "$BEFORE" "$c")
  a=$(run_version "$AFTER" "$c")
  if diff -r -x .ferret "$b/tests" "$a/tests" >"$a.diff"; then
    n=$(find "$a/tests" -name '*.java' | wc -l)
    echo "IDENTICAL $c ($n files)"
  else
    echo "DIFFERENT $c (diff in $a.diff, $(wc -l <"$a.diff") lines)"
    status=1
  fi
done
exit $status
