#!/usr/bin/env bash
# Renders og-image.html to src/client/public/og-image.png (1200 x 630) with Debian's Chromium.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="$HERE/../../src/client/public/og-image.png"
PROFILE="$(mktemp -d)"; trap 'rm -rf "$PROFILE"' EXIT
"${CHROME_PATH:-/usr/bin/chromium}" --headless=new --no-sandbox --disable-gpu --hide-scrollbars \
  --no-first-run --disable-background-networking --disable-component-update --disable-sync \
  --user-data-dir="$PROFILE" --window-size=1200,630 --screenshot="$OUT" "file://$HERE/og-image.html" 2>/dev/null
echo "wrote $OUT"
