#!/bin/sh
# The browser journeys (apps/e2e) after the other tests, when Chromium is installed: CI installs it,
# so they always run there. CHROMIUM_PATH overrides Debian's /usr/bin/chromium.
set -eu
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exec turbo run test:e2e
fi
echo "Browser journeys skipped: no Chromium at $chromium (install it, or set CHROMIUM_PATH)."
