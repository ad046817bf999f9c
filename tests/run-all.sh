#!/usr/bin/env bash
# Every test: lint (format, types, eslint, layers), client build, unit + API tests (data
# and API tests on SQLite and on PostgreSQL) and the browser suite on Debian's Chromium.
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

phase() { echo "== $1 (done at $SECONDS s)"; }
npx tsx esbuild.config.ts
phase "client build"

# Lint and the two suites run side by side: the unit and API tests run one file at a time
# and mostly wait on their databases, the browser suite on Chromium and its servers, so on
# two cores the three together take about the time of the longest suite, where one after
# the other they took over a minute and a half more. Each writes its own log, printed once
# it is done; a failure in any of them fails the run.
mkdir -p test-results && rm -f test-results/unit.json test-results/e2e.json
npm run --silent lint >test-results/lint.log 2>&1 &
lint=$!
npx vitest run --reporter=default --reporter=json --outputFile=test-results/unit.json >test-results/unit.log 2>&1 &
unit=$!
npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile=test-results/e2e.json \
  >test-results/e2e.log 2>&1 &
e2e=$!
failed=0
lint_failed=0
wait $lint || { failed=1; lint_failed=1; }
cat test-results/lint.log
phase "lint: format, types, eslint, layers"
wait $unit || failed=1
cat test-results/unit.log
phase "unit and API tests, SQLite and PostgreSQL"
wait $e2e || failed=1
cat test-results/e2e.log
phase "browser tests"

# One plain closing line for both suites.
node -e '
const fs = require("fs");
const r = ["unit", "e2e"].filter((n) => fs.existsSync("./test-results/" + n + ".json")).map((n) => require("./test-results/" + n + ".json"));
const sum = (k) => r.reduce((t, x) => t + x[k], 0);
// A failure is named again here, last, so a log that keeps only its tail still says which.
for (const file of r.flatMap((x) => x.testResults))
  for (const test of file.assertionResults.filter((a) => a.status === "failed"))
    console.log(`FAILED ${file.name.replace(process.cwd() + "/", "")} > ${test.fullName}\n  ${(test.failureMessages[0] || "").split("\n").slice(0, 3).join("\n  ")}`);
console.log(`${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed`);
'
[ $lint_failed -eq 0 ] || echo "FAILED lint (format, types, eslint or layers): its output is above"
exit $failed
