#!/usr/bin/env bash
# A throwaway PostgreSQL cluster (Debian's postgresql package: initdb and pg_ctl from /usr/lib/postgresql/*/bin) in a
# temporary folder, on a free local port, for tests and by hand. As root the cluster runs as the postgres user.
#
#   scripts/pg-local.sh start      starts one; prints DATABASE_URL=... (TCP on 127.0.0.1), PG_SOCKET_URL=... (the same
#                                  server through its Unix socket) and PG_LOCAL_DIR=... (eval-able), exit 0
#   scripts/pg-local.sh stop DIR   stops the cluster of DIR (PG_LOCAL_DIR) and removes the folder
#
#   eval "$(scripts/pg-local.sh start)" && DATABASE_URL=$DATABASE_URL pnpm --filter @wl/platform exec vitest run ...
#   scripts/pg-local.sh stop "$PG_LOCAL_DIR"
#
# Exits 3 with a message on stderr when PostgreSQL is not installed (apt-get install -y postgresql).
set -euo pipefail

PGBIN=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)}
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ] || [ ! -x "$PGBIN/pg_ctl" ]; then
  echo "pg-local: PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb); apt-get install -y postgresql" >&2
  exit 3
fi
AS=()
if [ "$(id -u)" = 0 ]; then AS=(runuser -u postgres --); fi

# A port nothing listens on (bash's /dev/tcp connects when something does), from a random place in the range: a
# cluster stopped a moment ago leaves its port in TIME_WAIT, which the next start could not bind (seen when two load
# runs followed each other).
free_port() {
  local port i start=$((RANDOM % 500))
  for i in $(seq 0 499); do
    port=$((55500 + (start + i) % 500))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return 0
    fi
  done
  echo "pg-local: no free port in 55500-55999" >&2
  return 1
}

case "${1:-}" in
  start)
    dir=$(mktemp -d /tmp/pg-local.XXXXXX)
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    "${AS[@]}" "$PGBIN/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || {
      cat "$dir/initdb.log" >&2
      rm -rf "$dir"
      exit 1
    }
    # Two tries: another process may take the port between the check and the start.
    for _ in 1 2 3; do
      port=$(free_port)
      if "${AS[@]}" "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/log" -w -t 60 \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=off -c synchronous_commit=off" start >/dev/null; then
        echo "DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
        # The socket's folder as the host, percent-encoded (no shell character in it, so the output stays eval-able).
        echo "PG_SOCKET_URL=postgres://postgres@${dir//\//%2F}:$port/postgres"
        echo "PG_LOCAL_DIR=$dir"
        exit 0
      fi
    done
    cat "$dir/log" >&2 || true
    rm -rf "$dir"
    exit 1
    ;;
  stop)
    dir=${2:?usage: pg-local.sh stop DIR}
    case "$dir" in /tmp/pg-local.*) ;; *) echo "pg-local: $dir is not a pg-local folder" >&2; exit 2 ;; esac
    "${AS[@]}" "$PGBIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: pg-local.sh start | stop DIR" >&2
    exit 2
    ;;
esac
