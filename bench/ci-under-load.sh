#!/usr/bin/env bash
# .ci/run on fresh clones of this repository while two busy loops hold both cores (the equivalent of `stress --cpu 2`).
# Usage: bash bench/ci-under-load.sh [RUNS] [LOG_DIR]   (3 runs, logs in bench/.out by default)
# Each clone sits beside this repository, so ../shared/data is found as .ci/run expects. Per run, LOG_DIR gets
# ci-under-load-N.log (commit, start, exit code, seconds), .out (the run's output) and .load (load average every 30 s).
set -uo pipefail
repo="$(git -C "$(dirname "$0")" rev-parse --show-toplevel)"
runs="${1:-3}"
logs="${2:-$repo/bench/.out}"
mkdir -p "$logs"
for n in $(seq 1 "$runs"); do
  clone="$(dirname "$repo")/ci-under-load-$n"
  rm -rf "$clone" && git clone -q "$repo" "$clone"
  log="$logs/ci-under-load-$n.log"
  node -e 'for (;;) {}' & busy1=$!
  node -e 'for (;;) {}' & busy2=$!
  (while true; do echo "$(date -u +%H:%M:%S) $(cut -d' ' -f1-3 /proc/loadavg)"; sleep 30; done) > "$log.load" & sampler=$!
  start=$(date +%s)
  echo "run $n, commit $(git -C "$clone" rev-parse --short HEAD), started $(date -u +%H:%M:%S) UTC" > "$log"
  (cd "$clone" && bash .ci/run) > "$log.out" 2>&1
  status=$?
  kill "$busy1" "$busy2" "$sampler" 2>/dev/null
  echo "exit code $status, $(($(date +%s) - start)) s" >> "$log"
  rm -rf "$clone"
done
