#!/usr/bin/env bash
# The suite under CPU load (issue 11): `npm test` three times in a row, each with its own
# PostgreSQL database, with `stress-ng --cpu 2` keeping both cores busy beside it
# (apt-get install -y stress-ng). Prints one line per run; stops at the first failure.
# Usage: bash scripts/test-under-load.sh [runs]   (logs in .tmp/under-load-run*.log)
set -uo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
mkdir -p .tmp
command -v stress-ng >/dev/null || { echo "stress-ng is missing: apt-get install -y stress-ng" >&2; exit 2; }
stress-ng --cpu 2 --timeout 0 >/dev/null 2>&1 &
stress=$!
trap 'kill $stress 2>/dev/null' EXIT
echo "npm test × $runs beside stress-ng --cpu 2, on $(git rev-parse --short HEAD)"
for i in $(seq 1 "$runs"); do
  db="recepta_under_load_${i}_$$"
  psql -h 127.0.0.1 -U postgres -qc "create database $db"
  start=$SECONDS
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/$db" npm test >".tmp/under-load-run$i.log" 2>&1
  rc=$?
  psql -h 127.0.0.1 -U postgres -qc "drop database if exists $db with (force)"
  echo "run $i: exit $rc in $((SECONDS - start)) s, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  [ "$rc" -eq 0 ] || exit "$rc"
done
