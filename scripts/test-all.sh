#!/usr/bin/env bash
# Runs every test of the repository: lint, types, unused files, exports and dependencies (knip), unit and
# endpoint tests of every package, the per-tenant build and its JS size budgets, Storybook interaction + a11y
# tests, the visual check and the browser journeys. Ends with one line `N passed, N failed` (scripts/count-results.mjs totals every report written
# under .reports/ folders).
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1 CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1 NO_UPDATE_NOTIFIER=1

bash scripts/ensure-chromium.sh || exit 1

START_MS=$(node -e 'console.log(Date.now())')
export RESULTS_SINCE=$START_MS
mkdir -p .reports
CHECKS=.reports/checks.json
echo '[]' > "$CHECKS"

record() { # name kind exit-code (under a lock: steps may end together)
  flock "$CHECKS.lock" node -e '
    const fs = require("fs"); const [file, name, kind, code] = process.argv.slice(1);
    const list = JSON.parse(fs.readFileSync(file, "utf8"));
    const ok = code === "0";
    // A check counts once; a test step counts through its own reports, plus one failure if it crashed.
    list.push({ name, passed: kind === "check" && ok ? 1 : 0, failed: ok ? 0 : 1 });
    fs.writeFileSync(file, JSON.stringify(list, null, 2));' "$CHECKS" "$1" "$2" "$3"
}

step() { # name kind command...
  local name=$1 kind=$2; shift 2
  local t0=$SECONDS
  echo
  echo "=== $name ==="
  "$@"
  local code=$?
  record "$name" "$kind" "$code"
  echo "=== $name: $([ $code = 0 ] && echo ok || echo FAILED) in $((SECONDS - t0)) s ==="
}

# Lanes side by side: each lane is a function of steps, run in the background with its output kept in a file and
# printed whole when every lane has ended, in the order given. Measured with /proc/stat over a clean run: lint and
# typecheck (one thread each) kept the 2 cores 71-73 % busy, the Storybook tests 85 % and the visual check 72 %, the
# unit tests 97 %; so each lane fills the idle share of the cores the other leaves.
together() { # lane-function...
  local dir pids=() lane i
  dir=$(mktemp -d)
  for lane in "$@"; do
    "$lane" >"$dir/${#pids[@]}.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}"
    cat "$dir/$i.log"
  done
  rm -rf "$dir"
}

static_checks() {
  step "formatting (Prettier)" check pnpm run format:check
  step "lint" check pnpm run lint
  step "typecheck" check pnpm run typecheck
  step "unused files, exports and dependencies (knip)" check pnpm run check:unused
}
unit_tests() { step "unit and endpoint tests" tests pnpm exec turbo run test --continue --concurrency=2; }
storybook_tests() { step "Storybook: interaction and accessibility tests in Chromium" tests pnpm run test:storybook; }
visual_check() { step "Storybook: visual check against the baselines" tests pnpm run test:visual; }

# The tenant sites first: the JS budgets and the journeys need them, and they take seconds.
step "build every tenant" check pnpm run build:tenants
together static_checks unit_tests
together storybook_tests visual_check
step "JS budgets: first screen and lazy chunks (budgets.json)" check pnpm run check:budgets
step "prerendered pages: every public page is HTML" check pnpm run check:pages
step "browser journeys (Playwright)" tests pnpm --filter @wl/e2e e2e

echo
echo "=== results ==="
RESULTS_VERBOSE=1 node scripts/count-results.mjs
