/* front_stdio.c - printf, fprintf and scanf with a literal format.
 *
 * The stdio model (models/libc/stdio.c) cannot read variadic arguments, and a
 * model that interpreted the format at run time would cost a loop per
 * format character.  A literal format is known here, so the call becomes
 * a chain of calls of the model's primitives, one per directive, each
 * taking the state the previous one returned:
 *
 *   scanf("%d,%d", &a, &b)
 *     -> __amend_scan_end(__amend_scan_int(__amend_scan_lit(
 *          __amend_scan_int(__amend_scan_begin(), &a, 0, 10, 0), ',', 0), &b, 0, 10, 0))
 *
 * The chain is one expression, so the call may sit anywhere an expression
 * may (`while (scanf(...) == 1)`).  A format that is not a literal, a
 * conversion the model lacks (%n, %l[, most flags) or an argument that
 * does not fit its conversion is refused by name.  Sloppy calls that glibc
 * runs deterministically are modelled as it runs them (models/libc/stdio_sloppy.c:
 * %f into a double, %lf into a float, %c into an int, %s into an int
 * array; "% d"; extra arguments, evaluated and ignored); a conversion
 * without its argument, a scanf argument that is a value and not an
 * address, and a printf number of the other kind than its conversion
 * are violations at the call (undefined behaviour: no run repeats them). */
#include <string.h>

#include "front/front_internal.h"

typedef struct chain {
  front_ctx *c;
  CXCursor call;
  ir_loc loc;
  ir_loc none;   /* loc of what the front end makes up */
  ir_expr *st;   /* the state so far */
  int next_arg;  /* the call's next argument */
  int nargs;
  int missing;   /* a conversion without its argument was checked */
  const ir_type *byval;  /* scanf: the directive's argument is a value, not an address */
  const char *name;  /* printf, scanf, ...: for messages */
} chain;

static ir_func *model(chain *ch, const char *name) {
  front_sym *s = front_sym_get(ch->c, name, 0);
  if (!s || !s->func) front_unsupported(ch->c, ch->call, "stdio model without '%s'", name);
  return s->func;
}

/* A value of the directive, not of the source: no text, so never a site
 * a repair could change (and the encoder keeps it a constant). */
static ir_expr *num(chain *ch, int64_t v) { return front_const(ch->c, ir_ty_int(ch->c->p, 32, 1), v, ch->none); }

static ir_expr *num64(chain *ch, uint64_t v) {
  return front_const(ch->c, ir_ty_int(ch->c->p, 64, 0), (int64_t)v, ch->none);
}

/* st = NAME(st, args...) with each argument converted to the parameter. */
static void step(chain *ch, const char *name, int n, ir_expr **args) {
  ir_func *f = model(ch, name);
  /* made up: no text, so the state between two directives is never a
   * site (a name for it would hide from the model that it is 0 and make
   * the reference's copy of the model differ in form from the program's);
   * the whole chain takes the call's place at the end */
  ir_expr *e = ir_expr_new(ch->c->p, IR_CALL, f->ret, ch->none);
  e->callee = f;
  e->nargs = f->nparams;
  e->args = ir_alloc(ch->c->p, sizeof *e->args * (size_t)(f->nparams + 1));
  int k = 0;
  if (ch->st) e->args[k++] = ch->st;
  for (int i = 0; i < n && k < f->nparams; i++, k++)
    e->args[k] = front_convert(ch->c, args[i], f->params[k]->type, 1, ch->call);
  ch->st = e;
}

/* The next argument of the call, lowered; NULL when there is none. */
static ir_expr *user_arg(chain *ch, CXCursor *at) {
  if (ch->next_arg >= ch->nargs) return NULL;
  *at = clang_Cursor_getArgument(ch->call, (unsigned)ch->next_arg++);
  ch->c->nondet_hint = NULL;
  return front_expr(ch->c, *at);
}

static ir_expr *decay(chain *ch, ir_expr *arr) {
  ir_expr *d = ir_expr_new(ch->c->p, IR_DECAY, ir_ty_ptr(ch->c->p, arr->type->elem), ch->none);
  d->a = arr;
  return d;
}

/* &arr, a pointer to an array, as a pointer to its first element: the
 * same address (scanf("%s", &name) is sloppy but reads alike). */
