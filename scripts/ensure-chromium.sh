#!/usr/bin/env bash
# End-to-end tests use Debian's Chromium, never a browser downloaded by Playwright.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "[e2e] installing Debian's chromium"
if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
