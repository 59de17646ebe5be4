#!/usr/bin/env bash
# Error-revealing tests of one run, listed for reading (issue 27's precision rubric).
# Usage: bench/precision.sh <out-dir> <seconds> <seed> <classpath> <ferret generate selection args...>
#   e.g. bench/precision.sh /tmp/p-c4 30 0 commons-collections4-4.4.jar --class-list ../shared/bench/collections4-10.txt
#   (classpath "-" for the JDK's own classes: jdk-util)
# Runs `ferret generate` (FERRET_JAR=<jar> to use a built jar, default ./ferret) into <out-dir>, then
# prints: the failures counted but not written (usage rules, the generated code's faults), and each
# error test: file, method, the failing line (the last statement before the check) and its length.
# Run it as an unprivileged user in a scratch directory when the selection does I/O.
set -euo pipefail
[ $# -ge 5 ] || { sed -n 2,8p "$0" >&2; exit 2; }
out=$1; secs=$2; seed=$3; cp=$4; shift 4
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rm -rf "$out"; mkdir -p "$out"
ROOT="$here"; . "$here/bench/lib/suite.sh"
suite_ferret # FERRET_JAR=<jar>: a built jar, with the test runtime beside it
start=$(date +%s)
cpargs=(--classpath "$cp"); [ "$cp" = "-" ] && cpargs=()
"${FERRET[@]}" generate ${cpargs[@]+"${cpargs[@]}"} "$@" --time-limit "${secs}s" --seed "$seed" --output-dir "$out/tests" \
  --summary-json "$out/summary.json" --report none --progress never > "$out/summary.txt" 2>&1 || echo "exit $?"
echo "== wall $(( $(date +%s) - start )) s; load $(cut -d' ' -f1-3 /proc/loadavg)"
grep -a -E "usage-rule:|generated-code:|error-revealing|regression tests" "$out/summary.txt" || true
python3 - "$out/tests" <<'PY'
import os, re, sys
root = sys.argv[1]
n = 0
for d, _, files in os.walk(root):
    for f in sorted(files):
        if not f.endswith("ErrorTest.java"):
            continue
        src = open(os.path.join(d, f)).read()
        for m in re.finditer(r"void (\w+)\(\)[^{]*\{(.*?)\n    \}", src, re.S):
            body = [l.strip() for l in m.group(2).strip().splitlines() if l.strip() and not l.strip().startswith("//")]
            code = "\n".join(l for l in body if not l.startswith("assert") and not l.startswith("}, \"Contract"))
            gen = "generated" if re.search(r"new [\w.<>, ]+\([^;]*\)\s*\{", code) or "->" in code else "plain"
            n += 1
            print(f"-- {f[:-5]}.{m.group(1)} ({len(body)} lines, {gen})")
            for l in body[-3:]:
                print("     " + l[:160])
print(f"== {n} error tests")
PY
