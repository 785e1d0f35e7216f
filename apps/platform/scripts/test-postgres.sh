#!/usr/bin/env bash
# Runs the platform's test suite on a throwaway PostgreSQL cluster (Debian's postgresql package), then removes it.
# Usage: pnpm --filter @wl/platform test:pg   (as root: the cluster runs as the postgres user; or as any user owning PGDIR)
set -euo pipefail
PGBIN=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)}
PGPORT=${PGPORT:-55432}
PGDIR=${PGDIR:-/tmp/wl-platform-pg}
AS=()
if [ "$(id -u)" = 0 ]; then AS=(runuser -u postgres --); fi

rm -rf "$PGDIR" && mkdir -p "$PGDIR"
[ "$(id -u)" = 0 ] && chown postgres "$PGDIR"
"${AS[@]}" "$PGBIN/initdb" -D "$PGDIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
"${AS[@]}" "$PGBIN/pg_ctl" -D "$PGDIR/data" -o "-p $PGPORT -k $PGDIR -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" -l "$PGDIR/log" -w start >/dev/null
trap '"${AS[@]}" "$PGBIN/pg_ctl" -D "$PGDIR/data" -m fast stop >/dev/null || true; rm -rf "$PGDIR"' EXIT

export DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PGPORT"
cd "$(dirname "$0")/.."
pnpm exec vitest run "$@"