static ir_expr *first_elem(chain *ch, ir_expr *e) {
  const ir_type *t = e->type;
  if (t->kind != IR_TY_PTR || !t->elem || t->elem->kind != IR_TY_ARRAY || !t->elem->count) return e;
  ir_expr *arr = ir_expr_new(ch->c->p, IR_DEREF, t->elem, ch->none);
  arr->a = e;
  return decay(ch, arr);
}

/* A conversion without its argument: step through a function made here,
 * `int f(int st) { __CPROVER_assert(OK(st), msg); return st; }` with OK
 * the model's predicate, so that the violation names the directive.  It
 * lives in the model's file, so it is reported at the user's call. */
static void check_noarg(chain *ch, const char *ok_name, const char *msg) {
  ir_prog *p = ch->c->p;
  ir_func *ok = model(ch, ok_name);
  ir_type *it = ok->ret;
  char name[48];
  snprintf(name, sizeof name, "__amend_noarg_%d", p->nfuncs);
  ir_func *f = ir_add_func(p, name);
  f->ret = it;
  f->lib = 1;
  f->file = ok->file;
  f->loc = ok->loc;
  f->nparams = 1;
  f->params = ir_alloc(p, sizeof *f->params);
  f->params[0] = ir_add_var(p, "st", it, IR_PARAM, f);
  f->params[0]->loc = ok->loc;
  ir_expr *v[2];
  for (int i = 0; i < 2; i++) {
    v[i] = ir_expr_new(p, IR_VAR, it, ok->loc);
    v[i]->var = f->params[0];
  }
  ir_expr *call = ir_expr_new(p, IR_CALL, ok->ret, ok->loc);
  call->callee = ok;
  call->nargs = 1;
  call->args = ir_alloc(p, sizeof *call->args);
  call->args[0] = v[0];
  ir_stmt *as = ir_stmt_new(p, IR_S_ASSERT, ok->loc);
  as->e = call;
  as->msg = ir_strdup(p, msg);
  ir_stmt *ret = ir_stmt_new(p, IR_S_RETURN, ok->loc);
  ret->e = v[1];
  f->body = ir_stmt_new(p, IR_S_BLOCK, ok->loc);
  f->body->n = 2;
  f->body->body = ir_alloc(p, sizeof *f->body->body * 2);
  f->body->body[0] = as;
  f->body->body[1] = ret;
  ir_expr *e = ir_expr_new(p, IR_CALL, it, ch->none);
  e->callee = f;
  e->nargs = 1;
  e->args = ir_alloc(p, sizeof *e->args);
  e->args[0] = ch->st;
  ch->st = e;
  ch->missing = 1;
}

static void text(chain *ch, const char *s, size_t n) {
  if (!n) return;
  ir_expr *a[2] = {decay(ch, front_string_bytes(ch->c, ch->none, s, n)), num(ch, (int64_t)n)};
  step(ch, "__amend_print_text", 2, a);
}

static ir_expr *no_dest(chain *ch, int is_float, int bits);

/* A type in a message: "int", "double", "char". */
static const char *type_word(const ir_type *t) {
  if (t->name) return t->name;
  return t->kind == IR_TY_FLOAT ? (t->bits == 32 ? "float" : "double") : "integer";
}
static const char *article(const char *word) { return strchr("aeiou", word[0]) ? "an" : "a"; }

/* scanf("%d", x) for &x: the number goes wherever x's value points, which
 * no program means (undefined behaviour).  The directive runs without a
 * destination and the call then checks that the scan stopped before it,
 * as for a missing argument; the value is not evaluated. */
static int by_value(chain *ch, const ir_expr *e) {
  if (e->type->kind != IR_TY_INT && e->type->kind != IR_TY_FLOAT) return 0;
  while (e->kind == IR_CAST && e->implicit) e = e->a;  /* a float passed is promoted */
  ch->byval = e->type;
  return 1;
}

/* A pointer argument of scanf: its target must have the conversion's
 * size, or (wide set) be an integer of any other size, which the caller
 * handles (%c into an int).  *got: the target's bits. */
