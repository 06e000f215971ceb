#!/usr/bin/env bash
# Chromium and CJK fonts from Debian's packages, for the end-to-end tests (Playwright never
# downloads a browser here).
set -euo pipefail
if command -v chromium >/dev/null 2>&1 && fc-list 2>/dev/null | grep -qi 'noto.*cjk'; then
  exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "Installing Chromium and Noto CJK fonts from Debian's packages..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-cjk fonts-noto-color-emoji >/dev/null
