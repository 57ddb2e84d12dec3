#!/usr/bin/env bash
# html.sh AMEND_BINARY - `amend batch --report DB --format html` in a real
# browser: Debian's chromium, headless, dumps the DOM of the page after its
# script ran.  A batch of ten small jobs (programs/: repaired, correct,
# exhausted, bound, a syntax error, a check job of each verdict, and two
# submissions whose text, path and id are HTML and script) makes the
# database; the test then checks that
#  1. the page is self-contained (no URL, no src or href) and holds one
#     script, which ran without a console message (no error, no refusal by
#     the page's Content-Security-Policy) and marked <body data-script=ok>;
#  2. the counts it shows equal the database's: jobs per status in the
#     status table and in the bars of the chart, the summary per folder
#     against --format csv, a row per job, the histogram's bins adding up;
#  3. each repaired job has its diff (added and removed lines classed) in a
#     <details>, and a job without a repair its reason;
#  4. filtering works: #status=repaired shows the repaired rows only (the
#     others are hidden), #status=exhausted,input_error&sort=-repairs shows
#     those two statuses, and #sort=-repairs orders the rows as SQL does;
#  5. what came from the submissions stayed text: no element came of it,
#     the title is still ours, and the hostile text reads as written;
#  6. each repaired job links to its feedback (amend feedback's levels, from
#     what the job stored): every link's target is a folded <details> of
#     that level below the table; #fb-N-3 in the URL opens that level alone
#     and leaves the filter as it was; --format csv --per-job gives level 3
#     of the same jobs.
# Skips (exit 0, "SKIPPED") only when chromium is missing and cannot be
# installed (scripts/setup installs it).  Prints "N passed, M failed".
set -u
amend=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

browser=$(command -v chromium || true)
if [ -z "$browser" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "html.sh: chromium is missing; installing it (scripts/setup lists it)"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium; } \
    </dev/null >"$work/apt.log" 2>&1 || tail -5 "$work/apt.log"
  browser=$(command -v chromium || true)
fi
if [ -z "$browser" ]; then
  echo "SKIPPED: chromium is not installed and cannot be installed here (scripts/setup installs it)"
  exit 0
fi

passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() {
  echo "FAIL: $*"
  failed=$((failed + 1))
}
sqlite3() { command sqlite3 -cmd '.timeout 30000' "$@"; }

cd "$work"
mkdir -p programs
cp -r "$here/programs/loops" "$here/programs/arith" "$here/programs/errors" "$here/programs/checks" \
  "$here/programs/hard" programs/
# A submission that gets repaired, with HTML and script in the lines around
# the repair (so in its diff), in its folder's name (so in the diff's
# header) and in its id and folder (so in the tables).
evil='<i>&x'
mkdir -p "programs/odd/$evil" "programs/odd/<b>err"
cat >"programs/odd/$evil/prog.c" <<'EOF'
int nondet_int();
int main()
{
    int n = nondet_int();   /* </code></pre><script>document.title='pwned'</script> */
    if (n < 0 || n > 6) return 0;
    int s = 0;   // <img src=x onerror="document.title='pwned'"> & &amp; "q" 'q'
    for (int i = 1; i < n; i++)
        s += i;
    assert(s == n*(n+1)/2);
    return 0;
}
EOF
# and one that does not compile, its path in the compiler's error
printf 'int main() {\n  int x = 3\n  return x;\n}\n' >"programs/odd/<b>err/prog.c"
cat >jobs.jsonl <<'EOF'
{"id": "loops/sum_to_n", "files": ["programs/loops/sum_to_n/prog.c"]}
{"id": "arith/average", "files": ["programs/arith/average/prog.c"]}
{"id": "loops/fill_ok", "files": ["programs/loops/fill_ok/prog.c"]}
{"id": "arith/max3", "files": ["programs/arith/max3/prog.c"]}
{"id": "hard/missing_update", "files": ["programs/hard/missing_update/prog.c"]}
{"id": "errors/syntax", "files": ["programs/errors/syntax/prog.c"]}
{"id": "checks/violated", "files": ["programs/checks/violated/prog.c"], "command": "check"}
{"id": "checks/verified", "files": ["programs/checks/verified/prog.c"], "command": "check"}
{"id": "odd/<script>document.title='pwned'</script>", "folder": "odd <b>&amp;", "files": ["programs/odd/<i>&x/prog.c"]}
{"id": "odd/<b>err", "folder": "odd <b>&amp;", "files": ["programs/odd/<b>err/prog.c"]}
EOF
# wide limits: no status depends on the machine's load
"$amend" batch jobs.jsonl --db r.sqlite -j 1 --timeout 120 --memory 2000 --unwind 6 --engine mutation \
  >batch.out 2>batch.err
