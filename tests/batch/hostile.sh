#!/usr/bin/env bash
# hostile.sh AMEND_BINARY - five hostile submissions in one `amend batch`
# (folder layout: a shared tests/ of "read n, print 2n"), each with the
# program under repair doing harm when its tests run natively:
#   forker   starts 40 children that leave its session and sleep 15
#            minutes under a marker name, then prints a wrong answer (so
#            the repair runs it again and again)
#   writer   writes 300 MB into its working directory
#   network  connects to a listener of this script on the host's loopback
#   remover  removes a file outside its working directory
#   sleeper  sleeps for ever
# Checked, with the default sandbox (bwrap here when it works): every job
# has a row and the batch exits 0; no process with the marker is left; the
# 300 MB stop at the file-size limit and land nowhere in the submission's
# folder; the sleeper's runs stop at their time limit; the runs' own
# directories are all gone; each row says its sandbox and its stops.  Under
# bwrap also: the file outside is unharmed and the listener saw nobody.
# Then forker, writer and sleeper again under --sandbox rlimits, where the
# orphans are counted as killed.  No assertion on time.  Prints "N passed,
# M failed".
set -u
amend=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
listener_pid=
cleanup() {
  [ -n "$listener_pid" ] && kill "$listener_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
cd "$work"
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() {
  echo "FAIL: $*"
  failed=$((failed + 1))
}
sqlite3() { command sqlite3 -cmd '.timeout 30000' "$@"; }
mark="amend-hostile-sleeper-$$"

# processes whose argv[0] is the marker
count_marked() {
  local n=0 f a
  for f in /proc/[0-9]*/cmdline; do
    a=$({ tr '\0' '\n' <"$f"; } 2>/dev/null | head -1)
    [ "$a" = "$mark" ] && n=$((n + 1))
  done
  echo $n
}

# a listener on 127.0.0.1: writes its port, then one line per connection
cat >listener.c <<'EOF'
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <sys/socket.h>
#include <unistd.h>
int main(int argc, char **argv) {
  int s = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t n = sizeof a;
  if (s < 0 || bind(s, (struct sockaddr *)&a, sizeof a) || listen(s, 8) ||
      getsockname(s, (struct sockaddr *)&a, &n)) return 1;
  FILE *p = fopen(argv[1], "w");
  fprintf(p, "%d\n", ntohs(a.sin_port));
  fclose(p);
  for (;;) {
    int c = accept(s, NULL, NULL);
    if (c < 0) continue;
    FILE *l = fopen(argv[2], "a");
    fputs("connection\n", l);
    fclose(l);
    close(c);
  }
}
EOF
gcc -o listener listener.c || { echo "FAIL: cannot build the listener"; exit 1; }
: >connections
./listener port connections &
listener_pid=$!
for _ in $(seq 100); do [ -s port ] && break; sleep 0.1; done
port=$(cat port)

mkdir -p subs/tests subs/forker subs/writer subs/network subs/remover subs/sleeper outside tmp
printf '3\n' >subs/tests/t1.in
printf '6\n' >subs/tests/t1.out
printf '10\n' >subs/tests/t2.in
printf '20\n' >subs/tests/t2.out
echo "keep me" >outside/victim.txt

# the children are started outside main, which --no-mutate keeps as it is:
# an angel forcing "fork() == 0" false, or a mutant "fork() < 0", would
# make every child fork again, a fork bomb that no limit stops for root
cat >subs/forker/prog.c <<EOF
#include <stdio.h>
#include <unistd.h>
void spawn_sleepers(void) {
  for (int i = 0; i < 40; i++)
    if (fork() == 0) {
      setsid();
      execl("/bin/sleep", "$mark", "900", (char *)0);
      _exit(1);
    }
}
int main(void) {
  int n;
  if (scanf("%d", &n) != 1) return 1;
  spawn_sleepers();
  printf("%d\\n", n * 3);
  return 0;
}
EOF
cat >subs/writer/prog.c <<'EOF'
#include <stdio.h>
#include <string.h>
int main(void) {
  static char mb[1 << 20];
  int n;
  if (scanf("%d", &n) != 1) return 1;
  memset(mb, 'x', sizeof mb);
  FILE *f = fopen("dump.bin", "w");
  for (int i = 0; f && i < 300; i++) fwrite(mb, 1, sizeof mb, f);
  if (f) fclose(f);
  printf("%d\n", 2 * n);
  return 0;
}
EOF
cat >subs/network/prog.c <<EOF
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <sys/socket.h>
#include <unistd.h>
int main(void) {
  int n;
  if (scanf("%d", &n) != 1) return 1;
  int s = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0};
  a.sin_family = AF_INET;
  a.sin_port = htons($port);
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (s >= 0 && connect(s, (struct sockaddr *)&a, sizeof a) == 0) write(s, "secrets\n", 8);
  printf("%d\n", 2 * n);
  return 0;
}
EOF
cat >subs/remover/prog.c <<EOF
#include <stdio.h>
int main(void) {
  int n;
  if (scanf("%d", &n) != 1) return 1;
  remove("$work/outside/victim.txt");
  printf("%d\n", 2 * n);
  return 0;
}
EOF
cat >subs/sleeper/prog.c <<'EOF'
#include <stdio.h>
#include <unistd.h>
int main(void) {
  int n;
  if (scanf("%d", &n) != 1) return 1;
  for (;;) pause();
}
EOF

