#!/usr/bin/env bash
# Downloads the benchmark subject jars, JaCoCo (agent runtime + CLI) and PIT (command line +
# JUnit 5 plugin, for bench/mutation.sh) from Maven Central into bench/work/lib.
# Idempotent: skips jars already present.
set -euo pipefail
BENCH_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
LIB="$BENCH_DIR/work/lib"
mkdir -p "$LIB"

if [ -x "$ROOT/mvnw" ]; then MVN="$ROOT/mvnw"; else MVN=mvn; fi

# G:A:V[:type[:classifier]]  ->  file name in $LIB
fetch() {
  local coords="$1" dest="$2"
  if [ -s "$LIB/$dest" ]; then echo "have  $dest"; return; fi
  echo "fetch $coords -> $dest"
  local tmp="$BENCH_DIR/work/fetch-tmp"
  rm -rf "$tmp"; mkdir -p "$tmp"
  "$MVN" -q -B -f "$ROOT/pom.xml" -N org.apache.maven.plugins:maven-dependency-plugin:3.6.1:copy \
      -Dartifact="$coords" -DoutputDirectory="$tmp" -Dmdep.stripVersion=false >/dev/null
  local f; f=$(ls "$tmp"/*.jar | head -1)
  mkdir -p "$(dirname "$LIB/$dest")"
  mv "$f" "$LIB/$dest"
  rm -rf "$tmp"
}

fetch org.apache.commons:commons-collections4:4.4            commons-collections4-4.4.jar
fetch org.apache.commons:commons-lang3:3.14.0                commons-lang3-3.14.0.jar
# The 2022 SBST JUnit tool competition's guava track (bench/competition.sh). 26.0 has no
# failureaccess dependency (it came with 27.0): the jar alone is the classpath.
fetch com.google.guava:guava:26.0-jre                        guava-26.0-jre.jar
fetch org.jacoco:org.jacoco.agent:0.8.12:jar:runtime         jacocoagent.jar
fetch org.jacoco:org.jacoco.cli:0.8.12:jar:nodeps            jacococli.jar
# Fallback JUnit runner for running generated tests when ferret-cli/target/test-runtime
# has not been built yet (coverage.sh prefers the one in test-runtime).
fetch org.junit.platform:junit-platform-console-standalone:1.11.4 junit-platform-console-standalone.jar
# PIT mutation testing (bench/mutation.sh), in pitest/: the command line and its runtime
# dependencies (pitest-entry, pitest; commons-text with its commons-lang3, which must stay off
# the tests' classpath: lang3 is a subject), and the JUnit 5 plugin. Since plugin 1.2.0 the
# plugin no longer bundles junit-platform-launcher: the launcher must be on the tests'
# classpath in the version of the JUnit Platform that runs them, i.e. that of the console
# standalone above and of ferret-cli's test-runtime (junit.platform.version in pom.xml);
# mutation.sh checks that they agree.
fetch org.pitest:pitest-command-line:1.30.1                  pitest/pitest-command-line.jar
fetch org.pitest:pitest-entry:1.30.1                         pitest/pitest-entry.jar
fetch org.pitest:pitest:1.30.1                               pitest/pitest.jar
fetch org.apache.commons:commons-text:1.14.0                 pitest/commons-text.jar
fetch org.apache.commons:commons-lang3:3.18.0                pitest/commons-lang3.jar
fetch org.pitest:pitest-junit5-plugin:1.2.3                  pitest/pitest-junit5-plugin.jar
fetch org.junit.platform:junit-platform-launcher:1.11.4      junit-platform-launcher.jar
ls -l "$LIB" "$LIB/pitest"
