#!/usr/bin/env bash
# Runs the platform's test suite on a throwaway PostgreSQL cluster (Debian's postgresql package, started by
# scripts/pg-local.sh on a free port), then removes it.
# Usage: pnpm --filter @wl/platform test:pg [vitest arguments]   (as root: the cluster runs as the postgres user)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
eval "$(bash "$here/../../scripts/pg-local.sh" start)"
trap 'bash "$here/../../scripts/pg-local.sh" stop "$PG_LOCAL_DIR"' EXIT
export DATABASE_URL
echo "PostgreSQL $(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1 | xargs -I{} {}/postgres --version | awk '{print $3}') at $DATABASE_URL"
cd "$here"
pnpm exec vitest run "$@"
