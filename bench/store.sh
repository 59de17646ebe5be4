#!/usr/bin/env bash
# Campaign database benchmark (issue 13): H2 vs SQLite vs DuckDB on the stateful phase's workload.
# Usage: bench/store.sh [predicateRows (default 1000000)] [engines (default: h2 sqlite duckdb)]
# Fetches the three JDBC drivers into the local Maven repository (MAVEN_REPO, default ~/.m2/repository).
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-1000000}"
shift || true
engines=("$@")
[ ${#engines[@]} -eq 0 ] && engines=(h2 sqlite duckdb)
repo="${MAVEN_REPO:-$HOME/.m2/repository}"
cp=""
for a in com.h2database:h2:2.3.232 org.xerial:sqlite-jdbc:3.50.3.0 org.duckdb:duckdb_jdbc:1.1.3; do
  IFS=: read -r g n v <<<"$a"
  jar="$repo/${g//.//}/$n/$v/$n-$v.jar"
  [ -f "$jar" ] || ./mvnw -q -B -Dmaven.repo.local="$repo" dependency:get -Dartifact="$a" >/dev/null
  cp="$cp${cp:+:}$jar"
done
java -Xmx1g -cp "$cp" bench/StoreBench.java "$rows" "${engines[@]}"
