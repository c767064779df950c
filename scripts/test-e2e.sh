#!/usr/bin/env bash
# The browser tests in E2E_SHARDS shards (default 1: on two cores two shards were no faster) run at once, each shard with its own server and database
# (its own E2E_PORT, so its own DATA_DIR and outbox). The tests in a shard run one after another, as before; the
# shards only share the machine. Each shard's output goes to test-results/shard-N.log and is printed when all
# have finished; the exit code is the first failing shard's. The spec files are dealt out in turn (the slow ones,
# with their own servers, spread across the shards). E2E_SHARDS=1, or any argument (a file, -g …), runs one
# `playwright test` with those arguments instead.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh || exit 1
SHARDS="${E2E_SHARDS:-1}"
if [ "$SHARDS" -le 1 ] || [ "$#" -gt 0 ]; then exec npx playwright test "$@"; fi

mapfile -t specs < <(ls tests/e2e/*.spec.ts)
declare -a lists
for idx in "${!specs[@]}"; do
  n=$((idx % SHARDS))
  lists[n]="${lists[n]:-} ${specs[idx]}"
done

mkdir -p test-results
pids=()
for i in $(seq 1 "$SHARDS"); do
  port="$(node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"
  [ -n "$port" ] || { echo "ERROR: no free port for shard $i" >&2; exit 1; }
  echo "shard $i/$SHARDS on port $port → test-results/shard-$i.log"
  # shellcheck disable=SC2086 # the list is space-separated file names without spaces
  E2E_PORT="$port" npx playwright test ${lists[$((i - 1))]} >"test-results/shard-$i.log" 2>&1 &
  pids+=("$!")
done

status=0
for i in $(seq 1 "$SHARDS"); do
  wait "${pids[$((i - 1))]}"
  code=$?
  echo
  echo "════════ shard $i/$SHARDS (exit $code) ════════"
  grep -v 'npm warn' "test-results/shard-$i.log"
  if [ "$code" -ne 0 ] && [ "$status" -eq 0 ]; then status=$code; fi
done
exit "$status"
