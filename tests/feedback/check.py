#!/usr/bin/env python3
"""check.py - what tests/feedback/run.sh asks of amend feedback's outputs.

  check.py levels FEEDBACK.json TEXT.txt
      the JSON of `amend feedback --json-out` against the text printed in the
      same run: each level's text is the text output's section, levels hold in
      order (a level is there only if the one before it is, but for level 1,
      which a run without a failing input lacks), and level 3 does not leak
      the repair: no token the repair brings (level 4's changes, each
      replacement against its original) appears in level 3 (see leaks()).
  check.py gradescope RESULTS.json [SCORE]
  check.py prairielearn RESULTS.json [SCORE]
      the file against the published field list of the autograder (Gradescope's
      "Autograder Specifications", PrairieLearn's "External Grading: Grading
      results"): every key known, of its type, enums within their values, and
      the score equal to SCORE when given.

Only the standard library.  Prints one line per problem; exits 1 if any.
"""
import json
import re
import sys

problems = []


def bad(msg):
    problems.append(msg)


# ---- level 3 must not leak the repair ----

TOKEN = re.compile(r'"(?:\\.|[^"\\])*"?|\'(?:\\.|[^\'\\])*\'?|[A-Za-z0-9_.]+|<<=|>>=|<=|>=|==|!=|&&|\|\||\+\+|--|'
                   r'[-+*/%&|^]=|<<|>>|->|\S')
OPERATOR = set('<>=!&|+-*/%^~?')


def tokens(s):
    return TOKEN.findall(s or '')


def unquote(lit):
    body = lit[1:-1] if len(lit) >= 2 else lit
    return body.encode('utf-8').decode('unicode_escape', 'replace') if '\\' in body else body


def student_lines(diff):
    """The old side of a unified diff: the student's lines it shows."""
    lines, left = [], 0
    for line in (diff or '').split('\n'):
        m = re.match(r'^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@', line)
        if m:
            left = 1
        elif left and line[:1] in (' ', '-') and not line.startswith('--- '):
            lines.append(line[1:])
    return lines


def leaks(level3, changes, diff=''):
    """Each token a replacement brings (in no original of the repair and on no
    line of the student's the diff shows, which level 3 may quote): in no code
    span of level 3 (`...`); an operator nowhere in it; a new number nowhere
    but as a line number; a new name of three letters or more nowhere as a
    word; a new string's text (two characters or more) nowhere; nor the whole
    replacement."""
    spans = re.findall(r'`([^`]*)`', level3)
    span_tokens = set(t for s in spans for t in tokens(s))
    span_words = set(w for s in spans for w in re.findall(r'[A-Za-z0-9_]+', s))
    prose = re.sub(r'\b[Ll]ines? \d+(?:(?:, \d+)* and \d+)?', ' ', level3)
    prose_tokens = set(tokens(prose))
    all_tokens = set(tokens(level3))
    found = []
    seen = set(t for c in changes for t in tokens(c.get('original', '')))
    seen |= set(t for line in student_lines(diff) for t in tokens(line))
    for c in changes:
        orig, repl = c.get('original', ''), c.get('replacement', '')
        old = seen
        whole = repl.strip()
        bounded = r'(?<![A-Za-z0-9_])%s(?![A-Za-z0-9_])' % re.escape(whole)
        if len(whole) >= 3 and whole not in orig and re.search(bounded, level3):
            found.append('the whole replacement %r' % whole)
        for t in set(tokens(repl)) - old:
            if t in span_tokens:
                found.append('%r in a code span' % t)
            elif all(ch in OPERATOR for ch in t) and t in all_tokens:
                found.append('the operator %r' % t)
            elif t[0].isdigit() and t in prose_tokens:
                found.append('the number %r' % t)
            elif (t[0].isalpha() or t[0] == '_') and len(t) >= 3 and re.search(r'\b%s\b' % re.escape(t), level3):
                found.append('the name %r' % t)
            elif t[0] == '"':
                text = unquote(t)
                old_text = ' '.join(unquote(x) for x in old if x[:1] in '"\'')
                if len(text.strip()) >= 2 and text.strip() not in old_text and text.strip() in level3:
                    found.append('the string %r' % text)
                for w in set(re.findall(r'[A-Za-z0-9_]+', text)) - set(re.findall(r'[A-Za-z0-9_]+', old_text)):
                    if w in span_words:
                        found.append('the word %r of a new string, in a code span' % w)
    return found


def sections(text):
    """The text output's levels: {k: text}, and what follows them."""
    out, k, cur, rest = {}, None, [], []
    for line in text.split('\n'):
        m = re.match(r'^Level ([1-4]): ', line)
        if m:
            if k:
                out[k] = '\n'.join(cur)
            k, cur = int(m.group(1)), []
        elif k:
            cur.append(line)
        else:
            rest.append(line)
    if k:
        out[k] = '\n'.join(cur)
    return out


