/* hstree.c - the HS-DAG, one level at a time.
 *
 * A level is first labelled node by node (close, reuse, ask), then
 * expanded into the next one.  Keeping the two phases apart means pruning,
 * which can only happen while labelling, never meets a half-built level:
 * the nodes it drops are all at the current depth or above, and the
 * next level's merge table is only used while expanding.
 *
 * Sets are bitsets of `words` 64-bit words.  Conflicts and path sets live
 * in flat arrays indexed by conflict or node number, because the arrays
 * move when they grow.  Dropped nodes are only flagged dead; everything is
 * freed at the end. */
#include "repair/templates/hstree.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "util/arena.h"

enum { L_OPEN = -1, L_DIAG = -2, L_CLOSED = -3 };

typedef struct edge {
  int comp, child;
} edge;

typedef struct node {
  int depth;             /* |H| */
  int label;             /* a conflict index, or L_* */
  int refs;              /* incoming edges (the root counts one): 0 = unreachable */
  int dead;
  int nkids, capkids;
  edge *kids;
} node;

typedef struct hs {
  int ncomp, words;
  const hs_oracle *o;
  hs_diag_fn fn;
  void *fctx;
  hs_stats *st;
  int nnodes, capnodes;
  node *nodes;
  uint64_t *hbits;       /* node i's path set at hbits + i * words */
  int nconf, capconf;
  uint64_t *cbits;       /* conflict k at cbits + k * words */
  int *csize, *cdead;    /* members; replaced by a smaller conflict */
  int ndiag, capdiag;
  uint64_t *dbits;       /* reported diagnoses */
  int *path, *out;       /* oracle buffers, ncomp + 1 ints */
  uint64_t *tmp;         /* one scratch set */
  int *tab, tabcap, tabn; /* next level: open-addressing set of node ids */
  int *stack, nstack, capstack;
} hs;

/* ---- bitsets ---- */

static int has(const uint64_t *s, int i) { return (int)(s[i >> 6] >> (i & 63)) & 1; }
static void put(uint64_t *s, int i) { s[i >> 6] |= (uint64_t)1 << (i & 63); }

static int subset(const uint64_t *a, const uint64_t *b, int w) {
  for (int i = 0; i < w; i++)
    if (a[i] & ~b[i]) return 0;
  return 1;
}

static int disjoint(const uint64_t *a, const uint64_t *b, int w) {
  for (int i = 0; i < w; i++)
    if (a[i] & b[i]) return 0;
  return 1;
}

static unsigned hash_set(const uint64_t *s, int w) {
  uint64_t x = 0x9e3779b97f4a7c15u;
  for (int i = 0; i < w; i++) {
    x ^= s[i];
    x *= 0xff51afd7ed558ccdu;
    x ^= x >> 33;
  }
  return (unsigned)x;
}

/* Writes the members of s ascending into out; returns how many. */
static int members(const hs *h, const uint64_t *s, int *out) {
  int n = 0;
  for (int i = 0; i < h->ncomp; i++)
    if (has(s, i)) out[n++] = i;
  return n;
}

/* Makes room for set number n in a flat bitset array of capacity *cap. */
static uint64_t *grow_sets(uint64_t *a, int n, int *cap, int w) {
  if (n < *cap) return a;
  *cap = *cap ? 2 * *cap : 64;
  return xrealloc(a, sizeof *a * (size_t)*cap * (size_t)w);
}

static uint64_t *hset(const hs *h, int id) { return h->hbits + (size_t)id * (size_t)h->words; }
static uint64_t *cset(const hs *h, int k) { return h->cbits + (size_t)k * (size_t)h->words; }
static uint64_t *dset(const hs *h, int d) { return h->dbits + (size_t)d * (size_t)h->words; }

/* ---- nodes ---- */

static int new_node(hs *h, const uint64_t *set, int depth) {
  if (h->nnodes == h->capnodes) {
    int cap = h->capnodes;
    h->hbits = grow_sets(h->hbits, h->nnodes, &cap, h->words);
    h->capnodes = cap;
    h->nodes = xrealloc(h->nodes, sizeof *h->nodes * (size_t)cap);
  }
  int id = h->nnodes++;
  h->nodes[id] = (node){.depth = depth, .label = L_OPEN};
  memcpy(hset(h, id), set, sizeof(uint64_t) * (size_t)h->words);
  h->st->nodes++;
  return id;
}

static void add_edge(hs *h, int parent, int comp, int child) {
  node *p = &h->nodes[parent];
  VEC_PUSH(p->kids, p->nkids, p->capkids, ((edge){comp, child}));
  h->nodes[child].refs++;
}

/* One incoming edge of id is gone; when it was the last, id and whatever
 * only it reached are dropped.  Iterative: paths can be long. */
