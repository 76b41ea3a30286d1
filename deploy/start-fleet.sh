#!/usr/bin/env bash
# Starts a fleet of Tamga on this machine: N instances of `tamga start` on one PostgreSQL
# database and one Redis, each with a data folder of its own, behind HAProxy (deploy/haproxy.cfg)
# on one port. Ctrl-C or SIGTERM stops it all gracefully: HAProxy stops listening and finishes
# the requests it carries, each instance finishes its own and closes its WebSockets with 1012.
#
#   deploy/start-fleet.sh                  # two instances on 8081, 8082; the balancer on 8080
#   TAMGA_FLEET_SIZE=3 deploy/start-fleet.sh
#
# Environment (all optional):
#   DATABASE_URL            PostgreSQL; default postgres://root@127.0.0.1:5432/tamga (created
#                           when missing and psql can reach the server)
#   REDIS_URL               Redis, shared by the instances for sessions, subscriptions and rate
#                           limits; default redis://127.0.0.1:6379
#   TAMGA_FLEET_SIZE        how many instances; default 2
#   TAMGA_FLEET_PORT        the balancer's port; default 8080
#   TAMGA_FLEET_BIND        the balancer's address; default 0.0.0.0
#   TAMGA_FLEET_FIRST_PORT  the first instance's port, the others the next ones; default 8081
#   TAMGA_FLEET_DIR         where the instances' data folders (instance-1, …), the HAProxy
#                           configuration made from deploy/haproxy.cfg and the pid files go;
#                           default data/fleet
#   TAMGA_FLEET_BUILD       0 to skip building the portal and the public site (for a fleet that
#                           serves them from elsewhere: TAMGA_PORTAL_DIR, TAMGA_SITE_DIR); default 1
#   PUBLIC_URL              the site's address; default http://localhost:<TAMGA_FLEET_PORT>
#   TAMGA_TRUST_PROXY       whose X-Forwarded-For the instances believe; default 127.0.0.1 (HAProxy)
# Everything else (TAMGA_SECRET, TAMGA_PROJECT, TAMGA_ADMIN_PASSWORD, SMTP_URL, …) is passed to
# every instance as it is. The instances listen on 127.0.0.1 only: the balancer is the way in.
#
# It prints `fleet: instance <i> pid <pid> port <port>` for each instance, and
# `fleet: ready at http://…` once the balancer answers GET /api/health/ready.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
size="${TAMGA_FLEET_SIZE:-2}"
port="${TAMGA_FLEET_PORT:-8080}"
bind="${TAMGA_FLEET_BIND:-0.0.0.0}"
first_port="${TAMGA_FLEET_FIRST_PORT:-8081}"
fleet_dir="${TAMGA_FLEET_DIR:-$root/data/fleet}"
export DATABASE_URL="${DATABASE_URL:-postgres://root@127.0.0.1:5432/tamga}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
export PUBLIC_URL="${PUBLIC_URL:-http://localhost:$port}"
export TAMGA_TRUST_PROXY="${TAMGA_TRUST_PROXY:-127.0.0.1}"
# Vitest or a shell may have set it; the instances serve as in production.
unset NODE_ENV TAMGA_FROM_SOURCE

haproxy_bin="$(command -v haproxy || true)"
[ -n "$haproxy_bin" ] || [ ! -x /usr/sbin/haproxy ] || haproxy_bin=/usr/sbin/haproxy
if [ -z "$haproxy_bin" ]; then
  echo "fleet: haproxy is not installed (apt-get install haproxy)" >&2
  exit 1
fi

mkdir -p "$fleet_dir"
fleet_dir="$(cd "$fleet_dir" && pwd)"

