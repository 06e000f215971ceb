#!/usr/bin/env bash
# redis-server from Debian's packages, for the several-instances test (e2e/redis/shared-cache.ts)
# and bench/redis.ts. Idempotent: when it is present it runs no apt-get. Only the binary is
# used: the tests start their own server on a loopback port, so the package's service is stopped.
set -euo pipefail

command -v redis-server >/dev/null 2>&1 && exit 0

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "Installing from Debian's packages: redis-server..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null
# The package may start a system service on 6379; the tests do not need it.
if command -v systemctl >/dev/null 2>&1; then $SUDO systemctl disable --now redis-server >/dev/null 2>&1 || true; fi
