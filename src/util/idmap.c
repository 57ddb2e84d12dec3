/* idmap.c - open addressing with linear probing; keys are stored + 1 so
 * that 0 marks an empty slot. */
#include "util/idmap.h"

#include <stdlib.h>

#include "util/arena.h"

struct idmap {
  unsigned cap, n;      /* cap is a power of two */
  unsigned *keys;
  int *vals;
};

idmap *idmap_new(void) {
  idmap *m = xmalloc(sizeof *m);
  m->cap = 1024;
  m->n = 0;
  m->keys = xcalloc(m->cap, sizeof *m->keys);
  m->vals = xmalloc(sizeof *m->vals * m->cap);
  return m;
}

void idmap_free(idmap *m) {
  if (!m) return;
  free(m->keys);
  free(m->vals);
  free(m);
}

static unsigned slot(const idmap *m, unsigned key) {
  unsigned h = (key + 1) * 2654435761u, mask = m->cap - 1;
  for (unsigned i = h & mask;; i = (i + 1) & mask)
    if (m->keys[i] == 0 || m->keys[i] == key + 1) return i;
}

static void grow(idmap *m) {
  unsigned oldcap = m->cap, *oldkeys = m->keys;
  int *oldvals = m->vals;
  m->cap *= 2;
  m->keys = xcalloc(m->cap, sizeof *m->keys);
  m->vals = xmalloc(sizeof *m->vals * m->cap);
  for (unsigned i = 0; i < oldcap; i++)
    if (oldkeys[i]) {
      unsigned j = slot(m, oldkeys[i] - 1);
      m->keys[j] = oldkeys[i];
      m->vals[j] = oldvals[i];
    }
  free(oldkeys);
  free(oldvals);
}

void idmap_put(idmap *m, unsigned key, int value) {
  if (2 * (m->n + 1) > m->cap) grow(m);
  unsigned i = slot(m, key);
  if (!m->keys[i]) {
    m->keys[i] = key + 1;
    m->n++;
  }
  m->vals[i] = value;
}

int idmap_get(const idmap *m, unsigned key, int dflt) {
  unsigned i = slot(m, key);
  return m->keys[i] ? m->vals[i] : dflt;
}
