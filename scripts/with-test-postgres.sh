#!/usr/bin/env bash
# Usage: scripts/with-test-postgres.sh <command...>
# Starts a throwaway PostgreSQL cluster in a temp dir, runs the command with TEST_DATABASE_URL
# pointing at it, then stops and removes the cluster. Exits with the command's status.
# Example: scripts/with-test-postgres.sh npx vitest run src/server
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "Usage: $0 <command...>" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL server binaries not found (set PG_BIN, or apt-get install -y postgresql)." >&2
  exit 2
fi
# A free port unless one is given, so two runs on one machine never meet.
PORT="${TEST_PG_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"

# initdb refuses to run as root: the cluster then belongs to the postgres user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

WORK_DIR="$(mktemp -d /tmp/tidyline-pg.XXXXXX)"
chmod 755 "$WORK_DIR"
if [ "$(id -u)" -eq 0 ]; then chown postgres: "$WORK_DIR"; fi
DATA="$WORK_DIR/data"

cleanup() {
  as_owner "$PG_BIN/pg_ctl" -D "$DATA" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT

# Trust auth on a loopback-only, throwaway cluster; fsync off: nothing here needs to survive a crash.
as_owner "$PG_BIN/initdb" -D "$DATA" -U postgres --auth=trust --no-sync >/dev/null
as_owner "$PG_BIN/pg_ctl" -D "$DATA" -l "$WORK_DIR/server.log" -w \
  -o "-p $PORT -k $WORK_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$WORK_DIR/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
# For a command that restarts the cluster under its clients (npm run drill:multi): pg_ctl restart
# -D "$TEST_PG_DATA" -l "$TEST_PG_LOG", as the postgres user when run as root (see as_owner).
export TEST_PG_BIN="$PG_BIN" TEST_PG_DATA="$DATA" TEST_PG_LOG="$WORK_DIR/server.log"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (TEST_DATABASE_URL set)" >&2

status=0
"$@" || status=$?
exit "$status"
