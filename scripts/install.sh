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