static ir_expr *dest(chain *ch, const char *conv, int bits, int wide, int *got) {
  CXCursor at;
  ir_expr *e = user_arg(ch, &at);
  if (by_value(ch, e)) return no_dest(ch, 0, bits);
  char last = conv[strlen(conv) - 1];
  if (last == 's' || last == ']') e = first_elem(ch, e);
  const ir_type *t = e->type;
  if (t->kind != IR_TY_PTR || !t->elem || t->elem->kind != IR_TY_INT || t->elem->is_bool ||
      (t->elem->bits != bits && !wide))
    front_unsupported(ch->c, at, "scanf argument for '%s' of another type than the conversion's", conv);
  *got = t->elem->bits;
  return e;
}

/* The same for a floating-point conversion: a float or a double (*got:
 * which, 32 or 64), whatever the conversion's size. */
static ir_expr *fdest(chain *ch, const char *conv, int *got) {
  CXCursor at;
  ir_expr *e = user_arg(ch, &at);
  if (by_value(ch, e)) return no_dest(ch, 1, strchr(conv, 'l') ? 64 : 32);
  const ir_type *t = e->type;
  if (t->kind != IR_TY_PTR || !t->elem || t->elem->kind != IR_TY_FLOAT)
    front_unsupported(ch->c, at, "scanf argument for '%s' that is not a pointer to float or double", conv);
  *got = t->elem->bits;
  return e;
}

typedef struct spec {
  char conv;      /* d i u x X o c s % f ... */
  int suppress;   /* '*' */
  int width;      /* 0: none */
  int prec;       /* printf %f: -1 when none */
  int left, zero; /* printf flags - and 0 */
  int lng;        /* l or ll */
  int lng2;       /* ll */
  uint64_t set[4];  /* scanf %[: the bytes it takes, a bit each */
  char text[16];  /* the directive as written, for messages */
} spec;

static int is_float_conv(char conv) { return conv && strchr("fFeEgGaA", conv); }

/* The highest printf precision of %f: 10^prec stays exact in a double and
 * the scaled fraction below 2^52 (models/libc/stdio.c, __amend_print_double). */
enum { MAX_FPREC = 15 };

/* scanf's %[ at f[i]: the set in sp->set, its length from f (0 when
 * the closing bracket is missing).  A leading ^ takes the bytes not
 * listed; a ] first is one of the set; a - between two bytes in order is
 * the range, first or last it is itself (as glibc reads them). */
static size_t parse_set(const char *f, size_t n, size_t i, spec *sp) {
  size_t k = i + 1;
  int neg = k < n && f[k] == '^';
  if (neg) k++;
  size_t first = k;
  for (; k < n && (f[k] != ']' || k == first); k++) {
    unsigned lo = (unsigned char)f[k], hi = lo;
    if (k + 2 < n && f[k + 1] == '-' && f[k + 2] != ']' && (unsigned char)f[k + 2] >= lo) {
      hi = (unsigned char)f[k + 2];
      k += 2;
    }
    for (unsigned b = lo; b <= hi; b++) sp->set[b >> 6] |= 1ull << (b & 63);
  }
  if (k >= n) return 0;
  if (neg)
    for (int w = 0; w < 4; w++) sp->set[w] = ~sp->set[w];
  sp->set[0] &= ~1ull;  /* a NUL is never taken */
  return k + 1;
}

