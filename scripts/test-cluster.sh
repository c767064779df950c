#!/usr/bin/env bash
# `npm run test:cluster`: three API processes on Debian's PostgreSQL behind nginx (tests/cluster/).
# `npm run test:faults`: crashes, a PostgreSQL restart and a full disk under a running server (tests/faults/).
# Both install/start what they need when root (scripts/ensure-postgres.sh, scripts/ensure-nginx.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-cluster}"
TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh)"
case "$TEST_DATABASE_URL" in postgres://* | postgresql://*) ;; *) echo "ERROR: scripts/ensure-postgres.sh printed no PostgreSQL URL: $TEST_DATABASE_URL" >&2; exit 1 ;; esac
export TEST_DATABASE_URL
[ "$what" = cluster ] && bash scripts/ensure-nginx.sh
exec npx vitest run --config tests/cluster/vitest.config.ts "tests/$what"