static void unlink_node(hs *h, int id) {
  h->nstack = 0;
  VEC_PUSH(h->stack, h->nstack, h->capstack, id);
  while (h->nstack > 0) {
    node *n = &h->nodes[h->stack[--h->nstack]];
    if (--n->refs > 0) continue;
    n->dead = 1;
    for (int i = 0; i < n->nkids; i++) VEC_PUSH(h->stack, h->nstack, h->capstack, n->kids[i].child);
    n->nkids = 0;
  }
}

/* ---- the merge table of the level being built ---- */

static void tab_reset(hs *h, int want) {
  int cap = 16;
  while (cap < 2 * want) cap *= 2;
  if (cap > h->tabcap) {
    free(h->tab);
    h->tab = xmalloc(sizeof *h->tab * (size_t)cap);
    h->tabcap = cap;
  }
  memset(h->tab, 0xff, sizeof *h->tab * (size_t)h->tabcap);
  h->tabn = 0;
}

/* The slot of set s: holding its node, or empty (-1). */
static int tab_slot(const hs *h, const uint64_t *s) {
  unsigned mask = (unsigned)h->tabcap - 1, i = hash_set(s, h->words) & mask;
  while (h->tab[i] >= 0 && memcmp(hset(h, h->tab[i]), s, sizeof *s * (size_t)h->words) != 0)
    i = (i + 1) & mask;
  return (int)i;
}

static void tab_add(hs *h, int id) {
  if (2 * (h->tabn + 1) > h->tabcap) {
    int *old = h->tab, oldcap = h->tabcap, n = h->tabn;
    h->tab = NULL;
    h->tabcap = 0;
    tab_reset(h, 2 * n + 2);
    for (int i = 0; i < oldcap; i++)
      if (old[i] >= 0) h->tab[tab_slot(h, hset(h, old[i]))] = old[i];
    h->tabn = n;
    free(old);
  }
  h->tab[tab_slot(h, hset(h, id))] = id;
  h->tabn++;
}

/* The child of parent along comp: the node of H(parent) + comp at the next
 * level, made if it is new (merge rule).  Returns its id if new, else -1. */
static int expand_edge(hs *h, int parent, int comp) {
  uint64_t *s = h->tmp;
  memcpy(s, hset(h, parent), sizeof *s * (size_t)h->words);
  put(s, comp);
  int slot = tab_slot(h, s);
  if (h->tab[slot] >= 0) {
    add_edge(h, parent, comp, h->tab[slot]);
    h->st->merged++;
    return -1;
  }
  int id = new_node(h, s, h->nodes[parent].depth + 1);
  tab_add(h, id);
  add_edge(h, parent, comp, id);
  return id;
}

/* ---- labelling ---- */

static int contains_diag(const hs *h, const uint64_t *s) {
  for (int d = 0; d < h->ndiag; d++)
    if (subset(dset(h, d), s, h->words)) return 1;
  return 0;
}

/* A proper subset of conflict `k` was found in `c`: every live node
 * labelled k takes c instead and loses the edges for members of k not in
 * c.  Those branches only hit the over-approximated part. */
static void prune(hs *h, int k, int c) {
  h->cdead[k] = 1;
  const uint64_t *cs = cset(h, c);
  for (int id = 0; id < h->nnodes; id++) {
    node *m = &h->nodes[id];
    if (m->dead || m->label != k) continue;
    m->label = c;
    h->st->pruned++;
    int keep = 0;
    for (int i = 0; i < m->nkids; i++) {
      edge e = m->kids[i];
      if (has(cs, e.comp))
        m->kids[keep++] = e;
      else
        unlink_node(h, e.child);   /* never m itself: edges go one level down */
    }
    m->nkids = keep;
  }
}

/* Stores the oracle's answer out[0..n) for node id as a new conflict and
 * prunes with it.  Returns -1 if the answer breaks the contract. */
static int learn(hs *h, int id, int n) {
  if (h->nconf == h->capconf) {
    int cap = h->capconf;
    h->cbits = grow_sets(h->cbits, h->nconf, &cap, h->words);
    h->capconf = cap;
    h->csize = xrealloc(h->csize, sizeof *h->csize * (size_t)cap);
    h->cdead = xrealloc(h->cdead, sizeof *h->cdead * (size_t)cap);
  }
  int c = h->nconf;
  uint64_t *cs = cset(h, c);
  const uint64_t *hs_ = hset(h, id);
  memset(cs, 0, sizeof *cs * (size_t)h->words);
  int size = 0;
  for (int i = 0; i < n; i++) {
    int x = h->out[i];
    if (x < 0 || x >= h->ncomp || has(hs_, x)) return -1;
    if (!has(cs, x)) size++;
    put(cs, x);
  }
  h->nconf++;
  h->csize[c] = size;
  h->cdead[c] = 0;
  h->nodes[id].label = c;
  /* No live conflict is a subset of c: one would have been reused for
   * this node.  So only the other direction needs pruning. */
  for (int k = 0; k < c; k++)
    if (!h->cdead[k] && h->csize[k] > size && subset(cs, cset(h, k), h->words)) prune(h, k, c);
  return 0;
}

