#!/usr/bin/env bash
# Every test: lint (format, types, eslint, layers), client build, unit + API tests (data and API tests on SQLite and
# on PostgreSQL), then the browser suite on Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the tests need, installed when missing: Chromium for the browser
# suite, PostgreSQL's server binaries for the second engine (unless TEST_DATABASE_URL
# points at a server already).
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
if [ -z "${TEST_DATABASE_URL:-}" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then missing+=(postgresql); fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian's ${missing[*]} for the tests..."
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

echo "== lint (format, types, eslint, layers)"; npm run --silent lint
echo "== client build"; npx tsx esbuild.config.ts
mkdir -p test-results
echo "== unit and API tests (SQLite and PostgreSQL)"; npx vitest run --reporter=default --reporter=json --outputFile=test-results/unit.json
echo "== browser tests"; npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile=test-results/e2e.json

# One plain closing line for both suites.
node -e '
const r = ["unit", "e2e"].map((n) => require("./test-results/" + n + ".json"));
const sum = (k) => r.reduce((t, x) => t + x[k], 0);
console.log(`${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed`);
'
