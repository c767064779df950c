#!/usr/bin/env bash
# The API tests once more, on Debian's PostgreSQL (15) instead of the embedded 18: the server must work on an
# external PostgreSQL of another major version. Which files run twice (the rule; keep it when adding tests):
#   • Only files that open a database (they use tests/setup/server.ts or inject the test database). Files that
#     never connect (pure lib, money, ids, codes, error mapping…) prove nothing more the second time: left out
#     automatically. So are the two embedded-only files (crash-recovery, orphan: they start and crash their own
#     embedded PostgreSQL; tests/faults covers the external case of them).
#   • Every other database file runs twice unless it is listed in PLAIN_CRUD below. A file belongs there only when
#     its SQL is plain single-row reads and writes whose every route is already driven on this PostgreSQL by
#     server/isolation.test.ts (every route, another project's member) and server/contract.test.ts (every route,
#     every answer against its schema), and it has no migration-, lock-, LISTEN/NOTIFY-, trigger-, ledger-,
#     cursor/bulk- or search-specific SQL. New files run twice by default.
#   • Always twice: migrations (the template is migrated in tests/setup/global-db.ts), the isolation and contract
#     suites, sharding, backup/restore, the seeds, jobs/locks/LISTEN (jobs, revocations, access cache, throttle,
#     chat stream, mail send), ledgers and money (billing, catalogue, commerce, metrics), search (help, chat,
#     drive, catalogue), notifications' fan-out, storefront care (advisory locks, scale).
set -euo pipefail
cd "$(dirname "$0")/.."
PLAIN_CRUD=(
  server/app.test.ts                                  # app wiring, headers; every route again in contract/isolation
  server/lists.test.ts                                # list parameters over the route list
  server/lib/static.test.ts                           # serving the built app
  server/lib/storage/s3.test.ts                       # drive on S3 storage: the object store, not PostgreSQL
  server/lib/auth/bearer-cache.test.ts                # an in-process cache
  server/lib/auth/csrf.test.ts                        # cookies and headers
  server/contract/fuzz.test.ts                        # input validation (422s); the database side is contract.test.ts
  server/modules/account/account.test.ts
  server/modules/account/account-flows.test.ts
  server/modules/account/account-security.test.ts
  server/modules/account/two-factor-recovery.test.ts
  server/modules/auth/auth.test.ts
  server/modules/projects/projects.test.ts
  server/modules/projects/users.test.ts
  server/modules/projects/invites.test.ts
  server/modules/projects/api-keys.test.ts
  server/modules/organisations/organisations.test.ts
  server/modules/platform/platform.test.ts
  server/modules/enforcer/enforcer.test.ts
  server/modules/flows/flows.test.ts
  server/modules/inserts/inserts.test.ts
  server/modules/integrations/integrations.test.ts
  server/modules/integrations/installations.test.ts
  server/modules/integrations/availability.test.ts
  server/modules/tasks/tasks.test.ts
  server/modules/tasks/okrs.test.ts
  server/modules/tasks/bookmarks.test.ts
  server/modules/storefront-care/connect/connect.test.ts
)
TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh)"
case "$TEST_DATABASE_URL" in postgres://* | postgresql://*) ;; *) echo "ERROR: scripts/ensure-postgres.sh printed no PostgreSQL URL: $TEST_DATABASE_URL" >&2; exit 1 ;; esac
export TEST_DATABASE_URL
echo "  on $(psql "$TEST_DATABASE_URL" -Atc 'SHOW server_version' 2>/dev/null || echo 'the external PostgreSQL')"
files=()
while IFS= read -r f; do
  case " ${PLAIN_CRUD[*]} " in *" $f "*) continue ;; esac
  grep -qE "tests/setup/server|createTestDatabase|inject\(" "$f" || continue
  files+=("$f")
done < <(find server -name '*.test.ts' | sort)
echo "  ${#files[@]} of $(find server -name '*.test.ts' | wc -l) server test files (the rule above)"
exec npx vitest run "${files[@]}" "$@"
