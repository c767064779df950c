#!/usr/bin/env bash
# Browser tests need Debian's Chromium at /usr/bin/chromium (Playwright's own download cannot work here).
# Installs it when running as root; otherwise stops with a clear message. Never skips silently.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "ERROR: the browser tests need Chromium at $CHROMIUM." >&2
echo "Install it with:  sudo apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary)." >&2
exit 1
