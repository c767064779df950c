#!/usr/bin/env bash
# The browser tests' shared server (playwright.config.ts `webServer`), started with the env that config sets
# (PORT, DATA_DIR, E2E_TEMPLATE_DIR, DEMO_ORDERS, …). The demo data is seeded ONCE per run, into a template data
# directory, by the seed CLI (the same seedDemo a first start runs), which then stops its PostgreSQL cleanly. The
# shared server starts from a copy of it, and so do the tests' own servers (tests/e2e/fixtures/server.ts) whose
# env does not change the seed: a copy takes a second or two where a fresh seed took 10–30 s. Both directories
# are made anew on every run, so a run never starts from an earlier run's leftovers.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DATA_DIR:?DATA_DIR is set by playwright.config.ts}" "${E2E_TEMPLATE_DIR:?E2E_TEMPLATE_DIR is set by playwright.config.ts}"
rm -rf "$DATA_DIR" "$E2E_TEMPLATE_DIR"
DATA_DIR="$E2E_TEMPLATE_DIR" npx tsx server/db/seed/cli.ts >/dev/null
# A clean stop leaves no postmaster.pid: a copy of a running cluster would not be a fresh seed's twin.
if [ -e "$E2E_TEMPLATE_DIR/pg/postmaster.pid" ]; then echo "ERROR: the template's PostgreSQL did not stop cleanly" >&2; exit 1; fi
cp -a "$E2E_TEMPLATE_DIR" "$DATA_DIR"
exec npx tsx server/index.ts