code=$?
[ $code = 0 ] && ok || bad "batch exit $code: $(tail -3 batch.err)"
njobs=$(sqlite3 r.sqlite 'SELECT count(*) FROM jobs')
[ "$njobs" = 10 ] && ok || bad "the batch recorded $njobs jobs, not 10"
nrep=$(sqlite3 r.sqlite "SELECT count(*) FROM jobs WHERE repairs > 0")
[ "$(sqlite3 r.sqlite "SELECT count(*) FROM jobs WHERE status = 'repaired'")" -ge 2 ] &&
  [ "$(sqlite3 r.sqlite "SELECT status FROM jobs WHERE id = 'odd/<b>err'")" = input_error ] && ok ||
  bad "the fixture's statuses: $(sqlite3 r.sqlite 'SELECT id, status FROM jobs' | tr '\n' ' ')"

"$amend" batch --report r.sqlite --format html >report.html 2>report.err
code=$?
[ $code = 0 ] && [ -s report.html ] && ok || bad "--format html exit $code: $(cat report.err)"

# ---- 1. self-contained, one script ----
# (every < from the database is escaped, so a tag here is the page's own;
# a link within the page, href="#...", is the only kind allowed)
n=$(grep -Eic '<[a-z][^>]*[ :](src|action|srcset)=|<[a-z][^>]*[ :]href="[^#]|url\(|@import|https?://' report.html)
[ "$n" = 0 ] && ok || bad "the page refers to something outside: $(grep -Eio '<[a-z][^>]*[ :](src|href|action|srcset)=.{0,30}|url\(.{0,30}|https?://.{0,30}' report.html | head -3)"
n=$(grep -o '<script' report.html | wc -l)
[ "$n" = 1 ] && ok || bad "the page holds $n script tags, not 1"
grep -q "Content-Security-Policy\" content=\"default-src 'none'" report.html && ok || bad "no Content-Security-Policy"

# dump URL_SUFFIX OUT: the DOM of report.html$URL_SUFFIX after its script
# ran, its console messages in OUT.log
dump() {
  local profile
  profile=$(mktemp -d)
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-quic --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --user-data-dir="$profile" \
    --enable-logging=stderr --v=0 --dump-dom "file://$work/report.html$1" >"$2" 2>"$2.log"
  local code=$?
  rm -rf "$profile"
  [ $code = 0 ] && grep -q '</html>' "$2" && ok || bad "chromium exit $code on report.html$1: $(grep -v dbus "$2.log" | tail -3)"
  grep -q '<body data-script="ok"' "$2" && ok || bad "the script did not finish on report.html$1"
  if grep -q 'CONSOLE' "$2.log"; then bad "console messages on report.html$1: $(grep CONSOLE "$2.log" | head -3)"; else ok; fi
}
# the DOM's text as written: its references back to characters
unescape() { sed "s/&lt;/</g; s/&gt;/>/g; s/&quot;/\"/g; s/&#39;/'/g; s/&nbsp;/ /g; s/&amp;/\\&/g"; }
# the job rows' opening tags, one a line
job_rows() { grep -o '<tr class="job[^>]*>' "$1"; }
# the first cell (the id) of each job row, in the DOM's order
job_ids() { grep -o '<tr class="job[^>]*><td>[^<]*' "$1" | sed 's/.*<td>//' | unescape; }

