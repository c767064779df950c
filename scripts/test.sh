#!/usr/bin/env bash
# The whole suite: types, lint, unit and API tests (real PostgreSQL: embedded, then Debian's), the cluster test,
# a production build, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "▶ generated API client is current"; npx tsx scripts/gen-api.ts --check
echo "▶ types";  npx tsc -b
echo "▶ lint";   npx biome check .
echo "▶ unit and API tests"; npx vitest run
echo "▶ API tests on an external PostgreSQL"; bash scripts/test-external-db.sh
echo "▶ three processes behind nginx"; bash scripts/test-cluster.sh cluster
echo "▶ faults: kill -9, PostgreSQL restart, full disk"; bash scripts/test-cluster.sh faults
echo "▶ build";  npx vite build --logLevel warn
echo "▶ bundle budget"; npx tsx tests/bench/check-budget.ts
echo "▶ browser tests"; bash scripts/test-e2e.sh
