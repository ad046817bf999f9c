#!/usr/bin/env bash
# Every test: types, client build, unit + API tests, then the browser suite on
# Debian's Chromium (installed here when missing, so a fresh machine passes).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Debian's Chromium for the browser tests..."
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

echo "== typecheck"; npx tsc --noEmit -p .
echo "== client build"; npx tsx esbuild.config.ts
mkdir -p test-results
echo "== unit and API tests"; npx vitest run --reporter=default --reporter=json --outputFile=test-results/unit.json
echo "== browser tests"; npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile=test-results/e2e.json

# One plain closing line for both suites.
node -e '
const r = ["unit", "e2e"].map((n) => require("./test-results/" + n + ".json"));
const sum = (k) => r.reduce((t, x) => t + x[k], 0);
console.log(`${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed`);
'
