#!/usr/bin/env bash
# Browser tests use Debian's Chromium (tools must never download a browser of their own) and a Thai system font
# (fonts-thai-tlwg), so that screenshots and visual baselines render the same on every machine. The journeys and the
# Storybook tests run in chromium-headless-shell, the same Chromium without its windowing layer, a third faster here
# (chromium.config.js); without it they run in Chromium.
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$CHROME" ] || missing+=(chromium)
dpkg -s fonts-thai-tlwg >/dev/null 2>&1 || missing+=(fonts-thai-tlwg)
# Optional, and installed on its own so that a mirror without it fails nothing.
optional() {
  [ -x /usr/bin/chromium-headless-shell ] && return 0
  command -v apt-get >/dev/null || return 0
  local run=(bash -c)
  [ "$(id -u)" = 0 ] || { command -v sudo >/dev/null && run=(sudo bash -c); } || return 0
  "${run[@]}" "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null" ||
    echo "Note: chromium-headless-shell could not be installed; the browser tests run in Chromium." >&2
  return 0
}
[ ${#missing[@]} -eq 0 ] && { optional; exit 0; }
# One package-list update for all of them on a fresh machine: chromium-headless-shell goes in the same install when
# the mirror has it (optional() then finds it), else the required packages go in alone.
install() {
  apt-get update -qq || return 1
  local extra=()
  [ -x /usr/bin/chromium-headless-shell ] || extra=(chromium-headless-shell)
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" "${extra[@]}" >/dev/null 2>&1 ||
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian packages once per machine: ${missing[*]}"
  install && { optional; exit 0; }
elif command -v sudo >/dev/null && command -v apt-get >/dev/null; then
  echo "Installing Debian packages once per machine (sudo): ${missing[*]}"
  sudo bash -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing[*]} >/dev/null" && { optional; exit 0; }
fi
if [ -x "$CHROME" ]; then
  echo "Warning: fonts-thai-tlwg is not installed; Thai text in screenshots may differ from the baselines." >&2
  exit 0
fi
echo "Chromium not found at $CHROME. Install it (Debian: apt-get install chromium) or set CHROME_PATH." >&2
exit 1
