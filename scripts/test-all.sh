#!/usr/bin/env bash
# npm run test:all — every check CI runs: install, lint, types, unit and component tests,
# a production build, and end-to-end tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
started=$SECONDS
bash scripts/install.sh
bash scripts/install-browser.sh
# In CI every suite must run: a redis-server that cannot be installed fails the run. Elsewhere
# the several-instances test says loudly that it was skipped.
if ! bash scripts/install-redis.sh; then
  if [ -n "${CI:-}" ]; then echo "!!! redis-server could not be installed: CI cannot run the several-instances test"; exit 1; fi
  echo "!!! redis-server could not be installed: the several-instances test will be SKIPPED"
fi
npx tsx scripts/gen-theme-registry.ts
step() { echo; echo "=== $1 (at $((SECONDS - started)) s)"; }
step "lint";       npx eslint . --max-warnings=0
# One command a line: under `set -e` a failure on the left of `&&` would not stop the run.
step "typecheck";  npx next typegen >/dev/null
npx tsc --noEmit
step "unit and component tests"; npx vitest run
# The home notice bar's quote service, answered by the e2e tests themselves (page.route),
# so the quote path is exercised without leaving the machine.
export HOME_QUOTE_API_URL="http://127.0.0.1:${E2E_PORT:-3100}/__quote"
step "build";      npm run build
step "build (configured and sub-path e2e sites)"; npx tsx scripts/build-e2e-sites.ts
# The static export builds and crawls its own site; done here, where no browser test competes
# with its build, and then only served by the e2e project `export`.
step "static export (for its e2e)"; rm -rf .export-e2e
npx tsx scripts/export.ts --out .export-e2e
step "end-to-end"; E2E_EXPORT_DIR=.export-e2e npx playwright test
step "several instances on Redis"; npx tsx e2e/redis/shared-cache.ts
step "Notion webhooks"; npx tsx e2e/webhooks/live-update.ts
step "both Notion sources"; npx tsx e2e/public-api/same-site.ts
echo; echo "=== all checks passed in $((SECONDS - started)) s"