def check_levels(json_path, text_path):
    with open(json_path, encoding='utf-8') as f:
        fb = json.loads(f.read())
    with open(text_path, encoding='utf-8', newline='') as f:
        text = f.read()
    if fb.get('type') != 'feedback':
        bad('%s: type is not feedback' % json_path)
    secs = sections(text)
    have = [k for k in range(1, 5) if 'level%d' % k in fb]
    if sorted(secs) != have:
        bad('levels in the text %s, in the JSON %s' % (sorted(secs), have))
    for k in have:
        body = fb['level%d' % k].get('text', '')
        if not secs.get(k, '').startswith(body.rstrip('\n')):
            bad('level %d: the JSON text is not the text output\'s section' % k)
    for k in range(3, 5):
        if k in have and k - 1 not in have:
            bad('level %d is there without level %d' % (k, k - 1))
    if 'level3' in fb:
        if 'level4' not in fb:
            bad('level 3 without level 4: nothing to check it against')
        else:
            for leak in leaks(fb['level3']['text'], fb['level4'].get('changes', []), fb['level4'].get('diff', '')):
                bad('level 3 leaks the repair: %s' % leak)
            if not fb['level4'].get('changes'):
                bad('level 4 has no changes')
    if fb.get('status') == 'repaired' and have[-1:] != [4]:
        bad('repaired, but level 4 is missing')
    if fb.get('status') != 'repaired' and ('level3' in fb or 'level4' in fb):
        bad('levels 3 and 4 without a repair')


# ---- autograder files ----

VISIBILITY = {'hidden', 'after_due_date', 'after_published', 'visible'}
FORMATS = {'text', 'html', 'simple_format', 'md', 'ansi'}
NUMBER = (int, float)


def is_num(v):
    return isinstance(v, NUMBER) and not isinstance(v, bool)


def fields(where, obj, spec):
    """spec: key -> (required, check) where check is a type, a set of values
    or a function returning an error string or None."""
    if not isinstance(obj, dict):
        bad('%s: not an object' % where)
        return
    for key in obj:
        if key not in spec:
            bad('%s: unknown key %r' % (where, key))
    for key, (required, check) in spec.items():
        if key not in obj:
            if required:
                bad('%s: %r is missing' % (where, key))
            continue
        v = obj[key]
        if isinstance(check, set):
            ok = v in check
        elif check is NUMBER:
            ok = is_num(v)
        elif isinstance(check, type) or isinstance(check, tuple):
            ok = isinstance(v, check) and not (check is int and isinstance(v, bool))
        else:
            err = check(v)
            ok = err is None
            if not ok:
                bad('%s.%s: %s' % (where, key, err))
                continue
        if not ok:
            bad('%s.%s: %r is not allowed' % (where, key, v))


def each(spec):
    """A check of a list whose items are objects of spec."""
    def check(v):
        if not isinstance(v, list):
            return 'not a list'
        for i, t in enumerate(v):
            fields('tests[%d]' % i, t, spec)
        return None
    return check


def check_gradescope(path, score):
    with open(path, encoding='utf-8') as f:
        r = json.load(f)
    test = {'score': (False, NUMBER), 'max_score': (False, NUMBER), 'status': (False, {'passed', 'failed'}),
            'name': (False, str), 'name_format': (False, FORMATS), 'number': (False, str),
            'output': (False, str), 'output_format': (False, FORMATS), 'tags': (False, list),
            'visibility': (False, VISIBILITY), 'extra_data': (False, dict)}
    leaderboard = lambda v: None if isinstance(v, list) else 'not a list'
    fields('results', r, {'score': (False, NUMBER), 'execution_time': (False, NUMBER), 'output': (False, str),
                          'output_format': (False, FORMATS), 'test_output_format': (False, FORMATS),
                          'test_name_format': (False, FORMATS), 'visibility': (False, VISIBILITY),
                          'stdout_visibility': (False, VISIBILITY), 'extra_data': (False, dict),
                          'tests': (False, each(test)), 'leaderboard': (False, leaderboard)})
    # a score at the top, or on every test
    if 'score' not in r and not all('score' in t for t in r.get('tests', []) or [{}]):
        bad('results: no top-level score and a test without one')
    if score is not None:
        got = r['score'] if 'score' in r else sum(t.get('score', 0) for t in r.get('tests', []))
        if abs(got - score) > 1e-9:
            bad('results: score %r, not %r' % (got, score))


def check_prairielearn(path, score):
    with open(path, encoding='utf-8') as f:
        raw = f.read()
    if len(raw.encode('utf-8')) > 1 << 20:
        bad('results: larger than 1 MB')
    r = json.loads(raw)
    images = lambda v: None if isinstance(v, list) and all(
        isinstance(i, str) or (isinstance(i, dict) and isinstance(i.get('url'), str)) for i in v) else 'bad images'
    test = {'name': (True, str), 'description': (False, str), 'points': (False, NUMBER),
            'max_points': (False, NUMBER), 'message': (False, str), 'output': (False, str), 'images': (False, images)}

    def unit(v):
        return None if is_num(v) and 0 <= v <= 1 else 'not a number in [0, 1]'
    errors = lambda v: None if isinstance(v, str) or (isinstance(v, list) and all(isinstance(e, str) for e in v)) \
        else 'not a string or a list of strings'
    gradable = r.get('gradable', True)
    fields('results', r, {'gradable': (False, bool), 'score': (gradable is not False, unit), 'message': (False, str),
                          'output': (False, str), 'images': (False, images), 'tests': (False, each(test)),
                          'format_errors': (False, errors)})
    if score is not None and (r.get('score') is None or abs(r['score'] - score) > 1e-9):
        bad('results: score %r, not %r' % (r.get('score'), score))


def main(argv):
    if len(argv) >= 4 and argv[1] == 'levels':
        check_levels(argv[2], argv[3])
    elif len(argv) >= 3 and argv[1] in ('gradescope', 'prairielearn'):
        score = float(argv[3]) if len(argv) > 3 else None
        (check_gradescope if argv[1] == 'gradescope' else check_prairielearn)(argv[2], score)
    else:
        print(__doc__.strip().split('\n\n')[1])
        return 2
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