/* Parse the directive at f (just after '%'); returns its length. */
static size_t parse_spec(chain *ch, const char *f, size_t n, int scan, spec *sp) {
  size_t i = 0;
  memset(sp, 0, sizeof *sp);
  for (; i < n; i++) {
    /* glibc's I flag (the locale's own digits: none in the C locale)
     * is how it reads MSVC's %I64d: I, a width of 64, %d */
    if (f[i] == 'I') continue;
    if (scan && f[i] == '*') sp->suppress = 1;
    else if (!scan && f[i] == '-') sp->left = 1;
    else if (!scan && f[i] == '0') sp->zero = 1;
    else break;
  }
  while (i < n && f[i] >= '0' && f[i] <= '9' && sp->width < 100000) sp->width = sp->width * 10 + (f[i++] - '0');
  sp->prec = -1;
  int bad = 0;
  if (!scan && i < n && f[i] == '.') {
    sp->prec = 0;
    for (i++; i < n && f[i] >= '0' && f[i] <= '9' && sp->prec < 100000; i++) sp->prec = sp->prec * 10 + (f[i] - '0');
  }
  /* scanf: a blank where the conversion goes ("% d") is the conversion,
   * one glibc does not know (__amend_scan_badconv) */
  bad = i < n && (f[i] == '.' || f[i] == '*' || f[i] == '+' || (f[i] == ' ' && !scan) || f[i] == '#');
  if (i + 1 < n && f[i] == 'l' && f[i + 1] == 'l') {
    sp->lng = sp->lng2 = 1;
    i += 2;
  } else if (i < n && f[i] == 'l') {
    sp->lng = 1;
    i++;
  } else if (i < n && strchr("hjztLq", f[i])) {
    bad = 1;
  }
  sp->conv = i < n ? f[i] : 0;
  size_t len = i < n ? i + 1 : i;
  if (scan && sp->conv == '[') {
    size_t l = parse_set(f, n, i, sp);
    bad |= !l;
    len = l ? l : n;
  }
  size_t tl = len < sizeof sp->text - 2 ? len : sizeof sp->text - 2;
  sp->text[0] = '%';
  memcpy(sp->text + 1, f, tl);
  sp->text[tl + 1] = 0;
  if (!bad && scan && sp->conv == ' ') return len;
  if (!bad && scan && sp->conv == '[' && !sp->lng) return len;
  if (!bad && is_float_conv(sp->conv)) {
    /* scanf: %f %e %g %E %F %G (l: double); printf: %f %F (l ignored) */
    if (sp->lng2 || (scan && (sp->conv == 'a' || sp->conv == 'A')) ||
        (!scan && sp->conv != 'f' && sp->conv != 'F'))
      front_unsupported(ch->c, ch->call, "%s conversion '%s' (floating point: %s)", scan ? "scanf" : "printf",
                        sp->text, scan ? "%f %e %g %E %F %G and %lf ... are read" : "only %f and %F are printed");
    if (sp->prec > MAX_FPREC)
      front_unsupported(ch->c, ch->call, "printf precision above %d in '%s'", MAX_FPREC, sp->text);
    return len;
  }
  if (bad || sp->prec >= 0 || !sp->conv || !strchr(scan ? "diuxXocs%" : "diuxXocs%", sp->conv) ||
      (sp->lng && strchr("cs%", sp->conv)) || (scan && sp->conv == 'c' && sp->width > 1) ||
      (sp->conv == '%' && (sp->width || sp->suppress)))
    front_unsupported(ch->c, ch->call, "%s directive '%s'", scan ? "scanf" : "printf", sp->text);
  return len;
}

static int base_of(char conv) { return conv == 'x' || conv == 'X' ? 16 : conv == 'o' ? 8 : conv == 'i' ? 0 : 10; }

/* A null pointer to an integer (or float) of bits: the destination of %*d. */
static ir_expr *no_dest(chain *ch, int is_float, int bits) {
  ir_type *t = is_float ? ir_ty_float(ch->c->p, bits) : ir_ty_int(ch->c->p, bits, 1);
  return front_const(ch->c, ir_ty_ptr(ch->c->p, t), 0, ch->none);
}

/* The scanf directive sp; 0 when it ends the scan for good (glibc reads
 * no further in the format). */
