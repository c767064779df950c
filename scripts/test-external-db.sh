#!/usr/bin/env bash
# The API tests (everything under server/) once more, on Debian's PostgreSQL (15) instead of the embedded 18:
# the server must work on an external PostgreSQL of another major version. The two embedded-only files (they
# start and crash their own embedded PostgreSQL) are left out; tests/faults covers the external case of them.
set -euo pipefail
cd "$(dirname "$0")/.."
TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh)"
case "$TEST_DATABASE_URL" in postgres://* | postgresql://*) ;; *) echo "ERROR: scripts/ensure-postgres.sh printed no PostgreSQL URL: $TEST_DATABASE_URL" >&2; exit 1 ;; esac
export TEST_DATABASE_URL
echo "  on $(psql "$TEST_DATABASE_URL" -Atc 'SHOW server_version' 2>/dev/null || echo 'the external PostgreSQL')"
exec npx vitest run server --exclude server/db/crash-recovery.test.ts --exclude server/db/orphan.test.ts "$@"
