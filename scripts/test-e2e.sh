#!/usr/bin/env bash
# The browser tests in E2E_SHARDS shards (default 2) run at once, each shard with its own server and database
# (its own E2E_PORT, so its own DATA_DIR and outbox). The tests in a shard run one after another, as before; the
# shards only share the machine. Each shard's output goes to test-results/shard-N.log and is printed when all
# have finished; the exit code is the first failing shard's. E2E_SHARDS=1 runs everything in one process.
# Extra arguments go to every `playwright test` (e.g. a file or --project).
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh || exit 1
SHARDS="${E2E_SHARDS:-2}"
if [ "$SHARDS" -le 1 ]; then exec npx playwright test "$@"; fi

mkdir -p test-results
pids=()
for i in $(seq 1 "$SHARDS"); do
  port="$(node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"
  [ -n "$port" ] || { echo "ERROR: no free port for shard $i" >&2; exit 1; }
  echo "shard $i/$SHARDS on port $port → test-results/shard-$i.log"
  E2E_PORT="$port" npx playwright test --shard="$i/$SHARDS" "$@" >"test-results/shard-$i.log" 2>&1 &
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