dump "" all.html

# ---- 2. the counts shown equal the database's ----
want=$(sqlite3 r.sqlite "SELECT status || ' ' || count(*) FROM jobs GROUP BY status ORDER BY status")
got=$(grep -o '<tr data-status="[^"]*"><td><span[^>]*>[^<]*</span></td><td>[^<]*</td><td class="n">[0-9]*' all.html |
  sed 's/<tr data-status="\([^"]*\)".*<td class="n">/\1 /' | sort)
[ "$got" = "$want" ] && ok || bad "status table: '$got', database: '$want'"
got=$(grep -o '<g class="bar" data-status="[^"]*">.*<text class="n"[^>]*>[0-9]*' all.html |
  sed 's/<g class="bar" data-status="\([^"]*\)".*>\([0-9]*\)$/\1 \2/' | sort)
[ "$got" = "$want" ] && ok || bad "status chart: '$got', database: '$want'"
n=$(job_rows all.html | wc -l)
[ "$n" = "$njobs" ] && ok || bad "$n job rows, $njobs jobs"
grep -q "<span id=\"njobs\">$njobs</span>" all.html && ok || bad "the header does not say $njobs jobs"
grep -q "<span id=\"shown\">$njobs of $njobs jobs shown</span>" all.html && ok || bad "not every job is shown"
# the summary per folder: the csv report's cells but time
"$amend" batch --report r.sqlite --format csv | tail -n +2 | cut -d, -f1-8 >want.csv
grep -o '<tr[^>]*><td>[^<]*</td><td class="n">[0-9]*</td>\(<td class="n" data-outcome="[a-z]*">[0-9]*</td>\)*' all.html |
  sed 's/<tr[^>]*><td>//; s/<\/td><td[^>]*>/,/g; s/<\/td>$//' | unescape >got.csv
cmp -s want.csv got.csv && ok || bad "summary per folder: $(diff want.csv got.csv | head -5)"
for o in repaired proven exhausted violated limit error; do
  want_o=$(sqlite3 r.sqlite "SELECT count(*) FROM jobs WHERE outcome = '$o'")
  got_o=$(grep -o "<tr class=\"total\">.*" all.html | grep -o "data-outcome=\"$o\">[0-9]*" | sed 's/.*>//')
  [ "$got_o" = "$want_o" ] && ok || bad "total $o: page $got_o, database $want_o"
done
sum=$(grep -o '<g class="bin" data-count="[0-9]*"' all.html | grep -o '[0-9]*' | awk '{ s += $1 } END { print s + 0 }')
[ "$sum" = "$njobs" ] && ok || bad "the histogram's bins hold $sum jobs, not $njobs"

# ---- 3. diffs and reasons ----
n=$(grep -c '<details><summary>first repair (size [0-9]*' all.html)
[ "$n" = "$nrep" ] && ok || bad "$n diffs shown, $nrep jobs with a repair"
n=$(grep -c '<span class="da">+' all.html)
m=$(grep -c '<span class="dd">-' all.html)
[ "$n" -ge "$nrep" ] && [ "$m" -ge "$nrep" ] && ok || bad "$n added and $m removed lines classed for $nrep diffs"
grep -q '<span class="reason">search exhausted: ' all.html && ok || bad "no reason for the exhausted job"
grep -q '<span class="reason">input error: programs/odd/&lt;b&gt;err/prog.c:[0-9]*:[0-9]*: error: ' all.html && ok ||
  bad "no reason for the syntax error: $(grep -o '<span class="reason">input error[^<]*' all.html)"