static int scan_directive(chain *ch, const spec *sp) {
  /* without its argument: run without a destination, then check */
  int none = !sp->suppress && ch->next_arg >= ch->nargs && sp->conv != '%' && sp->conv != ' ';
  int skip = sp->suppress || none, got = 0;
  ir_expr *d = NULL;
  switch (sp->conv) {
  case '%': {
    ir_expr *a[2] = {num(ch, '%'), num(ch, 1)};
    step(ch, "__amend_scan_lit", 2, a);
    return 1;
  }
  case ' ':
    step(ch, "__amend_scan_badconv", 0, NULL);
    return 0;
  case 'c':
  case 's': {
    static const char *const wide_c[] = {"__amend_scan_char_short", "__amend_scan_char_int",
                                         "__amend_scan_char_long"};
    const char *fn = sp->conv == 'c' ? "__amend_scan_char" : "__amend_scan_word";
    d = skip ? no_dest(ch, 0, 8) : dest(ch, sp->text, 8, 1, &got);
    /* glibc stores bytes whatever the target: %c its lowest, %s 4 to an int */
    if (got == 16 || got == 32 || got == 64) {
      if (sp->conv == 'c') fn = wide_c[got == 16 ? 0 : got == 32 ? 1 : 2];
      else if (got == 32) fn = "__amend_scan_word_int";
      else front_unsupported(ch->c, ch->call, "scanf argument for '%s' of another type than the conversion's", sp->text);
    }
    ir_expr *a[2] = {d, num(ch, sp->width)};
    step(ch, fn, sp->conv == 'c' ? 1 : 2, a);
    break;
  }
  case '[': {
    d = skip ? no_dest(ch, 0, 8) : dest(ch, sp->text, 8, 0, &got);
    ir_expr *a[6] = {d, num(ch, sp->width), num64(ch, sp->set[0]), num64(ch, sp->set[1]), num64(ch, sp->set[2]),
                     num64(ch, sp->set[3])};
    step(ch, "__amend_scan_set", 6, a);
    break;
  }
  case 'f':
  case 'F':
  case 'e':
  case 'E':
  case 'g':
  case 'G': {
    int bits = sp->lng ? 64 : 32;
    const char *fn = sp->lng ? "__amend_scan_double" : "__amend_scan_float";
    d = skip ? no_dest(ch, 1, bits) : fdest(ch, sp->text, &got);
    /* glibc stores the conversion's bytes: a float over a double's low
     * half, a double over a float and the 4 bytes after it */
    if (got && got != bits) fn = sp->lng ? "__amend_scan_double_wide" : "__amend_scan_float_low";
    ir_expr *a[2] = {d, num(ch, sp->width)};
    step(ch, fn, 2, a);
    break;
  }
  default: {
    int bits = sp->lng ? 64 : 32;
    d = skip ? no_dest(ch, 0, bits) : dest(ch, sp->text, bits, !sp->lng, &got);
    /* an int into a long long's low half, as glibc stores it; into a
     * char or a short its 4 bytes would pass the object's end */
    const char *fn = sp->lng ? "__amend_scan_long" : got == 64 ? "__amend_scan_int_low" : "__amend_scan_int";
    if (got && got != bits && got != 64)
      front_unsupported(ch->c, ch->call, "scanf argument for '%s' of another type than the conversion's", sp->text);
    ir_expr *a[4] = {d, num(ch, sp->width), num(ch, base_of(sp->conv)), num(ch, sp->conv != 'd' && sp->conv != 'i')};
    step(ch, fn, 4, a);
  }
  }
  if (none && !ch->missing) {
    char msg[64];
    snprintf(msg, sizeof msg, "%s conversion '%s' has no argument", ch->name, sp->text);
    check_noarg(ch, "__amend_scan_noarg_ok", msg);
  }
  if (ch->byval && !ch->missing) {
    char msg[160];
    snprintf(msg, sizeof msg, "undefined behaviour: %s conversion '%s' is given the value of %s %s, not an address",
             ch->name, sp->text, article(type_word(ch->byval)), type_word(ch->byval));
    check_noarg(ch, "__amend_scan_noarg_ok", msg);
  }
  ch->byval = NULL;
  return 1;
}

/* The size of the array behind a %s argument, when it is one. */
static int64_t array_size(const ir_expr *e) {
  while (e->kind == IR_CAST && e->implicit) e = e->a;
  if (e->kind == IR_DECAY && e->a->type->kind == IR_TY_ARRAY) return (int64_t)e->a->type->count;
  return 256;
}

/* printf("%.2f", n) with an int n, or "%d" with a double: the argument
 * travels in another register than the one printf reads (undefined
 * behaviour, and on x86-64 a number unrelated to n); a violation where
 * it runs, and nothing printed for it. */
static void print_mistyped(chain *ch, const char *text, char conv, const char *got) {
  const char *wants = is_float_conv(conv) ? "a double" : conv == 'c' ? "a character (an int)" : "an integer";
  char msg[160];
  snprintf(msg, sizeof msg, "undefined behaviour: %s conversion '%s' needs %s and is given %s %s", ch->name, text,
           wants, article(got), got);
  if (!ch->missing) check_noarg(ch, "__amend_print_noarg_ok", msg);
}