# A new database name on a reachable server is created, as `createdb` would.
if command -v psql >/dev/null 2>&1; then
  database_name="$(node -e 'console.log(decodeURIComponent(new URL(process.argv[1]).pathname.slice(1)))' "$DATABASE_URL")"
  server_url="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/postgres"; console.log(u.href)' "$DATABASE_URL")"
  if [ -n "$database_name" ] && psql "$server_url" -Atqc 'select 1' >/dev/null 2>&1 &&
    [ -z "$(psql "$server_url" -Atqc "select 1 from pg_database where datname = '${database_name//\'/\'\'}'")" ]; then
    echo "fleet: creating database $database_name"
    psql "$server_url" -qc "create database \"${database_name//\"/\"\"}\""
  fi
fi

# What `npm start` serves: the built portal and site, and the server bundle (always: the
# instances run it in their own process, so that each pid below is a server's).
[ "${TAMGA_FLEET_BUILD:-1}" = 0 ] || node "$root/scripts/run.mjs" build
node --input-type=module -e "
  const bundle = await import('$root/packages/engine-server/bin/serverBundle.mjs')
  if (bundle.currentServerBundle() === undefined) await bundle.ensureServerBundle()"
heap_flags="$(node --input-type=module -e "
  const { serverHeapFlags } = await import('$root/packages/engine-server/bin/serverHeap.mjs')
  console.log(serverHeapFlags().join(' '))")"

pids=()
instance_pids=()
stopping=0
stop() {
  [ "$stopping" = 1 ] && return
  stopping=1
  echo "fleet: stopping"
  # HAProxy stops listening and finishes what it carries (SIGUSR1, bounded by hard-stop-after);
  # each instance drains its requests and closes its WebSockets with 1012, then exits (SIGTERM).
  [ -z "${haproxy_pid:-}" ] || kill -USR1 "$haproxy_pid" 2>/dev/null || true
  for pid in "${instance_pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -f "$fleet_dir"/*.pid
}
trap 'stop; exit 0' INT TERM
trap stop EXIT

servers=""
for i in $(seq 1 "$size"); do
  instance_port=$((first_port + i - 1))
  mkdir -p "$fleet_dir/instance-$i"
  # bin/tamga.mjs runs the current bundle in this very process when Node has a heap cap, so the
  # pid is the server's own (SIGTERM drains it; SIGKILL kills it, as a crash would).
  # shellcheck disable=SC2086
  DATA_DIR="$fleet_dir/instance-$i" PORT="$instance_port" HOST=127.0.0.1 \
    node $heap_flags "$root/packages/engine-server/bin/tamga.mjs" start &
  pids+=("$!")
  instance_pids+=("$!")
  echo "$!" >"$fleet_dir/instance-$i.pid"
  echo "fleet: instance $i pid $! port $instance_port"
  servers+="    server tamga$i 127.0.0.1:$instance_port"$'\n'
done

config="$fleet_dir/haproxy.cfg"
SERVERS="$servers" BIND="$bind:$port" RUN_DIR="$fleet_dir" awk '
  $0 == "@SERVERS@" { printf "%s", ENVIRON["SERVERS"]; next }
  { gsub(/@BIND@/, ENVIRON["BIND"]); gsub(/@RUN_DIR@/, ENVIRON["RUN_DIR"]); print }
' "$root/deploy/haproxy.cfg" >"$config"
"$haproxy_bin" -c -q -f "$config"
"$haproxy_bin" -db -f "$config" &
haproxy_pid="$!"
pids+=("$haproxy_pid")
echo "$haproxy_pid" >"$fleet_dir/haproxy.pid"
echo "fleet: haproxy pid $haproxy_pid port $port"

ready_host="$bind"
[ "$ready_host" = 0.0.0.0 ] && ready_host=127.0.0.1
for _ in $(seq 1 600); do
  if node -e 'fetch(process.argv[1]).then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))' \
    "http://$ready_host:$port/api/health/ready"; then
    echo "fleet: ready at http://$ready_host:$port"
    break
  fi
  sleep 1
done

# Until a signal, or until HAProxy exits. An instance that dies is left dead: the balancer takes
# it out and the others serve (restarting it is the process supervisor's job in production).
status=0
wait "$haproxy_pid" || status=$?
echo "fleet: haproxy exited with $status; stopping the instances" >&2
exit 1