# ---- 4. filtering and sorting from the URL ----
dump "#status=repaired" repaired.html
nr=$(sqlite3 r.sqlite "SELECT count(*) FROM jobs WHERE status = 'repaired'")
n=$(job_rows repaired.html | grep -v hidden | grep -c 'data-status="repaired"')
h=$(job_rows repaired.html | grep -c 'hidden=""')
v=$(job_rows repaired.html | grep -vc 'hidden=""')
[ "$n" = "$nr" ] && [ "$v" = "$nr" ] && [ "$h" = $((njobs - nr)) ] && ok ||
  bad "#status=repaired: $v rows shown ($n repaired), $h hidden; the database has $nr repaired of $njobs"
job_rows repaired.html | grep 'hidden=""' | grep -q 'data-status="repaired"' && bad "a repaired row was hidden"
grep -q "<span id=\"shown\">$nr of $njobs jobs shown</span>" repaired.html && ok || bad "#status=repaired: wrong count shown"

dump "#status=exhausted,input_error&sort=-repairs" two.html
want=$(sqlite3 r.sqlite "SELECT id FROM jobs WHERE status IN ('exhausted', 'input_error') ORDER BY repairs DESC, folder, id")
got=$(grep -o '<tr class="job"[^>]*><td>[^<]*' two.html | grep -v hidden | sed 's/.*<td>//' | unescape)
[ "$got" = "$want" ] && ok || bad "#status=exhausted,input_error: rows '$got', database '$want'"
grep -q 'data-key="repairs" data-type="num" tabindex="0" aria-sort="descending"' two.html && ok ||
  bad "the repairs header is not marked descending"

dump "#sort=-repairs" sorted.html
want=$(sqlite3 r.sqlite "SELECT id FROM jobs ORDER BY repairs DESC, folder, id")
got=$(job_ids sorted.html)
[ "$got" = "$want" ] && ok || bad "#sort=-repairs: '$(echo $got)', database '$(echo $want)'"
[ "$(job_ids all.html)" = "$(sqlite3 r.sqlite 'SELECT id FROM jobs ORDER BY folder, id')" ] && ok ||
  bad "the unsorted page is not in folder and id order"

# ---- 5. the submissions' text stayed text ----
for f in all.html repaired.html; do
  n=$(grep -o '<script' "$f" | wc -l)
  m=$(grep -Eo '<(img|b|i)[ >]' "$f" | wc -l)
  [ "$n" = 1 ] && [ "$m" = 0 ] && ok || bad "$f: $n script and $m img/b/i elements"
  grep -q '<title>amend batch: r.sqlite</title>' "$f" && ok || bad "$f: the title changed"
done
grep -q "&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;document.title='pwned'&lt;/script&gt;" all.html && ok ||
  bad "the diff's hostile comment is not shown as text"
grep -q '&lt;img src=x onerror="document.title=.pwned."&gt;' all.html && ok || bad "the diff's img tag is not shown as text"
grep -q '&amp;amp; "q"' all.html && ok || bad "an &amp; in a diff was not shown as written"
grep -q '<span class="dh">--- a/programs/odd/&lt;i&gt;&amp;x/prog.c</span>' all.html && ok ||
  bad "the diff header's path is not shown as written"
grep -q "<td>odd/&lt;script&gt;document.title='pwned'&lt;/script&gt;</td><td>odd &lt;b&gt;&amp;amp;</td>" all.html && ok ||
  bad "the hostile id and folder are not shown as written"

# ---- 6. feedback: a link per level, each to a folded level of its own ----
# feedback.py DOM STATUS...: per repaired row, its links and where they
# point; prints what is wrong, a line each, and the first level-3 link
cat >feedback.py <<'PY'
import re, sys
from html.parser import HTMLParser