FLAGS=(-j 2 --timeout 300 --memory 2000 --test-timeout 1 --max-size 1 --no-mutate spawn_sleepers)
field() { sqlite3 "$1" "SELECT $2 FROM jobs WHERE id = '$3'"; }
stop() { sqlite3 "$1" "SELECT ifnull(json_extract(summary, '\$.sandbox_stops.$2'), 0) FROM jobs WHERE id = '$3'"; }

# checks shared by both batches: DB MODE JOB...
common() {
  local db=$1 mode=$2
  shift 2
  # what each row says
  sqlite3 "$db" "SELECT id || ': ' || status || ', sandbox ' || ifnull(sandbox, '-') || ', stops ' ||
    ifnull(json_extract(summary, '\$.sandbox_stops'), '-') FROM jobs ORDER BY id"
  [ "$(sqlite3 "$db" 'SELECT count(*) FROM jobs')" = $# ] && ok || bad "$db: $(sqlite3 "$db" 'SELECT count(*) FROM jobs') rows, not $#"
  local id st
  for id in "$@"; do
    st=$(field "$db" status "$id")
    case $st in
      crashed | internal_error | input_error | '') bad "$db $id: status '$st'" ;;
      *) ok ;;
    esac
    [ "$(field "$db" sandbox "$id")" = "$mode" ] && ok || bad "$db $id: sandbox '$(field "$db" sandbox "$id")', not $mode"
  done
  # no process of the forker's survives its job
  local left
  left=$(count_marked)
  for _ in $(seq 50); do
    [ "$left" = 0 ] && break
    sleep 0.1
    left=$(count_marked)
  done
  [ "$left" = 0 ] && ok || bad "$db: $left processes named $mark still run"
  # 300 MB: stopped at the file-size limit, in no submission's folder
  [ "$(stop "$db" file_size writer)" -gt 0 ] && ok || bad "$db writer: no run stopped at the file-size limit"
  [ -z "$(find subs -name dump.bin)" ] && ok || bad "$db: dump.bin landed in $(find subs -name dump.bin)"
  [ "$(du -sm subs | cut -f1)" -lt 10 ] && ok || bad "$db: the submissions' folder holds $(du -sm subs | cut -f1) MB"
  # the sleeper's runs stop at their time limit
  [ "$(stop "$db" time sleeper)" -gt 0 ] && ok || bad "$db sleeper: no run stopped at the time limit"
  # every run's own directory is gone
  [ -z "$(ls tmp)" ] && ok || bad "$db: left in TMPDIR: $(ls tmp | head -3)"
}

# ---- 1. the default sandbox ----
TMPDIR=$work/tmp "$amend" batch subs --db a.sqlite "${FLAGS[@]}" >a.out 2>a.err
code=$?
[ $code = 0 ] && ok || bad "batch A exit $code: $(tail -3 a.err)"
mode=$(sqlite3 a.sqlite "SELECT sandbox FROM jobs WHERE id = 'sleeper'")
echo "sandbox of the default batch: $mode"
common a.sqlite "$mode" forker writer network remover sleeper
if [ "$mode" = bwrap ]; then
  [ "$(cat outside/victim.txt 2>/dev/null)" = "keep me" ] && ok || bad "the file outside was removed or changed"
  [ ! -s connections ] && ok || bad "the listener saw $(wc -l <connections) connection(s)"
  sqlite3 a.sqlite "SELECT summary FROM jobs WHERE id = 'network'" | grep -q '"sandbox":"bwrap"' && ok ||
    bad "network: the summary does not say bwrap"
else
  echo "bwrap does not work here: the file outside and the network are not checked"
  sqlite3 a.sqlite "SELECT stdout FROM jobs WHERE id = 'sleeper'" | tail -1
  echo "keep me" >outside/victim.txt
fi

# ---- 2. rlimits: the orphans are killed and counted ----
rm -rf subs/network subs/remover
TMPDIR=$work/tmp "$amend" batch subs --db b.sqlite --sandbox rlimits "${FLAGS[@]}" >b.out 2>b.err
code=$?
[ $code = 0 ] && ok || bad "batch B exit $code: $(tail -3 b.err)"
common b.sqlite rlimits forker writer sleeper
[ "$(stop b.sqlite orphans forker)" -ge 40 ] && ok || bad "rlimits forker: $(stop b.sqlite orphans forker) orphans killed, not 40 or more"

echo "$passed passed, $failed failed"
[ $failed = 0 ]
