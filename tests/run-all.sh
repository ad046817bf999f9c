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
echo "== unit and API tests"; npx vitest run
echo "== browser tests"; npx vitest run --config vitest.e2e.config.ts
