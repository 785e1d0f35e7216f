#!/usr/bin/env bash
# Browser tests use Debian's Chromium (tools must never download a browser of their own).
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
[ -x "$CHROME" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium (once per machine)…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null && exit 0
elif command -v sudo >/dev/null && command -v apt-get >/dev/null; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null && exit 0
fi
echo "Chromium not found at $CHROME. Install it (Debian: apt-get install chromium) or set CHROME_PATH." >&2
exit 1
