/* runtime.c - native runtime for differential tests of `amend`.
 * See runtime.h for the contract.  Environment:
 *
 *   AMEND_REPLAY="v1 v2 ..."  values returned by the nondet functions, in
 *                             order (decimal, signed or unsigned; converted to
 *                             the function's type).  When the list runs out,
 *                             "REPLAY-EXHAUSTED" is printed once and the PRNG
 *                             takes over.
 *   AMEND_SEED=N              PRNG seed (default 1).
 *   AMEND_TRACE=1             print "NONDET <function> <value>" per value.
 *   AMEND_SEEDS=FIRST:LAST    fork-server mode: run main once per seed in a
 *                             child (stdout/stderr of the child discarded,
 *                             2 s CPU/wall limit by alarm), then print
 *                               FAIL <file>:<line> count=N first_seed=S
 *                               CRASH <signal> count=N first_seed=S
 *                               TIMEOUT count=N first_seed=S
 *                               SUMMARY runs=N pass=N assume=N abort=N fail=N crash=N timeout=N
 *                             on stdout and exit 0.
 *   AMEND_TIMEOUT=SECONDS     per-run limit in fork-server mode (default 2).
 *   AMEND_MAX_TIMEOUTS=N      fork-server mode: stop after N runs timed out
 *                             (default 0: never); SUMMARY then ends with
 *                             " stopped=1" and runs < LAST - FIRST + 1.  One
 *                             time-out is already the evidence a caller needs,
 *                             and each costs the full per-run limit.
 *
 * Exit status of a single run: 77 after a failed assertion / reach_error
 * (after "ASSERT-FAIL <file>:<line>" on stderr), 0 after a failed assumption
 * ("ASSUME-FAIL") or abort() ("ABORT"), else whatever main returns.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#define NOINST __attribute__((no_instrument_function))

/* ---- failure reporting -------------------------------------------------- */

enum { END_NONE = 0, END_ASSERT, END_REACH, END_ASSUME, END_ABORT };

struct shared_state {
  int end;               /* END_* */
  int line;              /* END_ASSERT */
  char file[256];        /* END_ASSERT */
  uintptr_t pc;          /* END_REACH: return address of the call */
};

static struct shared_state local_state;
static struct shared_state *st = &local_state;
static int server_child; /* running as a child of the fork server */

static NOINST const char *base_name(const char *p) {
  const char *s = strrchr(p, '/');
  return s ? s + 1 : p;
}

/* Resolve a return address to "file:line" with addr2line (binary must be
 * linked with -no-pie and -g).  Writes "?:0" when it cannot. */
static NOINST void resolve_pc(uintptr_t pc, char *out, size_t outlen) {
  char exe[4096], cmd[4200], buf[4096];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  snprintf(out, outlen, "?:0");
  if (n <= 0) return;
  exe[n] = 0;
  snprintf(cmd, sizeof cmd, "addr2line -e '%s' 0x%lx 2>/dev/null", exe,
           (unsigned long)(pc - 1));
  FILE *f = popen(cmd, "r");
  if (!f) return;
  if (fgets(buf, sizeof buf, f)) {
    char *nl = strpbrk(buf, " \n");
    if (nl) *nl = 0;
    char *colon = strrchr(buf, ':');
    if (colon && colon[1] >= '0' && colon[1] <= '9') {
      *colon = 0;
      snprintf(out, outlen, "%s:%d", base_name(buf), atoi(colon + 1));
    }
  }
  pclose(f);
}

NOINST void amend_rt_assert_fail(const char *file, int line) {
  st->end = END_ASSERT;
  st->line = line;
  snprintf(st->file, sizeof st->file, "%s", base_name(file));
  fprintf(stderr, "ASSERT-FAIL %s:%d\n", st->file, line);
  fflush(NULL);
  _exit(77);
}

/* glibc's assert() (when the program includes <assert.h> itself, which
 * re-defines the macro) calls __assert_fail: this definition interposes. */
NOINST void __assert_fail(const char *expr, const char *file, unsigned line,
                          const char *func) {
  (void)expr;
  (void)func;
  amend_rt_assert_fail(file, (int)line);
}

static NOINST void reach_fail(uintptr_t pc) {
  st->end = END_REACH;
  st->pc = pc;
  if (!server_child) {
    char loc[512];
    resolve_pc(pc, loc, sizeof loc);
    fprintf(stderr, "ASSERT-FAIL %s\n", loc);
  }
  fflush(NULL);
  _exit(77);
}

/* Used when the program only declares reach_error; a program's own
 * definition overrides it and is caught by __cyg_profile_func_enter. */
__attribute__((weak)) NOINST void reach_error(void) {
  reach_fail((uintptr_t)__builtin_return_address(0));
}
__attribute__((weak)) NOINST void __VERIFIER_error(void) {
  reach_fail((uintptr_t)__builtin_return_address(0));
}

