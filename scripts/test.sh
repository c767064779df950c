#!/usr/bin/env bash
# The whole suite: types, lint, unit and API tests (real PostgreSQL: embedded, then Debian's), the cluster test,
# a production build, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
# Three light, independent checks at once (each mostly waits on one core): their output is printed in order.
mkdir -p .tmp
echo "▶ generated API client is current, types, lint (at once)"
npx tsx scripts/gen-api.ts --check >.tmp/check-gen-api.log 2>&1 & gen=$!
npx biome check . >.tmp/check-biome.log 2>&1 & lint=$!
tsc_status=0; npx tsc -b >.tmp/check-tsc.log 2>&1 || tsc_status=$?
gen_status=0; wait "$gen" || gen_status=$?
lint_status=0; wait "$lint" || lint_status=$?
echo "▶ generated API client is current (exit $gen_status)"; cat .tmp/check-gen-api.log
echo "▶ types (exit $tsc_status)"; cat .tmp/check-tsc.log
echo "▶ lint (exit $lint_status)"; cat .tmp/check-biome.log
{ [ "$gen_status" -eq 0 ] && [ "$tsc_status" -eq 0 ] && [ "$lint_status" -eq 0 ]; } || exit 1
echo "▶ unit and API tests"; npx vitest run
echo "▶ API tests on an external PostgreSQL"; bash scripts/test-external-db.sh
echo "▶ three processes behind nginx"; bash scripts/test-cluster.sh cluster
echo "▶ faults: kill -9, PostgreSQL restart, full disk"; bash scripts/test-cluster.sh faults
echo "▶ build";  npx vite build --logLevel warn
echo "▶ bundle budget"; npx tsx tests/bench/check-budget.ts
echo "▶ browser tests"; bash scripts/test-e2e.sh
