#!/usr/bin/env bash
# Installs what the project needs: npm packages from the committed lockfile (npm install, not
# npm ci: this registry lacks some non-Linux optional binaries that npm ci insists on).
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages..."
  npm install --no-audit --no-fund --loglevel=error
fi
# The social cards' font (lib/og/card-fonts.ts): Debian's Noto Sans CJK, so CJK titles draw.
# Best effort: without apt-get (or rights) cards still render, in a Latin-only font.
if ! ls /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "Installing from Debian's packages: fonts-noto-cjk (social cards)..."
  { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq fonts-noto-cjk >/dev/null; } \
    || echo "!!! fonts-noto-cjk could not be installed: social cards of CJK titles will show boxes"
fi