static void print_directive(chain *ch, const spec *sp) {
  CXCursor at;
  if (sp->conv == '%') {
    text(ch, "%", 1);
    return;
  }
  ir_expr *v = user_arg(ch, &at);
  if (!v) {
    /* it prints whatever lies where the argument would be: a violation,
     * checked at the first such conversion (the rest print nothing) */
    char msg[64];
    snprintf(msg, sizeof msg, "%s conversion '%s' has no argument", ch->name, sp->text);
    if (!ch->missing) check_noarg(ch, "__amend_print_noarg_ok", msg);
    return;
  }
  if (sp->conv == 's') {
    v = first_elem(ch, v);
    if (v->type->kind != IR_TY_PTR || !v->type->elem || v->type->elem->kind != IR_TY_INT || v->type->elem->bits != 8)
      front_unsupported(ch->c, at, "printf argument for '%s' that is not a string", sp->text);
    ir_expr *a[4] = {v, num(ch, sp->width), num(ch, sp->left), num(ch, array_size(v))};
    step(ch, "__amend_print_str", 4, a);
    return;
  }
  if (sp->conv == 'f' || sp->conv == 'F') {
    if (v->type->kind == IR_TY_INT) {
      print_mistyped(ch, sp->text, sp->conv, type_word(v->type));
      return;
    }
    if (v->type->kind != IR_TY_FLOAT)
      front_unsupported(ch->c, at, "printf argument for '%s' that is not a floating-point number", sp->text);
    ir_expr *a[6] = {v, num(ch, sp->prec < 0 ? 6 : sp->prec), num(ch, sp->width), num(ch, sp->left),
                     num(ch, sp->zero && !sp->left), num(ch, sp->conv == 'F')};
    step(ch, "__amend_print_double", 6, a);
    return;
  }
  if (v->type->kind == IR_TY_FLOAT) {
    print_mistyped(ch, sp->text, sp->conv, type_word(v->type));
    return;
  }
  if (v->type->kind != IR_TY_INT)
    front_unsupported(ch->c, at, "printf argument for '%s' that is not an integer", sp->text);
  if (sp->conv == 'c') {
    ir_expr *a[3] = {v, num(ch, sp->width), num(ch, sp->left)};
    step(ch, "__amend_print_char", 3, a);
    return;
  }
  int is_unsigned = sp->conv != 'd' && sp->conv != 'i';
  ir_expr *a[7] = {v, num(ch, is_unsigned), num(ch, sp->conv == 'i' ? 10 : base_of(sp->conv)),
                   num(ch, sp->conv == 'X'), num(ch, sp->width), num(ch, sp->left), num(ch, sp->zero && !sp->left)};
  step(ch, sp->lng ? "__amend_print_long" : "__amend_print_int", 7, a);
}

static int is_space(char x) { return x == ' ' || (x >= '\t' && x <= '\r'); }

/* The literal format argument, without the conversions around it; 0
 * when it is not a literal. */
static int literal_of(front_ctx *c, CXCursor a, CXCursor *lit) {
  for (;;) {
    enum CXCursorKind k = clang_getCursorKind(a);
    if (k == CXCursor_StringLiteral) {
      *lit = a;
      return 1;
    }
    CXCursor *kids;
    if ((k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr) || front_children(c, a, &kids) != 1) return 0;
    a = kids[0];
  }
}

static CXCursor format_literal(chain *ch, int index, const char *name) {
  CXCursor lit;
  if (!literal_of(ch->c, clang_Cursor_getArgument(ch->call, (unsigned)index), &lit))
    front_unsupported(ch->c, ch->call, "%s with a format that is not a string literal", name);
  return lit;
}

/* puts(s): s and a newline; its value is the count, as glibc's. */
static ir_expr *split_puts(front_ctx *c, CXCursor cur) {
  chain ch = {.c = c, .call = cur, .loc = front_loc(c, cur), .none = front_loc(c, cur),
              .nargs = clang_Cursor_getNumArguments(cur), .name = "puts"};
  ch.none.file = -1;
  if (ch.nargs != 1) return NULL;
  ch.st = num(&ch, 0);
  spec sp;
  memset(&sp, 0, sizeof sp);
  sp.conv = 's';
  strcpy(sp.text, "puts");
  print_directive(&ch, &sp);
  text(&ch, "\n", 1);
  ch.st->loc = ch.loc;
  ir_type *ct = front_type(c, clang_getCanonicalType(clang_getCursorType(cur)), cur);
  return front_ty_same(ct, ch.st->type) || ct->kind == IR_TY_VOID ? ch.st : front_convert(c, ch.st, ct, 1, cur);
}

