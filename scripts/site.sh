#!/usr/bin/env bash
# npm run site — installs what is missing, builds, and serves http://localhost:3000.
# With no settings it serves the bundled demo workspace.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/install.sh
npm run build
exec npx tsx scripts/serve.ts -p "${PORT:-3000}"