/* Reports node id's path as a diagnosis unless it contains one already
 * reported (never true after the closing rule; kept so that a bug cannot
 * surface as a non-minimal answer).  Returns -1 if the callback stops. */
static int report(hs *h, int id) {
  const uint64_t *s = hset(h, id);
  if (contains_diag(h, s)) {
    h->nodes[id].label = L_CLOSED;
    h->st->closed++;
    return 0;
  }
  h->nodes[id].label = L_DIAG;
  if (h->ndiag == h->capdiag) h->dbits = grow_sets(h->dbits, h->ndiag, &h->capdiag, h->words);
  memcpy(dset(h, h->ndiag++), s, sizeof *s * (size_t)h->words);
  h->st->diagnoses++;
  int n = members(h, s, h->path);
  return h->fn && h->fn(h->fctx, h->path, n) ? -1 : 0;
}

/* Close, reuse or ask, in that order.  Returns -1 to abort the run. */
static int label(hs *h, int id) {
  const uint64_t *s = hset(h, id);
  if (contains_diag(h, s)) {
    h->nodes[id].label = L_CLOSED;
    h->st->closed++;
    return 0;
  }
  /* the smallest disjoint conflict: fewer children */
  int best = -1;
  for (int k = 0; k < h->nconf; k++)
    if (!h->cdead[k] && disjoint(cset(h, k), s, h->words) &&
        (best < 0 || h->csize[k] < h->csize[best]))
      best = k;
  if (best >= 0) {
    h->nodes[id].label = best;
    h->st->reused++;
    return 0;
  }
  int npath = members(h, s, h->path);
  h->st->oracle_calls++;
  int r = h->o->conflict(h->o->ctx, h->path, npath, h->out);
  if (r < 0 || r > h->ncomp) return -1;
  if (r == 0) return report(h, id);
  return learn(h, id, r);
}

/* ---- the run ---- */

static void hs_free(hs *h) {
  for (int i = 0; i < h->nnodes; i++) free(h->nodes[i].kids);
  free(h->nodes);
  free(h->hbits);
  free(h->cbits);
  free(h->csize);
  free(h->cdead);
  free(h->dbits);
  free(h->path);
  free(h->out);
  free(h->tmp);
  free(h->tab);
  free(h->stack);
}

int hs_run(int ncomp, int max_size, const hs_oracle *o, hs_diag_fn fn, void *fctx, hs_stats *st) {
  hs_stats local;
  if (!st) st = &local;
  memset(st, 0, sizeof *st);
  if (ncomp < 0 || max_size < 0 || !o || !o->conflict) return -1;

  hs h = {0};
  h.ncomp = ncomp;
  h.words = ncomp / 64 + 1;
  h.o = o;
  h.fn = fn;
  h.fctx = fctx;
  h.st = st;
  h.path = xmalloc(sizeof *h.path * ((size_t)ncomp + 1));
  h.out = xmalloc(sizeof *h.out * ((size_t)ncomp + 1));
  h.tmp = xcalloc((size_t)h.words, sizeof *h.tmp);

  int *level = NULL, nlevel = 0, caplevel = 0;
  int *next = NULL, nnext = 0, capnext = 0;
  int root = new_node(&h, h.tmp, 0);
  h.nodes[root].refs = 1;
  VEC_PUSH(level, nlevel, caplevel, root);

  int rc = 0;
  for (int depth = 0; nlevel > 0; depth++) {
    for (int i = 0; i < nlevel && rc == 0; i++)
      if (!h.nodes[level[i]].dead) rc = label(&h, level[i]);
    if (rc != 0 || (max_size > 0 && depth == max_size)) break;

    /* children in level order, members ascending: deterministic */
    nnext = 0;
    tab_reset(&h, nlevel);
    for (int i = 0; i < nlevel; i++) {
      int p = level[i];
      if (h.nodes[p].dead || h.nodes[p].label < 0) continue;
      const uint64_t *cs = cset(&h, h.nodes[p].label);
      for (int x = 0; x < ncomp; x++) {
        if (!has(cs, x)) continue;
        int c = expand_edge(&h, p, x);
        if (c >= 0) VEC_PUSH(next, nnext, capnext, c);
      }
    }
    int *t = level;
    level = next;
    next = t;
    int tc = caplevel;
    caplevel = capnext;
    capnext = tc;
    nlevel = nnext;
  }

  /* finished unless a live open node sits at the cut */
  st->complete = rc == 0;
  if (rc == 0 && max_size > 0)
    for (int i = 0; i < h.nnodes; i++)
      if (!h.nodes[i].dead && h.nodes[i].depth == max_size && h.nodes[i].label >= 0)
        st->complete = 0;

  free(level);
  free(next);
  hs_free(&h);
  return rc;
}