NOINST void __cyg_profile_func_enter(void *fn, void *site) {
  if (fn == (void *)reach_error || fn == (void *)__VERIFIER_error)
    reach_fail((uintptr_t)site);
}
NOINST void __cyg_profile_func_exit(void *fn, void *site) {
  (void)fn;
  (void)site;
}

NOINST void __VERIFIER_assume(int cond) {
  if (!cond) {
    st->end = END_ASSUME;
    fprintf(stderr, "ASSUME-FAIL\n");
    fflush(NULL);
    _exit(0);
  }
}
NOINST void __CPROVER_assume(_Bool cond) { __VERIFIER_assume(cond); }

NOINST void amend_rt_abort(void) {
  st->end = END_ABORT;
  fprintf(stderr, "ABORT\n");
  fflush(NULL);
  _exit(0);
}

/* ---- nondeterministic values -------------------------------------------- */

static uint64_t rng_state = 1;
static int rng_ready;
static const char *replay;   /* remaining replay text, NULL when unused */
static int trace;

static NOINST uint64_t rng_next(void) { /* splitmix64 */
  uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

static NOINST void rng_init(void) {
  if (rng_ready) return;
  rng_ready = 1;
  const char *s = getenv("AMEND_SEED");
  uint64_t seed = s ? strtoull(s, NULL, 10) : 1;
  rng_state = seed * 0x2545F4914F6CDD1Dull + 0x1234567ull;
  rng_next();
  if (!replay) replay = getenv("AMEND_REPLAY");
  trace = getenv("AMEND_TRACE") != NULL;
}

/* A value for an integer of `bits` bits, as an int64 before truncation. */
static NOINST int64_t gen_value(int bits, int is_signed) {
  uint64_t r = rng_next() % 100;
  uint64_t mask = bits == 64 ? ~0ull : ((1ull << bits) - 1);
  int64_t max = is_signed ? (int64_t)(mask >> 1) : (int64_t)mask;
  int64_t min = is_signed ? -max - 1 : 0;
  if (r < 30) /* small */
    return (int64_t)(rng_next() % 21) - 10;
  if (r < 50) { /* boundaries */
    int64_t b[] = {0, 1, -1, 2, -2, min, max, min + 1, max - 1, 3, 7, 10};
    if (!is_signed) { b[5] = 0; b[6] = (int64_t)mask; b[7] = 1; b[8] = (int64_t)(mask - 1); }
    return b[rng_next() % (sizeof b / sizeof b[0])];
  }
  if (r < 62) /* byte-ish */
    return (int64_t)(rng_next() % 384) - 128;
  if (r < 72) { /* powers of two and neighbours */
    int k = (int)(rng_next() % (unsigned)bits);
    int64_t p = (int64_t)(1ull << k);
    int64_t v = p + (int64_t)(rng_next() % 3) - 1;
    return (rng_next() & 1) && is_signed ? -v : v;
  }
  if (r < 82)
    return (int64_t)(rng_next() % 2001) - 1000;
  return (int64_t)rng_next(); /* anything */
}

static NOINST int64_t next_value(const char *fname, int bits, int is_signed) {
  rng_init();
  int64_t v;
  int from_replay = 0;
  if (replay) {
    while (*replay == ' ' || *replay == ',' || *replay == '\t' || *replay == '\n') replay++;
    if (*replay) {
      char *end;
      if (*replay == '-') v = strtoll(replay, &end, 10);
      else v = (int64_t)strtoull(replay, &end, 10);
      if (end == replay) { /* garbage: skip one char */
        replay++;
        v = 0;
      }
      replay = end;
      from_replay = 1;
    } else {
      static int warned;
      if (!warned) fprintf(stderr, "REPLAY-EXHAUSTED\n");
      warned = 1;
    }
  }
  if (!from_replay) v = gen_value(bits == 1 ? 8 : bits, is_signed);
  /* convert to the type */
  if (bits == 1) v = v != 0;
  else if (bits < 64) {
    uint64_t m = (1ull << bits) - 1;
    uint64_t u = (uint64_t)v & m;
    if (is_signed && (u >> (bits - 1))) u |= ~m;
    v = (int64_t)u;
  }
  if (trace) {
    if (is_signed) fprintf(stderr, "NONDET %s %lld\n", fname, (long long)v);
    else fprintf(stderr, "NONDET %s %llu\n", fname, (unsigned long long)(uint64_t)v);
  }
  return v;
}

/* A double for nondet_double/nondet_float: from the replay text (strtod:
 * numbers, nan, inf), else small integers, halves, boundaries, specials. */
static NOINST double next_double(const char *fname) {
  rng_init();
  if (replay) {
    while (*replay == ' ' || *replay == ',' || *replay == '\t' || *replay == '\n') replay++;
    if (*replay) {
      char *end;
      double d = strtod(replay, &end);
      if (end == replay) end = (char *)replay + 1, d = 0;
      replay = end;
      if (trace) fprintf(stderr, "NONDET %s %.17g\n", fname, d);
      return d;
    }
  }
  uint64_t r = rng_next() % 100;
  double d;
  if (r < 40) d = (double)((int64_t)(rng_next() % 401) - 200) / 2;
  else if (r < 55) {
    static const double b[] = {0.0, -0.0, 1.0, -1.0, 0.1, 0.5, 1e300, -1e300, 1e-310, 3.4028234663852886e38,
                               1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0, 100.0, 89.5, 90.0};
    d = b[rng_next() % (sizeof b / sizeof b[0])];
  } else if (r < 80) d = (double)((int64_t)(rng_next() % 200001) - 100000) / 1000;
  else {
    uint64_t u = rng_next();
    memcpy(&d, &u, sizeof d);
  }
  if (trace) fprintf(stderr, "NONDET %s %.17g\n", fname, d);
  return d;
}

NOINST double nondet_double(void) { return next_double("nondet_double"); }
NOINST float nondet_float(void) { return (float)next_double("nondet_float"); }
NOINST double __VERIFIER_nondet_double(void) { return next_double("__VERIFIER_nondet_double"); }
NOINST float __VERIFIER_nondet_float(void) { return (float)next_double("__VERIFIER_nondet_float"); }

#define NONDET(name, type, bits, sgn) \
  NOINST type name(void) { return (type)next_value(#name, bits, sgn); }

NONDET(nondet_int, int, 32, 1)
NONDET(nondet_uint, unsigned int, 32, 0)
NONDET(nondet_unsigned, unsigned int, 32, 0)
NONDET(nondet_char, char, 8, 1)
NONDET(nondet_schar, signed char, 8, 1)
NONDET(nondet_uchar, unsigned char, 8, 0)
NONDET(nondet_short, short, 16, 1)
NONDET(nondet_ushort, unsigned short, 16, 0)
NONDET(nondet_long, long, 64, 1)
NONDET(nondet_ulong, unsigned long, 64, 0)
NONDET(nondet_longlong, long long, 64, 1)
NONDET(nondet_ulonglong, unsigned long long, 64, 0)
NONDET(nondet_bool, _Bool, 1, 0)
NONDET(nondet__Bool, _Bool, 1, 0)
NONDET(__VERIFIER_nondet_int, int, 32, 1)
NONDET(__VERIFIER_nondet_uint, unsigned int, 32, 0)
NONDET(__VERIFIER_nondet_unsigned, unsigned int, 32, 0)
NONDET(__VERIFIER_nondet_char, char, 8, 1)
NONDET(__VERIFIER_nondet_schar, signed char, 8, 1)
NONDET(__VERIFIER_nondet_uchar, unsigned char, 8, 0)
NONDET(__VERIFIER_nondet_short, short, 16, 1)
NONDET(__VERIFIER_nondet_ushort, unsigned short, 16, 0)
NONDET(__VERIFIER_nondet_long, long, 64, 1)
NONDET(__VERIFIER_nondet_ulong, unsigned long, 64, 0)
NONDET(__VERIFIER_nondet_longlong, long long, 64, 1)
NONDET(__VERIFIER_nondet_ulonglong, unsigned long long, 64, 0)
NONDET(__VERIFIER_nondet_bool, _Bool, 1, 0)
NONDET(__VERIFIER_nondet__Bool, _Bool, 1, 0)

/* ---- amend's bit casts -------------------------------------------------- */

NOINST unsigned long __amend_double_bits(double x) {
  unsigned long u;
  memcpy(&u, &x, sizeof u);
  return u;
}
NOINST double __amend_bits_double(unsigned long u) {
  double x;
  memcpy(&x, &u, sizeof x);
  return x;
}
NOINST unsigned __amend_float_bits(float x) {
  unsigned u;
  memcpy(&u, &x, sizeof u);
  return u;
}
NOINST float __amend_bits_float(unsigned u) {
  float x;
  memcpy(&x, &u, sizeof x);
  return x;
}

/* ---- fork server ------------------------------------------------------- */

static NOINST int open_devnull(void) {
  int fd = open("/dev/null", O_RDWR);
  if (fd >= 0) {
    dup2(fd, 1);
    dup2(fd, 2);
    if (fd > 2) close(fd);
  }
  return fd;
}

#define MAXLOC 64
struct tally {
  char what[300];
  long count;
  long first_seed;
};

static NOINST void tally_add(struct tally *t, int *n, const char *what, long seed) {
  for (int i = 0; i < *n; i++)
    if (strcmp(t[i].what, what) == 0) {
      t[i].count++;
      return;
    }
  if (*n >= MAXLOC) return;
  snprintf(t[*n].what, sizeof t[*n].what, "%s", what);
  t[*n].count = 1;
  t[*n].first_seed = seed;
  (*n)++;
}

__attribute__((constructor)) static NOINST void amend_rt_server(void) {
  const char *spec = getenv("AMEND_SEEDS");
  if (!spec) return;
  long first = 1, last = 1;
  if (sscanf(spec, "%ld:%ld", &first, &last) < 1) return;
  if (!strchr(spec, ':')) last = first;
  const char *to = getenv("AMEND_TIMEOUT");
  unsigned timeout = to ? (unsigned)atoi(to) : 2;
  if (timeout == 0) timeout = 2;
  const char *mt = getenv("AMEND_MAX_TIMEOUTS");
  long max_timeouts = mt ? atol(mt) : 0;
  int stopped = 0;
  struct shared_state *sh = mmap(NULL, sizeof *sh, PROT_READ | PROT_WRITE,
                                 MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (sh == MAP_FAILED) {
    perror("mmap");
    exit(2);
  }
  static struct tally fails[MAXLOC], crashes[MAXLOC], timeouts[1];
  int nfails = 0, ncrashes = 0, ntimeouts = 0;
  long runs = 0, pass = 0, assume = 0, aborted = 0, nfail = 0, ncrash = 0, ntimeout = 0;
  /* pc -> location cache */
  static uintptr_t pcs[MAXLOC];
  static char pclocs[MAXLOC][300];
  int npcs = 0;
  fflush(NULL);
  for (long seed = first; seed <= last; seed++) {
    memset(sh, 0, sizeof *sh);
    pid_t pid = fork();
    if (pid < 0) {
      perror("fork");
      exit(2);
    }
    if (pid == 0) {
      char buf[32];
      snprintf(buf, sizeof buf, "%ld", seed);
      setenv("AMEND_SEED", buf, 1);
      unsetenv("AMEND_SEEDS");
      st = sh;
      server_child = 1;
      int fd = open_devnull();
      (void)fd;
      alarm(timeout);
      return; /* on to main */
    }
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
    runs++;
    if (WIFSIGNALED(status)) {
      int sig = WTERMSIG(status);
      if (sig == SIGALRM) {
        ntimeout++;
        tally_add(timeouts, &ntimeouts, "TIMEOUT", seed);
        if (max_timeouts > 0 && ntimeout >= max_timeouts && seed < last) {
          stopped = 1;
          break;
        }
      } else {
        ncrash++;
        char what[64];
        snprintf(what, sizeof what, "CRASH SIG%s", sigabbrev_np(sig) ? sigabbrev_np(sig) : "?");
        tally_add(crashes, &ncrashes, what, seed);
      }
      continue;
    }
    int code = WEXITSTATUS(status);
    if (code == 77 && (sh->end == END_ASSERT || sh->end == END_REACH)) {
      char what[300];
      nfail++;
      if (sh->end == END_ASSERT) {
        snprintf(what, sizeof what, "FAIL %s:%d", sh->file, sh->line);
      } else {
        int i;
        for (i = 0; i < npcs; i++)
          if (pcs[i] == sh->pc) break;
        if (i == npcs && npcs < MAXLOC) {
          pcs[npcs] = sh->pc;
          resolve_pc(sh->pc, pclocs[npcs], sizeof pclocs[npcs]);
          npcs++;
        }
        snprintf(what, sizeof what, "FAIL %s", i < MAXLOC ? pclocs[i] : "?:0");
      }
      tally_add(fails, &nfails, what, seed);
    } else if (sh->end == END_ASSUME) {
      assume++;
    } else if (sh->end == END_ABORT) {
      aborted++;
    } else {
      pass++;
    }
  }
  for (int i = 0; i < nfails; i++)
    printf("%s count=%ld first_seed=%ld\n", fails[i].what, fails[i].count, fails[i].first_seed);
  for (int i = 0; i < ncrashes; i++)
    printf("%s count=%ld first_seed=%ld\n", crashes[i].what, crashes[i].count, crashes[i].first_seed);
  for (int i = 0; i < ntimeouts; i++)
    printf("%s count=%ld first_seed=%ld\n", timeouts[i].what, timeouts[i].count, timeouts[i].first_seed);
  printf("SUMMARY runs=%ld pass=%ld assume=%ld abort=%ld fail=%ld crash=%ld timeout=%ld%s\n",
         runs, pass, assume, aborted, nfail, ncrash, ntimeout, stopped ? " stopped=1" : "");
  fflush(stdout);
  _exit(0);
}
