#!/usr/bin/env bash
# Every test: unit (pure domain), integration (Payload + real PostgreSQL), end-to-end (Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
echo "== unit tests"
npx vitest run --project unit
echo "== integration tests"
npx vitest run --project int
echo "== end-to-end tests"
bash scripts/ensure-chromium.sh
npx playwright test