/* Is the stream argument of fscanf the name stdin? */
static int names_stdin(front_ctx *c, CXCursor a) {
  for (;;) {
    enum CXCursorKind k = clang_getCursorKind(a);
    if (k == CXCursor_DeclRefExpr) {
      CXString sp = clang_getCursorSpelling(a);
      int yes = !strcmp(clang_getCString(sp), "stdin");
      clang_disposeString(sp);
      return yes;
    }
    CXCursor *kids;
    if ((k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr) || front_children(c, a, &kids) != 1) return 0;
    a = kids[0];
  }
}

ir_expr *front_stdio_call(front_ctx *c, CXCursor cur, const char *name) {
  int sscan = !strcmp(name, "sscanf"), fscan = !strcmp(name, "fscanf");
  int scan = sscan || fscan || !strcmp(name, "scanf");
  /* output that nothing compares stays unmodelled: the plain model calls */
  if (!c->outputs && !scan) return NULL;
  if (!strcmp(name, "puts")) {
    front_sym *ps = front_sym_get(c, name, 0);
    return ps && ps->func && ps->func->lib ? split_puts(c, cur) : NULL;
  }
  int fmt = !strcmp(name, "fprintf") || sscan || fscan ? 1 : 0;
  if (!scan && strcmp(name, "printf") && !fmt) return NULL;
  front_sym *fs = front_sym_get(c, name, 0);
  if (!fs || !fs->func || !fs->func->lib) return NULL;  /* the user's own printf */
  chain ch = {.c = c, .call = cur, .loc = front_loc(c, cur), .none = front_loc(c, cur), .next_arg = fmt + 1,
              .nargs = clang_Cursor_getNumArguments(cur), .name = name};
  ch.none.file = -1;
  if (ch.nargs <= fmt) front_unsupported(c, cur, "%s without a format", name);
  size_t n;
  const char *f = front_string_value(c, format_literal(&ch, fmt, name), &n);
  if (sscan) {
    CXCursor at = clang_Cursor_getArgument(cur, 0);
    c->nondet_hint = NULL;
    ir_expr *str = front_expr(c, at);
    if (str->type->kind != IR_TY_PTR || !str->type->elem || str->type->elem->kind != IR_TY_INT ||
        str->type->elem->bits != 8)
      front_unsupported(c, at, "sscanf from something that is not a string");
    step(&ch, "__amend_scan_sbegin", 1, &str);
  } else if (fscan) {
    if (!names_stdin(c, clang_Cursor_getArgument(cur, 0)))
      front_unsupported(c, cur, "fscanf from a stream other than stdin (files are not modelled)");
    step(&ch, "__amend_scan_begin", 0, NULL);
  } else if (scan) {
    step(&ch, "__amend_scan_begin", 0, NULL);
  } else if (fmt) {
    CXCursor at = clang_Cursor_getArgument(cur, 0);
    ir_expr *stream = front_expr(c, at);
    ch.st = NULL;
    step(&ch, "__amend_print_begin", 1, &stream);
  } else {
    ch.st = num(&ch, 0);
  }
  size_t i = 0, run = 0;
  while (i < n) {
    if (f[i] != '%') {
      if (scan && is_space(f[i])) {
        while (i < n && is_space(f[i])) i++;
        step(&ch, "__amend_scan_space", 0, NULL);
      } else if (scan) {
        ir_expr *a[2] = {num(&ch, (unsigned char)f[i]), num(&ch, 0)};
        step(&ch, "__amend_scan_lit", 2, a);
        i++;
      } else {
        for (run = i; i < n && f[i] != '%'; i++) {}
        text(&ch, f + run, i - run);
      }
      continue;
    }
    spec sp;
    i += 1 + parse_spec(&ch, f + i + 1, n - i - 1, scan, &sp);
    if (scan && !scan_directive(&ch, &sp)) break;
    if (!scan) print_directive(&ch, &sp);
  }
  if (scan) step(&ch, sscan ? "__amend_scan_send" : "__amend_scan_end", 0, NULL);
  else if (fmt) step(&ch, "__amend_print_end", 0, NULL);
  ch.st->loc = ch.loc;
  /* arguments past the format's: evaluated, as C has them, then ignored
   * (first: every argument is evaluated before the call) */
  for (int k = ch.nargs - 1; k >= ch.next_arg; k--) {
    c->nondet_hint = NULL;
    ir_expr *x = front_expr(c, clang_Cursor_getArgument(cur, (unsigned)k));
    ir_expr *e = ir_expr_new(c->p, IR_COMMA, ch.st->type, ch.loc);
    e->oploc = ch.none;
    e->a = x;
    e->b = ch.st;
    ch.st = e;
  }
  ir_type *ct = front_type(c, clang_getCanonicalType(clang_getCursorType(cur)), cur);
  return front_ty_same(ct, ch.st->type) || ct->kind == IR_TY_VOID ? ch.st : front_convert(c, ch.st, ct, 1, cur);
}

