#!/usr/bin/env bash
# The cluster test's load balancer is Debian's nginx. Installs it when running as root; otherwise stops with a
# clear message. Never skips silently. (Only the binary is used: the test starts its own nginx with its own config.)
set -euo pipefail
exec 1>&2 # nothing on stdout
if command -v nginx >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx is missing: installing Debian's nginx package…" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  command -v nginx >/dev/null 2>&1 && exit 0
fi
echo "ERROR: the cluster test needs nginx (the load balancer in front of the API processes)." >&2
echo "Install it with:  sudo apt-get install -y nginx" >&2
exit 1