class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.rows, self.row, self.details, self.open, self.text = [], None, {}, None, {}
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "tr" and "job" in (a.get("class") or ""):
            self.row = {"status": a.get("data-status"), "links": []}
            self.rows.append(self.row)
        elif tag == "a" and self.row is not None and (a.get("href") or "").startswith("#"):
            self.row["links"].append(a["href"][1:])
        elif tag == "details" and (a.get("id") or "").startswith("fb-"):
            self.details[a["id"]] = {"level": a.get("data-level"), "open": "open" in a}
            self.open = a["id"]
            self.text[self.open] = ""
    def handle_endtag(self, tag):
        if tag == "tr":
            self.row = None
        elif tag == "details":
            self.open = None
    def handle_data(self, data):
        if self.open:
            self.text[self.open] += data

p = Page()
p.feed(open(sys.argv[1], encoding="utf-8").read())
opened = sys.argv[2] if len(sys.argv) > 2 else ""
first = ""
for r in p.rows:
    if r["status"] != "repaired":
        continue
    levels = [l.rsplit("-", 1)[1] for l in r["links"]]
    if not {"2", "3", "4"} <= set(levels):
        print("a repaired job links to levels %s, not 2, 3 and 4" % levels)
    for l in r["links"]:
        d = p.details.get(l)
        if not d:
            print("the link #%s points nowhere" % l)
        elif d["level"] != l.rsplit("-", 1)[1]:
            print("the link #%s points to level %s" % (l, d["level"]))
        elif d["open"] != (l == opened):
            print("#%s is %s" % (l, "open" if d["open"] else "folded"))
        if l.endswith("-3"):
            first = first or l
            if not re.search(r"Line \d+: ", p.text.get(l, "")) or "+++" in p.text.get(l, ""):
                print("#%s is no level 3: %r" % (l, p.text.get(l, "")[:80]))
print("FIRST " + first)
PY
python3 feedback.py all.html >fb.out
grep -v '^FIRST' fb.out | sed 's/^/feedback: /' | while read -r line; do echo "FAIL: $line"; done
grep -vq '^FIRST' fb.out && failed=$((failed + 1)) || ok
first=$(sed -n 's/^FIRST //p' fb.out)
[ -n "$first" ] && ok || bad "no repaired job links to level 3"
nlinked=$(job_rows all.html | wc -l)
n=$(grep -o '<tr class="job[^>]*data-status="repaired"' all.html | wc -l)
m=$(python3 - all.html <<'PY'
import re, sys
rows = re.findall(r'<tr class="job"[^>]*data-status="repaired".*?</tr>', open(sys.argv[1]).read(), re.S)
print(sum(1 for r in rows if 'href="#fb-' in r))
PY
)
[ "$n" = "$m" ] && [ "$n" -ge 2 ] && ok || bad "$m of $n repaired jobs link to their feedback"
if [ -n "$first" ]; then
  dump "#$first" opened.html
  python3 feedback.py opened.html "$first" >fb2.out
  grep -vq '^FIRST' fb2.out && bad "#$first: $(grep -v '^FIRST' fb2.out | head -3 | tr '\n' ' ')" || ok
  grep -q "<span id=\"shown\">$njobs of $njobs jobs shown</span>" opened.html && ok || bad "#$first changed the filter"
fi
# the spreadsheet: a row per job, level 3 where the page has one
"$amend" batch --report r.sqlite --format csv --per-job >jobs.csv
python3 - jobs.csv "$njobs" "$nr" <<'PY' && ok || bad "--per-job: $(cat csv.err)"
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
repaired = [r for r in rows if r["status"] == "repaired"]
bad = len(rows) != int(sys.argv[2]) or len(repaired) != int(sys.argv[3]) or \
    any(not r["level3"].startswith("Line") for r in repaired) or \
    any(r["level3"] for r in rows if r["command"] == "check")
if bad:
    open("csv.err", "w").write("%d rows, %d repaired: %r" % (len(rows), len(repaired), [r["level3"][:40] for r in rows]))
sys.exit(1 if bad else 0)
PY

echo "$passed passed, $failed failed"
[ $failed = 0 ]