/* The arguments a printf directive at f (after its '%') takes: its '*'s
 * and its value; *len is its length.  -1 for a conversion glibc does not
 * know, or the end of the format. */
static int printf_args(const char *f, size_t n, size_t *len) {
  size_t j = 0;
  int k = 0;
  while (j < n && f[j] && strchr("-+ #0'", f[j])) j++;
  for (int part = 0; part < 2; part++) {  /* the width, then the precision */
    if (part && (j >= n || f[j] != '.')) break;
    if (part) j++;
    if (j < n && f[j] == '*') {
      k++;
      j++;
    }
    while (j < n && f[j] >= '0' && f[j] <= '9') j++;
  }
  while (j < n && f[j] && strchr("hlLqjzt", f[j])) j++;
  if (j >= n || !f[j]) return -1;
  *len = j + 1;
  if (f[j] == '%') return 0;
  return strchr("diouxXeEfFgGaAcspnCS", f[j]) ? k + 1 : -1;
}

/* A chain for a printf left whole: its checks only, from the state 0. */
static chain lone_call(front_ctx *c, CXCursor cur, int nargs, const char *name) {
  chain ch = {.c = c, .call = cur, .loc = front_loc(c, cur), .none = front_loc(c, cur), .next_arg = nargs,
              .nargs = nargs, .name = name};
  ch.none.file = -1;
  ch.st = num(&ch, 0);
  return ch;
}

ir_expr *front_stdio_noarg(front_ctx *c, CXCursor cur, const char *name) {
  int fmt = !strcmp(name, "fprintf");
  if (c->outputs || (!fmt && strcmp(name, "printf"))) return NULL;
  front_sym *fs = front_sym_get(c, name, 0);
  int nargs = clang_Cursor_getNumArguments(cur);
  CXCursor lit;
  if (!fs || !fs->func || !fs->func->lib || nargs <= fmt ||
      !literal_of(c, clang_Cursor_getArgument(cur, (unsigned)fmt), &lit))
    return NULL;
  size_t n, len = 0;
  const char *f = front_string_value(c, lit, &n);
  int need = fmt + 1;
  for (size_t i = 0; i < n; i++) {
    if (f[i] != '%') continue;
    int k = printf_args(f + i + 1, n - i - 1, &len);
    if (k < 0) return NULL;  /* not counted past it */
    if (need + k > nargs) {
      chain ch = lone_call(c, cur, nargs, name);
      char msg[64];
      snprintf(msg, sizeof msg, "%s conversion '%%%.*s' has no argument", name, (int)(len < 16 ? len : 16), f + i + 1);
      check_noarg(&ch, "__amend_print_noarg_ok", msg);
      return ch.st;
    }
    need += k;
    /* the value of a number conversion of another kind of number */
    char conv = f[i + len];
    if (k > 0 && conv != 's' && conv != 'p' && conv != 'n') {
      CXType t = clang_getCanonicalType(clang_getCursorType(clang_Cursor_getArgument(cur, (unsigned)(need - 1))));
      int is_fp = t.kind == CXType_Float || t.kind == CXType_Double || t.kind == CXType_LongDouble;
      int is_int = t.kind >= CXType_Bool && t.kind <= CXType_Int128;
      if (is_float_conv(conv) ? is_int : is_fp) {
        chain ch = lone_call(c, cur, nargs, name);
        char text[16];
        snprintf(text, sizeof text, "%%%.*s", (int)len, f + i + 1);
        CXString got = clang_getTypeSpelling(t);
        print_mistyped(&ch, text, conv, clang_getCString(got));
        clang_disposeString(got);
        return ch.st;
      }
    }
    i += len;
  }
  return NULL;
}
