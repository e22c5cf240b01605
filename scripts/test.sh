#!/usr/bin/env bash
# The whole suite: what every change must pass (ARCHITECTURE.md "Tests").
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-}"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "type-check"
npm run typecheck --silent

step "lint (biome) and import boundaries (dependency-cruiser)"
npx biome check .
npx depcruise apps packages --config .dependency-cruiser.cjs

step "unit, API and component tests on PGlite"
env -u DATABASE_URL -u REDIS_URL npx vitest run

if [ -n "${DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL ($DATABASE_URL) and Redis (${REDIS_URL:-none})"
  npx vitest run --project server
fi

step "web build and bundle budget"
npm run build --silent
node apps/web/scripts/bundle-budget.ts

step "end-to-end journeys in Chromium"
bash scripts/ensure-chromium.sh
npx playwright test
