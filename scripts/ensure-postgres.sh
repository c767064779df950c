#!/usr/bin/env bash
# An external PostgreSQL for the tests (Debian's package, a major version other than the embedded 18): prints its
# admin URL on stdout. Uses TEST_DATABASE_URL when set. Otherwise makes sure Debian's `postgresql` is installed and
# that a cluster of our own ("shopfloor", port $SHOPFLOOR_PG_PORT, default 54315, loopback only) exists and runs —
# installing, creating and starting it when running as root, like scripts/ensure-chromium.sh does for Chromium.
# Never skips silently: without root and without a running server it stops with the command to run.
set -euo pipefail
# Only the URL goes to stdout (callers capture it with $(…)): everything else this script runs — apt-get,
# pg_createcluster, pg_ctlcluster, psql — writes to stderr. (CI once captured apt's output ahead of the URL.)
# Every command below runs with fd 3 closed (`3>&-`): the postmaster they start would otherwise inherit the
# captured pipe and the caller's $(…) would wait for it to exit, forever.
exec 3>&1 1>&2
url() { echo "$1" >&3; exit 0; }
if [ -n "${TEST_DATABASE_URL:-}" ]; then url "$TEST_DATABASE_URL"; fi
PORT="${SHOPFLOOR_PG_PORT:-54315}"
NAME=shopfloor
# A test-only server on loopback: a fixed password is enough (nothing else can reach it).
PASSWORD=shopfloor-test
URL="postgres://postgres:${PASSWORD}@127.0.0.1:${PORT}/postgres"
say() { echo "$@"; }
fail() {
  say "ERROR: $1"
  say "Install and start it as root with:  sudo bash scripts/ensure-postgres.sh"
  say "(or point TEST_DATABASE_URL at any PostgreSQL ≥ 15 admin URL, e.g. postgres://postgres:pw@host:5432/postgres)"
  exit 1
}
ready() { pg_isready -q -h 127.0.0.1 -p "$PORT" 2>/dev/null; }

if command -v pg_isready >/dev/null 2>&1 && ready; then url "$URL"; fi
[ "$(id -u)" = "0" ] || fail "the external-PostgreSQL tests need a PostgreSQL on 127.0.0.1:$PORT and this is not root."

if ! command -v pg_createcluster >/dev/null 2>&1; then
  say "PostgreSQL is missing: installing Debian's postgresql package…"
  apt-get update -qq 3>&-
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null 3>&- || fail "apt-get install postgresql failed."
fi
VERSION="$(ls /usr/lib/postgresql | sort -n | tail -1)"
[ -n "$VERSION" ] || fail "no PostgreSQL server binaries under /usr/lib/postgresql."
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$VERSION $NAME"; then
  say "Creating the PostgreSQL $VERSION cluster '$NAME' on port $PORT…"
  pg_createcluster "$VERSION" "$NAME" --port "$PORT" -- --auth-local=peer --auth-host=scram-sha-256 >/dev/null 3>&-
  conf="/etc/postgresql/$VERSION/$NAME/conf.d/shopfloor.conf"
  # Three API processes × their pools, the test workers and the cluster test's own clients. fsync stays on.
  printf "listen_addresses = '127.0.0.1'\nmax_connections = 300\n" > "$conf"
fi
pg_ctlcluster "$VERSION" "$NAME" start 2>/dev/null 3>&- || true
for _ in $(seq 1 100); do ready && break; sleep 0.1; done
ready || fail "PostgreSQL $VERSION cluster '$NAME' did not start (see /var/log/postgresql/postgresql-$VERSION-$NAME.log)."
su postgres -c "psql -q -p $PORT -c \"ALTER USER postgres PASSWORD '$PASSWORD'\"" >/dev/null 3>&-
url "$URL"
